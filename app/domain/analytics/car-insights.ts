/** The Australian average is about 40 days to sell; past 60 a car is worth a look (issue 56). */
export const DEFAULT_STALE_DAYS = 60;

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

/**
 * The stock for sale (status in stock) in the dealerships in scope (null: all), added up by dealership, type and make
 * with whole days in stock and how many are past `overDays`; and the `limit` longest-standing past it, oldest first.
 */
export function stockAges<C extends StockAgeCar>(
  cars: Iterable<C>,
  options: { now: Date; overDays: number; dealershipSlugs: readonly string[] | null; limit: number },
): { rows: AgeRow[]; past: C[] } {
  const groups = new Map<string, AgeRow>();
  const past: C[] = [];
  for (const car of cars) {
    if (car.status !== "in_stock" || (options.dealershipSlugs && !options.dealershipSlugs.includes(car.dealershipSlug))) continue;
    const days = Math.max(0, Math.floor((options.now.getTime() - car.createdAt) / DAY_MS));
    const key = `${car.dealershipName}|${car.carType}|${car.make}`;
    const row = groups.get(key) ?? { dealership: car.dealershipName, car_type: car.carType, make: car.make, cars: 0, days: 0, over: 0 };
    row.cars++;
    row.days += days;
    if (days >= options.overDays) {
      row.over++;
      past.push(car);
    }
    groups.set(key, row);
  }
  past.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  return { rows: [...groups.values()], past: past.slice(0, options.limit) };
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
