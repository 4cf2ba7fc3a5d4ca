import type { Queryable } from "~/db/database";
import { offeredOnSite } from "~/domain/stock-visibility";
import type { TenantSite } from "~/sites/tenant-site";
import { findLeadCar } from "./lead-queries.server";

/**
 * The car a lead form is about, only when the site offers it on the web: a hidden car, or one the
 * site's restrictions leave out, cannot be enquired about by its id any more than found by its URL.
 */
export async function findOfferedLeadCar(db: Queryable, site: TenantSite, carId: number, now: Date) {
  const car = await findLeadCar(db, site.id, carId);
  return car && offeredOnSite(car, site.stockRestrictions, now) ? car : null;
}
