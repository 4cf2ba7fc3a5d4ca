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
