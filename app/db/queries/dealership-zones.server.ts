import type { Queryable } from "~/db/database";

/**
 * The time zone a dealership's offers run in: its main location's (a primary one first), else the site's ($2), so
 * an offer's days follow the calendar where it is made.
 */
export const DEALERSHIP_ZONE_SQL = `COALESCE((SELECT l.time_zone FROM locations l WHERE l.dealership_id = d.id AND l.visible
                    ORDER BY l.is_primary DESC, l.id LIMIT 1), $2)`;

export type DealershipZone = { id: number; slug: string; name: string; timeZone: string };

/** The site's dealerships by name, each with its zone. */
export async function listDealershipZones(db: Queryable, site: { id: number; timeZone: string }): Promise<DealershipZone[]> {
  return db.query<DealershipZone>(
    `SELECT d.id, d.slug, d.name, ${DEALERSHIP_ZONE_SQL} AS "timeZone" FROM dealerships d WHERE d.site_id = $1 ORDER BY d.name`,
    [site.id, site.timeZone],
  );
}
