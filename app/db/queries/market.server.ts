import type { Queryable } from "~/db/database";
import type { Comparable } from "~/domain/finance/market-gauge";
import type { MarketListing } from "~/domain/vehicle/car-analysis";

/**
 * The platform's market: other cars of a make and model, a year either side, not new, listed now or
 * sold in the last 90 days, that their dealer shows on the web (on any site: market data is the
 * platform's, and only aggregates and prices leave these queries, never another site's listing).
 * $1 make, $2 model, $3 year, $4 the car itself, $5 now. Only the comparables need the dealership's state, so only they
 * join its location: the car analysis reads the cars alone (a third less time a car page on PGlite).
 */
const MARKET_WHERE = `WHERE c.make = $1 AND c.model = $2 AND c.year BETWEEN $3 - 1 AND $3 + 1 AND c.id <> $4
    AND c.car_type <> 'new' AND c.show_on_dealer_website
    AND (c.status = 'in_stock' OR (c.status = 'sold' AND c.sold_at >= $5::timestamptz - interval '90 days'))`;

type MarketCar = { id: number; make: string; model: string; year: number };

/** Comparable cars for the market gauge: the market's priced cars with kilometres within 40% (or 30,000 km). */
export async function findComparables(db: Queryable, car: MarketCar & { km: number }, now: Date): Promise<Comparable[]> {
  const kmWindow = Math.max(30_000, car.km * 0.4);
  return db.query<Comparable>(
    `SELECT c.price, c.year, c.km, l.state, (c.status = 'sold') AS sold
       FROM cars c JOIN locations l ON l.id = c.location_id ${MARKET_WHERE}
        AND c.price > 0 AND abs(c.km - $6) <= $7
      LIMIT 500`,
    [car.make, car.model, car.year, car.id, now, car.km, kmWindow],
  );
}

/** The market's cars for the car analysis: their kilometres, and how long the sold ones were listed. */
export async function findMarketListings(db: Queryable, car: MarketCar, now: Date): Promise<MarketListing[]> {
  return db.query<MarketListing>(
    `SELECT c.year, c.km, (c.status = 'sold') AS sold,
            CASE WHEN c.status = 'sold' THEN greatest(0, extract(epoch FROM c.sold_at - c.created_at) / 86400)::int END AS "listedDays"
       FROM cars c ${MARKET_WHERE}
      LIMIT 500`,
    [car.make, car.model, car.year, car.id, now],
  );
}
