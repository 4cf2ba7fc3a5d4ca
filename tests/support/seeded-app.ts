import { existsSync, mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { logSmsProvider, type SentSms } from "~/lib/sms/log-sms-provider";
import type { ServerBuild } from "react-router";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import type { LeadServices } from "~/leads/lead-services";
import { tradeInHandOff } from "~/trade-in/trade-in-lead.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { importSiteFiles } from "~/db/site-config-store.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { SiteConfig } from "~/sites/site-config";
import type { TenantSite } from "~/sites/tenant-site";
import { BUILD_MARKER, newerThanBuild, newerThanServerBundle } from "../../scripts/build-freshness";
import { type AppOptions, createApp } from "../../server/create-app";

/** The HTTP integration tests serve the built app: refuse a build older than app/. */
export function requireFreshBuild(): void {
  const skip = (name: string) => /\.test\.tsx?$/.test(name);
  // The server bundle (plain node, what the spawned-server tests run) is part of the build too.
  const stale = [...new Set([...newerThanBuild(skip), ...newerThanServerBundle(skip)])];
  if (stale.length)
    throw new Error(
      existsSync(BUILD_MARKER)
        ? `The build is older than ${stale.join(", ")}: run \`npm run build\` before the HTTP integration tests`
        : "There is no build: run `npm run build` before the HTTP integration tests",
    );
}

export const TEST_SECRET = "x".repeat(32);
export const testLeadServices = (): LeadServices =>
  createLeadServices({ secret: TEST_SECRET, captchaCost: 10, counterMin: 5, counterMax: 10, tradeIns: tradeInHandOff });

export type SeededPlatform = { db: Database; sites: TenantSite[]; search: SearchIndex; dataDir: string };

/** A migrated database (in-memory unless `databaseUrl` is given) with the demo network (a few cars a site), its sites and a built search index. */
export async function seededPlatform(options: {
  now: Date;
  totalCars?: number;
  /** The port the sites' default canonical origins name (http://{slug}.localhost:{port}). */
  port?: number;
  configure?: (configs: SiteConfig[]) => SiteConfig[];
  /** A real PostgreSQL server instead of the in-memory embedded one. */
  databaseUrl?: string;
}): Promise<SeededPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), "seeded-app-"));
  const db = await openDatabase({ databaseUrl: options.databaseUrl });
  await migrate(db);
  // Stored as start-up stores them (decision 053), so the console's settings have a version to build on.
  await importSiteFiles(db, "config/sites", options.now);
  const configs = loadSiteConfigs("config/sites");
  const sites = await syncSites(db, options.configure ? options.configure(configs) : configs, { port: options.port ?? 3000 });
  await seedDemo(db, sites, { now: options.now, totalCars: options.totalCars ?? 80, imagesDir: join(dataDir, "images", "src") });
  const search = new SearchIndex();
  await buildIndex(
    db,
    search,
    sites.map((s) => s.id),
  );
  return { db, sites, search, dataDir };
}

/** `sentSms`: the text messages the app "sent" (the log provider's outbox), where tests read sign-in codes. */
export type Listening = { server: Server; port: number; close: () => Promise<void>; sentSms: SentSms[] };

/** createApp on the built server bundle, listening on a free port of 127.0.0.1. */
export async function listenApp(
  platform: SeededPlatform,
  options: Partial<Omit<AppOptions, "db" | "build" | "now">> & { now: Date },
): Promise<Listening> {
  const serverBuild = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  const { now, ...rest } = options;
  const leads = rest.leads ?? testLeadServices();
  const sentSms: SentSms[] = [];
  const app = createApp({
    accounts: { sms: logSmsProvider(pino({ level: "silent" }), sentSms), secret: leads.secret, sentSms },
    db: platform.db,
    search: platform.search,
    sites: { current: platform.sites },
    logger: pino({ level: "silent" }),
    dataDir: platform.dataDir,
    bodyLimitBytes: 100_000,
    port: 0,
    build: { kind: "production", serverBuild, clientDir: resolve("build/client") },
    ...rest,
    leads,
    now: () => now,
  });
  return new Promise((ok) => {
    const server = app.listen(0, "127.0.0.1", () =>
      ok({
        server,
        sentSms,
        port: (server.address() as { port: number }).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
