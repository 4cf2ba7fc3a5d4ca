import { join } from "node:path";
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import type { Accounts } from "~/accounts/accounts";
import type { ConsoleServices } from "~/console/console-deps";
import { createMailer, type SentMail } from "~/lib/mailer.server";
import { logSmsProvider, type SentSms } from "~/lib/sms/log-sms-provider";
import type { AppContext } from "~/app-context";
import type { Database } from "~/db/database";
import { isKnownMakeLogo } from "~/db/queries/image-keys.server";
import type { LeadServices } from "~/leads/lead-services";
import { type AnalyticsSink, directAnalytics } from "~/lib/analytics-sink.server";
import type { Payments } from "~/payments/payment-settings";
import { createPayments } from "~/payments/providers.server";
import type { StockSearch } from "~/search/search-index";
import type { FileStore } from "~/storage/file-store";
import { localFileStore } from "~/storage/local-file-store.server";
import { localStoreDir } from "~/storage/open-file-store.server";
import { type LiveSites, perSiteList } from "~/sites/live-sites";
import { CAR_EDITOR_PATH, CONTENT_IMAGES_PATH, PHOTO_UPLOAD_MAX_BYTES } from "~/domain/console/car-photos";
import { FEED_BODY_LIMIT_BYTES, STOCK_FEED_PATH } from "~/stock-feed/feed-limits";
import { type AdmissionOptions, admission } from "./admission";
import { type AppBuild, appHandler, wrap } from "./app-handler";
import { handleUnexpectedError } from "./api-errors";
import { compressResponses } from "./compress";
import { watchDatabaseHealth } from "./database-health";
import { answeringUnavailable } from "./database-unavailable";
import { imageHandler } from "./images";
import { mapTileCspSources } from "./map-csp";
import { refuseUnknownMethods } from "./methods";
import type { PageCache } from "./page-cache";
import { stripeCspSources } from "./payment-csp";
import { rateLimits } from "./rate-limits";
import { requestLog } from "./request-log";
import { LIVE_LEADS_PATH, liveLeads } from "./live-leads";
import { limitBody, refuseCrossOrigin } from "./security";
import { type Locals, securityHeaders } from "./security-headers";
import { siteHost } from "./site-host";
import { createTestClock, type TestClock } from "./test-clock";
import { testFixtures } from "./test-fixtures";
import { refuseUnreadableUrls } from "./url-guard";

export type AppOptions = {
  db: Database;
  search: StockSearch;
  /** Read on every request: `npm run site` can add or disable a site while the server runs. */
  sites: LiveSites;
  logger: Logger;
  dataDir: string;
  bodyLimitBytes: number;
  port: number;
  /** Production: the built server bundle. Development: Vite's dev server in middleware mode. */
  build: AppBuild;
  now?: () => Date;
  leads: LeadServices;
  /**
   * TRUSTED_PROXIES: the peers whose X-Forwarded-For/-Proto/-Host Express believes (req.ip, req.secure).
   * Default none. No absolute URL is built from these headers either way: sites use their canonical origin.
   */
  trustedProxies?: readonly string[];
  /** Where analytics batches go; without one each is written as it arrives. */
  analytics?: AnalyticsSink;
  /** Admission control (server/admission.ts): without it every request read is worked on at once. */
  admission?: AdmissionOptions;
  /** The shared page cache (server/page-cache.ts); without it every page renders on every request (their caching headers stay). */
  pageCache?: PageCache;
  /** Tests only (E2E_FIXTURES=true): the end-to-end suite's data endpoint at /__test, see server/test-fixtures.ts. */
  testFixtures?: boolean;
  /** Deposit providers; without them only the built-in test provider (no Stripe). */
  payments?: Payments;
  /** Sign-in's SMS provider; without one, codes go to the log and (tests) to `sentSms`. */
  accounts?: Accounts;
  /** PLATFORM_HOSTS: the platform's own host names (the index of sites, the operators' console); default localhost and 127.0.0.1. */
  platformHosts?: readonly string[];
  /** The dealer console's mail; without it, .eml files under the data directory and (tests) `sentMail`. */
  console?: ConsoleServices;
  /** Where stock photos are kept (STORAGE, app/storage); without it, the local directory under the data directory. */
  storage?: FileStore;
  /** Tests only: the console's Pull now may fetch feeds from 127.0.0.1 over plain http (with the default console services). */
  loopbackFeedsForTests?: boolean;
};

/** Where the platform's own links point (sign-in e-mails on its host, its passkeys' RP ID): its first host name. */
export function platformOrigin(platformHosts: readonly string[] | undefined, port: number): string {
  return `http://${platformHosts?.[0] ?? "localhost"}:${port}`;
}

/** The console's services when none are given: staff mail written to files under DATA_DIR/mail. */
function defaultConsoleServices(options: AppOptions): ConsoleServices {
  const sentMail: SentMail[] = [];
  return {
    secret: options.leads.secret,
    mailer: createMailer({ mailDir: join(options.dataDir, "mail"), sent: sentMail }),
    from: "Dealer console <console@dealer-platform.example>",
    platformOrigin: platformOrigin(options.platformHosts, options.port),
    sentMail,
    loopbackFeedsForTests: options.loopbackFeedsForTests,
  };
}

