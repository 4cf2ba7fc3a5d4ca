import { redirect } from "react-router";
import { modelPagePath } from "~/domain/models/model-page";
import { requireSite } from "~/lib/require-site";
import { findModelPage } from "~/models/model-page-queries.server";
import type { Route } from "./+types/not-found";

/**
 * Every address no other route answers: the site's 404, except the spec's short model address
 * (vehicle spec section 2, "Model page: /{model slug}"), which leads to the model's page at
 * /models/{slug} when the site has that model.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const path = (params["*"] ?? "").replace(/\/+$/, "");
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(path) && (await findModelPage(context.db, site.id, path))) throw redirect(modelPagePath(path), 301);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
