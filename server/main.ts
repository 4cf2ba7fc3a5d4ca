import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { bootPlatform } from "./boot";
import { createApp, type AppOptions } from "./create-app";
import { createPageCache } from "./page-cache";
import { bufferedAnalytics } from "~/lib/analytics-sink.server";
import { runReservationUpkeep, UPKEEP_EVERY_MS } from "~/reserve/reservation-upkeep.server";
import { checkPaymentSettings, createPayments, stripeSettingsFromEnv, warnTestPaymentSites } from "~/payments/providers.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { join } from "node:path";
import { createLeadServices, loadOrCreateSecret } from "~/leads/lead-services.server";
import { tradeInHandOff } from "~/trade-in/trade-in-lead.server";
import { createSenders } from "~/leads/delivery/senders.server";
import { startDeliveryWorker } from "~/leads/delivery/delivery-worker.server";
import { purgeExpiredState } from "~/services/purge-expired-state.server";
import type { Accounts } from "~/accounts/accounts";
import type { SentSms } from "~/accounts/sms/log-sms-provider";
import { smsProviderFromEnv } from "~/accounts/sms/sms-providers.server";
import { isClusterPrimary, runPrimary, runsSingletonJobs, workerCount, workerIndex } from "./cluster";

const env = parseEnv(process.env);
const logger = createLogger(env.LOG_LEVEL);

/** A platform that stops takes at most this long: orchestrators send SIGKILL after 10 s. */
const SHUTDOWN_MS = 9_000;
const WORKERS = workerCount(env.WEB_CONCURRENCY);

