import type { Queryable } from "~/db/database";
import type { CarStatus, CarType } from "~/domain/vehicle/car";

export type LockedCar = { id: number; stocknum: string; price: number; status: CarStatus; dealershipSlug: string };

/** The site's cars among `ids`, locked for the rest of the transaction (another site's ids find nothing). */
export async function lockSiteCars(tx: Queryable, siteId: number, ids: readonly number[]): Promise<LockedCar[]> {
  return tx.query<LockedCar>(
    `SELECT c.id, c.stocknum, c.price, c.status, d.slug AS "dealershipSlug"
       FROM cars c JOIN dealerships d ON d.id = c.dealership_id
      WHERE c.site_id = $1 AND c.id = ANY($2::int[])
      ORDER BY c.id
      FOR UPDATE OF c`,
    [siteId, [...ids]],
  );
}

/** A status for the cars; a sold car gets its sale time, one no longer sold loses it. */
export async function setCarStatuses(tx: Queryable, siteId: number, ids: readonly number[], status: CarStatus, now: Date): Promise<void> {
  await tx.query(
    `UPDATE cars SET status = $3, sold_at = CASE WHEN $3 = 'sold' THEN COALESCE(sold_at, $4) END, updated_at = $4
      WHERE site_id = $1 AND id = ANY($2::int[])`,
    [siteId, [...ids], status, now],
  );
}

export async function setCarPrices(
  tx: Queryable,
  siteId: number,
  prices: readonly { id: number; after: number }[],
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE cars c SET price = p.price, updated_at = $4
       FROM unnest($2::int[], $3::int[]) AS p(id, price)
      WHERE c.site_id = $1 AND c.id = p.id`,
    [siteId, prices.map((p) => p.id), prices.map((p) => p.after), now],
  );
}

export type StockCarHeading = {
  id: number;
  slug: string;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: CarType;
  price: number;
  status: CarStatus;
  dealershipSlug: string;
};

/** What a car's history page heads with; null when the car is not the site's. */
export async function findStockCar(db: Queryable, siteId: number, carId: number): Promise<StockCarHeading | null> {
  const [row] = await db.query<StockCarHeading>(
    `SELECT c.id, c.slug, c.stocknum, c.year, c.make, c.model, c.badge, c.car_type AS "carType", c.price, c.status, d.slug AS "dealershipSlug"
       FROM cars c JOIN dealerships d ON d.id = c.dealership_id
      WHERE c.site_id = $1 AND c.id = $2`,
    [siteId, carId],
  );
  return row ?? null;
}
