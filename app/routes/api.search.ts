import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { parseSearchParams } from "~/search/search-state";
import { searchStock } from "~/services/search-stock.server";
import type { Route } from "./+types/api.search";

/** GET /api/search: the search contract other parts rely on (same query string as the search page). */
export const loader = apiHandler(({ context, request }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError("bad_request", parsed.error);
  const outcome = searchStock(context.search, site, context.now, parsed.state);
  if (!outcome.ok) return apiError("bad_request", outcome.error);
  return Response.json(outcome.response, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
