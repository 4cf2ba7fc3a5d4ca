import type { Queryable } from "~/db/database";
import type { ReportFilter } from "~/domain/console/report-filter";
import { responseTimes } from "~/domain/console/response-times";
import { toCsv } from "~/leads/lead-export";
import { reportScope } from "./report-scope.server";
import type { Viewer } from "./require-staff.server";
import { listResponseLeads } from "./response-time-queries.server";

const DAY_MS = 24 * 60 * 60_000;
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The team's response times over the filter's last days, for the viewer's dealerships (or the one chosen of them). */
export async function loadTeamResponse(deps: { db: Queryable; now: Date }, viewer: Viewer, filter: ReportFilter) {
  const { dealerships, chosen, slugs } = await reportScope(deps.db, viewer, filter.dealership);
  const rows = await listResponseLeads(deps.db, viewer.site.id, new Date(deps.now.getTime() - filter.days * DAY_MS), slugs);
  const report = responseTimes(
    rows.map((r) => ({
      createdAt: asDate(r.created_at),
      firstContactAt: r.first_contact_at === null ? null : asDate(r.first_contact_at),
      staffName: r.staff_name,
      dealershipName: r.dealership_name,
    })),
  );
  return {
    filter: { days: filter.days, dealership: chosen?.slug },
    dealerships: dealerships.map(({ slug, name }) => ({ slug, name })),
    report,
  };
}

const MINUTES = (n: number | null) => (n === null ? "" : Math.round(n));

/** The report's two tables as one CSV: a group column says which table each row is from. Minutes, whole. */
export function teamResponseCsv(report: Awaited<ReturnType<typeof loadTeamResponse>>["report"]): string {
  const rows = [
    ...[report.overall].map((g) => ["All", g] as const),
    ...report.bySalesperson.map((g) => ["Salesperson", g] as const),
    ...report.byDealership.map((g) => ["Dealership", g] as const),
  ];
  return toCsv(
    ["group", "name", "leads", "answered", "unanswered", "median_minutes", "p90_minutes"],
    rows.map(([kind, g]) => [kind, g.name, g.leads, g.answered, g.unanswered, MINUTES(g.medianMinutes), MINUTES(g.p90Minutes)]),
  );
}
