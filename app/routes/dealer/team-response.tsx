import type { ColumnDef } from "@tanstack/react-table";
import { ConsoleError } from "~/components/console/console-error";
import { ReportFilters } from "~/components/console/report-filters";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { requireStaff } from "~/console/require-staff.server";
import { loadTeamResponse } from "~/console/team-response.server";
import { can } from "~/domain/console/can";
import { responseFilterSchema } from "~/domain/console/report-filter";
import { formatWait, RESPONSE_PERIODS, type ResponseGroup } from "~/domain/console/response-times";
import type { Route } from "./+types/team-response";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "insights" });
  const filter = responseFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await loadTeamResponse({ db: context.db, now: context.now }, viewer, filter);
  return { ...page, canExport: can(viewer.role, "export", "insights") };
}

const columns = (first: string): ColumnDef<ResponseGroup>[] => [
  { header: first, accessorKey: "name" },
  { header: "Leads", accessorKey: "leads" },
  { header: "Answered", accessorKey: "answered" },
  { header: "Not yet answered", accessorKey: "unanswered" },
  { header: "Median first reply", cell: ({ row }) => formatWait(row.original.medianMinutes) },
  { header: "90% answered within", cell: ({ row }) => formatWait(row.original.p90Minutes) },
];

export default function TeamResponse({ loaderData }: Route.ComponentProps) {
  const { filter, dealerships, report, canExport } = loaderData;
  const query = new URLSearchParams({ days: String(filter.days), ...(filter.dealership ? { dealership: filter.dealership } : {}) });
  const { overall } = report;
  return (
    <>
      <title>Response times · Dealer console</title>
      <PageHeader title="Response times" />
      <p className="mb-4 max-w-3xl text-slate-700">
        How long shoppers wait from sending an enquiry to the first call, e-mail or text logged on it in the inbox. Held leads that were
        never released are not counted.
      </p>
      <ReportFilters label="Filter response times" periods={RESPONSE_PERIODS} filter={filter} dealerships={dealerships} />
      <p className="mb-4 text-lg">
        <strong>{overall.leads === 1 ? "1 lead" : `${overall.leads} leads`}</strong> in the last {filter.days} days
        {overall.answered ? (
          <>
            : half answered within <strong>{formatWait(overall.medianMinutes)}</strong>, nine in ten within{" "}
            <strong>{formatWait(overall.p90Minutes)}</strong>; <strong>{overall.unanswered}</strong> not yet answered.
          </>
        ) : overall.leads ? (
          <>
            , <strong>none answered yet</strong>.
          </>
        ) : (
          "."
        )}
      </p>
      {canExport && overall.leads ? (
        <p className="mb-4">
          <a href={`/dealer/insights/team.csv?${query}`} download className="underline underline-offset-2">
            Download these figures (CSV)
          </a>
        </p>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">By salesperson</h2>
      <DataTable
        columns={columns("Salesperson")}
        rows={report.bySalesperson}
        caption="Response times by salesperson"
        rowKey={(g) => g.name}
        empty="No leads in this period."
      />
      <h2 className="mt-6 mb-2 text-lg font-semibold">By dealership</h2>
      <DataTable
        columns={columns("Dealership")}
        rows={report.byDealership}
        caption="Response times by dealership"
        rowKey={(g) => g.name}
        empty="No leads in this period."
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
