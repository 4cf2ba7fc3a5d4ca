import { dealershipClock } from "~/domain/console/dealership-clock";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import { recordAudit } from "~/db/queries/audit.server";
import { can } from "~/domain/console/can";
import type { LeadStatus } from "~/domain/console/lead-status";
import type { LeadWork } from "~/domain/console/lead-work-form";
import { replayDelivery } from "~/leads/lead-admin-queries.server";
import type { ConsoleDeps } from "./console-deps";
import {
  findConsoleLead,
  findLeadCarNow,
  insertLeadActivity,
  listLeadActivity,
  listLeadDeliveries,
  markLeadRead,
  updateLeadWork,
} from "./lead-work-queries.server";
import { deliveryView, historyItem, leadView } from "./lead-view";
import type { Viewer } from "./require-staff.server";
import { findMembership, findStaff, listSiteStaff } from "./staff-queries.server";

type Deps = Pick<ConsoleDeps, "db" | "now">;
const actorOf = (viewer: Viewer) => ({ staffId: viewer.staff.id, email: viewer.staff.email });

/** A lead's page: the lead (marked read the first time anyone opens it), what happened to it, its deliveries, who can take it. */
export async function openLead(deps: Deps, viewer: Viewer, leadId: string) {
  const { site } = viewer;
  const lead = await findConsoleLead(deps.db, site.id, leadId, viewer.dealershipSlugs);
  if (!lead) return null;
  if (!lead.firstReadAt) await markLeadRead(deps.db, site.id, lead.id, deps.now);
  const [activity, deliveries, staff, car, dealerships] = await Promise.all([
    listLeadActivity(deps.db, site.id, lead.id),
    listLeadDeliveries(deps.db, site.id, lead.id),
    listSiteStaff(deps.db, site.id),
    lead.carId ? findLeadCarNow(deps.db, site.id, lead.carId) : null,
    listDealershipSlugs(deps.db, site.id),
  ]);
  // The lead's own dealership's clock, as the reservations pages read theirs.
  const timeZone = dealershipClock(dealerships, site.timeZone).zoneOf(lead.dealershipSlug);
  return {
    lead: leadView(lead, car, site.origin, timeZone),
    history: activity.map((a) => historyItem(a, timeZone)),
    deliveries: deliveries.map((d) => deliveryView(d, timeZone)),
    staff: staff.filter((s) => s.role !== "marketing").map((s) => ({ id: s.id, name: s.name })),
  };
}

export type WorkOutcome = { ok: true } | { ok: false; status: 403 | 404 | 422; message: string };

/**
 * One change to a lead from its page: a status, a contact (which moves a new lead to contacted), a note, an
 * assignment, or a dead delivery sent again. The lead is locked for it, and the change, its line in the lead's
 * history and its audit entry are written together.
 */
export async function workOnLead(deps: Deps, viewer: Viewer, leadId: string, work: LeadWork): Promise<WorkOutcome> {
  if (work.intent === "assign" && !can(viewer.role, "assign", "leads"))
    return { ok: false, status: 403, message: "Only an owner or a sales manager can hand a lead to someone." };
  return deps.db.transaction(async (tx): Promise<WorkOutcome> => {
    const siteId = viewer.site.id;
    const lead = await findConsoleLead(tx, siteId, leadId, viewer.dealershipSlugs, true);
    if (!lead) return { ok: false, status: 404, message: "That lead isn't in this site's inbox." };
    const base = { siteId, leadId: lead.id, staffId: viewer.staff.id, at: deps.now };
    const audit = (action: string, before: unknown, after: unknown) =>
      recordAudit(tx, { siteId, actor: actorOf(viewer), at: deps.now, action, resource: "lead", resourceId: lead.id, before, after });
    switch (work.intent) {
      case "status": {
        if (work.status === lead.status) return { ok: true };
        await updateLeadWork(tx, siteId, lead.id, { status: work.status });
        await insertLeadActivity(tx, { ...base, kind: "status", body: work.status });
        await audit("status", { status: lead.status }, { status: work.status });
        return { ok: true };
      }
      case "contact": {
        const status: LeadStatus = lead.status === "new" ? "contacted" : lead.status;
        await updateLeadWork(tx, siteId, lead.id, { status });
        await insertLeadActivity(tx, { ...base, kind: "contact", channel: work.channel, body: work.body || null });
        await audit("contact", { status: lead.status }, { status, channel: work.channel });
        return { ok: true };
      }
      case "note":
        await insertLeadActivity(tx, { ...base, kind: "note", body: work.body });
        await audit("note", null, { note: work.body });
        return { ok: true };
      case "assign": {
        const to = work.staffId || null;
        if (to && !(await findMembership(tx, siteId, to)))
          return { ok: false, status: 422, message: "That person isn't on this site's staff." };
        if (to === lead.assignedStaffId) return { ok: true };
        await updateLeadWork(tx, siteId, lead.id, { assignedStaffId: to });
        // The history names the person as they were called then.
        const name = to ? ((await findStaff(tx, to))?.name ?? null) : null;
        await insertLeadActivity(tx, { ...base, kind: "assigned", body: name });
        await audit("assign", { assignedStaffId: lead.assignedStaffId }, { assignedStaffId: to });
        return { ok: true };
      }
      case "replay": {
        const mine = (await listLeadDeliveries(tx, siteId, lead.id)).some((d) => d.id === work.deliveryId);
        if (!mine || !(await replayDelivery(tx, siteId, work.deliveryId)))
          return { ok: false, status: 422, message: "Only a delivery that has failed for good can be sent again." };
        await audit("replay", { deliveryId: work.deliveryId, status: "dead" }, { deliveryId: work.deliveryId, status: "pending" });
        return { ok: true };
      }
    }
  });
}
