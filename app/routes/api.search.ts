import { requireSite } from "~/lib/require-site";
import { parseSearchParams } from "~/search/search-state";
import { searchStock } from "~/services/search-stock.server";
import type { Route } from "./+types/api.search";

/** GET /api/search: the search contract other parts rely on (same query string as the search page). */
export function loader({ context, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const outcome = searchStock(context.search, site, context.now, parsed.state);
  if (!outcome.ok) return Response.json({ error: outcome.error }, { status: 400 });
  return Response.json(outcome.response, { headers: { "Cache-Control": "no-store" } });
}
