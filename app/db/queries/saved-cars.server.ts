import type { Queryable } from "~/db/database";
import type { CarFacts, CarNameFields } from "~/domain/vehicle/car";
import { advertisedPrice } from "~/domain/vehicle/offer-price";

/** What the favourites and compare pages read of a car, plus the facts that decide whether the site offers it. */
export type SavedCarRow = Pick<
  CarFacts,
  | CarNameFields
  | "series"
  | "carType"
  | "itemType"
  | "status"
  | "reserved"
  | "certified"
  | "showOnDealerWebsite"
  | "price"
  | "beforePrice"
  | "preorder"
  | "priceType"
  | "km"
  | "vin"
  | "body"
  | "fuel"
  | "simpleFuel"
  | "trans"
  | "simpleTransmission"
  | "engineSize"
  | "drive"
  | "seats"
  | "colour"
> & {
  /** When the car was listed: a site's age limit reads it (decision 014). */
  createdAt: Date;
  city: string;
  state: string;
  imageSrcs: string[];
  features: string[];
  /** The first lender's weekly figure, as result cards read it. */
  weeklyRepayment: number | null;
};

/** The site's cars among `ids` (whatever their status; at most as many rows as ids). Another site's id finds nothing. */
export async function findCarsByIds(db: Queryable, siteId: number, ids: readonly number[]): Promise<SavedCarRow[]> {
  if (!ids.length) return [];
  const rows = await db.query<SavedCarRow & { offerPrice: number | null }>(
    `SELECT c.id, c.slug, c.stocknum, c.year, c.make, c.model, c.badge, c.series, c.car_type AS "carType", c.item_type AS "itemType",
       c.status, c.reserved, c.certified, c.show_on_dealer_website AS "showOnDealerWebsite", c.price, c.before_price AS "beforePrice",
       c.offer_price AS "offerPrice", c.preorder, c.price_type AS "priceType", c.km, c.vin, c.created_at AS "createdAt", c.body, c.fuel, c.simple_fuel AS "simpleFuel", c.trans,
       c.simple_transmission AS "simpleTransmission", c.engine_size AS "engineSize", c.drive, c.seats, c.colour, l.city, l.state,
       COALESCE((SELECT array_agg(i.src ORDER BY i.position) FROM car_images i WHERE i.car_id = c.id), '{}') AS "imageSrcs",
       COALESCE((SELECT array_agg(f.name ORDER BY f.position) FROM car_features f WHERE f.car_id = c.id), '{}') AS features,
       (SELECT fl.payment_week FROM car_finance_lenders fl WHERE fl.car_id = c.id ORDER BY fl.finance_provider LIMIT 1) AS "weeklyRepayment"
     FROM cars c JOIN locations l ON l.id = c.location_id
     WHERE c.site_id = $1 AND c.id = ANY($2::int[])`,
    [siteId, [...ids]],
  );
  // The price a car is advertised at, its offer price while one stands (decision 041).
  return rows.map(advertisedPrice);
}
