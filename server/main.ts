import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Accounts } from "~/accounts/accounts";
import type { SentSms } from "~/lib/sms/log-sms-provider";
import { smsProviderFromEnv } from "~/lib/sms/sms-providers.server";
import { createLeadServices, loadOrCreateSecret } from "~/leads/lead-services.server";
import type { ConsoleServices } from "~/console/console-deps";
import { demoOwnerLinks } from "~/console/demo-staff.server";
import { bufferedAnalytics } from "~/lib/analytics-sink.server";
import { createMailer, type SentMail } from "~/lib/mailer.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { createPayments, stripeSettingsFromEnv } from "~/payments/providers.server";
import type { FileStore } from "~/storage/file-store";
import { openFileStore } from "~/storage/open-file-store.server";
import type { TenantSite } from "~/sites/tenant-site";
import { takesDeposits } from "~/domain/reserve/takes-deposits";
import { tradeInHandOff } from "~/trade-in/trade-in-lead.server";
import type { AppBuild } from "./app-handler";
import { startHousekeeping, startLeadDelivery } from "./background-jobs";
import { bootPlatform } from "./boot";
import { isClusterPrimary, runPrimary, workerCount, workerIndex } from "./cluster";
import { createApp, endLiveStreams, platformOrigin } from "./create-app";
import { stopGracefully } from "./graceful-stop";
import { createPageCache, type PageCache } from "./page-cache";

/** A person reading the output in a terminal (npm start), not a deployment's log pipe. */
const TERMINAL = process.stdout.isTTY === true;
const env = parseEnv(process.env, { terminal: TERMINAL });
const logger = createLogger(env.LOG_LEVEL);

/** A platform that stops takes at most this long: orchestrators send SIGKILL after 10 s. */
const SHUTDOWN_MS = 9_000;
const WORKERS = workerCount(env.WEB_CONCURRENCY);

/** The built bundle in production; Vite's dev server in middleware mode in development. */
async function loadBuild(): Promise<AppBuild> {
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    return { kind: "development", vite: await vite.createServer({ server: { middlewareMode: true } }) };
  }
  const serverBuild = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  return { kind: "production", serverBuild, clientDir: resolve("build/client") };
}

/**
 * For the person who ran `npm start`: where each site answers (the logs are JSON lines), a site taking deposits
 * through the built-in test provider marked (in a terminal that mark stands for the warning a log would carry).
 * Once per cluster.
 */
function announce(server: Server, dbKind: string, sites: readonly TenantSite[], consoleLinks: Map<number, string>) {
  if (workerIndex() > 0) return;
  const workers = WORKERS > 1 ? `, ${WORKERS} worker processes` : "";
  const port = (server.address() as { port: number }).port;
  const testing = (site: TenantSite) => takesDeposits(site) && site.reservations.provider === "test";
  const lines = sites.map((site) => {
    const link = consoleLinks.get(site.id);
    // Issue 53: a newcomer is in the dealer console one click after npm start, as the demo site's owner.
    const consoleLine = link ? `\n    its dealer console, signed in as the demo owner: ${link}` : "";
    return `  ${site.name.padEnd(26)} ${site.origin}/${testing(site) ? " *" : ""}${consoleLine}`;
  });
  const note = sites.some(testing) ? "  * takes deposits through the test provider: test card numbers reserve its cars for nothing\n" : "";
  const logs = TERMINAL && !process.env.LOG_LEVEL ? "Warnings and errors only from here (LOG_LEVEL=info for a line per request).\n" : "";
  process.stdout.write(
    `\nDealer platform ready (${dbKind}${workers}).\n  Platform index: http://localhost:${port}/\n${lines.join("\n")}\n${note}\n${logs}`,
  );
}

/**
 * Says at start-up whether the file store answers (one listing call), without waiting for it: a wrong bucket or key
 * is in the log at once rather than found photo by photo, and a store that is briefly down does not stop the server.
 */
function checkFileStore(storage: FileStore) {
  logger.info({ storage: storage.kind, location: storage.location }, "file store");
  // A local directory is there or is made on the first write; listing it would read the whole tree.
  if (storage.kind === "local") return;
  storage
    .list()
    [Symbol.asyncIterator]()
    .next()
    .catch((err) =>
      logger.error(
        { err, location: storage.location },
        "the file store cannot be read: stored photos are not served or stored until it can",
      ),
    );
}

/** One provider for sign-in codes and the shoppers' reservation texts (the outbox's shopper-sms jobs). */
function openSms() {
  // The sent-messages outbox (read by the end-to-end suite's /__test hook) exists only with E2E_FIXTURES,
  // and never beside a real SMS provider: a deployment that texts real phones never exposes codes.
  if (env.E2E_FIXTURES && env.SMS_PROVIDER !== "log") throw new Error("E2E_FIXTURES cannot be on with a real SMS provider.");
  const sentSms: SentSms[] | undefined = env.E2E_FIXTURES ? [] : undefined;
  return { sms: smsProviderFromEnv(env, logger, sentSms), sentSms };
}

