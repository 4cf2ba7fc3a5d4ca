import { applyLocks, feedMaySell } from "./car-locks";
import { type CarFields, type CurrentCar, carFieldsOf, newCarSlug, sameCarFields } from "./feed-car";
import type { RejectedRow, ValidFeedRow } from "./feed-row";
import type { FeedMode } from "./parse-feed";

export type PlannedCar = {
  line: number;
  stocknum: string;
  id: number | null;
  slug: string;
  fields: CarFields;
  photosChanged: boolean;
  spinChanged: boolean;
  /** What else decides whether the site shows the car: set outside the feed, as a new car starts. */
  showOnDealerWebsite: boolean;
  createdAt: Date;
};

export type ImportPlan = {
  creates: PlannedCar[];
  updates: PlannedCar[];
  unchanged: number;
  /** Every row that applies (created, updated or unchanged), in the feed's order: what the report checks against the site's rules. */
  listed: PlannedCar[];
  /** Cars of the dealership a full feed no longer lists, to be marked sold. */
  soldIds: number[];
  rejected: RejectedRow[];
};

export type PlanInput = {
  mode: FeedMode;
  now: Date;
  rows: readonly ValidFeedRow[];
  /** The dealership's cars as they stand. */
  current: readonly CurrentCar[];
  /** Stock numbers of the site's other dealerships, with the dealership's slug: stock numbers are unique per site. */
  otherDealershipStock: ReadonlyMap<string, string>;
  /** Every car slug on the site: a new car's slug must not take another car's address. */
  takenSlugs: ReadonlySet<string>;
  /** The dealership's locations; the first is where a row without a location goes. */
  locations: readonly { id: number; slug: string }[];
  /** Stock numbers of rows the feed lists but that failed validation: a typo must not mark a car sold. */
  invalidRowStock: ReadonlySet<string>;
};

/**
 * What an import does to each car, decided from plain data: upsert by stock number (create, update
 * or leave unchanged), and for a full feed, mark sold (with sold_at = now) every car of the
 * dealership it does not list. A partial feed touches only its rows. A row sold in the feed is
 * sold either way. Rows that cannot be applied (a stock number twice, another dealership's stock
 * number, an unknown location) are rejected with their line and field; the rest go ahead.
 */
export function planImport(input: PlanInput): ImportPlan {
  const byStock = new Map(input.current.map((car) => [car.stocknum, car]));
  const locationBySlug = new Map(input.locations.map((l) => [l.slug, l.id]));
  const taken = new Set(input.takenSlugs);
  const firstLine = new Map<string, number>();
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, listed: [], soldIds: [], rejected: [] };
  const reject = (line: number, stockNumber: string, field: string, reason: string) =>
    plan.rejected.push({ line, stockNumber, field, reason });

  for (const { line, row } of input.rows) {
    const stocknum = row.stock_number;
    const seen = firstLine.get(stocknum);
    if (seen !== undefined) {
      reject(line, stocknum, "stock_number", `appears again (first on line ${seen})`);
      continue;
    }
    firstLine.set(stocknum, line);
    const owner = input.otherDealershipStock.get(stocknum);
    if (owner !== undefined) {
      reject(line, stocknum, "stock_number", `belongs to another dealership of this site (${owner})`);
      continue;
    }
    const locationId = row.location === undefined ? input.locations[0]?.id : locationBySlug.get(row.location);
    if (locationId === undefined) {
      reject(
        line,
        stocknum,
        "location",
        row.location === undefined ? "the dealership has no location" : `is not one of the dealership's locations`,
      );
      continue;
    }
    const current = byStock.get(stocknum) ?? null;
    const car = plannedCar(line, stocknum, row, current, locationId, input.now, taken);
    if (!current) plan.creates.push(car);
    else if (sameCarFields(current, car.fields)) plan.unchanged++;
    else plan.updates.push(car);
    plan.listed.push(car);
  }

  if (input.mode === "full")
    for (const car of input.current)
      if (!firstLine.has(car.stocknum) && !input.invalidRowStock.has(car.stocknum) && car.status !== "sold" && feedMaySell(car))
        plan.soldIds.push(car.id);
  return plan;
}

/** A row as the car it makes: a new one, or the car it updates with the fields a person locked kept as they are. */
function plannedCar(
  line: number,
  stocknum: string,
  row: ValidFeedRow["row"],
  current: CurrentCar | null,
  locationId: number,
  now: Date,
  taken: Set<string>,
): PlannedCar {
  const fed = carFieldsOf(row, current, locationId, now);
  if (!current)
    return {
      line,
      stocknum,
      id: null,
      slug: newCarSlug(fed, stocknum, taken),
      fields: fed,
      photosChanged: fed.photos.length > 0,
      spinChanged: fed.spin.exterior.length + fed.spin.interior.length > 0,
      showOnDealerWebsite: true,
      createdAt: now,
    };
  const fields = applyLocks(fed, current);
  return {
    line,
    stocknum,
    id: current.id,
    slug: current.slug,
    fields,
    photosChanged: JSON.stringify(current.photos) !== JSON.stringify(fields.photos),
    spinChanged: JSON.stringify(current.spin) !== JSON.stringify(fields.spin),
    showOnDealerWebsite: current.showOnDealerWebsite,
    createdAt: current.createdAt,
  };
}
