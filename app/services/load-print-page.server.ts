import { findSiteCar } from "./find-site-car.server";
import type { Database } from "~/db/database";
import { calendarDate, formatDate } from "~/domain/format";
import { carKeyFacts } from "~/domain/vehicle/key-facts";
import { regoLabel } from "~/domain/vehicle/vehicle-display";
import type { TenantSite } from "~/sites/tenant-site";

/** The printable page of a car the site shows on the web, or null. */
export async function loadPrintPage(deps: { db: Database; site: TenantSite; now: Date }, slug: string) {
  const { db, site, now } = deps;
  const car = await findSiteCar(db, site, slug, now);
  if (!car) return null;
  const { soldAt: _soldAt, createdAt: _createdAt, ...rest } = car;
  const today = calendarDate(now, car.location.timeZone);
  return {
    // A site that masks its numbers prints none: the print page is a page like any other.
    car: { ...rest, location: { ...car.location, phone: site.phoneReveal === "immediate" ? car.location.phone : null } },
    facts: carKeyFacts(car, regoLabel(car.regoExpiry, today, site.showUnregistered, formatDate)),
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
  };
}
