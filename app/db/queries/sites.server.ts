import type { Queryable } from "~/db/database";
import type { DealershipConfig } from "~/sites/dealership-config";
import type { SiteCountsRow } from "~/sites/site-list";

/** Inserts the site's row, or renames the existing one with that slug; returns its id. */
export async function upsertSite(db: Queryable, site: { slug: string; name: string }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO sites (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id",
    [site.slug, site.name],
  );
  return row.id;
}

/**
 * Writes a site's configured dealerships and locations: new ones are added, existing ones (by slug)
 * take the config's details. Nothing is deleted: cars, leads and reviews hang off these rows, and a
 * dealership dropped from the config keeps its history.
 */
export async function upsertDealerships(
  db: Queryable,
  siteId: number,
  timeZone: string,
  dealerships: readonly DealershipConfig[],
): Promise<void> {
  for (const d of dealerships) {
    const [{ id: dealershipId }] = await db.query<{ id: number }>(
      `INSERT INTO dealerships (site_id, slug, name, make) VALUES ($1, $2, $3, $4)
       ON CONFLICT (site_id, slug) DO UPDATE SET name = EXCLUDED.name, make = EXCLUDED.make RETURNING id`,
      [siteId, d.slug, d.name, d.makes[0] ?? null],
    );
    for (const l of d.locations)
      await db.query(
        `INSERT INTO locations (site_id, dealership_id, slug, name, location_type, is_primary, manufacturers, street, city, state,
                                postcode, lat, lng, time_zone, phone, website)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (site_id, slug) DO UPDATE SET dealership_id = EXCLUDED.dealership_id, name = EXCLUDED.name,
           location_type = EXCLUDED.location_type, is_primary = EXCLUDED.is_primary, manufacturers = EXCLUDED.manufacturers,
           street = EXCLUDED.street, city = EXCLUDED.city, state = EXCLUDED.state, postcode = EXCLUDED.postcode, lat = EXCLUDED.lat,
           lng = EXCLUDED.lng, time_zone = EXCLUDED.time_zone, phone = EXCLUDED.phone, website = EXCLUDED.website`,
        [
          siteId,
          dealershipId,
          l.slug,
          l.name,
          l.type,
          l.primary,
          d.makes,
          l.street,
          l.city,
          l.state,
          l.postcode,
          l.lat,
          l.lng,
          l.timeZone ?? timeZone,
          l.phone ?? null,
          l.website ?? null,
        ],
      );
  }
}

/** Told after `npm run site` creates, disables or enables a site, so running servers reload their sites. */
export const SITES_CHANGED_CHANNEL = "sites_changed";

export async function notifySitesChanged(db: Queryable): Promise<void> {
  await db.query("SELECT pg_notify($1, '')", [SITES_CHANGED_CHANNEL]);
}

/** Slugs of the sites marked disabled: their configs stay, their hosts answer like unknown ones. */
export async function disabledSiteSlugs(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ slug: string }>("SELECT slug FROM sites WHERE disabled_at IS NOT NULL");
  return new Set(rows.map((r) => r.slug));
}

/** Every site's dealership and car counts (cars not yet sold), for the operator's list: cross-site on purpose. */
export async function siteCounts(db: Queryable): Promise<SiteCountsRow[]> {
  return db.query<SiteCountsRow>(
    `SELECT s.slug, s.disabled_at IS NOT NULL AS disabled,
            (SELECT count(*)::int FROM dealerships d WHERE d.site_id = s.id) AS dealerships,
            (SELECT count(*)::int FROM cars c WHERE c.site_id = s.id AND c.status <> 'sold') AS cars
     FROM sites s ORDER BY s.slug`,
  );
}
