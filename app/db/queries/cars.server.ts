import type { Queryable } from "~/db/database";
import type { CarDetail } from "~/domain/vehicle/car";
import { advertisedPrice } from "~/domain/vehicle/offer-price";

const SUMMARY_COLUMNS = `
  c.id, c.slug, c.stocknum, c.year, c.make, c.model, c.badge, c.series, c.car_type AS "carType", c.status,
  c.sold_at AS "soldAt", c.reserved, c.certified, c.tag, c.price, c.before_price AS "beforePrice", c.offer_price AS "offerPrice", c.preorder,
  c.price_type AS "priceType", c.km, c.simple_transmission AS "simpleTransmission", c.simple_fuel AS "simpleFuel",
  c.simple_body AS "simpleBody", c.body, c.item_type AS "itemType", c.views, c.created_at AS "createdAt",
  COALESCE((SELECT array_agg(i.src ORDER BY i.position) FROM car_images i WHERE i.car_id = c.id), '{}') AS "imageSrcs",
  COALESCE((SELECT array_agg(i.alt ORDER BY i.position) FROM car_images i WHERE i.car_id = c.id), '{}') AS "imageAlts",
  l.name AS "locationName", l.city, l.state,
  (SELECT fl.payment_week FROM car_finance_lenders fl WHERE fl.car_id = c.id ORDER BY fl.finance_provider LIMIT 1) AS "weeklyRepayment"`;

/**
 * A car by slug on one site, whatever its status (a sold car's URL keeps working), with its entry for the site's finance
 * provider (vehicle spec section 3): in the same query, as the car page reads both on every view.
 */
export async function findCarBySlug(db: Queryable, siteId: number, slug: string, financeProvider: string): Promise<CarDetail | null> {
  const [row] = await db.query<CarDetail & { offerPrice: number | null }>(
    `SELECT ${SUMMARY_COLUMNS}, c.vin, c.nvic, c.regplate, c.rego_expiry AS "regoExpiry", c.colour,
       c.interior_colour AS "interiorColour", c.drive, c.seats, c.doors, c.engine_size AS "engineSize", c.fuel, c.trans,
       c.build_date AS "buildDate", c.compliance_date AS "complianceDate", c.dealercomments, c.specifications, c.variant,
       c.show_on_dealer_website AS "showOnDealerWebsite", c.history_report_url AS "historyReportUrl", c.subscription_price AS "subscriptionPrice",
       COALESCE((SELECT array_agg(f.name ORDER BY f.position) FROM car_features f WHERE f.car_id = c.id), '{}') AS features,
       json_build_object(
         'spin', json_build_object(
           'exterior', COALESCE((SELECT json_agg(s.src ORDER BY s.frame) FROM car_spin_frames s WHERE s.car_id = c.id AND s.kind = 'exterior'), '[]'::json),
           'interior', COALESCE((SELECT json_agg(s.src ORDER BY s.frame) FROM car_spin_frames s WHERE s.car_id = c.id AND s.kind = 'interior'), '[]'::json)),
         'hotspots', json_build_object(
           'exterior', COALESCE((SELECT json_agg(json_build_object('id', h.id, 'description', h.description, 'positions', h.positions) ORDER BY h.id) FROM car_hotspots h WHERE h.car_id = c.id AND h.kind = 'exterior'), '[]'::json),
           'interior', COALESCE((SELECT json_agg(json_build_object('id', h.id, 'description', h.description, 'positions', h.positions) ORDER BY h.id) FROM car_hotspots h WHERE h.car_id = c.id AND h.kind = 'interior'), '[]'::json)),
         'videos', COALESCE((SELECT json_agg(json_build_object('kind', v.kind, 'url', v.url) ORDER BY v.position) FROM car_videos v WHERE v.car_id = c.id), '[]'::json)
       ) AS media,
       d.name AS "dealershipName", d.slug AS "dealershipSlug",
       json_build_object('id', l.id, 'name', l.name, 'slug', l.slug, 'street', l.street, 'city', l.city, 'state', l.state,
         'postcode', l.postcode, 'phone', l.phone, 'isPrimary', l.is_primary, 'timeZone', l.time_zone, 'lat', l.lat, 'lng', l.lng) AS location,
       (SELECT json_build_object('interestRate', fl.interest_rate, 'comparisonRate', fl.comparison_rate, 'paymentWeek', fl.payment_week,
          'paymentMonth', fl.payment_month, 'balloon', fl.balloon, 'deposit', fl.deposit, 'termYears', fl.term_years,
          'establishmentFees', fl.establishment_fees, 'weeklyFees', fl.weekly_fees, 'disclaimer', fl.disclaimer)
        FROM car_finance_lenders fl WHERE fl.car_id = c.id AND fl.finance_provider = $3) AS lender
     FROM cars c JOIN locations l ON l.id = c.location_id JOIN dealerships d ON d.id = c.dealership_id
     WHERE c.site_id = $1 AND c.slug = $2`,
    [siteId, slug, financeProvider],
  );
  // The price a car is advertised at, its offer price while one stands (decision 041).
  return row ? advertisedPrice(row) : null;
}
