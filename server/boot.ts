import { join } from "node:path";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { Env } from "~/lib/env.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { syncSites } from "~/services/sync-sites.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex, keepIndexInStep } from "~/search/stock-sync.server";

export type Platform = { db: Database; sites: TenantSite[]; search: SearchIndex; stopSync: () => Promise<void> };

/** Everything start-up does before serving: config, database, migrations, first-run demo data. */
export async function bootPlatform(env: Env, logger: Logger, hooks: { onStockRebuilt?: (siteId: number) => void } = {}): Promise<Platform> {
  const configs = loadSiteConfigs(env.SITES_DIR);
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, "pglite"),
    onConnectionError: (err) => logger.warn({ err }, "database connection lost; reconnecting"),
  });
  try {
    const applied = await migrate(db);
    if (applied.length) logger.info({ applied }, "migrations applied");
    const sites = await syncSites(db, configs, { port: env.PORT });
    if (env.SEED_ON_START) {
      const seeded = await seedDemo(db, sites, {
        now: new Date(),
        imagesDir: join(env.DATA_DIR, "images", "src"),
        log: (message) => logger.info(message),
      });
      if (seeded) logger.info({ cars: seeded }, "demo network loaded");
    }
    const search = new SearchIndex();
    const started = Date.now();
    await buildIndex(
      db,
      search,
      sites.map((s) => s.id),
    );
    logger.info({ cars: search.size(), ms: Date.now() - started }, "search index built");
    const stopSync = await keepIndexInStep(db, search, {
      onError: (err) => logger.error({ err }, "search index refresh failed"),
      onRebuilt: hooks.onStockRebuilt,
    });
    return { db, sites, search, stopSync };
  } catch (error) {
    await db.close();
    throw error;
  }
}
