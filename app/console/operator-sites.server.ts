import { ROLE_LABELS } from "~/domain/console/can";
import { staffInviteSchema } from "~/domain/console/staff-form";
import { recentlyConfirmed } from "~/domain/console/staff-session-rules";
import { switchSite } from "~/db/switch-site.server";
import { siteHostNames } from "~/sites/site-config-problems";
import type { TenantSite } from "~/sites/tenant-site";
import type { ConsoleDeps } from "./console-deps";
import { addStaff } from "./manage-staff.server";
import { findOperatorSite, listOperatorSites, type OperatorSiteRow } from "./operator-queries.server";
import type { Person } from "./require-staff.server";
import { sendInvitation, sendReconfirmLink } from "./staff-mail.server";
import { listSiteStaff } from "./staff-queries.server";

/** "Leads in the last 7 days" on the operators' sites page. */
export const RECENT_LEADS_DAYS = 7;
const since = (now: Date) => new Date(now.getTime() - RECENT_LEADS_DAYS * 24 * 60 * 60_000);

/** The sites the server answers for now, by slug: a disabled one is not among them (it has no host to show). */
const servedBySlug = (served: readonly TenantSite[]) => new Map(served.map((s) => [s.slug, s]));

const siteView = (row: OperatorSiteRow, served: TenantSite | undefined) => ({
  slug: row.slug,
  name: row.name,
  hosts: served ? siteHostNames(served) : [],
  origin: served?.origin ?? null,
  enabled: !row.disabled,
  cars: row.cars,
  leads: row.leads,
  staff: row.staff,
});

/** Every site of the platform, with what an operator checks first. */
export async function loadOperatorSites(deps: Pick<ConsoleDeps, "db" | "now">, served: readonly TenantSite[]) {
  const bySlug = servedBySlug(served);
  const rows = await listOperatorSites(deps.db, since(deps.now));
  return { sites: rows.map((row) => siteView(row, bySlug.get(row.slug))) };
}

/** One site's staff with their roles; null for a slug that is no site. */
export async function loadOperatorSite(deps: Pick<ConsoleDeps, "db" | "now">, served: readonly TenantSite[], slug: string) {
  const row = /^[a-z0-9-]{1,80}$/.test(slug) ? await findOperatorSite(deps.db, slug, since(deps.now)) : null;
  if (!row) return null;
  const staff = await listSiteStaff(deps.db, row.id);
  return {
    site: siteView(row, servedBySlug(served).get(row.slug)),
    staff: staff.map((s) => ({ id: s.id, name: s.name, email: s.email, roleLabel: ROLE_LABELS[s.role] })),
    hasOwner: staff.some((s) => s.role === "owner"),
  };
}

/**
 * The site an operator's change is to, once they have signed in within the last ten minutes; otherwise the re-confirm
 * link is e-mailed and `unconfirmed` is the answer.
 */
async function confirmedSite(
  deps: ConsoleDeps,
  operator: Person,
  slug: string,
  unconfirmed: string,
): Promise<{ ok: true; row: OperatorSiteRow } | { ok: false; status: 401 | 404; message: string }> {
  const row = /^[a-z0-9-]{1,80}$/.test(slug) ? await findOperatorSite(deps.db, slug, since(deps.now)) : null;
  if (!row) return { ok: false, status: 404, message: "There is no such site." };
  if (!recentlyConfirmed(operator.session, deps.now)) {
    await sendReconfirmLink(deps, operator.staff, `/dealer/sites/${row.slug}`, "the platform operators' console");
    return { ok: false, status: 401, message: unconfirmed };
  }
  return { ok: true, row };
}

export type OwnerInviteOutcome = { ok: true; message: string } | { ok: false; message: string; status: 400 | 401 | 404 | 409 };

/**
 * An operator adds an owner to a site (its first, or another): the use case `npm run staff -- add --role owner` calls,
 * audited on that site in the operator's name. Like an owner's staff change, it asks for a sign-in in the last ten
 * minutes; the new owner is e-mailed a day's sign-in link for the site's own host when the site is being served.
 */
export async function inviteOwner(
  deps: ConsoleDeps,
  operator: Person,
  served: readonly TenantSite[],
  slug: string,
  form: FormData,
): Promise<OwnerInviteOutcome> {
  const found = await confirmedSite(
    deps,
    operator,
    slug,
    "To add an owner, confirm it's you: we've e-mailed you a link. Open it, then add them again.",
  );
  if (!found.ok) return found;
  const { row } = found;
  const parsed = staffInviteSchema.safeParse({ email: form.get("email"), name: form.get("name"), role: "owner", dealerships: [] });
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? "Check the form and try again." };
  const actor = { staffId: operator.staff.id, email: operator.staff.email };
  const outcome = await addStaff({ db: deps.db, siteId: row.id, now: deps.now, actor }, parsed.data);
  if (!outcome.ok) return { ok: false, status: 409, message: outcome.message };
  const site = servedBySlug(served).get(row.slug);
  if (!site)
    return { ok: true, message: `${parsed.data.name} is an owner of ${row.name}. The site is switched off, so no sign-in link was sent.` };
  await sendInvitation(deps, site, { staffId: outcome.staffId, ...parsed.data, by: `${operator.staff.name} (the platform)` });
  return { ok: true, message: `${parsed.data.name} is an owner of ${row.name}; we've e-mailed them a sign-in link for ${site.origin}.` };
}

/**
 * An operator switches a site off (its hosts answer like unknown ones; nothing of it is deleted) or on again: the use
 * case `npm run site -- disable|enable` calls, audited in the operator's name, behind the same re-confirmation.
 */
export async function switchOperatorSite(deps: ConsoleDeps, operator: Person, slug: string, enabled: boolean): Promise<OwnerInviteOutcome> {
  const found = await confirmedSite(
    deps,
    operator,
    slug,
    "To switch a site off or on, confirm it's you: we've e-mailed you a link. Open it, then try again.",
  );
  if (!found.ok) return found;
  const { row } = found;
  await switchSite(deps.db, { slug: row.slug, enabled, actor: { staffId: operator.staff.id, email: operator.staff.email }, at: deps.now });
  return {
    ok: true,
    message: enabled
      ? `${row.name} is switched on: its hosts serve it again within a second.`
      : `${row.name} is switched off: within a second its hosts answer like an unknown one. Its cars, leads, staff and settings stay.`,
  };
}
