import type { CarFacts } from "~/domain/vehicle/car";
import { slugify } from "~/domain/slugify";
import type { FeedRow } from "./feed-row";

/** The car columns and child rows a feed controls, in the platform's own terms (the `cars` table and its children). */
export type CarFields = Pick<
  CarFacts,
  | "carType"
  | "status"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "body"
  | "simpleBody"
  | "colour"
  | "interiorColour"
  | "km"
  | "price"
  | "beforePrice"
  | "priceType"
  | "trans"
  | "simpleTransmission"
  | "fuel"
  | "simpleFuel"
  | "drive"
  | "engineSize"
  | "seats"
  | "doors"
  | "vin"
  | "regplate"
  | "regoState"
  | "regoExpiry"
  | "buildDate"
  | "complianceDate"
  | "certified"
  | "tag"
  | "preorder"
  | "subscriptionPrice"
  | "historyReportUrl"
  | "dealercomments"
  | "specifications"
> & {
  soldAt: Date | null;
  itemType: "car" | "motorcycle" | "caravan";
  locationId: number;
  features: string[];
  videos: { kind: "stock" | "walkaround"; url: string }[];
  /** The feed's names for the photos (URLs or file paths), in order. */
  photos: string[];
  /** The feed's names for the 360 views' frames, in turning order. */
  spin: SpinSources;
  /** One entry per lender (`car_finance_lenders`), by provider name. */
  lenders: FeedLender[];
};

export type SpinSources = { exterior: string[]; interior: string[] };
export type FeedLender = {
  provider: string;
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  balloon: number | null;
  deposit: number | null;
  termYears: number | null;
  totalPayable: number | null;
  establishmentFees: number | null;
  disclaimer: string | null;
};

/** The car as it stands before the import: what the feed controls, plus what identifies it and what else decides whether a site shows it. */
export type CurrentCar = CarFields &
  Pick<CarFacts, "id" | "stocknum" | "slug" | "showOnDealerWebsite"> & {
    createdAt: Date;
    /** Where the car came from and the fields a person locked against the feed (car-locks.ts); absent reads as a feed's car, unlocked. */
    origin?: "feed" | "console" | "seed";
    lockedFields?: string[];
  };

// The search's body groups (app/demo/catalogue.ts uses the same words), from the dealer's own body text.
const BODY_GROUPS: [RegExp, string][] = [
  [/people\s*mover|\bmpv\b/i, "peopleMover"],
  [/cab\s*chassis/i, "cabChassis"],
  [/\bute\b|pick\s*-?up/i, "ute"],
  [/\bvan\b/i, "van"],
  [/\bbus\b/i, "bus"],
  [/truck/i, "lightTruck"],
  [/convertible|cabriolet|roadster|spyder/i, "convertible"],
  [/coupe/i, "coupe"],
  [/hatch/i, "hatch"],
  [/sedan/i, "sedan"],
  [/\bsuv\b|4x4|4wd/i, "suv"],
  [/wagon|estate/i, "wagon"],
];

export function simpleBodyOf(body: string | null, itemType: CarFields["itemType"]): string | null {
  if (itemType === "motorcycle") return "motorcycle";
  if (itemType === "caravan") return "caravan";
  if (!body) return null;
  return BODY_GROUPS.find(([pattern]) => pattern.test(body))?.[1] ?? slugify(body);
}

export function simpleFuelOf(fuel: string | null): string | null {
  if (!fuel) return null;
  if (/plug-?in/i.test(fuel)) return "Plug-in Hybrid";
  if (/hybrid/i.test(fuel)) return "Hybrid";
  if (/electric|\bev\b/i.test(fuel)) return "Electric";
  if (/diesel/i.test(fuel)) return "Diesel";
  return "Petrol";
}

export function simpleTransmissionOf(trans: string | null): string | null {
  if (!trans) return null;
  return /manual/i.test(trans) ? "Manual" : "Automatic";
}

/**
 * The Was price after an import. A price the feed states wins. Otherwise a price drop keeps the old
 * price as the Was price; a Was price the car already had stays while it is still above the price,
 * so importing the same feed again changes nothing; a rise clears it.
 */
export function wasPriceAfter(
  stated: number | undefined,
  price: number,
  current: { price: number; beforePrice: number | null } | null,
): number | null {
  if (stated !== undefined) return stated > price ? stated : null;
  if (!current) return null;
  if (price > 0 && current.price > price) return current.price;
  return current.beforePrice !== null && current.beforePrice > price ? current.beforePrice : null;
}

