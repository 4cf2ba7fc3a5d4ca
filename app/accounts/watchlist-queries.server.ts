import type { CarStatus, CarType } from "~/domain/vehicle/car";
import type { Queryable } from "~/db/database";

/** Saves the car with its price and status now (kept on a second save, so a change is measured from the first). */
export async function insertWatchlistCar(
  db: Queryable,
  row: { siteId: number; shopperId: string; carId: number; price: number; status: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO watchlist (shopper_id, site_id, car_id, saved_price, saved_status, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (shopper_id, car_id) DO NOTHING`,
    [row.shopperId, row.siteId, row.carId, row.price, row.status, row.now],
  );
}

export async function deleteWatchlistCar(db: Queryable, siteId: number, shopperId: string, carId: number): Promise<void> {
  await db.query("DELETE FROM watchlist WHERE site_id = $1 AND shopper_id = $2 AND car_id = $3", [siteId, shopperId, carId]);
}

export async function isOnWatchlist(db: Queryable, siteId: number, shopperId: string, carId: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM watchlist WHERE site_id = $1 AND shopper_id = $2 AND car_id = $3", [siteId, shopperId, carId]);
  return rows.length === 1;
}

export type WatchlistRow = {
  carId: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  price: number;
  status: CarStatus;
  reserved: boolean;
  km: number;
  carType: CarType;
  imageSrc: string | null;
  imageAlt: string | null;
  savedPrice: number;
  savedStatus: string;
  savedAt: Date;
  showOnDealerWebsite: boolean;
};

/** The shopper's saved cars as they are now, newest saved first, each with the price it had when saved (from its history). */
export async function listWatchlist(db: Queryable, siteId: number, shopperId: string): Promise<WatchlistRow[]> {
  return db.query<WatchlistRow>(
    `SELECT c.id AS "carId", c.slug, c.year, c.make, c.model, c.badge, c.price, c.status, c.reserved, c.km, c.car_type AS "carType",
            i.src AS "imageSrc", i.alt AS "imageAlt", COALESCE(first_change.price_before, w.saved_price) AS "savedPrice", w.saved_status AS "savedStatus",
            w.created_at AS "savedAt", c.show_on_dealer_website AS "showOnDealerWebsite"
       FROM watchlist w JOIN cars c ON c.id = w.car_id AND c.site_id = w.site_id
       LEFT JOIN car_images i ON i.car_id = c.id AND i.position = (SELECT min(position) FROM car_images WHERE car_id = c.id)
       -- The price it had when saved is the one its first price change since then started from: the car's history
       -- (the console's, written by every writer) says it; saved_price answers for a car unchanged since.
       LEFT JOIN LATERAL (
         SELECT h.price_before FROM car_history h
          WHERE h.site_id = w.site_id AND h.car_id = c.id AND h.at >= w.created_at AND h.price_before IS DISTINCT FROM h.price_after
            AND h.price_before IS NOT NULL
          ORDER BY h.at, h.id LIMIT 1
       ) first_change ON true
      WHERE w.site_id = $1 AND w.shopper_id = $2
      ORDER BY w.created_at DESC, c.id`,
    [siteId, shopperId],
  );
}

export async function watchlistCarIds(db: Queryable, siteId: number, shopperId: string): Promise<number[]> {
  const rows = await db.query<{ car_id: number }>("SELECT car_id FROM watchlist WHERE site_id = $1 AND shopper_id = $2", [
    siteId,
    shopperId,
  ]);
  return rows.map((r) => r.car_id);
}
