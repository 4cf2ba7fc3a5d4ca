import type { Queryable } from "~/db/database";
import { findCarsByIds, type SavedCarRow } from "~/db/queries/saved-cars.server";
import { quote } from "~/domain/finance/quote-engine";
import { currentYear } from "~/domain/format";
import type { SavedCarView } from "~/domain/saved-cars/saved-car-view";
import { offeredOnSite } from "~/domain/stock-visibility";
import { carTitle } from "~/domain/vehicle/car-name";
import type { TenantSite } from "~/sites/tenant-site";

/**
 * The weekly estimate a result card shows: the lender's figure when the car has one, else the one
 * the card would ask the quote engine for (an unsold priced car), worked out here with the site's
 * rate card so the compare table needs no call per car.
 */
function weeklyEstimate(car: SavedCarRow, site: TenantSite, now: Date): number | null {
  if (car.weeklyRepayment) return car.weeklyRepayment;
  if (car.status === "sold" || car.price <= 0) return null;
  const answer = quote(
    { selfAssessedCreditScore: "GREAT", purchasePrice: car.price, loanTerm: 5, year: car.year },
    site.finance.rateCard,
    currentYear(now, site.timeZone),
  );
  return answer?.weeklyRepaymentAmount ?? null;
}

function toView(car: SavedCarRow, site: TenantSite, now: Date): SavedCarView {
  const name = carTitle(car);
  return {
    id: car.id,
    slug: car.slug,
    path: `/cars/${car.slug}`,
    name,
    badge: car.badge,
    series: car.series,
    carType: car.carType,
    itemType: car.itemType,
    status: car.status,
    reserved: car.reserved,
    price: car.price,
    beforePrice: car.beforePrice,
    preorder: car.preorder,
    priceType: car.priceType,
    weekly: weeklyEstimate(car, site, now),
    year: car.year,
    km: car.km,
    body: car.body,
    fuel: car.fuel ?? car.simpleFuel,
    transmission: car.trans ?? car.simpleTransmission,
    engine: car.engineSize,
    drive: car.drive,
    seats: car.seats,
    colour: car.colour,
    features: car.features,
    location: `${car.city}, ${car.state}`,
    image: car.imageSrcs[0] ? { src: car.imageSrcs[0], alt: carTitle(car, { badge: true }) } : null,
  };
}

/**
 * The shopper's saved or compared cars that this site offers, in the order asked for, fresh from the
 * database (a sold car comes back marked sold). A car the site does not offer (hidden by its dealer,
 * left out by the site's restrictions, or another site's) is simply not there: the same rule as its
 * own page.
 */
export async function findSavedCars(deps: { db: Queryable; site: TenantSite; now: Date }, ids: readonly number[]): Promise<SavedCarView[]> {
  const { db, site, now } = deps;
  const rows = await findCarsByIds(db, site.id, ids);
  const offered = rows.filter((car) => offeredOnSite({ ...car, photosCount: car.imageSrcs.length }, site.stockRestrictions, now));
  const byId = new Map(offered.map((car) => [car.id, car]));
  return ids.flatMap((id) => {
    const car = byId.get(id);
    return car ? [toView(car, site, now)] : [];
  });
}
