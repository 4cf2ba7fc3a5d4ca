import { siteContent } from "~/site-content/site-content-cache.server";
import { listLocations } from "~/db/queries/locations.server";
import { findOfferedLeadCar } from "./lead-car.server";
import { carTitle } from "~/domain/vehicle/car-name";
import type { Database } from "~/db/database";
import { findLocationHours, listDealershipSlugs } from "~/leads/lead-queries.server";
import { testDriveSlots } from "~/domain/locations/test-drive-slots";
import type { TenantSite } from "~/sites/tenant-site";
import type { LeadFormKind } from "./lead-forms";
import type { LeadServices } from "./lead-services";
import { formStartedToken } from "./spam/form-timer.server";
import { humanQuestion } from "./spam/human-question.server";
import type { LeadFormSetup } from "./lead-form-setup";

const DEPARTMENT: Partial<Record<LeadFormKind, string>> = { service: "service", parts: "parts" };

export async function leadFormSetup(
  deps: { db: Database; site: TenantSite; now: Date; services: LeadServices },
  kind: LeadFormKind,
  about: { carId?: number | null; locationId?: number | null } = {},
): Promise<LeadFormSetup> {
  const { db, site, now, services } = deps;
  // Independent reads, at once: one wait for the database rather than three in turn.
  const [car, all, dealerships] = await Promise.all([
    about.carId ? findOfferedLeadCar(db, site, about.carId, now) : null,
    siteContent(db, site.id, "locations", listLocations),
    listDealershipSlugs(db, site.id),
  ]);
  const location = about.locationId ? (all.find((l) => l.id === about.locationId) ?? null) : null;
  // Service and parts enquiries pick the workshop or counter; the others go to the car's or the chosen location.
  const department = DEPARTMENT[kind];
  const choices = department && !location ? all.filter((l) => l.type === department) : [];
  const place = location ?? (choices.length === 1 ? choices[0] : null);
  // A car or a location settles the dealership; a choice of locations settles it once made.
  const fixed = car?.dealershipSlug ?? place?.dealershipSlug;
  const shownDealerships = fixed ? dealerships.filter((d) => d.slug === fixed) : choices.length > 1 ? [] : dealerships;
  const slotLocation = location?.id ?? car?.locationId ?? null;
  const hours = kind === "test-drive" && slotLocation ? await findLocationHours(db, site.id, slotLocation) : null;
  return {
    kind,
    siteSlug: site.slug,
    rules: {
      kind,
      dealershipSlugs: shownDealerships.map((d) => d.slug),
      locationIds: choices.length > 1 ? choices.map((l) => l.id) : [],
      requireTerms: site.leads.requireTerms,
      messageOptional: site.leads.messageOptional,
    },
    dealerships: shownDealerships,
    locations: choices.length > 1 ? choices.map((l) => ({ id: l.id, name: l.name })) : [],
    car: car ? { id: car.id, name: carTitle(car, { badge: true }), carType: car.carType, tag: car.tag } : null,
    locationId: place?.id ?? null,
    slots: hours ? testDriveSlots(hours.hours, hours.specialHours, now, hours.timeZone) : [],
    defaultState: site.formStateDefault,
    disclaimer: site.leads.disclaimer,
    optInDefault: site.leads.marketingOptInDefault,
    formStarted: formStartedToken(services.secret, now),
    question: humanQuestion(services.secret, now),
  };
}
