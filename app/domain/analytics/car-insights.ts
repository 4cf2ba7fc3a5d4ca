export type AgeRow = { dealership: string; car_type: string; make: string; cars: number; days: number; over: number };
export type AgeGroup = { name: string; cars: number; averageDays: number; over: number };

const CAR_TYPES: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

function groupAges(rows: readonly AgeRow[], key: (row: AgeRow) => string): AgeGroup[] {
  const groups = new Map<string, { cars: number; days: number; over: number }>();
  for (const r of rows) {
    const g = groups.get(key(r)) ?? { cars: 0, days: 0, over: 0 };
    groups.set(key(r), { cars: g.cars + r.cars, days: g.days + r.days, over: g.over + r.over });
  }
  return [...groups]
    .map(([name, g]) => ({ name, cars: g.cars, averageDays: Math.round(g.days / g.cars), over: g.over }))
    .sort((a, b) => b.over - a.over || b.cars - a.cars || a.name.localeCompare(b.name, "en-AU"));
}

/** What the days-in-stock report reads of a car (the search index holds it for every car). */
export type StockAgeCar = {
  id: number;
  status: string;
  carType: string;
  make: string;
  dealershipSlug: string;
  dealershipName: string;
  /** When it came into stock, ms since the epoch. */
  createdAt: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Oldest first: the order of the cars past the line. */
const olderFirst = (a: StockAgeCar, b: StockAgeCar) => a.createdAt - b.createdAt || a.id - b.id;

/**
 * Keeps the `limit` oldest cars offered, oldest first: a car newer than the newest kept is turned away with one
 * comparison, so a stock mostly past the line costs a pass, not a sort of every car past it.
 */
function oldestKept<C extends StockAgeCar>(limit: number) {
  const kept: C[] = [];
  return {
    kept,
    offer(car: C) {
      if (kept.length === limit && olderFirst(car, kept[limit - 1]) >= 0) return;
      let lo = 0;
      let hi = kept.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (olderFirst(kept[mid], car) < 0) lo = mid + 1;
        else hi = mid;
      }
      kept.splice(lo, 0, car);
      if (kept.length > limit) kept.pop();
    },
  };
}

/** The map's entry for `key`, made by `make` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

function ageRow(groups: Map<string, Map<string, Map<string, AgeRow>>>, car: StockAgeCar): AgeRow {
  const types = entry(groups, car.dealershipSlug, () => new Map<string, Map<string, AgeRow>>());
  const makes = entry(types, car.carType, () => new Map<string, AgeRow>());
  return entry(makes, car.make, () => ({
    dealership: car.dealershipName,
    car_type: car.carType,
    make: car.make,
    cars: 0,
    days: 0,
    over: 0,
  }));
}

/**
 * The stock for sale (status in stock) in the dealerships in scope (null: all), added up by dealership, type and make
 * with whole days in stock and how many are past `overDays`; and the `limit` longest-standing past it, oldest first.
 */
export function stockAges<C extends StockAgeCar>(
  cars: Iterable<C>,
  options: { now: Date; overDays: number; dealershipSlugs: readonly string[] | null; limit: number },
): { rows: AgeRow[]; past: C[] } {
  // Keyed by the dealership's slug, then type, then make, so no key string is built per car.
  const groups = new Map<string, Map<string, Map<string, AgeRow>>>();
  const past = oldestKept<C>(options.limit);
  const inScope = options.dealershipSlugs ? new Set(options.dealershipSlugs) : null;
  const nowMs = options.now.getTime();
  for (const car of cars) {
    if (car.status !== "in_stock" || (inScope && !inScope.has(car.dealershipSlug))) continue;
    const days = Math.max(0, Math.floor((nowMs - car.createdAt) / DAY_MS));
    const row = ageRow(groups, car);
    row.cars++;
    row.days += days;
    if (days >= options.overDays) {
      row.over++;
      past.offer(car);
    }
  }
  return { rows: [...groups.values()].flatMap((types) => [...types.values()].flatMap((makes) => [...makes.values()])), past: past.kept };
}

/** Cars for sale by dealership, type and make: how many, their average whole days in stock, how many past the line. */
export function stockAgeGroups(rows: readonly AgeRow[]) {
  return {
    byDealership: groupAges(rows, (r) => r.dealership),
    byType: groupAges(rows, (r) => CAR_TYPES[r.car_type] ?? r.car_type),
    byMake: groupAges(rows, (r) => r.make),
  };
}

export type PriceChange = {
  priceBefore: number;
  priceAfter: number;
  viewsBefore: number;
  viewsAfter: number;
  daysAfter: number;
};

/**
 * What followed a price change: the change in dollars and per cent (one decimal), and vehicle views a day in the week
 * before against the days since (at most a week; null on the day itself, with no whole day after it yet).
 */
export function priceChangeOutcome(change: PriceChange) {
  const difference = change.priceAfter - change.priceBefore;
  const perDay = (views: number, days: number) => (days > 0 ? Math.round((views / days) * 10) / 10 : null);
  return {
    difference,
    percent: change.priceBefore > 0 ? Math.round((difference / change.priceBefore) * 1000) / 10 : null,
    viewsADayBefore: perDay(change.viewsBefore, 7),
    viewsADayAfter: perDay(change.viewsAfter, change.daysAfter),
  };
}

/** A car as the report lists it, with the count the list is about (views, leads). */
export type CarInsightRow = {
  id: number;
  title: string;
  stocknum: string;
  type: string;
  price: string;
  sold: boolean;
  days: number;
  count: number;
};
export type PastLineRow = CarInsightRow & { dealership: string };
export type PriceChangeRow = CarInsightRow & {
  on: string;
  before: string;
  after: string;
  leadsAfter: number;
  soldAfter: boolean;
} & ReturnType<typeof priceChangeOutcome>;
