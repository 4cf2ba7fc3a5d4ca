import type { VisibilityRules } from "~/domain/stock-visibility";
import { FACETS, sortFacetItems } from "./facets";
import { type CompiledQuery, compareTop, querySegment, type SegmentResult, type TopDoc } from "./query-segment";
import { SiteSegments } from "./site-segments";
import {
  type FacetItem,
  type IndexedCar,
  PAGE_SIZE,
  RANGE_FIELDS,
  type SearchResult,
  type SearchState,
  type SortOption,
} from "./search-types";
import { queryTokens } from "./tokenize";
import type { SiteCatalogue } from "./search-path";
import { pageCount } from "./search-state";

export type SearchOptions = { rules: VisibilityRules; defaultSort: SortOption; now: Date };

/** The search engine's contract; the in-memory index implements it, an external engine could too. */
export interface StockSearch {
  search(siteId: number, state: SearchState, options: SearchOptions): SearchResult;
  catalogue(siteId: number): SiteCatalogue;
  multiSearch(siteId: number, states: SearchState[], options: SearchOptions): SearchResult[];
}

const FACET_INDEX = new Map(FACETS.map((f, i) => [f.name, i]));

/** Columnar in-memory index: per site a base segment and a delta (site-segments.ts); sites never share a segment. */
export class SearchIndex implements StockSearch {
  private sites = new Map<number, SiteSegments>();

  constructor(private readonly options: { deltaLimit?: (liveCars: number) => number } = {}) {}

  /** Builds a site's segment from all its cars (takes ownership of `cars`). */
  replaceSite(siteId: number, cars: IndexedCar[]): void {
    this.sites.set(siteId, new SiteSegments(siteId, cars, this.options.deltaLimit));
  }

  hasSite(siteId: number): boolean {
    return this.sites.has(siteId);
  }

  /**
   * Applies a change to some of a site's cars: `cars` are the current rows of `changedIds` on this
   * site; a changed id without one is removed. False when the site is not indexed (build it whole).
   */
  applyChanges(siteId: number, changedIds: Iterable<number>, cars: IndexedCar[]): boolean {
    const site = this.sites.get(siteId);
    if (!site) return false;
    site.apply(changedIds, cars);
    return true;
  }

  /** The makes, models and dealerships a site's stock has, for its search routes. */
  catalogue(siteId: number): SiteCatalogue {
    const site = this.sites.get(siteId);
    if (!site) return { makeModels: [], dealerships: [] };
    const pairs = new Map<string, { make: string; model: string }>();
    const dealers = new Map<string, string>();
    for (const car of site.cars()) {
      pairs.set(`${car.make}|${car.model}`, { make: car.make, model: car.model });
      dealers.set(car.dealershipSlug, car.dealershipName);
    }
    return { makeModels: [...pairs.values()], dealerships: [...dealers].map(([slug, name]) => ({ slug, name })) };
  }

  siteIds(): number[] {
    return [...this.sites.keys()];
  }

  size(): number {
    let n = 0;
    for (const s of this.sites.values()) n += s.size();
    return n;
  }

  search(siteId: number, state: SearchState, options: SearchOptions): SearchResult {
    return this.searchSegments([siteId], state, options);
  }

  multiSearch(siteId: number, states: SearchState[], options: SearchOptions): SearchResult[] {
    return states.map((state) => this.search(siteId, state, options));
  }

  /** Several sites at once; used by the platform-wide benchmark, never by a site's pages. */
  searchSegments(siteIds: number[], state: SearchState, options: SearchOptions): SearchResult {
    const sort = state.sortBy ?? options.defaultSort;
    const compiled: CompiledQuery = {
      tokens: queryTokens(state.query),
      refinements: new Map(Object.entries(state.refinements).map(([name, values]) => [FACET_INDEX.get(name) as number, values])),
      ranges: state.ranges,
      sort,
      facets: FACETS.map((f) => !state.facets || state.facets.includes(f.name)),
      topK: state.page * (state.hitsPerPage ?? PAGE_SIZE),
      rules: options.rules,
      now: options.now,
    };
    const results: SegmentResult[] = [];
    for (const id of siteIds) for (const seg of this.sites.get(id)?.segments() ?? []) results.push(querySegment(seg, compiled));
    return mergeResults(results, state);
  }
}

function mergeResults(results: SegmentResult[], state: SearchState): SearchResult {
  const count = results.reduce((n, r) => n + r.count, 0);
  const top: TopDoc[] = results.length === 1 ? results[0].top : results.flatMap((r) => r.top).sort(compareTop);
  const size = state.hitsPerPage ?? PAGE_SIZE;
  const offset = (state.page - 1) * size;
  const hits = top.slice(offset, offset + size).map((t) => t.seg.cars[t.doc]);
  const facets: Record<string, FacetItem[]> = {};
  FACETS.forEach((facet, f) => {
    if (state.facets && !state.facets.includes(facet.name)) return;
    const counts = new Map<string, number>();
    for (const r of results) {
      const values = r.seg.facets[f].values;
      const c = r.facetCounts[f];
      for (let code = 0; code < c.length; code++) if (c[code] > 0) counts.set(values[code], (counts.get(values[code]) ?? 0) + c[code]);
    }
    for (const selected of state.refinements[facet.name] ?? []) if (!counts.has(selected)) counts.set(selected, 0);
    // In value order before the facet's own sort, so ties never depend on which segment saw a value first.
    const items = [...counts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([value, n]) => ({ value, label: facet.label ? facet.label(value) : value, count: n }));
    facets[facet.name] = sortFacetItems(items, facet.sort);
  });
  const facetStats: SearchResult["facetStats"] = {};
  for (const field of RANGE_FIELDS) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const r of results) {
      min = Math.min(min, r.stats[field].min);
      max = Math.max(max, r.stats[field].max);
    }
    if (min <= max) facetStats[field] = { min, max };
  }
  return { hits, facets, facetStats, count, pages: pageCount(count, size), page: state.page };
}
