import type { Queryable } from "~/db/database";
import { disabledSiteSlugs, upsertDealerships, upsertSite } from "~/db/queries/sites.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { SiteConfig } from "~/sites/site-config";
import { siteOrigin } from "~/sites/site-origin";
import { siteContentChanged } from "~/site-content/site-content-generation.server";

/**
 * Site rows follow the checked-in configs: one row per config slug, name kept current, and the
 * dealerships and locations a config lists. `port` is the one the demo's default canonical origins
 * name (http://{slug}.localhost:{port}); it defaults to PORT's default.
 */
export async function syncSites(db: Queryable, configs: readonly SiteConfig[], options: { port?: number } = {}): Promise<TenantSite[]> {
  const sites: TenantSite[] = [];
  for (const config of configs) {
    const id = await upsertSite(db, config);
    await upsertDealerships(db, id, config.timeZone, config.dealerships);
    // Its locations are site content (site-content-cache.server.ts).
    siteContentChanged(id);
    sites.push({ ...config, id, origin: siteOrigin(config, options.port ?? 3000) });
  }
  return sites;
}

/** The synced sites a server answers for: all but those `npm run site -- disable` marked. */
export async function servedSites(db: Queryable, sites: readonly TenantSite[]): Promise<TenantSite[]> {
  const disabled = await disabledSiteSlugs(db);
  return sites.filter((s) => !disabled.has(s.slug));
}
