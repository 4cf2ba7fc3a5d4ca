import type { Queryable } from "~/db/database";
import type { Comparable } from "~/domain/finance/market-gauge";

/**
 * Comparable cars for the market gauge, across every site on the platform (market data is the
 * platform's, and only prices leave this query, never another site's listing): the same make and
 * model, a year either side, kilometres within 40% (or 30,000 km), listed now or sold in the last
 * 90 days, excluding the car itself and cars their dealer keeps off the web.
 */
export async function findComparables(
  db: Queryable,
  car: { id: number; make: string; model: string; year: number; km: number },
  now: Date,
): Promise<Comparable[]> {
  const kmWindow = Math.max(30_000, car.km * 0.4);
  return db.query<Comparable>(
    `SELECT c.price, c.year, c.km, l.state, (c.status = 'sold') AS sold
       FROM cars c JOIN locations l ON l.id = c.location_id
      WHERE c.make = $1 AND c.model = $2 AND c.year BETWEEN $3 - 1 AND $3 + 1 AND abs(c.km - $4) <= $5 AND c.id <> $6 AND c.price > 0
        AND c.car_type <> 'new' AND c.show_on_dealer_website
        AND (c.status = 'in_stock' OR (c.status = 'sold' AND c.sold_at >= $7::timestamptz - interval '90 days'))
      LIMIT 500`,
    [car.make, car.model, car.year, car.km, kmWindow, car.id, now],
  );
}
