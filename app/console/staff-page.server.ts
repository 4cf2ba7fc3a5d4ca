import { ROLE_LABELS } from "~/domain/console/can";
import { staffInviteSchema, staffRoleSchema } from "~/domain/console/staff-form";
import { recentlyConfirmed } from "~/domain/console/staff-session-rules";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import type { ConsoleDeps } from "./console-deps";
import { addStaff, changeStaffRole, removeStaff } from "./manage-staff.server";
import type { Viewer } from "./require-staff.server";
import { sendInvitation, sendReconfirmLink } from "./staff-mail.server";
import { listSiteStaff } from "./staff-queries.server";

/** The site's staff with their roles and dealerships, and what an invitation can offer. */
export async function loadStaffPage(deps: Pick<ConsoleDeps, "db">, viewer: Viewer) {
  const [staff, dealerships] = await Promise.all([listSiteStaff(deps.db, viewer.site.id), listDealershipSlugs(deps.db, viewer.site.id)]);
  const names = new Map(dealerships.map((d) => [d.slug, d.name]));
  return {
    staff: staff.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      role: s.role,
      roleLabel: ROLE_LABELS[s.role],
      dealerships: s.dealershipSlugs ? s.dealershipSlugs.map((slug) => names.get(slug) ?? slug).join(", ") : "All",
      you: s.id === viewer.staff.id,
    })),
    dealerships,
  };
}

export type StaffChangeOutcome = { ok: true; message: string } | { ok: false; message: string; status: 400 | 409 | 401 };

const firstIssue = (issues: { message: string }[]) => issues[0]?.message ?? "Check the form and try again.";

/**
 * An owner's change to the staff: invite someone (they are e-mailed a sign-in link that lasts a day), change a role,
 * remove someone. A staff change is sensitive: an owner who last proved it was them over ten minutes ago is sent a
 * fresh sign-in link instead, and makes the change once signed in again.
 */
export async function changeStaff(deps: ConsoleDeps, viewer: Viewer, form: FormData): Promise<StaffChangeOutcome> {
  if (!recentlyConfirmed(viewer.session, deps.now)) {
    await sendReconfirmLink({ ...deps, site: viewer.site }, viewer.staff, "/dealer/staff", `${viewer.site.name}'s console`);
    return {
      ok: false,
      status: 401,
      message: "To change the staff, confirm it's you: we've e-mailed you a link. Open it, then make the change again.",
    };
  }
  const staffDeps = { db: deps.db, siteId: viewer.site.id, now: deps.now, actor: { staffId: viewer.staff.id, email: viewer.staff.email } };
  const intent = form.get("intent");
  const dealerships = form.getAll("dealerships").map(String);
  if (intent === "invite") {
    const parsed = staffInviteSchema.safeParse({ email: form.get("email"), name: form.get("name"), role: form.get("role"), dealerships });
    if (!parsed.success) return { ok: false, status: 400, message: firstIssue(parsed.error.issues) };
    const outcome = await addStaff(staffDeps, parsed.data);
    if (!outcome.ok) return { ok: false, status: 409, message: outcome.message };
    await sendInvitation(deps, viewer.site, { staffId: outcome.staffId, ...parsed.data, by: viewer.staff.name });
    return {
      ok: true,
      message: `${parsed.data.name} is on the staff as ${ROLE_LABELS[parsed.data.role]}; we've e-mailed them a sign-in link.`,
    };
  }
  if (intent === "role") {
    const parsed = staffRoleSchema.safeParse({ staffId: form.get("staffId"), role: form.get("role"), dealerships });
    if (!parsed.success) return { ok: false, status: 400, message: firstIssue(parsed.error.issues) };
    const outcome = await changeStaffRole(staffDeps, parsed.data);
    return outcome.ok ? { ok: true, message: "Role changed." } : { ok: false, status: 409, message: outcome.message };
  }
  if (intent === "remove") {
    const staffId = String(form.get("staffId") ?? "");
    const outcome = await removeStaff(staffDeps, staffId);
    return outcome.ok
      ? { ok: true, message: "Removed from the staff; their open leads went to a sales manager." }
      : { ok: false, status: 409, message: outcome.message };
  }
  return { ok: false, status: 400, message: "Choose what to change." };
}
