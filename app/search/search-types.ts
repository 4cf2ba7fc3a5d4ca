import type { CarFacts, CarNameFields } from "~/domain/vehicle/car";
import type { SortOption } from "~/domain/search-sort";

/** What the index holds for one car: everything search filters on and a result card shows. */
export type IndexedCar = Pick<
  CarFacts,
  | CarNameFields
  | "vin"
  | "series"
  | "carType"
  | "status"
  | "showOnDealerWebsite"
  | "reserved"
  | "certified"
  | "tag"
  | "price"
  | "beforePrice"
  | "preorder"
  | "priceType"
  | "km"
  | "colour"
  | "body"
  | "simpleBody"
  | "simpleFuel"
  | "simpleTransmission"
  | "drive"
  | "seats"
  | "itemType"
  | "customRank"
  | "views"
  | "subscriptionPrice"
> & {
  siteId: number;
  /** Epoch milliseconds, so the index sorts and compares them as numbers. */
  soldAt: number | null;
  dealershipName: string;
  dealershipSlug: string;
  locationId: number;
  locationName: string;
  locationPhone: string | null;
  city: string;
  state: string;
  createdAt: number;
  /** Image keys in display order (alt text is written from the car's name when shown). */
  images: string[];
  weeklyRepayment: number | null;
  features: string[];
};

export { SORT_OPTIONS, SORTS, type SortOption } from "~/domain/search-sort";

/**
 * The dealer's own view of the same index (the console's stock list, decision 049): every car the site holds, whatever
 * its status, age or the site's restrictions, with two checks the shoppers' search has no use for. A shoppers' search
 * passes the site's `VisibilityRules` instead.
 */
export type StaffView = { everyCar: true; noPhotos: boolean; noPrice: boolean };

export const isStaffView = (view: object): view is StaffView => "everyCar" in view;

/**
 * Numeric filters: `range[FIELD]=MIN:MAX`. created_at_timestamp (discovery spec section 3's facet) is
 * when a car was listed, in Unix seconds, so a link can ask for cars listed since a moment.
 */
export const RANGE_FIELDS = ["price", "km", "year", "created_at_timestamp"] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];
/** The ranges the filter panel offers as sliders. */
export const SLIDER_FIELDS = ["price", "km", "year"] as const satisfies readonly RangeField[];
export type SliderField = (typeof SLIDER_FIELDS)[number];

export type SearchState = {
  query: string;
  refinements: Record<string, string[]>;
  ranges: Partial<Record<RangeField, { min: number | null; max: number | null }>>;
  sortBy: SortOption | null;
  page: number;
  /** Hits a page holds (PAGE_SIZE when absent); the API takes it as hitsPerPage, within HITS_PER_PAGE_MAX. */
  hitsPerPage?: number;
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

/** Discovery spec section 9: search page size 21 hits. */
export const PAGE_SIZE = 21;
/** The most hits one API call may ask for (hitsPerPage 1 to 100): enough for a carousel or a map, never the whole stock. */
export const HITS_PER_PAGE_MAX = 100;
