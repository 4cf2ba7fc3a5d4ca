import type { Queryable } from "~/db/database";
import { carWindowsThrough } from "~/db/queries/analytics-rollup.server";
import { previousCalendarDay } from "~/domain/analytics/rollup-days";
import { type AgeGroup, type CarInsightRow, priceChangeOutcome, stockAgeGroups, stockAges } from "~/domain/analytics/car-insights";
import type { CarsFilter } from "~/domain/console/report-filter";
import { VIEW_EVENTS } from "~/domain/analytics/insights";
import { reportPeriods } from "~/domain/analytics/report-period";
import { daysInStock } from "~/domain/console/stock-filter";
import { formatAud, formatDate, midnightIn } from "~/domain/format";
import { CAR_TYPE_LABEL, carTitle } from "~/domain/vehicle/car-name";
import { toCsv } from "~/leads/lead-export";
import type { StockSearch } from "~/search/search-index";
import type { IndexedCar } from "~/search/search-types";
import { memoStock } from "~/stock/stock-memo.server";
import { priceChanges, type ReportCar, topCarsByLeads, topViewedCars } from "./insights-cars-queries.server";
import { type ReportViewer, reportScope } from "./report-scope.server";

const TOP = 10;
const PAST_LIMIT = 50;
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const carRow = (car: ReportCar, now: Date): CarInsightRow => ({
  id: car.id,
  title: carTitle(car, { badge: true }),
  stocknum: car.stocknum,
  type: CAR_TYPE_LABEL[car.car_type as keyof typeof CAR_TYPE_LABEL] ?? car.car_type,
  price: car.price > 0 ? formatAud(car.price) : "No price",
  sold: car.status === "sold",
  days: daysInStock(asDate(car.created_at).getTime(), now),
  count: car.count,
});

/**
 * The cars report (issue 56): the period's most viewed cars and those with most leads, cars looked at a lot with no
 * lead, days in stock by dealership, type and make with the cars past the dealer's line, and the price changes with
 * what followed each.
 */
export async function loadCarInsights(deps: { db: Queryable; now: Date; search: StockSearch }, viewer: ReportViewer, filter: CarsFilter) {
  const { db, now } = deps;
  const scope = await reportScope(db, viewer, filter.dealership);
  const zone = scope.chosen?.timeZone ?? viewer.site.timeZone;
  const { current } = reportPeriods(now, zone, filter.days);
  const range = { siteId: viewer.site.id, current, dealershipIds: scope.ids };
  const span = { siteId: viewer.site.id, from: midnightIn(current.from, zone), until: now, dealershipIds: scope.ids };
  // The rollup's car windows serve a period that is one of them plus today; any other (a dealership a zone behind
  // the site's rollup, a window not yet written) is summed from the days.
  const through = await carWindowsThrough(db, viewer.site.id);
  const windowDays = through === previousCalendarDay(current.to) ? filter.days - 1 : null;
  const viewedCars = { viewNames: VIEW_EVENTS, limit: TOP, windowDays };
  const [viewed, enquired, unanswered, changes] = await Promise.all([
    topViewedCars(db, range, viewedCars),
    topCarsByLeads(db, span, TOP),
    topViewedCars(db, range, { ...viewedCars, withoutLeads: span }),
    priceChanges(db, span, VIEW_EVENTS, TOP * 2),
  ]);
  // Days in stock add up the whole stock: the search index holds it in memory, in step with the database, and the
  // sum is kept while the stock is unchanged (for at most a minute: the days move on).
  const over = filter.over ?? viewer.site.analytics.staleDays;
  const { rows: ages, past } = memoStock(deps.search, viewer.site, now, `stock-ages:${over}:${scope.slugs?.join(",") ?? "*"}`, () =>
    stockAges(deps.search.cars(viewer.site.id), { now, overDays: over, dealershipSlugs: scope.slugs, limit: PAST_LIMIT }),
  );
  return {
    filter: { days: filter.days, dealership: scope.chosen?.slug, over },
    siteLine: viewer.site.analytics.staleDays,
    period: current,
    dealerships: scope.dealerships.map(({ slug, name }) => ({ slug, name })),
    mostViewed: viewed.map((c) => carRow(c, now)),
    mostLeads: enquired.map((c) => carRow(c, now)),
    viewedNoLeads: unanswered.map((c) => carRow(c, now)),
    ages: stockAgeGroups(ages),
    pastLine: past.map((c) => ({ ...carRow(indexedReportCar(c), now), dealership: c.dealershipName })),
    pastLineTotal: ages.reduce((n, r) => n + r.over, 0),
    priceChanges: changes.map((c) => ({
      ...carRow(c, now),
      on: formatDate(asDate(c.at), zone),
      before: formatAud(c.price_before),
      after: formatAud(c.price_after),
      leadsAfter: c.leads_after,
      soldAfter: c.sold_after,
      ...priceChangeOutcome({
        priceBefore: c.price_before,
        priceAfter: c.price_after,
        viewsBefore: c.views_before,
        viewsAfter: c.views_after,
        daysAfter: c.days_after,
      }),
    })),
  };
}

