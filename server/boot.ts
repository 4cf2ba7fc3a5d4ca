import { join } from "node:path";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { Env } from "~/lib/env.server";
import { loadStoredConfigs } from "~/db/site-config-store.server";
import { loadSites } from "~/services/site-configs.server";
import { servedSites, syncSites } from "~/services/sync-sites.server";
import { keepSitesInStep } from "~/services/sites-changed.server";
import { keepContentInStep } from "~/services/content-changed.server";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import { ensureDemoLeads } from "~/console/demo-leads.server";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { seedDemoHistory } from "~/demo/demo-history-seed.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { checkPaymentSettings } from "~/payments/providers.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex, keepIndexInStep } from "~/search/stock-sync.server";

/**
 * `sites`: the enabled sites, replaced whole when a site's settings are saved, or `npm run site` creates, disables or
 * enables one (sites_changed).
 */
export type Platform = { db: Database; sites: { current: readonly TenantSite[] }; search: SearchIndex; stopSync: () => Promise<void> };

/** Everything start-up does before serving: database, migrations, the sites' config, first-run demo data. */
export async function bootPlatform(
  env: Env,
  logger: Logger,
  hooks: {
    onStockRebuilt?: (siteId: number) => void;
    onSitesReloaded?: (siteIds: readonly number[]) => void;
    onContentChanged?: (siteId: number) => void;
  } = {},
): Promise<Platform> {
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, "pglite"),
    onConnectionError: (err) => logger.warn({ err }, "database connection lost; reconnecting"),
  });
  try {
    const applied = await migrate(db);
    if (applied.length) logger.info({ applied }, "migrations applied");
    const synced = await loadSites(db, { sitesDir: env.SITES_DIR, port: env.PORT, at: new Date() });
    // A site on Stripe without Stripe's keys stops start-up before anything is served, naming the site and the variables.
    checkPaymentSettings(synced, env);
    const sites = { current: await servedSites(db, synced) };
    if (env.SEED_ON_START) {
      const seeded = await seedDemo(db, synced, {
        now: new Date(),
        imagesDir: join(env.DATA_DIR, "images", "src"),
        log: (message) => logger.info(message),
      });
      if (seeded) logger.info({ cars: seeded }, "demo network loaded");
      // Issue 53: one person in each role on every site without staff yet, so the console can be tried at once.
      await ensureDemoStaff(db, synced, new Date());
      await ensureDemoLeads(db, synced, new Date());
      // Issue 56: a month of visits, events and worked leads, so the console's dashboards have something to show.
      await seedDemoHistory(db, synced, { now: new Date(), log: (message) => logger.info(message) });
    }
    const search = new SearchIndex();
    const started = Date.now();
    await buildIndex(
      db,
      search,
      synced.map((s) => s.id),
    );
    logger.info({ cars: search.size(), ms: Date.now() - started }, "search index built");
    const stopSync = await keepIndexInStep(db, search, {
      onError: (err) => logger.error({ err }, "search index refresh failed"),
      onRebuilt: hooks.onStockRebuilt,
    });
    // A site's settings saved, or a site created or re-enabled, while this server runs: the stored configs read again,
    // rows synced, new sites indexed. One that fails its checks leaves the sites served as they were (writes are checked).
    const stopSites = await keepSitesInStep(
      db,
      async () => {
        const configs = await loadStoredConfigs(db);
        // Start-up's own check: a Stripe site without Stripe's keys would stop the next start, so it is not served now either.
        checkPaymentSettings(configs, env);
        const all = await syncSites(db, configs, { port: env.PORT });
        const indexed = new Set(search.siteIds());
        const added = all.filter((s) => !indexed.has(s.id)).map((s) => s.id);
        if (added.length) await buildIndex(db, search, added);
        sites.current = await servedSites(db, all);
        // A page cached before the save shows the old settings (a price's words, the theme): every site's pages go.
        hooks.onSitesReloaded?.(all.map((s) => s.id));
        logger.info({ sites: sites.current.map((s) => s.slug) }, "sites reloaded");
      },
      (err) => logger.error({ err }, "sites reload failed; serving the sites as before"),
    );
    // A review hidden or an offer published in the console, on any process: this one's content cache and pages go too.
    const stopContent = await keepContentInStep(db, (siteId) => {
      for (const id of siteId === null ? sites.current.map((s) => s.id) : [siteId]) {
        siteContentChanged(id);
        hooks.onContentChanged?.(id);
      }
    });
    return { db, sites, search, stopSync: () => Promise.all([stopSync(), stopSites(), stopContent()]).then(() => undefined) };
  } catch (error) {
    await db.close();
    throw error;
  }
}
