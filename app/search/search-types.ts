import type { SortOption } from "~/domain/search-sort";

/** What the index holds for one car: everything search filters on and a result card shows. */
export type IndexedCar = {
  id: number;
  siteId: number;
  slug: string;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  carType: "new" | "used" | "demo";
  status: "in_stock" | "coming_soon" | "sold";
  soldAt: number | null;
  showOnDealerWebsite: boolean;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  price: number;
  beforePrice: number | null;
  preorder: boolean;
  priceType: string | null;
  km: number;
  colour: string | null;
  body: string | null;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  drive: string | null;
  seats: number | null;
  itemType: string;
  dealershipName: string;
  dealershipSlug: string;
  locationId: number;
  locationName: string;
  locationPhone: string | null;
  city: string;
  state: string;
  customRank: number;
  views: number;
  createdAt: number;
  /** Image keys in display order (alt text is written from the car's name when shown). */
  images: string[];
  weeklyRepayment: number | null;
  features: string[];
};

export { SORT_OPTIONS, SORTS, type SortOption } from "~/domain/search-sort";

export const RANGE_FIELDS = ["price", "km", "year"] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

export type SearchState = {
  query: string;
  refinements: Record<string, string[]>;
  ranges: Partial<Record<RangeField, { min: number | null; max: number | null }>>;
  sortBy: SortOption | null;
  page: number;
  /** Facets to count; all of them when absent. Pages ask only for the ones they show. */
  facets?: string[];
};

export type FacetItem = { label: string; value: string; count: number };

export type SearchResult = {
  hits: IndexedCar[];
  facets: Record<string, FacetItem[]>;
  facetStats: Partial<Record<RangeField, { min: number; max: number }>>;
  count: number;
  pages: number;
  page: number;
};

export const PAGE_SIZE = 21;
