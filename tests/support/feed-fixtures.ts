import type { Queryable } from "~/db/database";
import { upsertSite } from "~/db/queries/sites.server";
import type { TenantSite } from "~/sites/tenant-site";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";

/**
 * A site (Coastal Toyota's config, or another demo site's, under another slug) with dealerships of
 * its own and one location each, and no cars: what the stock feed tests import into.
 */
export async function makeFeedSite(
  db: Queryable,
  slug: string,
  dealershipSlugs: readonly string[],
  configOf = "coastal-toyota",
): Promise<TenantSite> {
  const base = loadSiteConfigs("config/sites").find((c) => c.slug === configOf);
  if (!base) throw new Error(`config/sites/${configOf}.json is missing`);
  const config = { ...base, slug, name: `Feed test ${slug}` };
  const id = await upsertSite(db, config);
  for (const d of dealershipSlugs) await addFeedDealership(db, id, d);
  return { ...config, id, origin: `http://${slug}.localhost:3000` };
}

/** A dealership with no cars and one location (`{slug}-sales`) on an existing site, such as a seeded demo site. */
export async function addFeedDealership(db: Queryable, siteId: number, slug: string): Promise<number> {
  const [{ id: dealershipId }] = await db.query<{ id: number }>(
    "INSERT INTO dealerships (site_id, slug, name, make) VALUES ($1, $2, $3, 'Toyota') RETURNING id",
    [siteId, slug, `${slug} dealership`],
  );
  await db.query(
    `INSERT INTO locations (site_id, dealership_id, slug, name, is_primary, street, city, state, postcode, lat, lng, time_zone)
     VALUES ($1, $2, $3, $4, true, '1 Main St', 'Maroochydore', 'QLD', '4558', -26.65, 153.09, 'Australia/Brisbane')`,
    [siteId, dealershipId, `${slug}-sales`, `${slug} sales`],
  );
  return dealershipId;
}
