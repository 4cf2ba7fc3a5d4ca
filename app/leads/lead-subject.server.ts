import type { Queryable } from "~/db/database";
import { parseRowId } from "~/domain/row-id";
import type { TenantSite } from "~/sites/tenant-site";
import type { LeadSubject } from "./build-lead-record";
import { findOfferedLeadCar } from "./lead-car.server";
import { findDealership, findLeadCar, findLeadLocation, findVendorLocation, listDealershipSlugs } from "./lead-queries.server";

type FoundCar = NonNullable<Awaited<ReturnType<typeof findLeadCar>>>;
type FoundLocation = NonNullable<Awaited<ReturnType<typeof findLeadLocation>>>;

/** A form's car and location (only ones the site offers) and the dealerships the shopper may choose from. */
export type FormPlaces = {
  car: FoundCar | null;
  location: FoundLocation | null;
  dealershipChoices: string[];
  fixedDealership: string | null;
};

/**
 * The car and location a form post names, looked up in the site, or the field to fix: a car no
 * longer listed, a location not the site's. A car or a location settles the dealership; otherwise
 * the shopper chooses among the site's.
 */
export async function findFormPlaces(
  db: Queryable,
  site: TenantSite,
  body: Record<string, unknown>,
  now: Date,
): Promise<{ ok: true; places: FormPlaces } | { ok: false; fields: Record<string, string> }> {
  const carId = parseRowId(body.car_id);
  const car = carId ? await findOfferedLeadCar(db, site, carId, now) : null;
  if (body.car_id && !car)
    return { ok: false, fields: { car_id: "This car is no longer listed. Please contact the dealership directly." } };
  const locationId = parseRowId(body.location_id);
  const location = locationId ? await findLeadLocation(db, site.id, locationId) : null;
  if (body.location_id && !location) return { ok: false, fields: { location_id: "Please choose one of the listed locations." } };
  const fixedDealership = car?.dealershipSlug ?? location?.dealershipSlug ?? null;
  const dealershipChoices = fixedDealership ? [fixedDealership] : (await listDealershipSlugs(db, site.id)).map((d) => d.slug);
  return { ok: true, places: { car, location, dealershipChoices, fixedDealership } };
}

/**
 * Everything a lead is about, settled: the car and location, the dealership, and who answers it (the
 * car's or chosen location, else the dealership's main one, else the site's first). Never refuses:
 * what is not found is left out, so a lead that follows money is never lost to a lookup.
 */
export async function resolveLeadSubject(
  db: Queryable,
  site: TenantSite,
  given: { car: FoundCar | null; location: FoundLocation | null; dealershipSlug: string | null },
): Promise<LeadSubject> {
  const { car, location } = given;
  const dealership = given.dealershipSlug ? await findDealership(db, site.id, given.dealershipSlug) : null;
  const vendor = await findVendorLocation(db, site.id, location?.id ?? car?.locationId ?? null, dealership?.slug ?? null);
  return {
    car,
    location: location ? withoutDealership(location) : null,
    dealership,
    vendor: {
      name: dealership?.name ?? site.name,
      phone: vendor?.phone ?? null,
      email: vendor?.email ?? null,
      timeZone: vendor?.timeZone ?? site.timeZone,
    },
  };
}

/** The subject of a lead about one car of the site (a deposit, an order), listed or not: the money is already taken. */
export async function resolveCarSubject(db: Queryable, site: TenantSite, carId: number): Promise<LeadSubject> {
  const car = await findLeadCar(db, site.id, carId);
  return resolveLeadSubject(db, site, { car, location: null, dealershipSlug: car?.dealershipSlug ?? null });
}

const withoutDealership = ({ dealershipSlug: _, ...location }: FoundLocation) => location;