/** A feed row as the car's fields, given the car as it stands (or null for a new one). */
export function carFieldsOf(row: FeedRow, current: CurrentCar | null, locationId: number, now: Date): CarFields {
  const body = row.body ?? null;
  const trans = row.transmission ?? null;
  const fuel = row.fuel ?? null;
  return {
    carType: row.car_type,
    status: row.status,
    soldAt: row.status === "sold" ? (current?.status === "sold" && current.soldAt ? current.soldAt : now) : null,
    itemType: row.item_type,
    year: row.year,
    make: row.make,
    model: row.model,
    badge: row.badge ?? null,
    series: row.series ?? null,
    body,
    simpleBody: simpleBodyOf(body, row.item_type),
    colour: row.colour ?? null,
    interiorColour: row.interior_colour ?? null,
    km: row.km,
    price: row.price,
    beforePrice: wasPriceAfter(row.was_price, row.price, current),
    priceType: row.price_type ?? null,
    trans,
    simpleTransmission: simpleTransmissionOf(trans),
    fuel,
    simpleFuel: simpleFuelOf(fuel),
    drive: row.drive ?? null,
    engineSize: row.engine ?? null,
    seats: row.seats ?? null,
    doors: row.doors ?? null,
    vin: row.vin ?? null,
    regplate: row.rego ?? null,
    regoState: row.rego_state ?? null,
    regoExpiry: row.rego_expiry ?? null,
    buildDate: row.build_date ?? null,
    complianceDate: row.compliance_date ?? null,
    certified: row.certified,
    tag: row.tag ?? null,
    preorder: row.preorder,
    subscriptionPrice: row.subscription_price ?? null,
    historyReportUrl: row.history_report_url ?? null,
    locationId,
    dealercomments: row.dealer_comments || null,
    specifications: row.specifications,
    features: row.features,
    videos: [
      ...(row.walkaround_video ? [{ kind: "walkaround" as const, url: row.walkaround_video }] : []),
      ...row.videos.map((url) => ({ kind: "stock" as const, url })),
    ],
    photos: row.photos,
    spin: { exterior: row.spin.exterior, interior: row.spin.interior },
    lenders: row.lenders.map(lenderOf).sort((a, b) => (a.provider < b.provider ? -1 : a.provider > b.provider ? 1 : 0)),
  };
}

function lenderOf(entry: FeedRow["lenders"][number]): FeedLender {
  return {
    provider: entry.provider,
    interestRate: entry.interest_rate ?? null,
    comparisonRate: entry.comparison_rate ?? null,
    paymentWeek: entry.payment_week ?? null,
    paymentMonth: entry.payment_month ?? null,
    balloon: entry.balloon ?? null,
    deposit: entry.deposit ?? null,
    termYears: entry.term_years ?? null,
    totalPayable: entry.total_payable ?? null,
    establishmentFees: entry.establishment_fees ?? null,
    disclaimer: entry.disclaimer || null,
  };
}

/** Whether two versions of a car differ in anything the feed controls (specifications and lender entries compare by content, not key order). */
export function sameCarFields(current: CarFields, next: CarFields): boolean {
  const keys = (Object.keys(next) as (keyof CarFields)[]).sort();
  return canonical(current, keys) === canonical(next, keys);
}

const byKey = ([x]: [string, unknown], [y]: [string, unknown]) => (x < y ? -1 : x > y ? 1 : 0);

// Only the feed's fields, in one key order (a current car carries its id and slug too).
function canonical(fields: CarFields, keys: readonly (keyof CarFields)[]): string {
  return JSON.stringify(
    keys.map((key) => {
      const value = fields[key];
      if (key === "soldAt") return fields.soldAt?.getTime() ?? null;
      if (key === "specifications") return Object.entries(fields.specifications).sort(byKey);
      // The database's order of providers follows its collation; the comparison must not.
      if (key === "lenders") return fields.lenders.map((lender) => JSON.stringify(Object.entries(lender).sort(byKey))).sort();
      return value ?? null;
    }),
  );
}

/** A new car's URL slug: its title and stock number, made unique on the site. */
export function newCarSlug(fields: Pick<CarFields, "year" | "make" | "model" | "badge">, stocknum: string, taken: Set<string>): string {
  const base = slugify(`${fields.year} ${fields.make} ${fields.model} ${fields.badge ?? ""} ${stocknum}`) || slugify(stocknum) || "car";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
