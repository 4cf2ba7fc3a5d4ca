import type { Queryable } from "~/db/database";
import { upsertSite } from "~/db/queries/sites.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { SiteConfig } from "~/sites/site-config";

/** Site rows follow the checked-in configs: one row per config slug, name kept current. */
export async function syncSites(db: Queryable, configs: readonly SiteConfig[]): Promise<TenantSite[]> {
  const sites: TenantSite[] = [];
  for (const config of configs) sites.push({ ...config, id: await upsertSite(db, config) });
  return sites;
}
