import type { Queryable } from "~/db/database";
import {
  type ChartPoint,
  chartBuckets,
  type InsightChartData,
  dailySeries,
  EVENT_METRICS,
  headlineMetrics,
  type PeriodTotals,
  VIEW_EVENTS,
  viewToLead,
} from "~/domain/analytics/insights";
import { daysOf, reportPeriods } from "~/domain/analytics/report-period";
import { sourceLabel } from "~/domain/analytics/source-label";
import type { ReportFilter } from "~/domain/console/report-filter";
import { formatNumber, midnightIn, nextCalendarDay } from "~/domain/format";
import { toCsv } from "~/leads/lead-export";
import { formLabel } from "~/leads/lead-form-labels";
import {
  dailyEvents,
  leadCounts,
  reservationTotals,
  sumEvents,
  sumVisitors,
  viewsByDealership,
  visitsBySource,
} from "./insights-queries.server";
import { type ReportViewer, reportScope } from "./report-scope.server";

type LeadRow = Awaited<ReturnType<typeof leadCounts>>[number];
const sum = (rows: readonly LeadRow[], key: "current" | "previous") => rows.reduce((n, r) => n + r[key], 0);

/** Rows added up by a key, largest first. */
function countBy<T>(rows: readonly T[], key: (row: T) => string, count: (row: T) => number): ChartPoint[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(key(r), (totals.get(key(r)) ?? 0) + count(r));
  return [...totals]
    .map(([label, n]) => ({ label, count: n }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en-AU"));
}

/** Each dealership in scope: its vehicle views, leads and leads per 100 views. */
function dealershipRows(
  scope: Awaited<ReturnType<typeof reportScope>>,
  leads: readonly LeadRow[],
  views: readonly { dealership_id: number; views: number }[],
) {
  const viewsOf = new Map(views.map((d) => [d.dealership_id, d.views]));
  const shown = scope.ids ? scope.dealerships.filter((d) => scope.ids?.includes(d.id)) : scope.dealerships;
  return shown.map((d) => {
    const dealershipLeads = leads.filter((l) => l.dealership_slug === d.slug).reduce((n, l) => n + l.current, 0);
    const dealershipViews = viewsOf.get(d.id) ?? 0;
    return { name: d.name, views: dealershipViews, leads: dealershipLeads, conversion: viewToLead(dealershipLeads, dealershipViews) };
  });
}

/**
 * The dashboard (issue 56): the period's headline figures against the period before, vehicle views and leads a day,
 * leads by form, and each dealership's views, leads and view-to-lead rate. Events come from the daily rollup, leads
 * and reservations from their own tables; days are the chosen dealership's, or the site's. The period ends today, or
 * on `endDay` (the weekly summary's Sunday).
 */
export async function loadInsights(
  deps: { db: Queryable; now: Date },
  viewer: ReportViewer,
  filter: ReportFilter & { endDay?: string | undefined },
) {
  const { db, now } = deps;
  const scope = await reportScope(db, viewer, filter.dealership);
  const zone = scope.chosen?.timeZone ?? viewer.site.timeZone;
  const { current, previous } = reportPeriods(now, zone, filter.days, filter.endDay);
  const range = { siteId: viewer.site.id, current, previous, dealershipIds: scope.ids };
  const window = {
    siteId: viewer.site.id,
    currentFrom: midnightIn(current.from, zone),
    previousFrom: midnightIn(previous.from, zone),
    // A period ending on a past day (the weekly summary's Sunday) ends at the next day's midnight; the dashboard's, now.
    until: filter.endDay ? midnightIn(nextCalendarDay(filter.endDay), zone) : now,
    dealershipSlugs: scope.slugs,
  };
  const [events, visitors, views, dealershipViews, leads, reservations, visits] = await Promise.all([
    sumEvents(db, range),
    sumVisitors(db, range),
    dailyEvents(db, range, VIEW_EVENTS),
    viewsByDealership(db, range, VIEW_EVENTS),
    leadCounts(db, window, zone),
    reservationTotals(db, window),
    scope.ids ? [] : visitsBySource(db, range),
  ]);
  const totals = (key: "current" | "previous"): PeriodTotals => ({
    events: Object.fromEntries(events.map((e) => [e.name, e[key]])),
    visitors: visitors[key],
    leads: sum(leads, key),
    reservations: reservations[key],
    depositCents: key === "current" ? reservations.current_cents : reservations.previous_cents,
  });
  const metrics = headlineMetrics(totals("current"), totals("previous"), { oneDealership: scope.ids !== null });
  const viewCount = (key: "current" | "previous") =>
    metrics.find((m) => m.key === "vehicleViews")?.[key === "current" ? "value" : "previous"] ?? 0;
  const days = daysOf(current);
  const leadDays = leads.filter((l) => l.day).map((l) => ({ day: l.day as string, count: l.current }));
  return {
    filter: { days: filter.days, dealership: scope.chosen?.slug },
    period: current,
    dealerships: scope.dealerships.map(({ slug, name }) => ({ slug, name })),
    metrics,
    conversion: {
      current: viewToLead(sum(leads, "current"), viewCount("current") ?? 0),
      previous: viewToLead(sum(leads, "previous"), viewCount("previous") ?? 0),
    },
    charts: dashboardCharts({
      views: chartBuckets(dailySeries(days, views)),
      leads: chartBuckets(dailySeries(days, leadDays)),
      forms: countBy(
        leads,
        (l) => formLabel(l.form),
        (l) => l.current,
      ),
      leadSources: countBy(
        leads,
        (l) => sourceLabel(l.utm_source, l.source_referrer),
        (l) => l.current,
      ),
      visitSources: scope.ids
        ? null
        : countBy(
            visits,
            (v) => sourceLabel(null, v.source),
            (v) => v.visits,
          ),
    }),
    byDealership: dealershipRows(scope, leads, dealershipViews),
    siteWideLabels: EVENT_METRICS.filter((m) => m.siteWide).map((m) => m.label),
  };
}

const most = (points: ChartPoint[], what: string) =>
  points[0] ? `Most ${what} came from ${points[0].label} (${formatNumber(points[0].count)}).` : "";

/**
 * The dashboard's charts, each with its summary: vehicle views and leads over the period, leads by form and by
 * source, visits by source (null on one dealership's report: visits belong to the whole site).
 */
function dashboardCharts(c: {
  views: ChartPoint[];
  leads: ChartPoint[];
  forms: ChartPoint[];
  leadSources: ChartPoint[];
  visitSources: ChartPoint[] | null;
}): InsightChartData[] {
  const { views, leads, forms } = c;
  const total = (points: ChartPoint[]) => formatNumber(points.reduce((n, p) => n + p.count, 0));
  return [
    {
      key: "views",
      title: "Vehicle views",
      kind: "columns",
      points: views,
      summary: `${total(views)} vehicle views in the period.`,
      columns: ["Period", "Vehicle views"],
      empty: "No vehicle views in this period.",
    },
    {
      key: "leads",
      title: "Leads",
      kind: "columns",
      points: leads,
      summary: `${total(leads)} leads in the period.`,
      columns: ["Period", "Leads"],
      empty: "No leads in this period.",
    },
    {
      key: "forms",
      title: "Leads by form",
      kind: "bars",
      points: forms,
      summary: most(forms, "leads"),
      columns: ["Form", "Leads"],
      empty: "No leads in this period.",
    },
    {
      key: "lead-sources",
      title: "Leads by source",
      kind: "bars",
      points: c.leadSources,
      summary: most(c.leadSources, "leads"),
      columns: ["Source", "Leads"],
      empty: "No leads in this period.",
    },
    ...(c.visitSources
      ? [
          {
            key: "visit-sources",
            title: "Visits by source",
            kind: "bars" as const,
            points: c.visitSources,
            summary: most(c.visitSources, "visits"),
            columns: ["Source", "Visits"] as [string, string],
            empty: "No visits counted in this period.",
          },
        ]
      : []),
  ];
}

export type Insights = Awaited<ReturnType<typeof loadInsights>>;

export const INSIGHT_CHARTS = ["summary", "views", "leads", "forms", "lead-sources", "visit-sources", "dealerships"] as const;
export type InsightChart = (typeof INSIGHT_CHARTS)[number];

const snake = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, "_");

/** One chart's numbers as CSV, the same the page's table shows. */
export function insightsCsv(page: Insights, chart: InsightChart): string {
  if (chart === "summary")
    return toCsv(
      ["metric", "this_period", "period_before", "change_percent"],
      page.metrics.map((m) => [m.label, m.value ?? "", m.previous ?? "", m.change ?? ""]),
    );
  if (chart === "dealerships")
    return toCsv(
      ["dealership", "vehicle_views", "leads", "leads_per_100_views"],
      page.byDealership.map((d) => [d.name, d.views, d.leads, d.conversion ?? ""]),
    );
  const data = page.charts.find((c) => c.key === chart);
  // Visits by source on one dealership's report: the chart is not there, nor its rows.
  if (!data) return toCsv(["source", "visits"], []);
  return toCsv(
    data.columns.map(snake),
    data.points.map((p) => [p.label, p.count]),
  );
}
