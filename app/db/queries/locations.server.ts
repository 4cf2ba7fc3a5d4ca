import type { LocationSummary, Review } from "~/domain/locations/location";
import type { Queryable } from "~/db/database";

/** A location's weekly hours per department and its special (holiday) hours, as OpeningHour[] and SpecialHour[]. */
export const HOURS_COLUMNS = `
  COALESCE((SELECT json_agg(json_build_object('department', h.department, 'weekday', h.weekday, 'status', h.status,
      'open', to_char(h.open_time, 'HH24:MI'), 'close', to_char(h.close_time, 'HH24:MI')) ORDER BY h.department, h.weekday)
    FROM opening_hours h WHERE h.location_id = l.id), '[]') AS hours,
  COALESCE((SELECT json_agg(json_build_object('date', s.date, 'name', s.name, 'status', s.status,
      'start', to_char(s.start_hour, 'HH24:MI'), 'end', to_char(s.end_hour, 'HH24:MI')) ORDER BY s.date)
    FROM special_hours s WHERE s.location_id = l.id), '[]') AS "specialHours"`;

const COLUMNS = `l.id, l.name, l.slug, COALESCE(NULLIF(l.location_type, ''), 'sales') AS type, d.name AS "dealershipName", d.slug AS "dealershipSlug",
  l.is_primary AS "isPrimary", l.street, l.city, l.state, l.postcode, l.lat, l.lng, l.time_zone AS "timeZone", l.phone, l.website,
  l.place_url AS "placeUrl", l.service_booking_url AS "serviceBookingUrl", l.dealer_license_number AS "dealerLicenseNumber",
  l.motor_vehicle_repairer AS "motorVehicleRepairer",
  (SELECT avg(r.rating)::float8 FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) AS "averageRating",
  (SELECT count(*)::int FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) AS "reviewCount",
  ${HOURS_COLUMNS}`;

/** A site's visible locations, ordered by dealership then primary first. */
export async function listLocations(db: Queryable, siteId: number): Promise<LocationSummary[]> {
  return db.query<LocationSummary>(
    `SELECT ${COLUMNS} FROM locations l JOIN dealerships d ON d.id = l.dealership_id
     WHERE l.site_id = $1 AND l.visible ORDER BY d.name, l.is_primary DESC, l.name`,
    [siteId],
  );
}

export async function findLocationBySlug(
  db: Queryable,
  siteId: number,
  slug: string,
  minimumRating: number,
): Promise<(LocationSummary & { reviews: Review[] }) | null> {
  const [location] = await db.query<LocationSummary>(
    `SELECT ${COLUMNS} FROM locations l JOIN dealerships d ON d.id = l.dealership_id WHERE l.site_id = $1 AND l.slug = $2 AND l.visible`,
    [siteId, slug],
  );
  if (!location) return null;
  const reviews = await db.query<Review>(
    `SELECT id, customer_name AS "customerName", text, rating, review_date AS "reviewDate", reply_text AS "replyText"
     FROM reviews WHERE site_id = $1 AND location_id = $2 AND rating >= $3 AND hidden_at IS NULL ORDER BY review_date DESC LIMIT 12`,
    [siteId, location.id, minimumRating],
  );
  return { ...location, reviews };
}
