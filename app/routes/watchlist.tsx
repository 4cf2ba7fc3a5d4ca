import { redirect } from "react-router";
import { requireShopper, sessionDeps } from "~/accounts/gate.server";
import { postGarage, savedCars } from "~/accounts/garage.server";
import { SavedCarsList } from "~/components/accounts/garage";
import { readFormBody } from "~/leads/request-body";
import type { Route } from "./+types/watchlist";
import { privatePageMeta } from "~/seo/page-meta";

/** The watchlist page (vehicle spec section 2): the shopper's saved cars, with what changed since each was saved. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shopper = await requireShopper(context, request, "watchlist");
  const deps = sessionDeps(context);
  return { siteName: deps.site.name, saved: await savedCars(deps, shopper) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const shopper = await requireShopper(context, request, "watchlist");
  const read = await readFormBody(request);
  if (read.ok) await postGarage(sessionDeps(context), shopper, read.body);
  return redirect("/watchlist");
}

export function meta({ data }: Route.MetaArgs) {
  return privatePageMeta(data ? `Your watchlist | ${data.siteName}` : "Your watchlist");
}

export default function Watchlist({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">Your watchlist</h1>
      <SavedCarsList saved={loaderData.saved} />
    </div>
  );
}