/** A cached page outlives neither its site's stock being rebuilt, nor its settings being saved, nor its content changing. */
function purgesOf(pageCache: PageCache) {
  return {
    onStockRebuilt: (siteId: number) => pageCache.purgeSite(siteId),
    onContentChanged: (siteId: number) => pageCache.purgeSite(siteId),
    onSitesReloaded: (siteIds: readonly number[]) => {
      for (const id of siteIds) pageCache.purgeSite(id);
    },
  };
}

async function main() {
  const pageCache = createPageCache({ maxSeconds: env.PAGE_CACHE_SECONDS, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 });
  const { db, sites, search, stopSync } = await bootPlatform(env, logger, purgesOf(pageCache));
  const payments = createPayments({ stripe: stripeSettingsFromEnv(env) });
  // Chosen once: every stored photo goes in and comes out through it (feeds, the console's uploads, /img).
  const storage = openFileStore(env);
  checkFileStore(storage);
  const { sms, sentSms } = openSms();
  const worker = startLeadDelivery(db, env, logger, sms);
  const leads = createLeadServices({
    secret: loadOrCreateSecret(env.DATA_DIR, env.LEAD_SECRET),
    captchaCost: env.CAPTCHA_COST,
    counterMin: env.CAPTCHA_COUNTER_MIN,
    counterMax: env.CAPTCHA_COUNTER_MAX,
    onLeadStored: () => worker?.wake(),
    tradeIns: tradeInHandOff,
  });
  const accounts: Accounts = { sms, secret: leads.secret, sentSms };
  const sentMail: SentMail[] | undefined = env.E2E_FIXTURES ? [] : undefined;
  const consoleServices: ConsoleServices = {
    secret: leads.secret,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, mailDir: join(env.DATA_DIR, "mail"), sent: sentMail }),
    from: env.CONSOLE_MAIL_FROM,
    platformOrigin: platformOrigin(env.PLATFORM_HOSTS, env.PORT),
    sentMail,
    // The end-to-end suite serves its feeds from 127.0.0.1; never on in production.
    loopbackFeedsForTests: env.E2E_FIXTURES,
  };
  const analytics = bufferedAnalytics(db, {
    flushMs: 250,
    maxWaiting: 50_000,
    onError: (err, dropped) => logger.warn({ err, dropped }, "analytics events not stored; dropped"),
  });
  const stopHousekeeping = startHousekeeping({ terminal: TERMINAL, db, env, logger, sites, leads, payments, storage, consoleServices });
  const app = createApp({
    db,
    search,
    sites,
    logger,
    dataDir: env.DATA_DIR,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    port: env.PORT,
    platformHosts: env.PLATFORM_HOSTS,
    build: await loadBuild(),
    leads,
    testFixtures: env.E2E_FIXTURES,
    trustedProxies: env.TRUSTED_PROXIES,
    pageCache,
    analytics,
    admission: { concurrency: env.ADMISSION_CONCURRENCY, maxQueue: env.ADMISSION_QUEUE, maxWaitMs: env.ADMISSION_WAIT_MS },
    payments,
    accounts,
    console: consoleServices,
    storage,
  });
  if (env.E2E_FIXTURES) logger.warn("E2E_FIXTURES is on: test data endpoints are mounted at /__test; never do this in production");
  const consoleLinks =
    env.SEED_ON_START && workerIndex() === 0
      ? await demoOwnerLinks({ db, now: new Date(), ...consoleServices }, sites.current)
      : new Map<number, string>();
  const server = app.listen(env.PORT, env.HOST, () => announce(server, db.kind, sites.current, consoleLinks));
  // An idle keep-alive connection is closed by the client's side first: a proxy or load balancer (60 s idle is common)
  // reuses it, and had the server closed it at Node's default 5 s, a request sent as it closed would be reset (a 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  stopGracefully(server, logger, SHUTDOWN_MS, {
    stopTimers: () => {
      stopHousekeeping();
      endLiveStreams(app);
    },
    // Queued analytics are written before the database closes.
    finish: () =>
      Promise.all([stopSync(), worker?.stop(), analytics.stop()])
        .catch((err) => logger.warn({ err }, "background work did not stop cleanly"))
        .then(() => db.close())
        .catch((err) => logger.warn({ err }, "database did not close cleanly")),
  });
}

(isClusterPrimary(WORKERS) ? runPrimary(WORKERS, logger, SHUTDOWN_MS) : main()).catch((error) => {
  // The fatal line names the cause (an invalid site config names the site and the field).
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
});
