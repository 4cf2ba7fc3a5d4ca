import type { VisibilityRules } from "~/domain/stock-visibility";
import { FACETS, sortFacetItems } from "./facets";
import { type CompiledQuery, compareTop, querySegment, type SegmentResult, type TopDoc } from "./query-segment";
import { buildSegment, type Segment } from "./segment";
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

/** Columnar in-memory index, one segment per site; sites never share a segment. */
export class SearchIndex implements StockSearch {
  private segments = new Map<number, Segment>();

  replaceSite(siteId: number, cars: IndexedCar[]): void {
    this.segments.set(siteId, buildSegment(siteId, cars));
  }

  /** The makes, models and dealerships a site's stock has, for its search routes. */
  catalogue(siteId: number): SiteCatalogue {
    const seg = this.segments.get(siteId);
    if (!seg) return { makeModels: [], dealerships: [] };
    const pairs = new Map<string, { make: string; model: string }>();
    const dealers = new Map<string, string>();
    for (const car of seg.cars) {
      pairs.set(`${car.make}|${car.model}`, { make: car.make, model: car.model });
      dealers.set(car.dealershipSlug, car.dealershipName);
    }
    return { makeModels: [...pairs.values()], dealerships: [...dealers].map(([slug, name]) => ({ slug, name })) };
  }

  siteIds(): number[] {
    return [...this.segments.keys()];
  }

  size(): number {
    let n = 0;
    for (const s of this.segments.values()) n += s.n;
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
    for (const id of siteIds) {
      const seg = this.segments.get(id);
      if (seg) results.push(querySegment(seg, compiled));
    }
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
    const items = [...counts].map(([value, n]) => ({ value, label: facet.label ? facet.label(value) : value, count: n }));
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
