import { cardHit, collapseSoldRuns } from "~/search/search-hit";
import type { StockSearch } from "~/search/search-index";
import { type SearchPath, searchPathRefinements } from "~/search/search-path";
import { foldFormParams, formSearchHref, parseSearchParams } from "~/search/search-state";
import { isFiltered } from "~/search/search-url";
import { refinementTrail } from "~/search/search-trail";
import { shownFacets } from "~/search/panel-facets";
import { resultSlots } from "~/search/result-slots";
import type { SearchState } from "~/search/search-types";
import { cardSettings } from "~/sites/card-settings";
import type { TenantSite } from "~/sites/tenant-site";
import { type StockSearchResponse, searchStock, withPathRefinements } from "~/stock/search-stock.server";

export type SearchPageRequest = {
  /** The route's path below /search/ (`toyota/hilux`). */
  path: string;
  /** Where the request came in, for the canonical redirect. */
  pathname: string;
  params: URLSearchParams;
  /** The visitor's promo seed on a site that randomises promo positions (readPromoSeed), else null. */
  promoSeed?: number | null;
};

export type SearchPage = ReturnType<typeof searchPage>;

export type SearchPageOutcome =
  | { kind: "page"; page: SearchPage }
  /** A form's fields (sent without JavaScript) folded into the canonical link. */
  | { kind: "redirect"; href: string }
  /** The query string cannot be read: the parser's explanation, for a 400. */
  | { kind: "invalid"; error: string }
  /** The path names nothing in this site's stock, or the page is past the last. */
  | { kind: "not-found" };

type Deps = { search: StockSearch; site: TenantSite; now: Date };

/** One search page of a site (discovery spec section 2), or why there is none. */
export function loadSearchPage(deps: Deps, request: SearchPageRequest): SearchPageOutcome {
  const { search, site, now } = deps;
  if (foldFormParams(request.params))
    return { kind: "redirect", href: formSearchHref(request.params, { path: request.pathname, defaultSort: site.defaultSort }) };
  const parsed = parseSearchParams(request.params);
  if (!parsed.ok) return { kind: "invalid", error: parsed.error };
  const path = searchPathRefinements(request.path.split("/").filter(Boolean), search.catalogue(site.id));
  if (!path) return { kind: "not-found" };
  const state = withPathRefinements(parsed.state, path.refinements);
  const outcome = searchStock(search, site, now, state);
  if (!outcome.ok) return { kind: "not-found" };
  return { kind: "page", page: searchPage(deps, state, outcome.response, path, request.promoSeed ?? null) };
}

function searchPage({ site, now }: Deps, state: SearchState, response: StockSearchResponse, path: SearchPath, promoSeed: number | null) {
  const landing = !isFiltered(state) && state.page === 1;
  const dealership = path.refinements.dealership_name ? (path.crumbs.at(-1) ?? null) : null;
  // The hits reach the page as the result slots' cards, not twice.
  const { hits, ...answer } = response;
  return {
    ...answer,
    facets: shownFacets(answer.facets, state.refinements.make ?? []),
    state,
    heading: path.heading,
    // Home, car type, make, model, body (spec section 2) from everything the search is narrowed by.
    crumbs: refinementTrail(state.refinements, dealership),
    siteName: site.name,
    defaultSort: site.defaultSort,
    settings: cardSettings(site),
    makes: { popular: site.search.popularMakes, headings: site.search.makeHeadings },
    slots: resultSlots(collapseSoldRuns(hits).map(cardHit), site.search, {
      page: state.page,
      refinedTypes: state.refinements.car_type ?? [],
      now,
      timeZone: site.timeZone,
      promoSeed,
    }),
    layout: site.search.resultsLayout,
    clientCacheSize: site.search.clientCacheSize,
    // The landing extras belong to the first page of a search nothing has narrowed yet.
    extras: { facetTiles: site.search.facetTiles && landing, priceFinder: site.search.priceSlider && landing },
  };
}
