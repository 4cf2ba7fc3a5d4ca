import type { Queryable } from "~/db/database";
import { upsertSite } from "~/db/queries/sites.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { SiteConfig } from "~/sites/site-config";
import { siteOrigin } from "~/sites/site-origin";

/**
 * Site rows follow the checked-in configs: one row per config slug, name kept current. `port` is
 * the one the demo's default canonical origins name (http://{slug}.localhost:{port}); it defaults to
 * PORT's default.
 */
export async function syncSites(db: Queryable, configs: readonly SiteConfig[], options: { port?: number } = {}): Promise<TenantSite[]> {
  const sites: TenantSite[] = [];
  for (const config of configs)
    sites.push({ ...config, id: await upsertSite(db, config), origin: siteOrigin(config, options.port ?? 3000) });
  return sites;
}