async function main() {
  const pageCache = createPageCache({ maxSeconds: env.PAGE_CACHE_SECONDS, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 });
  // A site on Stripe without Stripe's keys stops start-up before anything else, naming the site and the missing variables.
  checkPaymentSettings(loadSiteConfigs(env.SITES_DIR), env);
  const { db, sites, search, stopSync } = await bootPlatform(env, logger, { onStockRebuilt: (siteId) => pageCache.purgeSite(siteId) });
  const payments = createPayments({ stripe: stripeSettingsFromEnv(env) });
  let build: AppOptions["build"];
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    build = { kind: "development", vite: await vite.createServer({ server: { middlewareMode: true } }) };
  } else {
    const serverBuild = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    build = { kind: "production", serverBuild, clientDir: resolve("build/client") };
  }
  const senders = createSenders({
    smtpUrl: env.SMTP_URL,
    mailDir: join(env.DATA_DIR, "mail"),
    from: env.LEAD_MAIL_FROM,
    shopperFrom: env.SHOPPER_MAIL_FROM,
  });
  const worker = env.DELIVERY_WORKER
    ? startDeliveryWorker(db, senders, {
        onError: (err, deliveryId) => logger.warn({ err, deliveryId }, "lead delivery failed; will retry"),
      })
    : null;
  const purgeNow = () =>
    purgeExpiredState(db, { now: new Date(), analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS })
      .then((purged) => logger.info({ purged }, "expired state purged"))
      .catch((err) => logger.warn({ err }, "purge failed"));
  // At start too: a server restarted more often than hourly would otherwise never purge. One worker of a cluster purges.
  const singleton = runsSingletonJobs();
  if (singleton) void purgeNow();
  const purge = setInterval(() => singleton && purgeNow(), 60 * 60 * 1000);
  purge.unref();
  const leads = createLeadServices({
    secret: loadOrCreateSecret(env.DATA_DIR, env.LEAD_SECRET),
    captchaCost: env.CAPTCHA_COST,
    counterMin: env.CAPTCHA_COUNTER_MIN,
    counterMax: env.CAPTCHA_COUNTER_MAX,
    onLeadStored: () => worker?.wake(),
    tradeIns: tradeInHandOff,
  });
  // The sent-messages outbox (read by the end-to-end suite's /__test hook) exists only with E2E_FIXTURES,
  // and never beside a real SMS provider: a deployment that texts real phones never exposes codes.
  if (env.E2E_FIXTURES && env.SMS_PROVIDER !== "log") throw new Error("E2E_FIXTURES cannot be on with a real SMS provider.");
  const sentSms: SentSms[] | undefined = env.E2E_FIXTURES ? [] : undefined;
  const accounts: Accounts = { sms: smsProviderFromEnv(env, logger, sentSms), secret: leads.secret, sentSms };
  const analytics = bufferedAnalytics(db, {
    flushMs: 250,
    maxWaiting: 50_000,
    onError: (err, dropped) => logger.warn({ err, dropped }, "analytics events not stored; dropped"),
  });
  // The reservations' upkeep (lapses, unfinished payments, refunds owed, missing leads): at start, as the purge, so a
  // server restarted often still runs it, and then every minute. Worker 0 of a cluster only.
  const upkeepNow = () =>
    runReservationUpkeep({ db, sites: sites.current, services: leads, providerFor: payments.providerFor, logger }).catch((err) =>
      logger.warn({ err }, "reservation upkeep failed"),
    );
  if (singleton) {
    warnTestPaymentSites(sites.current, logger);
    void upkeepNow();
  }
  const holds = setInterval(() => singleton && upkeepNow(), UPKEEP_EVERY_MS);
  holds.unref();
  const app = createApp({
    db,
    search,
    sites,
    logger,
    dataDir: env.DATA_DIR,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    port: env.PORT,
    build,
    leads,
    testFixtures: env.E2E_FIXTURES,
    trustedProxies: env.TRUSTED_PROXIES,
    pageCache,
    analytics,
    admission: { concurrency: env.ADMISSION_CONCURRENCY, maxQueue: env.ADMISSION_QUEUE, maxWaitMs: env.ADMISSION_WAIT_MS },
    payments,
    accounts,
  });
  if (env.E2E_FIXTURES) logger.warn("E2E_FIXTURES is on: test data endpoints are mounted at /__test; never do this in production");
  const server = app.listen(env.PORT, env.HOST, () => {
    // For the person who ran `npm start`: where each demo site answers (the logs are JSON lines). Once per cluster.
    if (workerIndex() > 0) return;
    const workers = WORKERS > 1 ? `, ${WORKERS} worker processes` : "";
    const port = (server.address() as { port: number }).port;
    const lines = sites.current.map((site) => `  ${site.name.padEnd(26)} ${site.origin}/`);
    process.stdout.write(
      `\nDealer platform ready (${db.kind}${workers}).\n  Platform index: http://localhost:${port}/\n${lines.join("\n")}\n\n`,
    );
  });
  // An idle keep-alive connection is closed by the client's side first: a proxy or load balancer (60 s idle is common)
  // reuses it, and had the server closed it at Node's default 5 s, a request sent as it closed would be reset (a 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // SIGTERM: take no new connections, let requests in flight finish, write queued analytics, stop the outbox worker and the
  // index sync, close the database, and be gone within SHUTDOWN_MS whatever happens.
  let stopping = false;
  const stop = () => {
    // A cluster worker can get both signals: Ctrl-C reaches the whole process group, and the primary passes SIGTERM on.
    if (stopping) return;
    stopping = true;
    logger.info("shutting down: finishing requests in flight");
    setTimeout(() => {
      logger.warn("requests still in flight at the shutdown deadline; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_MS - 2000).unref();
    setTimeout(() => {
      logger.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    clearInterval(purge);
    clearInterval(holds);
    server.close(() => {
      // Queued analytics are written before the database closes.
      Promise.all([stopSync(), worker?.stop(), analytics.stop()])
        .catch((err) => logger.warn({ err }, "background work did not stop cleanly"))
        .then(() => db.close())
        .catch((err) => logger.warn({ err }, "database did not close cleanly"))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections with no request in flight would hold server.close() open until they time out.
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

(isClusterPrimary(WORKERS) ? runPrimary(WORKERS, logger, SHUTDOWN_MS) : main()).catch((error) => {
  // The fatal line names the cause (an invalid site config names the site and the field).
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
});
