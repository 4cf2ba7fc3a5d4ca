import type { ColumnDef } from "@tanstack/react-table";
import { ChartPanel } from "~/components/console/charts";
import { HeadlineMetrics } from "~/components/console/headline-metrics";
import { ConsoleError } from "~/components/console/console-error";
import { ReportFilters } from "~/components/console/report-filters";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { ReportSection } from "~/components/console/section";
import { chartSvg } from "~/console/chart-svg.server";
import { type Insights, loadInsights } from "~/console/insights.server";
import { requireStaff } from "~/console/require-staff.server";
import { INSIGHT_PERIODS } from "~/domain/analytics/insights";
import { can } from "~/domain/console/can";
import { insightsFilterSchema } from "~/domain/console/report-filter";
import { formatDate, formatNumber } from "~/domain/format";
import type { Route } from "./+types/insights";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "insights" });
  const filter = insightsFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await loadInsights({ db: context.db, now: context.now }, viewer, filter);
  return { ...page, svgs: page.charts.map(chartSvg), canExport: can(viewer.role, "export", "insights") };
}

const dealershipColumns: ColumnDef<Insights["byDealership"][number]>[] = [
  { header: "Dealership", accessorKey: "name" },
  { header: "Vehicle views", cell: ({ row }) => formatNumber(row.original.views) },
  { header: "Leads", cell: ({ row }) => formatNumber(row.original.leads) },
  { header: "Leads per 100 views", cell: ({ row }) => row.original.conversion ?? "–" },
];

function ByDealership({ rows, csvHref }: { rows: Insights["byDealership"]; csvHref: string | null }) {
  return (
    <ReportSection id="by-dealership" title="By dealership" csvHref={csvHref}>
      <DataTable
        columns={dealershipColumns}
        rows={rows}
        caption="Vehicle views and leads by dealership"
        rowKey={(d) => d.name}
        empty="No dealerships yet."
      />
    </ReportSection>
  );
}

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const query = new URLSearchParams({
    days: String(page.filter.days),
    ...(page.filter.dealership ? { dealership: page.filter.dealership } : {}),
  });
  const csv = (chart: string) => (page.canExport ? `/dealer/insights.csv?${query}&chart=${chart}` : null);
  return (
    <>
      <title>Insights · Dealer console</title>
      <PageHeader title="Insights" />
      <ReportFilters label="Filter insights" periods={INSIGHT_PERIODS} filter={page.filter} dealerships={page.dealerships} />
      <p className="mb-3 text-slate-700">
        {formatDate(page.period.from)} to {formatDate(page.period.to)}, compared with the {page.filter.days} days before.
        {page.filter.dealership
          ? ` ${page.siteWideLabels.join(" and ")} count the whole site, so one dealership's figures leave them out.`
          : ""}
      </p>
      <HeadlineMetrics metrics={page.metrics} conversion={page.conversion} />
      {page.canExport ? (
        <p className="mb-4 text-sm">
          <a href={csv("summary") ?? undefined} download className="underline underline-offset-2">
            Download these figures (CSV)
          </a>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {page.charts.map((chart, i) => (
          <ChartPanel key={chart.key} chart={chart} svg={page.svgs[i] ?? ""} csvHref={csv(chart.key)} />
        ))}
        <ByDealership rows={page.byDealership} csvHref={csv("dealerships")} />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
