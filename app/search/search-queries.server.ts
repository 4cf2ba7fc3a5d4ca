import type { Queryable } from "~/db/database";
import { advertisedPrice } from "~/domain/vehicle/offer-price";
import type { IndexedCar } from "./search-types";

/**
 * Every car of the given sites, or only those of `carIds` that are on them, shaped for the index
 * (visibility is decided at query time).
 */
export async function loadIndexedCars(db: Queryable, siteIds: number[], carIds?: readonly number[]): Promise<IndexedCar[]> {
  const rows = await db.query<IndexedCar & { soldAt: Date | null; createdAt: Date; images: string[] | null; offerPrice: number | null }>(
    `SELECT c.id, c.site_id AS "siteId", c.slug, c.stocknum, c.vin, c.year, c.make, c.model, c.badge, c.series, c.car_type AS "carType",
       c.status, c.sold_at AS "soldAt", c.show_on_dealer_website AS "showOnDealerWebsite", c.reserved, c.certified, c.tag,
       c.price, c.before_price AS "beforePrice", c.offer_price AS "offerPrice", c.preorder, c.price_type AS "priceType", c.km, c.colour, c.body,
       c.simple_body AS "simpleBody", c.simple_fuel AS "simpleFuel", c.simple_transmission AS "simpleTransmission", c.drive,
       c.seats, c.item_type AS "itemType", d.name AS "dealershipName", d.slug AS "dealershipSlug", l.id AS "locationId",
       l.name AS "locationName", l.phone AS "locationPhone", l.city, l.state, c.custom_rank AS "customRank", c.views,
       c.created_at AS "createdAt", c.subscription_price AS "subscriptionPrice",
       (SELECT array_agg(i.src ORDER BY i.position) FROM car_images i WHERE i.car_id = c.id) AS images,
       (SELECT fl.payment_week FROM car_finance_lenders fl WHERE fl.car_id = c.id ORDER BY fl.finance_provider LIMIT 1) AS "weeklyRepayment",
       COALESCE((SELECT array_agg(f.name ORDER BY f.position) FROM car_features f WHERE f.car_id = c.id), '{}') AS features
     FROM cars c JOIN dealerships d ON d.id = c.dealership_id JOIN locations l ON l.id = c.location_id
     WHERE c.site_id = ANY($1::int[])${carIds ? " AND c.id = ANY($2::int[])" : ""}
     ORDER BY c.site_id, c.id`,
    carIds ? [siteIds, [...carIds]] : [siteIds],
  );
  // Indexed at the price a car is advertised at, its offer price while one stands (decision 041): found, sorted and
  // shown at it.
  return rows.map((r) => ({
    ...advertisedPrice(r),
    soldAt: r.soldAt ? new Date(r.soldAt).getTime() : null,
    createdAt: new Date(r.createdAt).getTime(),
    images: r.images ?? [],
  }));
}

/**
 * Sent by the stock tables' triggers (migration 0035) when a transaction that changed a site's cars commits, whoever
 * wrote it (a feed, the console, a reservation, psql): these cars (created, updated, sold or deleted), or, without car
 * ids, anything on the site. No code path sends it.
 */
export const STOCK_CHANGED_CHANNEL = "stock_changed";

/**
 * `"{siteId}"` or `"{siteId}:{carId},{carId},..."` (the triggers name the site alone when the list would pass 7,500
 * characters: NOTIFY payloads stop at 8,000 bytes). Null for one the triggers never send. carIds null: the whole site.
 */
export function parseStockChangedPayload(payload: string): { siteId: number; carIds: number[] | null } | null {
  const match = /^(\d+)(?::(\d+(?:,\d+)*))?$/.exec(payload);
  if (!match) return null;
  const siteId = Number(match[1]);
  if (!Number.isSafeInteger(siteId) || siteId <= 0) return null;
  return { siteId, carIds: match[2] ? match[2].split(",").map(Number) : null };
}
