import type { Queryable } from "~/db/database";
import { importSiteFiles, loadStoredConfigs } from "~/db/site-config-store.server";
import { syncSites } from "~/services/sync-sites.server";
import type { TenantSite } from "~/sites/tenant-site";

/** The platform's sites: the directory's files read in, then every stored site with its rows in step (syncSites). */
export async function loadSites(db: Queryable, options: { sitesDir: string; port: number; at: Date }): Promise<TenantSite[]> {
  await importSiteFiles(db, options.sitesDir, options.at);
  return syncSites(db, await loadStoredConfigs(db), { port: options.port });
}
