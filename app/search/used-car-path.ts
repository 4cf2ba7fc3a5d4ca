import { carTypePath } from "~/domain/search-paths";
import { type SiteCatalogue, searchPathRefinements } from "./search-path";
import { parseSearchParams } from "./search-state";
import type { SortOption } from "./search-types";
import { searchHref } from "./search-url";

/**
 * Vehicle spec section 2: "some dealers use /used-car/..." for the search links that are
 * /search/{body-or-make}, /search/{make}/{model} elsewhere. Such a link is the same search of used
 * cars: /used-car -> /search/used-cars, /used-car/toyota/hilux -> /search/toyota/hilux with the used
 * refinement, keeping the link's own query. Null when the path names nothing in this site's stock
 * (a 404, like the search page it would lead to).
 */
export function usedCarSearchHref(
  segments: readonly string[],
  params: URLSearchParams,
  catalogue: SiteCatalogue,
  defaultSort: SortOption,
): string | null {
  const parts = segments.filter(Boolean).map((s) => s.toLowerCase());
  const parsed = parseSearchParams(params);
  const state = parsed.ok ? parsed.state : { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
  if (parts.length === 0 || (parts.length === 1 && parts[0] === "used-cars"))
    return searchHref(state, { path: carTypePath("used"), defaultSort });
  // A car-type page under /used-car (/used-car/new-cars) would contradict itself: only makes, models, bodies and dealerships.
  const path = searchPathRefinements(parts, catalogue);
  if (!path || path.refinements.car_type) return null;
  const used = { ...state, refinements: { ...state.refinements, car_type: ["used"] } };
  return searchHref(used, { path: `/search/${parts.join("/")}`, defaultSort });
}
