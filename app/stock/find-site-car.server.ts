import type { Queryable } from "~/db/database";
import { findCarBySlug } from "~/db/queries/cars.server";
import { offeredOnSite } from "~/domain/stock-visibility";
import type { CarDetail } from "~/domain/vehicle/car";
import type { TenantSite } from "~/sites/tenant-site";

/** Car slugs are made by `slugify`: anything else (NUL, a 5,000-character string) names no car. */
const SLUG = /^[\w-]{1,200}$/;

/**
 * A car of this site that the site offers on the web, by its URL slug, or null. The one way every
 * path to one car (its page, print, brochure, gauge, delivery, phone, view count) finds it, so a
 * hidden car, or one the site's restrictions leave out, is unknown everywhere, not only in search.
 */
export async function findSiteCar(db: Queryable, site: TenantSite, slug: string, now: Date): Promise<CarDetail | null> {
  if (!SLUG.test(slug)) return null;
  const car = await findCarBySlug(db, site.id, slug, site.financeProvider);
  return car && offeredOnSite({ ...car, photosCount: car.imageSrcs.length }, site.stockRestrictions, now) ? car : null;
}
