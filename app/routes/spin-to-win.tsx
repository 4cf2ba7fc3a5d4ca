import { data, redirect } from "react-router";
import { requireShopper, sessionDeps } from "~/accounts/gate.server";
import { SpinToWin } from "~/components/promotions/spin-to-win";
import { requireSite } from "~/lib/require-site";
import { loadSpinToWin, spin } from "~/promotions/spin-to-win.server";
import type { Route } from "./+types/spin-to-win";
import { privatePageMeta } from "~/seo/page-meta";

async function page({ context, request }: Route.LoaderArgs | Route.ActionArgs) {
  // A site running no promotion has no such page, signed in or not.
  if (!requireSite(context).spinToWin) throw new Response("Not Found", { status: 404 });
  const shopper = await requireShopper(context, request, "spin-to-win");
  return { deps: sessionDeps(context), shopper };
}

/** `/spin-to-win` (a gated page): the site's promotion, one spin per signed-in shopper, the prize drawn on the server. */
export async function loader(args: Route.LoaderArgs) {
  const { deps, shopper } = await page(args);
  return loadSpinToWin(deps, shopper);
}

export async function action(args: Route.ActionArgs) {
  const { deps, shopper } = await page(args);
  const outcome = await spin(deps, shopper);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 409 });
  return redirect("/spin-to-win");
}

export function meta({ data: d }: Route.MetaArgs) {
  return privatePageMeta(d ? `${d.title} | ${d.siteName}` : "Spin to win");
}

export default function SpinToWinPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <SpinToWin promo={loaderData} message={actionData?.message} />;
}
