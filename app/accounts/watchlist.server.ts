import type { Database } from "~/db/database";
import { findOfferedLeadCar } from "~/leads/lead-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { Shopper } from "./account-queries.server";
import { deleteWatchlistCar, insertWatchlistCar, isOnWatchlist } from "./watchlist-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date };

export const WATCHLIST_MESSAGES = {
  unknownCar: "This car is no longer listed.",
  sold: "This car has been sold, so it can't be saved.",
} as const;

/**
 * Saves a car of this site to the shopper's watchlist, with its price and status now, so the
 * garage can show what changed. A sold car cannot be saved (vehicle spec section 4), but one
 * already saved stays.
 */
export async function saveCarToWatchlist(
  deps: Deps,
  shopper: Shopper,
  carId: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { db, site, now } = deps;
  const car = await findOfferedLeadCar(db, site, carId, now);
  if (!car) return { ok: false, message: WATCHLIST_MESSAGES.unknownCar };
  if (car.status === "sold" && !(await isOnWatchlist(db, site.id, shopper.id, car.id)))
    return { ok: false, message: WATCHLIST_MESSAGES.sold };
  await insertWatchlistCar(db, { siteId: site.id, shopperId: shopper.id, carId: car.id, price: car.price, status: car.status, now });
  return { ok: true };
}

export async function removeCarFromWatchlist(deps: Deps, shopper: Shopper, carId: number): Promise<void> {
  await deleteWatchlistCar(deps.db, deps.site.id, shopper.id, carId);
}

/** At sign-in, the favourites this browser kept become saved cars (the ones this site still lists and has not sold). */
export async function mergeFavourites(deps: Deps, shopper: Shopper, carIds: readonly number[]): Promise<number> {
  let saved = 0;
  for (const carId of new Set(carIds.slice(0, 50))) if ((await saveCarToWatchlist(deps, shopper, carId)).ok) saved++;
  return saved;
}
