import { formatNumber } from "~/domain/format";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import { carCategories } from "./car-categories";
import { joinMakeModel } from "./make-model";
import type { IndexedCar } from "./search-types";

export type FacetSort = "label" | "count-then-label" | "car-type" | "lower-bound";

export type FacetDefinition = {
  name: string;
  label?: (value: string) => string;
  sort: FacetSort;
} & (
  | { multi?: false /** The value a car files under; null (or empty) for none. */; values: (car: IndexedCar) => string | null }
  | { multi: true /** The values a car files under. */; values: (car: IndexedCar) => string[] }
);

export const BODY_LABELS: Record<string, string> = {
  "4x4": "4x4",
  bus: "Bus",
  cabChassis: "Cab Chassis",
  convertible: "Convertible",
  coupe: "Coupe",
  ev: "EV",
  hardtop: "Hardtop",
  hatch: "Hatch",
  hatchback: "Hatchback",
  motorhome: "Motorhome",
  lightTruck: "Light Truck",
  peopleMover: "People Mover",
  prestige: "Prestige",
  sedan: "Sedan",
  softtop: "Softtop",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  wagon: "Wagon",
  stationWagon: "Station Wagon",
  motorcycle: "Motorcycle",
  caravan: "Caravan",
};
const STATUS_LABELS: Record<string, string> = { in_stock: "In Stock", coming_soon: "Coming Soon", sold: "Sold" };

/** Price bands: [lower, upper) in dollars; the value is 'lower:upper' so it sorts and parses. */
export const PRICE_BANDS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000] as const;
export const WEEKLY_BANDS = [0, 100, 150, 200, 300, 500] as const;
/** Weekly subscription bands (dollars a week, all costs in): subscriptions run dearer than finance repayments. */
export const SUBSCRIPTION_BANDS = [0, 150, 200, 250, 300, 400] as const;

export function bandOf(amount: number, bands: readonly number[]): string {
  let i = bands.length - 1;
  while (i > 0 && amount < bands[i]) i--;
  return `${bands[i]}:${bands[i + 1] ?? ""}`;
}

const money = (n: number) => `$${formatNumber(n)}`;
function bandLabel(value: string, unit = ""): string {
  const [lo, hi] = value.split(":");
  if (!hi) return `${money(Number(lo))}${unit} and over`;
  if (Number(lo) === 0) return `Under ${money(Number(hi))}${unit}`;
  return `${money(Number(lo))} to ${money(Number(hi))}${unit}`;
}

/** The facets of discovery spec section 3 that stock data can answer. */
export const FACETS: readonly FacetDefinition[] = [
  { name: "make", values: (c) => c.make, sort: "count-then-label" },
  { name: "model", values: (c) => c.model, sort: "label" },
  { name: "make_model", values: (c) => joinMakeModel(c.make, c.model), sort: "label" },
  { name: "badge", values: (c) => c.badge, sort: "label" },
  { name: "body", values: (c) => c.simpleBody, label: (v) => BODY_LABELS[v] ?? v, sort: "label" },
  { name: "car_type", values: (c) => c.carType, label: (v) => CAR_TYPE_LABEL[v as keyof typeof CAR_TYPE_LABEL] ?? v, sort: "car-type" },
  { name: "status", values: (c) => c.status, label: (v) => STATUS_LABELS[v] ?? v, sort: "label" },
  { name: "dealership_name", values: (c) => c.dealershipName, sort: "label" },
  { name: "location_name", values: (c) => c.locationName, sort: "label" },
  { name: "state", values: (c) => c.state, sort: "label" },
  { name: "city", values: (c) => c.city, sort: "label" },
  { name: "colour", values: (c) => c.colour, sort: "label" },
  { name: "fuel", values: (c) => c.simpleFuel, sort: "label" },
  { name: "transmission", values: (c) => c.simpleTransmission, sort: "label" },
  { name: "drive", values: (c) => c.drive, sort: "label" },
  { name: "seats", values: (c) => (c.seats ? String(c.seats) : null), sort: "label" },
  { name: "year", values: (c) => String(c.year), sort: "label" },
  { name: "tag", values: (c) => c.tag, sort: "label" },
  { name: "certified", values: (c) => String(c.certified), label: (v) => (v === "true" ? "Certified" : "Not certified"), sort: "label" },
  { name: "item_type", values: (c) => c.itemType, sort: "label" },
  {
    name: "price_range",
    values: (c) => (c.price > 0 ? bandOf(c.price, PRICE_BANDS) : null),
    label: (v) => bandLabel(v),
    sort: "lower-bound",
  },
  {
    name: "weekly_price_range",
    values: (c) => (c.weeklyRepayment ? bandOf(c.weeklyRepayment, WEEKLY_BANDS) : null),
    label: (v) => bandLabel(v, "/wk"),
    sort: "lower-bound",
  },
  {
    name: "subscription_price",
    values: (c) => (c.subscriptionPrice ? bandOf(c.subscriptionPrice, SUBSCRIPTION_BANDS) : null),
    label: (v) => bandLabel(v, "/wk"),
    sort: "lower-bound",
  },
  { name: "categories", multi: true, values: (c) => carCategories(c), sort: "label" },
  { name: "filtered_features", multi: true, values: (c) => c.features, sort: "label" },
];

export const FACET_NAMES = new Set(FACETS.map((f) => f.name));

const CAR_TYPE_ORDER = ["new", "demo", "used"];
// One collator for every comparison (localeCompare with options builds a new one each call), made on first use: this
// module is in the browser's search code, where a page's first Intl object costs tens of ms (issue 18) and no facet is sorted.
let labelOrder: Intl.Collator | undefined;
function compareLabels(a: string, b: string): number {
  labelOrder ??= new Intl.Collator("en-AU", { numeric: true });
  return labelOrder.compare(a, b);
}

/** Discovery spec section 9 facet sorting. */
export function sortFacetItems<T extends { label: string; value: string; count: number }>(items: T[], sort: FacetSort): T[] {
  return items.sort(compareFacetItems(sort));
}

/** The order of sortFacetItems as a comparator (items equal under it keep their order). */
export function compareFacetItems(sort: FacetSort): (a: { label: string; value: string; count: number }, b: typeof a) => number {
  switch (sort) {
    case "count-then-label":
      return (a, b) => b.count - a.count || compareLabels(a.label, b.label);
    case "car-type":
      return (a, b) => CAR_TYPE_ORDER.indexOf(a.value) - CAR_TYPE_ORDER.indexOf(b.value);
    case "lower-bound":
      return (a, b) => Number(a.value.split(":")[0]) - Number(b.value.split(":")[0]);
    default:
      return (a, b) => compareLabels(a.label, b.label);
  }
}
