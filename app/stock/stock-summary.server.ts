import type { StockSearch } from "~/search/search-index";
import type { FacetItem, SearchState } from "~/search/search-types";
import type { TenantSite } from "~/sites/tenant-site";
import { type StockSearchResponse, searchStock } from "./search-stock.server";
import { memoStock } from "./stock-memo.server";

/** Everything the site shows, in the site's default order. */
const ALL_STOCK: SearchState = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };

/** The first page of all a site's visible stock. */
export function searchAllStock(search: StockSearch, site: TenantSite, now: Date, state: Partial<SearchState> = {}): StockSearchResponse {
  const outcome = searchStock(search, site, now, { ...ALL_STOCK, ...state });
  // Page 1 always exists: a site without stock has one empty page.
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.response;
}

export type StockSummary = {
  /** Visible cars by car type ('new', 'used', 'demo'). */
  counts: Record<string, number>;
  /** Makes for the quick search, by name. */
  makes: FacetItem[];
  makeModels: FacetItem[];
  total: number;
};

/**
 * Visible cars by car type, and the makes and models for the quick search, from the index's facets.
 * The search runs in the site's default order, which matters: a site sorted by lowest price leaves
 * unpriced cars out of its results, so out of these counts too.
 */
export function stockSummary(search: StockSearch, site: TenantSite, now: Date): StockSummary {
  // The same for every page of the site until its stock changes (stock-memo.server.ts says how stale it may be).
  return memoStock(search, site, now, "stock-summary", () => summarise(search, site, now));
}

function summarise(search: StockSearch, site: TenantSite, now: Date): StockSummary {
  const result = searchAllStock(search, site, now, { facets: ["car_type", "make", "make_model"] });
  return {
    counts: Object.fromEntries((result.facets.car_type ?? []).map((f) => [f.value, f.count])),
    makes: [...(result.facets.make ?? [])].sort((a, b) => a.label.localeCompare(b.label)),
    makeModels: result.facets.make_model ?? [],
    total: result.count,
  };
}
