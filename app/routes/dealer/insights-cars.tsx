import { data } from "react-router";
import { AgeTable, CarCountTable, PastLineTable, PriceChangeTable } from "~/components/console/car-insight-tables";
import { ConsoleError } from "~/components/console/console-error";
import { ReportFilters } from "~/components/console/report-filters";
import { PageHeader } from "~/components/console/console-shell";
import { TextField } from "~/components/console/fields";
import { ReportSection } from "~/components/console/section";
import { StaleDaysLine } from "~/components/console/stale-days-line";
import { loadCarInsights } from "~/console/car-insights.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { saveStaleDaysLine } from "~/console/stale-days-line.server";
import { settingsDeps } from "~/console/site-settings.server";
import { INSIGHT_PERIODS } from "~/domain/analytics/insights";
import { can } from "~/domain/console/can";
import { carsFilterSchema } from "~/domain/console/report-filter";
import { formatDate, formatNumber } from "~/domain/format";
import type { Route } from "./+types/insights-cars";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "insights" });
  const filter = carsFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await loadCarInsights({ db: context.db, now: context.now, search: context.search }, viewer, filter);
  return { ...page, canExport: can(viewer.role, "export", "insights"), canSetLine: can(viewer.role, "edit", "settings") };
}

/** The one write here: the days shown made the site's line (the site's settings, so only those who may edit them). */
export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "settings" });
  const outcome = await saveStaleDaysLine(settingsDeps(context), viewer, form);
  return outcome.ok ? { done: outcome.message, line: outcome.line } : data({ error: outcome.message }, { status: outcome.status });
}

export default function CarInsightsPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const { filter } = page;
  // Every server serves the saved line within a second; this page may have been drawn just before this one had.
  const line = actionData && "line" in actionData ? actionData.line : page.siteLine;
  const query = new URLSearchParams({
    days: String(filter.days),
    over: String(filter.over),
    ...(filter.dealership ? { dealership: filter.dealership } : {}),
  });
  const csv = (report: string) => (page.canExport ? `/dealer/insights/cars.csv?${query}&report=${report}` : null);
  return (
    <>
      <title>Cars report · Dealer console</title>
      <PageHeader title="Cars report" />
      <ReportFilters label="Filter the cars report" periods={INSIGHT_PERIODS} filter={filter} dealerships={page.dealerships}>
        <TextField label="Days in stock to flag" name="over" inputMode="numeric" defaultValue={String(filter.over)} />
      </ReportFilters>
      <p className="mb-4 text-slate-700">
        Views and leads from {formatDate(page.period.from)} to {formatDate(page.period.to)}; days in stock as of today.
      </p>
      <div className="grid gap-4">
        <ReportSection id="most-viewed" title="Most viewed cars" csvHref={csv("viewed")}>
          <CarCountTable rows={page.mostViewed} count="Vehicle views" caption="Most viewed cars" empty="No vehicle views in this period." />
        </ReportSection>
        <ReportSection id="most-leads" title="Cars with most leads" csvHref={csv("leads")}>
          <CarCountTable rows={page.mostLeads} count="Leads" caption="Cars with most leads" empty="No leads about a car in this period." />
        </ReportSection>
        <ReportSection
          id="no-leads"
          title="Looked at, no leads"
          intro="Cars for sale that shoppers viewed most in the period without sending one enquiry: worth a look at the price, photos and description."
          csvHref={csv("no-leads")}
        >
          <CarCountTable
            rows={page.viewedNoLeads}
            count="Vehicle views"
            caption="Cars viewed most without a lead"
            empty="Every car viewed in this period has had a lead."
          />
        </ReportSection>
        <ReportSection
          id="price-changes"
          title="Price changes"
          intro="Each change in the period with the car's views a day in the week before and in the days since (up to a week)."
          csvHref={csv("prices")}
        >
          <PriceChangeTable rows={page.priceChanges} />
        </ReportSection>
      </div>
      <div className="mt-4">
        <ReportSection
          id="days-in-stock"
          title="Days in stock"
          intro={`${formatNumber(page.pastLineTotal)} ${page.pastLineTotal === 1 ? "car has" : "cars have"} been for sale more than ${filter.over} days (the Australian average to sell is about 40).`}
          csvHref={csv("ages")}
        >
          <StaleDaysLine shown={filter.over} line={line} canSet={page.canSetLine} result={actionData} />
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <AgeTable rows={page.ages.byDealership} first="Dealership" over={filter.over} caption="Days in stock by dealership" />
            <AgeTable rows={page.ages.byType} first="Type" over={filter.over} caption="Days in stock by type" />
            <AgeTable rows={page.ages.byMake} first="Make" over={filter.over} caption="Days in stock by make" />
          </div>
        </ReportSection>
      </div>
      <div className="mt-4">
        <ReportSection id="past-line" title={`For sale over ${filter.over} days`} csvHref={csv("past")}>
          <PastLineTable rows={page.pastLine} caption={`Cars for sale over ${filter.over} days, oldest first`} />
        </ReportSection>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
