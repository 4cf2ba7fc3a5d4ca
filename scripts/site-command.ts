/** The dealer commands' shared start and end: open the database, bring it up to date, find the site; report a failure and close. */
import { join } from "node:path";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { parseEnv } from "~/lib/env.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";

export async function runSiteCommand(slug: string, work: (db: Database, site: TenantSite) => Promise<void>): Promise<void> {
  const env = parseEnv(process.env);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "pglite") });
  try {
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs(env.SITES_DIR), { port: env.PORT });
    const site = sites.find((s) => s.slug === slug);
    if (!site) throw new Error(`No site "${slug}". Sites: ${sites.map((s) => s.slug).join(", ")}`);
    await work(db, site);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
