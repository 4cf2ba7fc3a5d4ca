import { join } from "node:path";
import type { Logger } from "pino";
import type { Database } from "../app/db/database";
import { migrate } from "../app/db/migrate.server";
import { openDatabase } from "../app/db/open-database.server";
import type { TenantSite } from "../app/lib/app-context";
import type { Env } from "../app/lib/env.server";
import { loadSiteConfigs } from "../app/sites/load-site-configs.server";
import { syncSites } from "../app/services/sync-sites.server";
import { seedDemo } from "../scripts/demo/seed-demo";

export type Platform = { db: Database; sites: TenantSite[] };

/** Everything start-up does before serving: config, database, migrations, first-run demo data. */
export async function bootPlatform(env: Env, logger: Logger): Promise<Platform> {
  const configs = loadSiteConfigs(env.SITES_DIR);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "pglite") });
  try {
    const applied = await migrate(db);
    if (applied.length) logger.info({ applied }, "migrations applied");
    const sites = await syncSites(db, configs);
    if (env.SEED_ON_START) {
      const seeded = await seedDemo(db, sites, {
        now: new Date(),
        imagesDir: join(env.DATA_DIR, "images", "src"),
        log: (message) => logger.info(message),
      });
      if (seeded) logger.info({ cars: seeded }, "demo network loaded");
    }
    return { db, sites };
  } catch (error) {
    await db.close();
    throw error;
  }
}
