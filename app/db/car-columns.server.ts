import type { CarFacts } from "~/domain/vehicle/car";

/**
 * What a writer gives one `cars` row: the car's facts, where it stands, and its timestamps. The JSON columns take any
 * object (written with JSON.stringify).
 */
export type CarRow = Omit<CarFacts, "id" | "variant" | "specifications"> & {
  siteId: number;
  dealershipId: number;
  locationId: number;
  gearnum: number | null;
  bodyconfiguration: string | null;
  /** The price the dealer offers the car at for now (decision 041); read through `advertisedPrice`. */
  offerPrice: number | null;
  variant: Record<string, unknown>;
  specifications: Record<string, unknown>;
  soldAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Where the car came from, and the feed fields a person locked in the console (migration 0038, decision 050). */
  origin: "feed" | "console" | "seed";
  lockedFields: string[];
};

/**
 * Every column of `cars` a writer sets (all but the serial `id`), by the field of
 * `CarRow` it comes from, in one order. The demo seeder writes all of them; the stock feed importer the ones a feed
 * controls (never `origin` and `lockedFields`: the car editor sets those, setCarControl). A new column is added here, to `CarFacts`, and to the writers that set it.
 */
export const CAR_COLUMNS = {
  siteId: "site_id",
  dealershipId: "dealership_id",
  locationId: "location_id",
  slug: "slug",
  stocknum: "stocknum",
  vin: "vin",
  nvic: "nvic",
  regplate: "regplate",
  regoState: "rego_state",
  regoExpiry: "rego_expiry",
  itemType: "item_type",
  year: "year",
  make: "make",
  model: "model",
  badge: "badge",
  series: "series",
  carType: "car_type",
  status: "status",
  soldAt: "sold_at",
  showOnDealerWebsite: "show_on_dealer_website",
  reserved: "reserved",
  tag: "tag",
  certified: "certified",
  price: "price",
  beforePrice: "before_price",
  offerPrice: "offer_price",
  subscriptionPrice: "subscription_price",
  preorder: "preorder",
  priceType: "price_type",
  km: "km",
  colour: "colour",
  interiorColour: "interior_colour",
  gearnum: "gearnum",
  drive: "drive",
  seats: "seats",
  doors: "doors",
  engineSize: "engine_size",
  fuel: "fuel",
  simpleFuel: "simple_fuel",
  body: "body",
  simpleBody: "simple_body",
  bodyconfiguration: "bodyconfiguration",
  trans: "trans",
  simpleTransmission: "simple_transmission",
  buildDate: "build_date",
  complianceDate: "compliance_date",
  dealercomments: "dealercomments",
  variant: "variant",
  specifications: "specifications",
  customRank: "custom_rank",
  historyReportUrl: "history_report_url",
  views: "views",
  createdAt: "created_at",
  updatedAt: "updated_at",
  origin: "origin",
  lockedFields: "locked_fields",
} as const satisfies Record<keyof CarRow, string>;

export type CarField = keyof typeof CAR_COLUMNS;
/** Every field, in the columns' order. */
export const ALL_CAR_FIELDS = Object.keys(CAR_COLUMNS) as CarField[];

const JSON_FIELDS: ReadonlySet<CarField> = new Set<CarField>(["variant", "specifications"]);

/** The column names and value rows `insertRows(db, "cars", ...)` takes for these fields of each car. */
export function carRows<K extends CarField>(fields: readonly K[], cars: readonly Pick<CarRow, K>[]) {
  return {
    columns: fields.map((field) => CAR_COLUMNS[field]),
    rows: cars.map((car) => fields.map((field) => (JSON_FIELDS.has(field) ? JSON.stringify(car[field]) : car[field]))),
  };
}

/** One lender entry on a car as its writers (the demo network, stock feeds) hold it. */
export type LenderRow = {
  provider: string;
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  balloon: number | null;
  deposit: number | null;
  termYears: number | null;
  totalPayable?: number | null;
  establishmentFees: number | null;
  weeklyFees?: number | null;
  disclaimer: string | null;
};

/** The car_finance_lenders columns every writer fills, in `lenderRow`'s order: one list, as CAR_COLUMNS is for cars. */
export const LENDER_COLUMNS = [
  "car_id",
  "finance_provider",
  "interest_rate",
  "comparison_rate",
  "payment_week",
  "payment_month",
  "balloon",
  "deposit",
  "term_years",
  "total_payable",
  "establishment_fees",
  "weekly_fees",
  "disclaimer",
];

export const lenderRow = (carId: number, l: LenderRow): unknown[] => [
  carId,
  l.provider,
  l.interestRate,
  l.comparisonRate,
  l.paymentWeek,
  l.paymentMonth,
  l.balloon,
  l.deposit,
  l.termYears,
  l.totalPayable ?? null,
  l.establishmentFees,
  l.weeklyFees ?? null,
  l.disclaimer,
];
