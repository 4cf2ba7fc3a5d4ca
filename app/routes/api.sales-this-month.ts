import { salesThisMonth } from "~/domain/dealer-blocks/sales-counter";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.sales-this-month";

/** Shared caches may keep an answer this long: well under the 450 s between sales and the page's 150 s refresh. */
const CACHE_SECONDS = 30;

/**
 * GET /api/sales-this-month -> { count, asOf }: the 'Sales this Month' figure the home page refreshes
 * every 150 seconds (vehicle spec section 9). A site that does not show the counter has no such figure.
 */
export const loader = apiHandler(({ context }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  if (!site.salesCounter) return apiError("not_found", "This site does not show a sales counter.");
  const { now } = context;
  return Response.json(
    { count: salesThisMonth(now), asOf: now.toISOString() },
    { headers: { "Cache-Control": `public, max-age=${CACHE_SECONDS}` } },
  );
});

export const action = () => methodNotAllowed("GET", "HEAD");
