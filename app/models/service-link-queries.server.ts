import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { Queryable } from "~/db/database";
import type { ServiceLink } from "~/domain/models/service-link";

/** The dealer group's service booking links by make (vehicle spec section 3), in the dealer's order. */
export async function listServiceLinks(db: Queryable, siteId: number): Promise<ServiceLink[]> {
  return db.query<ServiceLink>("SELECT name, make, url FROM service_links WHERE site_id = $1 ORDER BY position", [siteId]);
}

export async function replaceServiceLinks(db: Queryable, siteId: number, links: readonly ServiceLink[]): Promise<void> {
  await db.query("DELETE FROM service_links WHERE site_id = $1", [siteId]);
  for (const [i, l] of links.entries())
    await db.query("INSERT INTO service_links (site_id, position, name, make, url) VALUES ($1, $2, $3, $4, $5)", [
      siteId,
      i + 1,
      l.name,
      l.make,
      l.url,
    ]);
  siteContentChanged(siteId);
}

/**
 * Each make's first visible service location of the site, with its own booking page when it has
 * one: what the demo's service links are made from.
 */
export async function serviceLocationsByMake(db: Queryable, siteId: number) {
  return db.query<{ make: string; locationId: number; bookingUrl: string | null }>(
    `SELECT DISTINCT ON (make) make, id AS "locationId", service_booking_url AS "bookingUrl"
       FROM locations, unnest(manufacturers) AS make
      WHERE site_id = $1 AND visible AND location_type = 'service'
      ORDER BY make, is_primary DESC, id`,
    [siteId],
  );
}