const indexedReportCar = (car: IndexedCar): ReportCar => ({
  id: car.id,
  stocknum: car.stocknum,
  year: car.year,
  make: car.make,
  model: car.model,
  badge: car.badge ?? null,
  car_type: car.carType,
  status: car.status,
  price: car.price,
  created_at: new Date(car.createdAt),
  count: 0,
});

export type CarInsights = Awaited<ReturnType<typeof loadCarInsights>>;

export const CAR_REPORTS = ["viewed", "leads", "no-leads", "ages", "past", "prices"] as const;
export type CarReport = (typeof CAR_REPORTS)[number];

/** A CSV column: its header and what each row puts under it. */
type Column<Row> = { header: string; value: (row: Row) => unknown };

/** The one place a report's columns and rows become CSV (through `toCsv`, which defuses a formula-like cell). */
const columnsCsv = <Row>(columns: readonly Column<Row>[], rows: readonly Row[]) =>
  toCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );

const CAR_COLUMNS: Column<CarInsightRow>[] = [
  { header: "stock_number", value: (c) => c.stocknum },
  { header: "car", value: (c) => c.title },
  { header: "type", value: (c) => c.type },
  { header: "price", value: (c) => c.price },
  { header: "days_in_stock", value: (c) => c.days },
];
const VIEWS_COLUMNS: Column<CarInsightRow>[] = [...CAR_COLUMNS, { header: "vehicle_views", value: (c) => c.count }];
const LEADS_COLUMNS: Column<CarInsightRow>[] = [...CAR_COLUMNS, { header: "leads", value: (c) => c.count }];
const PAST_COLUMNS: Column<CarInsights["pastLine"][number]>[] = [...CAR_COLUMNS, { header: "dealership", value: (c) => c.dealership }];
const PRICE_COLUMNS: Column<CarInsights["priceChanges"][number]>[] = [
  ...CAR_COLUMNS,
  { header: "changed_on", value: (c) => c.on },
  { header: "price_before", value: (c) => c.before },
  { header: "price_after", value: (c) => c.after },
  { header: "views_a_day_before", value: (c) => c.viewsADayBefore ?? "" },
  { header: "views_a_day_after", value: (c) => c.viewsADayAfter ?? "" },
  { header: "leads_after", value: (c) => c.leadsAfter },
  { header: "sold", value: (c) => (c.soldAfter ? "yes" : "no") },
];

/** The days-in-stock table is three: a group column says which each row is from; the last column names the line. */
type AgeGroupRow = AgeGroup & { group: string };
const ageColumns = (over: number): Column<AgeGroupRow>[] => [
  { header: "group", value: (g) => g.group },
  { header: "name", value: (g) => g.name },
  { header: "cars", value: (g) => g.cars },
  { header: "average_days", value: (g) => g.averageDays },
  { header: `over_${over}_days`, value: (g) => g.over },
];
const ageRows = (ages: CarInsights["ages"]): AgeGroupRow[] => [
  ...ages.byDealership.map((g) => ({ ...g, group: "Dealership" })),
  ...ages.byType.map((g) => ({ ...g, group: "Type" })),
  ...ages.byMake.map((g) => ({ ...g, group: "Make" })),
];

/** One of the report's tables as CSV. */
export function carInsightsCsv(page: CarInsights, report: CarReport): string {
  switch (report) {
    case "viewed":
      return columnsCsv(VIEWS_COLUMNS, page.mostViewed);
    case "leads":
      return columnsCsv(LEADS_COLUMNS, page.mostLeads);
    case "no-leads":
      return columnsCsv(VIEWS_COLUMNS, page.viewedNoLeads);
    case "ages":
      return columnsCsv(ageColumns(page.filter.over), ageRows(page.ages));
    case "past":
      return columnsCsv(PAST_COLUMNS, page.pastLine);
    case "prices":
      return columnsCsv(PRICE_COLUMNS, page.priceChanges);
  }
}
