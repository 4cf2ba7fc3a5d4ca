import { siteContent } from "~/site-content/site-content-cache.server";
import { listLocations } from "~/db/queries/locations.server";
import type { Database } from "~/db/database";
import { contactUsSlug } from "~/domain/locations/contact-slug";
import { toLocationCard } from "~/domain/locations/location-card";
import type { TenantSite } from "~/sites/tenant-site";

/**
 * /contact-us/{location-slug}: the slug names a location without its Sales, Service or Parts
 * suffix, so it gives every department of that place. Null when it names none of the site's locations.
 */
export async function loadContactUsPage(deps: { db: Database; site: TenantSite; now: Date }, slug: string) {
  const { db, site, now } = deps;
  const wanted = contactUsSlug(slug);
  const matching = (await siteContent(db, site.id, "locations", listLocations)).filter((l) => contactUsSlug(l.name) === wanted);
  if (!matching.length) return null;
  return {
    siteName: site.name,
    name: matching[0].dealershipName,
    cards: matching.map((l) => toLocationCard(l, now)),
    showLicences: site.showLicenceNumbers,
  };
}
