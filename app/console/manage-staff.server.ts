import type { Database, Queryable } from "~/db/database";
import { type Actor, recordAudit } from "~/db/queries/audit.server";
import type { Role } from "~/domain/console/can";
import type { StaffInvite } from "~/domain/console/staff-form";
import { reassignOpenLeads } from "./lead-work-queries.server";
import { deleteMembership, findMembership, findStaff, siteStaffInRole, upsertMembership, upsertStaff } from "./staff-queries.server";
import { deleteStaffSessions } from "./staff-session-queries.server";

export type StaffDeps = { db: Database; siteId: number; now: Date; actor: Actor };
export type StaffOutcome = { ok: true; staffId: string } | { ok: false; message: string };

/** Only sales is limited to dealerships; the others work the whole site. */
const dealershipsFor = (role: Role, chosen: string[]) => (role === "sales" && chosen.length ? chosen : null);

async function ownersLeft(tx: Queryable, siteId: number, without: string): Promise<number> {
  return (await siteStaffInRole(tx, siteId, "owner")).filter((id) => id !== without).length;
}

/** Adds a person to the site's staff with a role (or gives someone already there the new one). */
export async function addStaff(deps: StaffDeps, invite: StaffInvite): Promise<StaffOutcome> {
  return deps.db.transaction(async (tx) => {
    const person = await upsertStaff(tx, { email: invite.email, name: invite.name });
    const before = await findMembership(tx, deps.siteId, person.id);
    const membership = {
      siteId: deps.siteId,
      staffId: person.id,
      role: invite.role,
      dealershipSlugs: dealershipsFor(invite.role, invite.dealerships),
    };
    await upsertMembership(tx, membership);
    await recordAudit(tx, {
      siteId: deps.siteId,
      actor: deps.actor,
      at: deps.now,
      action: before ? "change-role" : "add",
      resource: "staff",
      resourceId: person.id,
      before: before ? { role: before.role, dealerships: before.dealershipSlugs } : null,
      after: { email: person.email, role: membership.role, dealerships: membership.dealershipSlugs },
    });
    return { ok: true as const, staffId: person.id };
  });
}

/** A new role for someone on the staff; the last owner cannot stop being one. */
export async function changeStaffRole(
  deps: StaffDeps,
  change: { staffId: string; role: Role; dealerships: string[] },
): Promise<StaffOutcome> {
  return deps.db.transaction(async (tx) => {
    const before = await findMembership(tx, deps.siteId, change.staffId);
    if (!before) return { ok: false as const, message: "That person isn't on this site's staff." };
    if (before.role === "owner" && change.role !== "owner" && (await ownersLeft(tx, deps.siteId, change.staffId)) === 0)
      return { ok: false as const, message: "A site needs at least one owner. Make someone else an owner first." };
    const dealershipSlugs = dealershipsFor(change.role, change.dealerships);
    await upsertMembership(tx, { siteId: deps.siteId, staffId: change.staffId, role: change.role, dealershipSlugs });
    await recordAudit(tx, {
      siteId: deps.siteId,
      actor: deps.actor,
      at: deps.now,
      action: "change-role",
      resource: "staff",
      resourceId: change.staffId,
      before: { role: before.role, dealerships: before.dealershipSlugs },
      after: { role: change.role, dealerships: dealershipSlugs },
    });
    return { ok: true as const, staffId: change.staffId };
  });
}

/**
 * Takes a person off the site's staff: their console sessions here end at once, and their open leads go back to the
 * site's first sales manager (or its first owner), so no shopper waits on someone who has left.
 */
export async function removeStaff(deps: StaffDeps, staffId: string): Promise<StaffOutcome> {
  return deps.db.transaction(async (tx) => {
    const [before, person] = await Promise.all([findMembership(tx, deps.siteId, staffId), findStaff(tx, staffId)]);
    if (!before || !person) return { ok: false as const, message: "That person isn't on this site's staff." };
    if (before.role === "owner" && (await ownersLeft(tx, deps.siteId, staffId)) === 0)
      return { ok: false as const, message: "A site needs at least one owner. Make someone else an owner first." };
    await deleteMembership(tx, deps.siteId, staffId);
    await deleteStaffSessions(tx, staffId, deps.siteId);
    const [manager] = await siteStaffInRole(tx, deps.siteId, "manager");
    const [owner] = await siteStaffInRole(tx, deps.siteId, "owner");
    const handedTo = manager ?? owner ?? null;
    const leads = await reassignOpenLeads(tx, deps.siteId, staffId, handedTo);
    await recordAudit(tx, {
      siteId: deps.siteId,
      actor: deps.actor,
      at: deps.now,
      action: "remove",
      resource: "staff",
      resourceId: staffId,
      before: { email: person.email, role: before.role, dealerships: before.dealershipSlugs },
      after: { openLeadsHandedTo: handedTo, leads: leads.length },
    });
    return { ok: true as const, staffId };
  });
}
