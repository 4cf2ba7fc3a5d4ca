import type { TenantSite } from "~/sites/tenant-site";
import type { StockSearch } from "~/search/search-index";
import { type HitContext, type SearchHit, toSearchHit } from "~/search/search-hit";
import type { SearchResult, SearchState } from "~/search/search-types";

export type StockSearchResponse = Omit<SearchResult, "hits"> & { hits: SearchHit[]; ms: number };

export type StockSearchOutcome = { ok: true; response: StockSearchResponse } | { ok: false; error: string };

/** How a site's results are shown: its texts, its just-arrived window and whether its numbers are masked. */
export const hitContext = (site: TenantSite, now: Date): HitContext => ({
  texts: site.texts,
  justArrivedDays: site.justArrivedDays,
  now,
  showPhone: site.phoneReveal === "immediate",
});

/** One page of a site's search, as the API and the search pages answer it. */
export function searchStock(search: StockSearch, site: TenantSite, now: Date, state: SearchState): StockSearchOutcome {
  const started = performance.now();
  const result = search.search(site.id, state, { rules: site, defaultSort: site.defaultSort, now });
  if (state.page > result.pages) return { ok: false, error: `page must be at most ${result.pages}` };
  const hits = result.hits.map((car) => toSearchHit(car, hitContext(site, now)));
  return { ok: true, response: { ...result, hits, ms: Math.round((performance.now() - started) * 100) / 100 } };
}

/** Refinements from the route (/search/toyota/hilux) and from the query string, together. */
export function withPathRefinements(state: SearchState, fromPath: Record<string, string[]>): SearchState {
  const refinements: Record<string, string[]> = { ...state.refinements };
  for (const [facet, values] of Object.entries(fromPath)) refinements[facet] = [...new Set([...values, ...(refinements[facet] ?? [])])];
  return { ...state, refinements };
}
