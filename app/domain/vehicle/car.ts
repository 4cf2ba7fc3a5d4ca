import type { LenderEntry } from "~/domain/finance/finance-estimate";

/** The `cars.car_type` values (the table's CHECK constraint holds the same three). */
export const CAR_TYPES = ["new", "used", "demo"] as const;
export type CarType = (typeof CAR_TYPES)[number];
/** The `cars.status` values (the table's CHECK constraint holds the same three). */
export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/**
 * One car's own facts, as its `cars` row holds them, camelCased: the base that every other shape of a car (the car
 * page's, the search index's, the saved lists', a lead's snapshot, a feed's) picks its fields from, so a column's
 * type is written once. Timestamps are left out: each shape keeps them in its own form (a `Date` from the database,
 * epoch milliseconds in the search index).
 */
export type CarFacts = {
  id: number;
  slug: string;
  stocknum: string;
  vin: string | null;
  nvic: string | null;
  regplate: string | null;
  regoState: string | null;
  regoExpiry: string | null;
  itemType: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  carType: CarType;
  status: CarStatus;
  showOnDealerWebsite: boolean;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  /** Whole dollars, like every car price (0 when the dealer names none). */
  price: number;
  beforePrice: number | null;
  /** The weekly subscription price in dollars, where the dealer offers one. */
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string | null;
  km: number;
  colour: string | null;
  interiorColour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engineSize: string | null;
  fuel: string | null;
  simpleFuel: string | null;
  body: string | null;
  simpleBody: string | null;
  trans: string | null;
  simpleTransmission: string | null;
  buildDate: string | null;
  complianceDate: string | null;
  dealercomments: string | null;
  specifications: Record<string, string | number>;
  variant: Record<string, string | number | null>;
  customRank: number;
  views: number;
  historyReportUrl: string | null;
};

/** What names and finds a car: every shape of a car carries these. */
export type CarNameFields = "id" | "slug" | "stocknum" | "year" | "make" | "model" | "badge";

/** A car as the shopper-facing pages read it (columns of `cars` and its child tables, camelCased). */
export type CarSummary = Pick<
  CarFacts,
  | CarNameFields
  | "series"
  | "carType"
  | "status"
  | "reserved"
  | "certified"
  | "tag"
  | "price"
  | "beforePrice"
  | "preorder"
  | "priceType"
  | "km"
  | "simpleTransmission"
  | "simpleFuel"
  | "simpleBody"
  | "body"
  | "itemType"
  | "views"
> & {
  soldAt: Date | null;
  createdAt: Date;
  imageSrcs: string[];
  imageAlts: string[];
  locationName: string;
  city: string;
  state: string;
  weeklyRepayment: number | null;
};

export type CarDetail = CarSummary &
  Pick<
    CarFacts,
    | "vin"
    | "nvic"
    | "regplate"
    | "regoExpiry"
    | "colour"
    | "interiorColour"
    | "drive"
    | "seats"
    | "doors"
    | "engineSize"
    | "fuel"
    | "trans"
    | "buildDate"
    | "complianceDate"
    | "dealercomments"
    | "specifications"
    | "variant"
    | "showOnDealerWebsite"
    /** The dealer's history report file, when it attached one. */
    | "historyReportUrl"
    | "subscriptionPrice"
  > & {
    features: string[];
    media: CarMedia;
    /** The car's entry for the site's finance provider, when the lender gave one: its weekly estimate and disclaimer. */
    lender: LenderEntry | null;
    dealershipName: string;
    dealershipSlug: string;
    location: {
      id: number;
      name: string;
      slug: string;
      street: string;
      city: string;
      state: string;
      postcode: string;
      phone: string | null;
      isPrimary: boolean;
      timeZone: string;
      lat: number;
      lng: number;
    };
  };

export type Hotspot = { id: number; description: string; positions: Record<string, { x: number; y: number }> };
/** Spin frames in order, hotspots by view, and videos by kind (stock slides, walkaround mode). */
export type CarMedia = {
  spin: { exterior: string[]; interior: string[] };
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] };
  videos: { kind: "stock" | "walkaround" | "external"; url: string }[];
};

/**
 * The car as the car page receives it: no internal timestamps, the location's phone only through `PhoneDisplay`, and the
 * lender's entry only through the finance panel it makes.
 */
export type VehiclePageCar = Omit<CarDetail, "soldAt" | "createdAt" | "lender">;

/** The dealer's number: masked until revealed, and left out of the page on sites that mask it. */
export type PhoneDisplay = { masked: string; revealed: { phone: string; formatted: string } | null };
