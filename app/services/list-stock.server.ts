import type { CarCardData } from "~/components/stock/car-card";
import type { Queryable } from "~/db/database";
import { type CarSummary, listVisibleCars, type StockOrder } from "~/db/queries/cars";
import { carTag } from "~/domain/car-tag";
import type { TenantSite } from "~/lib/app-context";

export const PAGE_SIZE = 21;

export function toCardData(car: CarSummary, site: TenantSite, now: Date): CarCardData {
  const { soldAt: _soldAt, createdAt, ...rest } = car;
  return { ...rest, displayTag: carTag({ ...car, createdAt: new Date(createdAt) }, site.texts, site.justArrivedDays, now) };
}

/** One page of a site's visible stock, in the site's order, as card data. */
export async function listStock(db: Queryable, site: TenantSite, now: Date, options: { page: number; order?: StockOrder; limit?: number; featured?: boolean }) {
  const limit = options.limit ?? PAGE_SIZE;
  const { cars, total } = await listVisibleCars(db, {
    siteId: site.id,
    rules: site,
    now,
    order: options.order ?? site.defaultSort,
    limit,
    offset: (options.page - 1) * limit,
    withPhotosOnly: options.featured,
  });
  return { cars: cars.map((car) => toCardData(car, site, now)), total, pages: Math.max(1, Math.ceil(total / limit)) };
}
