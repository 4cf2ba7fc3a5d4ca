import { createSite } from "~/db/create-site.server";
import { recentlyConfirmed } from "~/domain/console/staff-session-rules";
import { geocodePostcode } from "~/geo/postcodes.server";
import { newSiteConfig, newSiteFormSchema } from "~/sites/new-site";
import { siteOrigin } from "~/sites/site-origin";
import type { ConsoleDeps } from "./console-deps";
import { addStaff } from "./manage-staff.server";
import type { Person } from "./require-staff.server";
import { sendInvitation, sendReconfirmLink } from "./staff-mail.server";

export type WizardOutcome =
  | { ok: true; slug: string; origin: string; message: string }
  | { ok: false; status: 400 | 401 | 409; message: string; fields: Record<string, string> };

const FIELD_OF: Record<string, string> = { slug: "slug", name: "name", timeZone: "timeZone" };

/** A config problem's path onto the wizard's field that made it (a host's index, the location's address). */
function wizardField(path: string): string {
  if (path.startsWith("hosts")) return "hosts";
  const last = path.split(".").at(-1) ?? "";
  if (path.startsWith("dealerships.0.locations.0.")) return { lat: "postcode", lng: "postcode" }[last] ?? last;
  if (path.startsWith("dealerships.0.")) return last === "name" || last === "slug" ? "dealershipName" : last;
  return FIELD_OF[path] ?? "";
}

/**
 * The operators' wizard (issue 55): a site from a few answers (its name and hosts, its zone, a starting theme, its
 * first dealership and location, placed at the postcode's centre by the offline geocoder), created by the use case
 * the CLI's create calls and served by every server within a second; its first owner is added and e-mailed a sign-in
 * link for the new site's own host. Like every operator change, it asks for a sign-in in the last ten minutes.
 */
export async function createSiteFromWizard(deps: ConsoleDeps & { port: number }, operator: Person, form: FormData): Promise<WizardOutcome> {
  const parsed = newSiteFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ""), i.message]).reverse());
    return { ok: false, status: 400, message: "Some answers need fixing: no site was created.", fields };
  }
  const place = geocodePostcode(parsed.data.postcode);
  if (!place)
    return {
      ok: false,
      status: 400,
      message: "Some answers need fixing: no site was created.",
      fields: { postcode: "We don't know that postcode." },
    };
  if (!recentlyConfirmed(operator.session, deps.now)) {
    await sendReconfirmLink(deps, operator.staff, "/dealer/sites/new", "the platform operators' console");
    return {
      ok: false,
      status: 401,
      message: "To create a site, confirm it's you: we've e-mailed you a link. Open it, then create it again.",
      fields: {},
    };
  }
  const actor = { staffId: operator.staff.id, email: operator.staff.email };
  const created = await createSite(deps.db, {
    raw: newSiteConfig(parsed.data, place),
    actor,
    at: deps.now,
    note: "Created with the operators' wizard",
    source: "console",
    stripeReady: false,
  });
  if (!created.ok) {
    const fields: Record<string, string> = {};
    for (const p of created.problems) fields[wizardField(p.path)] ??= p.message;
    return { ok: false, status: 409, message: "Some answers need fixing: no site was created.", fields };
  }
  const site = { ...created.config, id: created.siteId, origin: siteOrigin(created.config, deps.port) };
  const owner = { email: parsed.data.ownerEmail, name: parsed.data.ownerName, role: "owner" as const, dealerships: [] };
  const added = await addStaff({ db: deps.db, siteId: site.id, now: deps.now, actor }, owner);
  if (!added.ok)
    return {
      ok: true,
      slug: site.slug,
      origin: site.origin,
      message: `Created ${site.name}, but its owner was not added: ${added.message}`,
    };
  await sendInvitation(deps, site, { staffId: added.staffId, ...owner, by: `${operator.staff.name} (the platform)` });
  return {
    ok: true,
    slug: site.slug,
    origin: site.origin,
    message: `Created ${site.name} at ${site.origin}: it is served within a second. ${owner.name} is its owner; we've e-mailed them a sign-in link.`,
  };
}
