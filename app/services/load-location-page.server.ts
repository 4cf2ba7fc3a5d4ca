import { siteContent } from "~/site-content/site-content-cache.server";
import type { Database } from "~/db/database";
import { findLocationBySlug, listLocations } from "~/db/queries/locations.server";
import { calendarDate } from "~/domain/format";
import { contactUsSlug } from "~/domain/locations/contact-slug";
import { departmentHours } from "~/domain/locations/department-hours";
import { localClock } from "~/domain/locations/opening-hours";
import type { TenantSite } from "~/sites/tenant-site";

/**
 * A location's own page: its details and reviews, the dealership's hours by department, and
 * today in the location's zone. Null when the site has no visible location with that slug.
 */
export async function loadLocationPage(deps: { db: Database; site: TenantSite; now: Date }, slug: string) {
  const { db, site, now } = deps;
  const location = await findLocationBySlug(db, site.id, slug, site.reviewsMinimumRating);
  if (!location) return null;
  return {
    siteName: site.name,
    location: { ...location, contactSlug: contactUsSlug(location.name) },
    departments: departmentHours(location, await siteContent(db, site.id, "locations", listLocations), now),
    todayWeekday: localClock(now, location.timeZone).weekday,
    today: calendarDate(now, location.timeZone),
    showLicences: site.showLicenceNumbers,
  };
}
