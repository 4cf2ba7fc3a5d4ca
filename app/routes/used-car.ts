import { redirect } from "react-router";
import { requireSite } from "~/lib/require-site";
import { usedCarSearchHref } from "~/search/used-car-path";
import type { Route } from "./+types/used-car";

/** /used-car/...: the form of search links some dealers use (vehicle spec section 2), moved for good to its /search/... page. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const url = new URL(request.url);
  const href = usedCarSearchHref((params["*"] ?? "").split("/"), url.searchParams, context.search.catalogue(site.id), site.defaultSort);
  if (!href) throw new Response("Not Found", { status: 404 });
  throw redirect(href, 301);
}
