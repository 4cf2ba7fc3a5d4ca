/**
 * The search page's sort orders with the labels of its Sort by menu, in menu order. A site's
 * `defaultSort` is one of these values; the URL's `sortBy` must be one of them.
 */
export const SORTS = [
  { value: "relevance", label: "Most relevant" },
  { value: "latest", label: "Latest" },
  { value: "price_desc", label: "Highest price" },
  { value: "price_asc", label: "Lowest price" },
] as const;

export type SortOption = (typeof SORTS)[number]["value"];

/** The values alone, as a non-empty tuple (what z.enum and the URL parser need). */
export const SORT_OPTIONS = SORTS.map((s) => s.value) as [SortOption, ...SortOption[]];
