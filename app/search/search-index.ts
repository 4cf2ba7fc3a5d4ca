import type { VisibilityRules } from "~/domain/stock-visibility";
import { indexDictionaries } from "./facet-dictionary";
import { FACETS } from "./facets";
import { type CompiledQuery, emptyTotals, type QueryTotals, querySegment } from "./query-segment";
import { SiteSegments } from "./site-segments";
import {
  type FacetItem,
  type IndexedCar,
  PAGE_SIZE,
  RANGE_FIELDS,
  type SearchResult,
  type SearchState,
  type SortOption,
  isStaffView,
  type StaffView,
} from "./search-types";
import { queryTokens } from "./tokenize";
import type { CarType } from "~/domain/vehicle/car";
import type { SiteCatalogue } from "./search-path";
import { pageCount } from "./search-state";

/** `rules`: what the search may show, the site's rules for shoppers or the dealer's view of every car. */
export type SearchOptions = { rules: VisibilityRules | StaffView; defaultSort: SortOption; now: Date };

/** The search engine's contract; the in-memory index implements it, an external engine could too. */
export interface StockSearch {
  search(siteId: number, state: SearchState, options: SearchOptions): SearchResult;
  catalogue(siteId: number): SiteCatalogue;
  multiSearch(siteId: number, states: SearchState[], options: SearchOptions): SearchResult[];
  /** The ids of every car a search matches, in no order: what a bulk change over "all N matching" acts on. */
  matchingIds(siteId: number, state: SearchState, options: SearchOptions): number[];
  /**
   * A number that changes whenever the site's indexed stock changes (a rebuild or an applied change), never
   * repeated by any index of this process: what summaries computed from the stock are cached by (stock-memo.server.ts).
   */
  version(siteId: number): number;
  /** Every car of the site the index holds, in no order: for reports that add up the whole stock. */
  cars(siteId: number): Iterable<IndexedCar>;
}

/** Shared by every index of the process, so two indexes never hand out the same version. */
let lastVersion = 0;

const FACET_INDEX = new Map(FACETS.map((f, i) => [f.name, i]));

/**
 * Columnar in-memory index: per site a base segment and a delta (site-segments.ts); sites never
 * share a segment, only the facet dictionaries that code its values (facet-dictionary.ts).
 */
export class SearchIndex implements StockSearch {
  private sites = new Map<number, SiteSegments>();
  private readonly dictionaries = indexDictionaries();
  private readonly versions = new Map<number, number>();
  /** Each site's catalogue as of its version: a search page asks for it on every request, and it walks every car. */
  private readonly catalogues = new Map<number, { version: number; catalogue: SiteCatalogue }>();

  constructor(private readonly options: { deltaLimit?: (liveCars: number) => number } = {}) {}

  /** Builds a site's segment from all its cars (takes ownership of `cars`). */
  replaceSite(siteId: number, cars: IndexedCar[]): void {
    this.sites.set(siteId, new SiteSegments(siteId, cars, this.dictionaries, this.options.deltaLimit));
    this.versions.set(siteId, ++lastVersion);
  }

  version(siteId: number): number {
    return this.versions.get(siteId) ?? 0;
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
    this.versions.set(siteId, ++lastVersion);
    return true;
  }

  /** The makes, models and dealerships a site's stock has, for its search routes. */
  catalogue(siteId: number): SiteCatalogue {
    const site = this.sites.get(siteId);
    if (!site) return { makeModels: [], dealerships: [], carTypes: [], itemTypes: [] };
    const version = this.version(siteId);
    const known = this.catalogues.get(siteId);
    if (known?.version === version) return known.catalogue;
    const pairs = new Map<string, { make: string; model: string }>();
    const dealers = new Map<string, string>();
    const carTypes = new Set<CarType>();
    const itemTypes = new Set<string>();
    for (const car of site.cars()) {
      pairs.set(`${car.make}|${car.model}`, { make: car.make, model: car.model });
      dealers.set(car.dealershipSlug, car.dealershipName);
      carTypes.add(car.carType);
      itemTypes.add(car.itemType);
    }
    const catalogue = {
      makeModels: [...pairs.values()],
      dealerships: [...dealers].map(([slug, name]) => ({ slug, name })),
      carTypes: [...carTypes],
      itemTypes: [...itemTypes],
    };
    this.catalogues.set(siteId, { version, catalogue });
    return catalogue;
  }

