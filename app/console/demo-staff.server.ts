import type { Database } from "~/db/database";
import type { Role } from "~/domain/console/can";
import type { Mailer } from "~/lib/mailer.server";
import type { TenantSite } from "~/sites/tenant-site";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import { addStaff } from "./manage-staff.server";
import { changeNotificationRecipients } from "./notification-settings.server";
import { createSignInLink } from "./sign-in.server";
import { findStaffByEmail, listSiteStaff, upsertStaff } from "./staff-queries.server";

/** One person in each role on every demo site, so a newcomer can try the console as each of them. */
export const DEMO_STAFF: readonly { role: Role; name: string; mailbox: string }[] = [
  { role: "owner", name: "Olivia Nguyen", mailbox: "owner" },
  { role: "manager", name: "Marcus Lee", mailbox: "manager" },
  { role: "sales", name: "Sam Patel", mailbox: "sales" },
  { role: "marketing", name: "Mia Rossi", mailbox: "marketing" },
];

/** The demo's platform operator, who signs in to the operators' console on the platform's host. */
export const DEMO_OPERATOR = { email: "operator@dealer-platform.example", name: "Priya Shah", operator: true } as const;

export const demoStaffEmail = (site: Pick<TenantSite, "slug">, mailbox: string) => `${mailbox}@${site.slug}.example`;

/**
 * The demo's operator, and gives each site without any staff its demo people (a site a dealer has set up keeps its own), and each of its
 * dealerships one address told about every lead, so the console's notification settings have something to show.
 */
export async function ensureDemoStaff(db: Database, sites: readonly TenantSite[], now: Date): Promise<void> {
  await upsertStaff(db, DEMO_OPERATOR);
  for (const site of sites) {
    if ((await listSiteStaff(db, site.id)).length) continue;
    const deps = { db, siteId: site.id, now, actor: { tool: "demo" } };
    for (const person of DEMO_STAFF)
      await addStaff(deps, { email: demoStaffEmail(site, person.mailbox), name: person.name, role: person.role, dealerships: [] });
    for (const dealership of await listDealershipSlugs(db, site.id))
      await changeNotificationRecipients(deps, {
        intent: "add",
        dealership: dealership.slug,
        email: `sales@${dealership.slug}.example`,
        forms: null,
      });
  }
}

/** A one-time sign-in link for each site's demo owner, for `npm start` to print (valid a day, spent by its first click). */
export async function demoOwnerLinks(
  deps: { db: Database; now: Date; secret: string; mailer: Mailer; from: string },
  sites: readonly TenantSite[],
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  for (const site of sites) {
    const owner = await findStaffByEmail(deps.db, demoStaffEmail(site, "owner"));
    if (!owner) continue;
    const { url } = await createSignInLink({ ...deps, site, origin: site.origin }, owner.id, { long: true });
    links.set(site.id, url);
  }
  return links;
}
