import { findSiteCar } from "~/stock/find-site-car.server";
import type { Database } from "~/db/database";
import { calendarDate, currentYear, formatDate } from "~/domain/format";
import { estimateOrQuote, financePanel } from "~/domain/vehicle/finance-panel";
import { financeSettings } from "./load-vehicle-page.server";
import { carKeyFacts } from "~/domain/vehicle/key-facts";
import { regoLabel } from "~/domain/vehicle/vehicle-display";
import type { TenantSite } from "~/sites/tenant-site";

/** The printable page of a car the site shows on the web, or null. */
export async function loadPrintPage(deps: { db: Database; site: TenantSite; now: Date }, slug: string) {
  const { db, site, now } = deps;
  const car = await findSiteCar(db, site, slug, now);
  if (!car) return null;
  const today = calendarDate(now, car.location.timeZone);
  const year = currentYear(now, car.location.timeZone);
  const panel = financePanel(car, car.lender, financeSettings(site), year);
  const { name, street, city, state, postcode } = car.location;
  return {
    // What the page prints, and no more (issue 18: a page ships only the data it renders).
    car: {
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      photo: car.imageSrcs[0] ? { src: car.imageSrcs[0], alt: car.imageAlts[0] ?? "" } : null,
      price: car.price,
      preorder: car.preorder,
      priceType: car.priceType,
      beforePrice: car.beforePrice,
      features: car.features,
      // A site that masks its numbers prints none: the print page is a page like any other.
      location: { name, street, city, state, postcode, phone: site.phoneReveal === "immediate" ? car.location.phone : null },
    },
    // The car page's estimate (or the quote it would fetch), with the disclaimer written from the same figures.
    finance: estimateOrQuote(panel, site.finance.rateCard, year),
    facts: carKeyFacts(car, regoLabel(car.regoExpiry, today, site.showUnregistered, formatDate)),
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
  };
}
