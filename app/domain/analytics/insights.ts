export const INSIGHT_PERIODS = [7, 30, 90, 365] as const;

/** The rollup keeps each car's views over every period less its last day (today), which a report adds itself. */
export const CAR_WINDOW_DAYS: readonly number[] = INSIGHT_PERIODS.map((days) => days - 1);

/**
 * What the dashboard counts, and from which events (app/lib/analytics.ts sends them): a vehicle view is the spec's
 * used-car view (event 4) or the platform's own view of a new or demo car. `siteWide` metrics are about no car, so
 * they belong to no dealership: a report on one dealership leaves them out rather than show the whole site's.
 */
export const EVENT_METRICS = [
  { key: "searchViews", label: "Search views", events: ["search_page_view"], siteWide: true },
  { key: "vehicleViews", label: "Vehicle views", events: ["used_vehicle_view", "vehicle_view"], siteWide: false },
  { key: "phoneReveals", label: "Phone reveals", events: ["phone_click"], siteWide: false },
  { key: "calculator", label: "Calculator use", events: ["finance_calculator"], siteWide: false },
  { key: "watchlist", label: "Watchlist adds", events: ["watchlist_add", "favourite"], siteWide: false },
] as const;

export type MetricKey = (typeof EVENT_METRICS)[number]["key"] | "visitors" | "leads" | "reservations" | "deposits";

export const VIEW_EVENTS: readonly string[] = EVENT_METRICS[1].events;

/** A period's figures: events by name, and what is counted elsewhere (distinct visitors, leads, reservations). */
export type PeriodTotals = {
  events: Readonly<Record<string, number>>;
  visitors: number;
  leads: number;
  reservations: number;
  depositCents: number;
};

export type MetricRow = {
  key: MetricKey;
  label: string;
  /** Null where the figure does not apply (a site-wide metric on one dealership's report). */
  value: number | null;
  previous: number | null;
  /** Per cent change on the period before, rounded; null when there was nothing before to compare with. */
  change: number | null;
  money?: boolean;
};

/** Per cent change from `previous` to `value`, whole; null without a base (nothing before is no percentage). */
export function percentChange(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 100);
}

const row = (key: MetricKey, label: string, value: number | null, previous: number | null, money = false): MetricRow => ({
  key,
  label,
  value,
  previous,
  change: value === null || previous === null ? null : percentChange(value, previous),
  ...(money ? { money } : {}),
});

const sumOf = (events: PeriodTotals["events"], names: readonly string[]) => names.reduce((n, name) => n + (events[name] ?? 0), 0);

/** The dashboard's headline figures for a period against the one before, in the order a dealer reads them. */
export function headlineMetrics(current: PeriodTotals, previous: PeriodTotals, scope: { oneDealership: boolean }): MetricRow[] {
  const unscoped = (siteWide: boolean) => siteWide && scope.oneDealership;
  return [
    row("visitors", "Visitors", current.visitors, previous.visitors),
    ...EVENT_METRICS.map((m) =>
      row(
        m.key,
        m.label,
        unscoped(m.siteWide) ? null : sumOf(current.events, m.events),
        unscoped(m.siteWide) ? null : sumOf(previous.events, m.events),
      ),
    ),
    row("leads", "Leads", current.leads, previous.leads),
    row("reservations", "Reservations", current.reservations, previous.reservations),
    row("deposits", "Deposits", current.depositCents / 100, previous.depositCents / 100, true),
  ];
}

/** Leads per hundred vehicle views, to one decimal place; null without views. */
export function viewToLead(leads: number, views: number): number | null {
  if (views === 0) return null;
  return Math.round((leads / views) * 1000) / 10;
}

/** Daily figures for a chart: one point for every day of the period, zero where nothing was counted. */
export function dailySeries(days: readonly string[], counts: readonly { day: string; count: number }[]): { day: string; count: number }[] {
  const byDay = new Map<string, number>();
  for (const c of counts) byDay.set(c.day, (byDay.get(c.day) ?? 0) + c.count);
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export type ChartPoint = { label: string; count: number };

/** One of the dashboard's charts: what it shows, its one-line summary (its accessible name) and its table's headings. */
export type InsightChartData = {
  key: string;
  title: string;
  kind: "columns" | "bars";
  points: ChartPoint[];
  summary: string;
  columns: [string, string];
  empty: string;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * A daily series in buckets a chart can show legibly: days up to a month, weeks (from the period's first day) up to a
 * quarter, calendar months beyond. Labels are Australian: "26/11", "from 26/11", "Nov 2026".
 */
export function chartBuckets(series: readonly { day: string; count: number }[]): ChartPoint[] {
  if (series.length <= 31) return series.map((p) => ({ label: dayMonth(p.day), count: p.count }));
  const buckets = new Map<string, number>();
  series.forEach((p, i) => {
    const first = series[series.length <= 92 ? i - (i % 7) : i] as { day: string };
    const key = series.length <= 92 ? `from ${dayMonth(first.day)}` : `${MONTHS[Number(p.day.slice(5, 7)) - 1]} ${p.day.slice(0, 4)}`;
    buckets.set(key, (buckets.get(key) ?? 0) + p.count);
  });
  return [...buckets].map(([label, count]) => ({ label, count }));
}
