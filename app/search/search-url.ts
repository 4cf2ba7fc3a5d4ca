import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { foldFormParams, isSearchParam, parseSearchParams, toSearchParams } from "./search-state";
import type { SearchState, SortOption } from "./search-types";

type HrefOptions = { path?: string; defaultSort?: SortOption };

/**
 * The one way to build a search link: a search page path plus the canonical query string of a
 * state (the same state always gives the same URL). The site's default sort is left out.
 */
export function searchHref(state: SearchState | null = null, options: HrefOptions = {}): string {
  const path = options.path ?? ALL_STOCK_PATH;
  const query = state ? toSearchParams(state, { sortBy: options.defaultSort ?? "relevance" }).toString() : "";
  return query ? `${path}?${query}` : path;
}

/**
 * A search form's fields as a search link. Forms send `refinementList[make][]` keys, empty
 * fields and min/max boxes (`range[price][min]`); these are folded and written canonically by
 * searchHref, keeping any parameter that is not search state (utm_ tags). Fields the parser
 * refuses are kept as sent, so the search page can say what was wrong with them.
 */
export function formSearchHref(fields: URLSearchParams, options: HrefOptions = {}): string {
  const params = foldFormParams(fields) ?? fields;
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return `${options.path ?? ALL_STOCK_PATH}${params.size ? `?${params}` : ""}`;
  const href = searchHref(parsed.state, options);
  const others = new URLSearchParams([...params].filter(([key]) => !isSearchParam(key)));
  return others.size ? `${href}${href.includes("?") ? "&" : "?"}${others}` : href;
}
