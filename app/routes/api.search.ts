import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { parseHitsPerPage, parseSearchParams } from "~/search/search-state";
import { searchStock } from "~/stock/search-stock.server";
import type { Route } from "./+types/api.search";

/**
 * GET /api/search: the search contract other parts rely on (same query string as the search page,
 * plus hitsPerPage: 1 to 100, default 21).
 */
export const loader = apiHandler(({ context, request }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return apiError("bad_request", parsed.error);
  const hitsPerPage = parseHitsPerPage(params.get("hitsPerPage"));
  if (!hitsPerPage.ok) return apiError("bad_request", hitsPerPage.error);
  const outcome = searchStock(context.search, site, context.now, { ...parsed.state, hitsPerPage: hitsPerPage.value });
  if (!outcome.ok) return apiError("bad_request", outcome.error);
  return Response.json(outcome.response, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
