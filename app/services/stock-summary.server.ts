import type { StockSearch } from "~/search/search-index";
import type { FacetItem, SearchResult, SearchState, SortOption } from "~/search/search-types";
import type { TenantSite } from "~/sites/tenant-site";
import { searchStock, type StockSearchResponse } from "./search-stock.server";

/** Everything the site shows, counting only the facets a stock summary needs. */
const ALL_STOCK: SearchState = {
  query: "",
  refinements: {},
  ranges: {},
  sortBy: null,
  page: 1,
  facets: ["car_type", "make", "make_model"],
};

/** The first page of all a site's visible stock, with the facets `stockSummary` reads. */
export function searchAllStock(search: StockSearch, site: TenantSite, now: Date, sortBy: SortOption | null = null): StockSearchResponse {
  const outcome = searchStock(search, site, now, { ...ALL_STOCK, sortBy });
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

/** Visible cars by car type, and the makes and models for the quick search, from a search's facets. */
export function stockSummary(result: Pick<SearchResult, "facets" | "count">): StockSummary {
  return {
    counts: Object.fromEntries((result.facets.car_type ?? []).map((f) => [f.value, f.count])),
    makes: [...(result.facets.make ?? [])].sort((a, b) => a.label.localeCompare(b.label)),
    makeModels: result.facets.make_model ?? [],
    total: result.count,
  };
}
