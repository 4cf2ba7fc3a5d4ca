import { redirect } from "react-router";
import { requireShopper, sessionDeps } from "~/accounts/gate.server";
import { garageBrand, loadGarage, postGarage } from "~/accounts/garage.server";
import { Garage } from "~/components/accounts/garage";
import { readFormBody } from "~/leads/request-body";
import type { Route } from "./+types/my-garage";
import { privatePageMeta } from "~/seo/page-meta";

async function shopperAndBrand({ context, request, params }: Route.LoaderArgs | Route.ActionArgs) {
  const deps = sessionDeps(context);
  const brand = garageBrand(deps.site, (params as { brand?: string }).brand);
  if (brand === undefined) throw new Response("Not Found", { status: 404 });
  // Personal pages: always behind sign-in, whatever the site's gatedRoutes say.
  const shopper = await requireShopper(context, request, "garage");
  return { deps, shopper, brand };
}

/** `/my-garage` and a brand's garage (`/my-garage/{make}`): the signed-in shopper's cars, reservations and valuations. */
export async function loader(args: Route.LoaderArgs) {
  const { deps, shopper, brand } = await shopperAndBrand(args);
  return loadGarage(deps, shopper, brand);
}

export async function action(args: Route.ActionArgs) {
  const { deps, shopper } = await shopperAndBrand(args);
  const read = await readFormBody(args.request);
  if (read.ok) await postGarage(deps, shopper, read.body);
  return redirect(new URL(args.request.url).pathname);
}

export function meta({ data }: Route.MetaArgs) {
  return privatePageMeta(data ? `${data.heading} | ${data.siteName}` : "My Garage");
}

export default function MyGarage({ loaderData }: Route.ComponentProps) {
  return <Garage garage={loaderData} />;
}
