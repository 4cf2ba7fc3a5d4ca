import { recordAudit } from "~/db/queries/audit.server";
import { type InboxFilter, inboxQuery } from "~/domain/console/inbox-filter";
import { LEAD_STATUS_LABELS } from "~/domain/console/lead-status";
import { LEAD_COLUMNS, leadCells, toCsv } from "~/leads/lead-export";
import type { ConsoleDeps } from "./console-deps";
import { findInboxPage } from "./inbox-queries.server";
import type { Viewer } from "./require-staff.server";

/** More than any dealer's year of leads; a bigger export is a job for the CLI. */
const EXPORT_MAX = 50_000;
const HEADER = [...LEAD_COLUMNS, "car", "stock_number", "dealership", "status", "assigned_to"];

/**
 * The filtered inbox as CSV (`toCsv`: every cell through `csvCell`, which defuses a leading = + - @). Taking the customer list
 * off the platform is logged in the audit like a write.
 */
export async function exportLeads(deps: Pick<ConsoleDeps, "db" | "now">, viewer: Viewer, filter: InboxFilter): Promise<string> {
  const query = inboxQuery(
    { ...filter, after: undefined },
    { staffId: viewer.staff.id, dealerships: viewer.dealershipSlugs },
    viewer.site.timeZone,
  );
  const rows = await findInboxPage(deps.db, viewer.site.id, query, EXPORT_MAX);
  await recordAudit(deps.db, {
    siteId: viewer.site.id,
    actor: { staffId: viewer.staff.id, email: viewer.staff.email },
    at: deps.now,
    action: "export",
    resource: "leads",
    after: { rows: rows.length, filter },
  });
  return toCsv(
    HEADER,
    rows.map((r) => [
      ...leadCells(r, viewer.site.timeZone),
      r.car?.title,
      r.car?.stocknum,
      r.dealershipSlug,
      LEAD_STATUS_LABELS[r.status],
      r.assignedName,
    ]),
  );
}