  cars(siteId: number): Iterable<IndexedCar> {
    return this.sites.get(siteId)?.cars() ?? [];
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

  /**
   * Several sites at once, as one result over all their cars. No page asks for it (each site's
   * pages search that site alone); the platform-wide benchmark does, as the load a market-wide query
   * would put on the index.
   */
  matchingIds(siteId: number, state: SearchState, options: SearchOptions): number[] {
    const ids: number[] = [];
    this.run([siteId], { ...state, page: 1, facets: [] }, options, ids);
    return ids;
  }

  searchSegments(siteIds: number[], state: SearchState, options: SearchOptions): SearchResult {
    return this.result(this.run(siteIds, state, options, null), state);
  }

  /** One query over the sites' segments; `ids`, when given, collects every match instead of the best page's. */
  private run(siteIds: number[], state: SearchState, options: SearchOptions, ids: number[] | null): QueryTotals {
    const sort = state.sortBy ?? options.defaultSort;
    const refinements: CompiledQuery["refinements"] = [];
    for (const [name, values] of Object.entries(state.refinements)) {
      const facet = FACET_INDEX.get(name);
      if (facet === undefined) continue;
      const dictionary = this.dictionaries.facets[facet];
      const selected = new Uint8Array(dictionary.size);
      const codes: number[] = [];
      for (const v of values) {
        const code = dictionary.codeOf(v);
        if (code !== undefined && !selected[code]) {
          selected[code] = 1;
          codes.push(code);
        }
      }
      refinements.push({ facet, selected, codes });
    }
    const tokens = queryTokens(state.query);
    const compiled: CompiledQuery = {
      tokens,
      typos: tokens.map((word) => this.dictionaries.words.near(word)),
      refinements,
      ranges: state.ranges,
      sort,
      facets: FACETS.map((f) => !state.facets || state.facets.includes(f.name)),
      topK: ids ? 0 : state.page * (state.hitsPerPage ?? PAGE_SIZE),
      ids,
      rules: options.rules,
      restrictionKey: isStaffView(options.rules)
        ? `staff:${options.rules.noPhotos}:${options.rules.noPrice}`
        : JSON.stringify(options.rules.stockRestrictions),
      now: options.now,
    };
    const totals = emptyTotals(
      compiled,
      this.dictionaries.facets.map((d) => d.size),
    );
    for (const id of siteIds) for (const seg of this.sites.get(id)?.segments() ?? []) querySegment(seg, compiled, totals);
    return totals;
  }

  private result(totals: QueryTotals, state: SearchState): SearchResult {
    const { count, top } = totals;
    const size = state.hitsPerPage ?? PAGE_SIZE;
    const offset = (state.page - 1) * size;
    const hits = top.slice(offset, offset + size).map((t) => t.seg.cars[t.doc]);
    const facets: Record<string, FacetItem[]> = {};
    FACETS.forEach((facet, f) => {
      if (state.facets && !state.facets.includes(facet.name)) return;
      facets[facet.name] = this.dictionaries.facets[f].items(totals.facetCounts[f], state.refinements[facet.name]);
    });
    const facetStats: SearchResult["facetStats"] = {};
    for (const field of RANGE_FIELDS) {
      const { min, max } = totals.stats[field];
      if (min <= max) facetStats[field] = { min, max };
    }
    return { hits, facets, facetStats, count, pages: pageCount(count, size), page: state.page };
  }
}