export function createApp(options: AppOptions): express.Express {
  const { db, sites, logger } = options;
  const payments = options.payments ?? createPayments({ stripe: null });
  const sentSms: SentSms[] = [];
  const accounts: Accounts = options.accounts ?? { sms: logSmsProvider(logger, sentSms), secret: options.leads.secret, sentSms };
  const consoleServices = options.console ?? defaultConsoleServices(options);
  const store = options.storage ?? localFileStore(localStoreDir(options.dataDir));
  const app = express();
  app.disable("x-powered-by");
  const trusted = options.trustedProxies ?? [];
  app.set("trust proxy", trusted.length ? [...trusted] : false);

  app.use(requestLog(logger));
  const stripeCspFor = perSiteList(sites, (list) => stripeCspSources(payments.stripe, list));
  app.use(securityHeaders({ dev: options.build.kind === "development", stripeCspFor, tileCspFor: perSiteList(sites, mapTileCspSources) }));
  app.use(compressResponses());

  const health = watchDatabaseHealth(db, {
    intervalMs: 1000,
    timeoutMs: 2000,
    onChange: (healthy, err) =>
      healthy ? logger.info("database reachable again") : logger.error({ err }, "database unreachable; pages answer 503 until it is back"),
  });
  app.get("/healthz", async (_req, res) => {
    // Any host (load balancers probe by address); the body names nothing about the deployment.
    if (await health.check()) res.status(200).json({ status: "ok" });
    else res.status(503).json({ status: "unavailable" });
  });
  const clock = options.testFixtures ? mountTestFixtures(app, options, accounts, consoleServices) : null;
  // The console's live inbox stays open for hours: it is served before admission, so it never holds a slot.
  const live = liveLeads({ db, sites, now: options.now });
  app.get(LIVE_LEADS_PATH, live.handler);
  app.locals.endLiveStreams = live.endAll;
  // Everything below waits its turn under load; /healthz and the live inbox above never do.
  if (options.admission) app.use(admission(options.admission));
  app.use(refuseUnknownMethods);
  app.use(refuseUnreadableUrls);
  app.use(siteHost(sites, options.port, options.platformHosts));
  app.use(refuseCrossOrigin);
  // Dealer systems post whole stock feeds, far larger than any form: that one path has its own limit.
  // So do a car editor's photo uploads and the content library's (several photos of up to 15 MB each, app/domain/console/car-photos.ts).
  app.use(
    limitBody(options.bodyLimitBytes, [
      [STOCK_FEED_PATH, FEED_BODY_LIMIT_BYTES],
      [CAR_EDITOR_PATH, PHOTO_UPLOAD_MAX_BYTES],
      [CONTENT_IMAGES_PATH, PHOTO_UPLOAD_MAX_BYTES],
    ]),
  );
  app.use(wrap(rateLimits({ db, secret: options.leads.secret, now: () => options.now?.() ?? new Date() })));
  app.get("/img/{*splat}", wrap(imageHandler(join(options.dataDir, "images"), { store, isKnownLogo: (key) => isKnownMakeLogo(db, key) })));

  const routeDb = answeringUnavailable(db, () => health.markDown());
  const analytics = options.analytics ?? directAnalytics(routeDb);
  const getLoadContext = (req: Request, res: Response): AppContext => {
    const { host, nonce } = res.locals as Locals;
    return {
      leads: options.leads,
      analytics,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      db: routeDb,
      search: options.search,
      host,
      nonce,
      requestId: String(res.getHeader("X-Request-Id") ?? ""),
      logger: req.log,
      now: clock ? clock.now(host.kind === "site" ? host.site.id : null) : (options.now?.() ?? new Date()),
      payments,
      accounts,
      console: consoleServices,
      storage: store,
      // React Router's single fetch asks for a client navigation's data at the page's path plus `.data`.
      documentHtml: req.path.endsWith(".data") ? null : new Map(),
    };
  };
  app.use(appHandler(options.build, getLoadContext, options.pageCache));
  app.use(handleUnexpectedError);
  return app;
}

/** The end-to-end suite's /__test endpoints and its server clock (E2E_FIXTURES only). */
function mountTestFixtures(app: express.Express, options: AppOptions, accounts: Accounts, consoleServices: ConsoleServices): TestClock {
  const clock = createTestClock();
  const moved = (siteId: number) => options.pageCache?.purgeSite(siteId);
  const fixtures = testFixtures(options.db, options.sites.current, accounts.sentSms ?? [], consoleServices.sentMail ?? [], {
    clock,
    moved,
  });
  app.use("/__test", fixtures);
  return clock;
}

/** Ends the console's live inbox streams, so a stopping server is not held open by them (their browsers reconnect elsewhere). */
export const endLiveStreams = (app: express.Express) => (app.locals.endLiveStreams as (() => void) | undefined)?.();
