import { slugify } from "~/domain/slugify";
import { toSearchParams } from "./search-state";
import type { SearchState, SortOption } from "./search-types";

/** The search page of all the site's stock (discovery spec section 2). */
export const ALL_STOCK_PATH = "/search/new-used-and-demo-cars";

/** A make's, or a make and model's, own search page: /search/{make}/{model}. */
export const makeModelPath = (make: string, model?: string) => `/search/${slugify(make)}${model ? `/${slugify(model)}` : ""}`;

/**
 * The one way to build a search link: a search page path plus the canonical query string of a
 * state (the same state always gives the same URL).
 */
export function searchHref(state: SearchState | null = null, options: { path?: string; defaultSort?: SortOption } = {}): string {
  const path = options.path ?? ALL_STOCK_PATH;
  const query = state ? toSearchParams(state, { sortBy: options.defaultSort ?? "relevance" }).toString() : "";
  return query ? `${path}?${query}` : path;
}
