import { join } from "node:path";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import type { ConsoleServices } from "~/console/console-deps";
import { sendWeeklySummaries } from "~/console/weekly-summary.server";
import { startDeliveryWorker } from "~/leads/delivery/delivery-worker.server";
import { createSenders } from "~/leads/delivery/senders.server";
import type { LeadServices } from "~/leads/lead-services";
import type { Env } from "~/lib/env.server";
import type { SmsProvider } from "~/lib/sms/sms-provider";
import type { Payments } from "~/payments/payment-settings";
import { warnTestPaymentSites } from "~/payments/providers.server";
import { runReservationUpkeep, UPKEEP_EVERY_MS } from "~/reserve/reservation-upkeep.server";
import { purgeExpiredState } from "~/services/purge-expired-state.server";
import { rollUpAnalytics } from "~/services/roll-up-analytics.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { FileStore } from "~/storage/file-store";
import { runDuePulls } from "~/stock-feed/pull-feed.server";
import { runsSingletonJobs } from "./cluster";

/** The lead outbox's worker, started before the lead services so a stored lead can wake it. */
export function startLeadDelivery(db: Database, env: Env, logger: Logger, sms: SmsProvider) {
  const senders = createSenders({
    smtpUrl: env.SMTP_URL,
    mailDir: join(env.DATA_DIR, "mail"),
    from: env.LEAD_MAIL_FROM,
    shopperFrom: env.SHOPPER_MAIL_FROM,
    staffFrom: env.CONSOLE_MAIL_FROM,
    sms,
  });
  return env.DELIVERY_WORKER
    ? startDeliveryWorker(db, senders, {
        onError: (err, deliveryId) => logger.warn({ err, deliveryId }, "lead delivery failed; will retry"),
      })
    : null;
}

type JobDeps = {
  /** A terminal's reader sees the test-provider sites marked in the start-up list (main.ts) instead of a warning each. */
  terminal: boolean;
  db: Database;
  env: Env;
  logger: Logger;
  sites: { current: readonly TenantSite[] };
  leads: LeadServices;
  payments: Payments;
  storage: FileStore;
  /** The console's mail, for the weekly summaries. */
  consoleServices: Pick<ConsoleServices, "mailer" | "from">;
};

/**
 * The hourly rollup of analytics, the weekly summary e-mails (which read the rollup) and purge of expired state, and the reservations' upkeep every minute (lapses, unfinished payments,
 * refunds owed, missing leads). Each runs at start too: a server restarted more often than its interval would
 * otherwise never run it. One worker of a cluster runs them. Returns the stop.
 */
export function startHousekeeping({ terminal, db, env, logger, sites, leads, payments, storage, consoleServices }: JobDeps): () => void {
  const singleton = runsSingletonJobs();
  // The rollup first: a raw event is counted into the daily totals before the purge can take it, and Sunday's are
  // counted before the weekly summaries read them.
  const purgeNow = () =>
    rollUpAnalytics(db, { now: new Date(), retentionDays: env.ANALYTICS_RETENTION_DAYS, sites: sites.current })
      .then((rolledUp) => logger.info({ rolledUp }, "analytics rolled up"))
      .catch((err) => logger.warn({ err }, "analytics rollup failed"))
      .then(() =>
        sendWeeklySummaries(
          { db, sites: sites.current, now: new Date(), mailer: consoleServices.mailer, from: consoleServices.from },
          (err, who) => logger.warn({ err, ...who }, "weekly summary not sent; will retry"),
        ),
      )
      .then((weekly) => weekly.sent + weekly.failed > 0 && logger.info({ weekly }, "weekly summaries sent"))
      .catch((err) => logger.warn({ err }, "weekly summaries failed"))
      .then(() => purgeExpiredState(db, { now: new Date(), analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS }))
      .then((purged) => logger.info({ purged }, "expired state purged"))
      .catch((err) => logger.warn({ err }, "purge failed"));
  const upkeepNow = () =>
    runReservationUpkeep({ db, sites: sites.current, services: leads, providerFor: payments.providerFor, logger }).catch((err) =>
      logger.warn({ err }, "reservation upkeep failed"),
    );
  if (singleton) {
    void purgeNow();
    if (!terminal) warnTestPaymentSites(sites.current, logger);
    void upkeepNow();
  }
  const purge = setInterval(() => singleton && purgeNow(), 60 * 60 * 1000);
  const holds = setInterval(() => singleton && upkeepNow(), UPKEEP_EVERY_MS);
  purge.unref();
  holds.unref();
  const stopPulls = startFeedPulls({ db, logger, sites, storage, secret: leads.secret });
  return () => {
    clearInterval(purge);
    clearInterval(holds);
    stopPulls();
  };
}

export const FEED_PULLS_EVERY_MS = 60_000;

/**
 * Dealers' scheduled feed pulls (decision 048), checked every minute in every process: the claim in the database
 * (FOR UPDATE SKIP LOCKED) gives each due pull to one process, and the import lock keeps one import a dealership at
 * a time. A minute whose pulls are still running when the next one comes is skipped here, not run twice.
 */
export function startFeedPulls(deps: {
  db: Database;
  logger: Logger;
  sites: { current: readonly TenantSite[] };
  storage: FileStore;
  secret: string;
}): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    // An unchanged feed is the usual answer: only imports and failures are worth a log line.
    runDuePulls({ db: deps.db, store: deps.storage, secret: deps.secret }, deps.sites.current, new Date(), (site, pull, result) => {
      if (result.status !== "unchanged") deps.logger.info({ site: site.slug, dealershipId: pull.dealershipId, ...result }, "feed pulled");
    })
      .catch((err) => deps.logger.warn({ err }, "feed pulls failed"))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, FEED_PULLS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
