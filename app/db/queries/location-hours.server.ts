import type { Queryable } from "~/db/database";
import type { StoredLocationDetails } from "~/domain/locations/location-details-form";
import type { OpeningHour, SpecialHour } from "~/domain/locations/opening-hours";
import { HOURS_COLUMNS } from "./locations.server";

export type ConsoleLocation = {
  id: number;
  slug: string;
  name: string;
  dealershipName: string;
  timeZone: string;
  hours: OpeningHour[];
  specialHours: SpecialHour[];
};

const SCOPE = "($2::text[] IS NULL OR d.slug = ANY($2::text[]))";

/** A site's locations with their hours, for the console (hidden ones included: their hours are kept for when they show). */
export async function listLocationHours(db: Queryable, siteId: number, dealerships: readonly string[] | null): Promise<ConsoleLocation[]> {
  return db.query<ConsoleLocation>(
    `SELECT l.id, l.slug, l.name, d.name AS "dealershipName", l.time_zone AS "timeZone", ${HOURS_COLUMNS}
       FROM locations l JOIN dealerships d ON d.id = l.dealership_id
      WHERE l.site_id = $1 AND ${SCOPE} ORDER BY d.name, l.is_primary DESC, l.name`,
    [siteId, dealerships],
  );
}

export async function findLocationHours(
  db: Queryable,
  siteId: number,
  slug: string,
  dealerships: readonly string[] | null,
): Promise<ConsoleLocation | null> {
  const [row] = await db.query<ConsoleLocation>(
    `SELECT l.id, l.slug, l.name, d.name AS "dealershipName", l.time_zone AS "timeZone", ${HOURS_COLUMNS}
       FROM locations l JOIN dealerships d ON d.id = l.dealership_id
      WHERE l.site_id = $1 AND ${SCOPE} AND l.slug = $3`,
    [siteId, dealerships, slug],
  );
  return row ?? null;
}

/** A location's week and holiday hours replaced whole (in the caller's transaction). */
export async function replaceLocationHours(
  db: Queryable,
  locationId: number,
  weekly: readonly OpeningHour[],
  special: readonly SpecialHour[],
) {
  await db.query("DELETE FROM opening_hours WHERE location_id = $1", [locationId]);
  await db.query("DELETE FROM special_hours WHERE location_id = $1", [locationId]);
  for (const h of weekly)
    await db.query(
      "INSERT INTO opening_hours (location_id, department, weekday, status, open_time, close_time) VALUES ($1, $2, $3, $4, $5, $6)",
      [locationId, h.department, h.weekday, h.status, h.open, h.close],
    );
  for (const s of special)
    await db.query("INSERT INTO special_hours (location_id, date, name, status, start_hour, end_hour) VALUES ($1, $2, $3, $4, $5, $6)", [
      locationId,
      s.date,
      s.name,
      s.status,
      s.start,
      s.end,
    ]);
}

export type LocationDetailsRow = StoredLocationDetails;

/** A location's address, phones and pin, for the console. */
export async function findLocationDetails(db: Queryable, locationId: number): Promise<LocationDetailsRow | null> {
  const [row] = await db.query<LocationDetailsRow>(
    `SELECT street, city, state, postcode, phone, landline_phone AS "landlinePhone", email, lat, lng FROM locations WHERE id = $1`,
    [locationId],
  );
  return row ?? null;
}

export async function updateLocationDetails(db: Queryable, locationId: number, d: LocationDetailsRow): Promise<void> {
  await db.query(
    `UPDATE locations SET street = $2, city = $3, state = $4, postcode = $5, phone = $6, landline_phone = $7, email = $8, lat = $9, lng = $10
      WHERE id = $1`,
    [locationId, d.street, d.city, d.state, d.postcode, d.phone, d.landlinePhone, d.email, d.lat, d.lng],
  );
}
