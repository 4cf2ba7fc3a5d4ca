/** The dealer commands' shared start and end: open the database, bring it up to date, find the site; report a failure and close. */
import { join } from "node:path";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { type Env, parseEnv } from "~/lib/env.server";
import { loadSites } from "~/services/site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";

/** Opens and migrates the database for `work`; a failure is printed (no stack) and sets exit code 1. */
export async function runDatabaseCommand(work: (db: Database, env: Env) => Promise<void>): Promise<void> {
  const env = parseEnv(process.env);
  let db: Database | null = null;
  try {
    db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "pglite") });
    await migrate(db);
    await work(db, env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

export async function runSiteCommand(slug: string, work: (db: Database, site: TenantSite) => Promise<void>): Promise<void> {
  await runDatabaseCommand(async (db, env) => {
    const sites = await loadSites(db, { sitesDir: env.SITES_DIR, port: env.PORT, at: new Date() });
    const site = sites.find((s) => s.slug === slug);
    if (!site) throw new Error(`No site "${slug}". Sites: ${sites.map((s) => s.slug).join(", ")}`);
    await work(db, site);
  });
}
