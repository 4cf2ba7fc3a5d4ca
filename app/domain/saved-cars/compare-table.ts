import { weeklyDisplay } from "~/domain/finance/finance-calculator";
import { formatKm } from "~/domain/format";
import { priceDisplay } from "~/domain/price-display";
import { isPriced, showsWeeklyRepayment } from "~/domain/price-thresholds";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import type { SavedCarView } from "./saved-car-view";

export type CompareCell = {
  text: string;
  /** Set on the cell that wins its row ('Lowest', 'Newest'), when the cars differ there. */
  best: string | null;
};

export type CompareRow = {
  label: string;
  group: "details" | "features";
  cells: CompareCell[];
  /** The cars do not all agree on this row: the page marks it, in words as well as colour. */
  differs: boolean;
};

export const NOT_LISTED = "Not listed";

export function statusLabel(car: Pick<SavedCarView, "status" | "reserved">): string {
  if (car.status === "sold") return "Sold";
  if (car.reserved) return "Reserved";
  return car.status === "coming_soon" ? "Coming soon" : "For sale";
}

function priceText(car: SavedCarView, noPriceText: string): string {
  const display = priceDisplay(car, noPriceText);
  return display.kind === "price" && display.priceType ? `${display.text} ${display.priceType}` : display.text;
}

/** The finance estimate as a card shows it; none for a car that cannot be bought now. */
function financeText(car: SavedCarView): string {
  if (car.status === "sold" || car.weekly === null) return NOT_LISTED;
  return weeklyDisplay(car.weekly);
}

/** The index of the single car with the lowest (or highest) value, when there is one and the others differ. */
function bestIndex(values: (number | null)[], want: "lowest" | "highest"): number | null {
  const known = values.flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  if (known.length < 2) return null;
  const target = want === "lowest" ? Math.min(...known.map((k) => k.v)) : Math.max(...known.map((k) => k.v));
  const winners = known.filter((k) => k.v === target);
  return winners.length === 1 ? winners[0].i : null;
}

function row(
  label: string,
  texts: string[],
  best?: { index: number | null; label: string },
  group: CompareRow["group"] = "details",
): CompareRow {
  const differs = new Set(texts).size > 1;
  return {
    label,
    group,
    differs,
    cells: texts.map((text, i) => ({ text, best: differs && best?.index === i ? best.label : null })),
  };
}

/** The facts shown as they are, "Not listed" where a car has none. */
const PLAIN_FACTS: [label: string, fact: (car: SavedCarView) => string | number | null][] = [
  ["Body", (c) => c.body],
  ["Fuel", (c) => c.fuel],
  ["Transmission", (c) => c.transmission],
  ["Engine", (c) => c.engine],
  ["Drive", (c) => c.drive],
  ["Seats", (c) => c.seats],
  ["Colour", (c) => c.colour],
];

const forSale = (car: SavedCarView) => car.status !== "sold";
const odometer = (car: SavedCarView) => (car.itemType === "caravan" ? null : car.km);
const orNotListed = (value: string | number | null) => (value === null || value === "" ? NOT_LISTED : String(value));

/** The rows that name the best car: the lowest price and repayment, the newest, the fewest km. */
function bestRows(cars: SavedCarView[], noPriceText: string): CompareRow[] {
  const best = (values: (number | null)[], way: "lowest" | "highest", label: string) => ({ index: bestIndex(values, way), label });
  return [
    row(
      "Price",
      cars.map((c) => priceText(c, noPriceText)),
      best(
        cars.map((c) => (forSale(c) && isPriced(c) ? c.price : null)),
        "lowest",
        "Lowest price",
      ),
    ),
    row(
      "Finance estimate",
      cars.map(financeText),
      best(
        cars.map((c) => (forSale(c) && showsWeeklyRepayment(c.weekly) ? c.weekly : null)),
        "lowest",
        "Lowest repayment",
      ),
    ),
    row(
      "Year",
      cars.map((c) => String(c.year)),
      best(
        cars.map((c) => c.year),
        "highest",
        "Newest",
      ),
    ),
    row(
      "Odometer",
      cars.map((c) => {
        const km = odometer(c);
        return km === null ? NOT_LISTED : formatKm(km);
      }),
      best(cars.map(odometer), "lowest", "Fewest km"),
    ),
  ];
}

/**
 * The compare table, one row per fact and then one per feature any of the cars has, each marked
 * where the cars differ; the best price, repayment, odometer and year are named.
 */
export function compareRows(cars: SavedCarView[], noPriceText: string): CompareRow[] {
  const details = [
    row("Status", cars.map(statusLabel)),
    ...bestRows(cars, noPriceText),
    row(
      "Condition",
      cars.map((c) => CAR_TYPE_LABEL[c.carType]),
    ),
    ...PLAIN_FACTS.map(([label, fact]) =>
      row(
        label,
        cars.map((c) => orNotListed(fact(c))),
      ),
    ),
    row(
      "Location",
      cars.map((c) => c.location),
    ),
  ];
  const features = [...new Set(cars.flatMap((c) => c.features))].map((feature) =>
    row(
      feature,
      cars.map((c) => (c.features.includes(feature) ? "Yes" : "No")),
      undefined,
      "features",
    ),
  );
  return [...details, ...features];
}
