/**
 * Writing search links, and what a search state says of itself: what the search page's browser code
 * needs. Reading a URL (search-state.ts: the parser, which checks facet names against the facet
 * list) stays out of this module, so the page's first-load JavaScript does not carry it (issue 18).
 */
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { RANGE_FIELDS, type SearchState, type SortOption } from "./search-types";

export type HrefOptions = { path?: string; defaultSort?: SortOption };

/**
 * The one way to build a search link: a search page path plus the canonical query string of a
 * state (the same state always gives the same URL). The site's default sort is left out.
 */
export function searchHref(state: SearchState | null = null, options: HrefOptions = {}): string {
  const path = options.path ?? ALL_STOCK_PATH;
  const query = state ? toSearchParams(state, { sortBy: options.defaultSort ?? "relevance" }).toString() : "";
  return query ? `${path}?${query}` : path;
}

/** The canonical query string for a state: the same state always gives the same URL. */
export function toSearchParams(state: SearchState, defaults: { sortBy: SortOption }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const facet of Object.keys(state.refinements).sort()) {
    state.refinements[facet].forEach((value, i) => {
      params.append(`refinementList[${facet}][${i}]`, value);
    });
  }
  for (const field of RANGE_FIELDS) {
    const r = state.ranges[field];
    if (r && (r.min !== null || r.max !== null)) params.set(`range[${field}]`, `${r.min ?? ""}:${r.max ?? ""}`);
  }
  if (state.sortBy && state.sortBy !== defaults.sortBy) params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** True for the keys that carry search state (query, sortBy, page, refinementList[...], range[...]). */
export const isSearchParam = (key: string) =>
  key === "query" || key === "sortBy" || key === "page" || key.startsWith("refinementList[") || key.startsWith("range[");

/**
 * A search narrowed by text, a refinement (from the path or the query string) or a range. The
 * search page offers Clear Filters when it is, and shows its landing extras (facet tiles, the
 * price finder) only on the first page of a search that is not.
 */
export const isFiltered = (state: SearchState) =>
  state.query !== "" || Object.keys(state.refinements).length > 0 || Object.keys(state.ranges).length > 0;

/**
 * What the search page tells a shopper whose link the parser refused: the parser's reason as the
 * end of one sentence ('page must be a whole number from 1 to 1000').
 */
export function invalidSearchMessage(reason: string): string {
  const clause = reason.trim().replace(/[.\s]+$/, "");
  if (!clause) return "That search link isn't valid.";
  return `That search link isn't valid: ${clause[0].toLowerCase()}${clause.slice(1)}.`;
}
