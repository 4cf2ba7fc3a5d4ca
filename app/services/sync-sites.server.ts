import type { Queryable } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { SiteConfig } from "~/sites/site-config";

/** Site rows follow the checked-in configs: one row per config slug, name kept current. */
export async function syncSites(db: Queryable, configs: readonly SiteConfig[]): Promise<TenantSite[]> {
  const sites: TenantSite[] = [];
  for (const config of configs) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO sites (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [config.slug, config.name],
    );
    sites.push({ ...config, id: row.id });
  }
  return sites;
}
