import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { Database } from "~/db/database";
import { isKnownMakeLogo } from "~/db/queries/image-keys.server";
import type { AppContext } from "~/app-context";
import { serializeError } from "~/lib/logger.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { LeadServices } from "~/leads/lead-services";
import type { StockSearch } from "~/search/search-index";
import { resolveHost } from "~/sites/resolve-site";
import { type LiveSites, perSiteList } from "~/sites/live-sites";
import { handleUnexpectedError, isApiRequest, sendApiError } from "./api-errors";
import { answeringUnavailable } from "./database-unavailable";
import { watchDatabaseHealth } from "./database-health";
import { imageHandler } from "./images";
import { refuseUnknownMethods } from "./methods";
import { refuseUnreadableUrls } from "./url-guard";
import { limitBody, refuseCrossOrigin } from "./security";
import { FEED_BODY_LIMIT_BYTES, STOCK_FEED_PATH } from "~/stock-feed/feed-limits";
import { rateLimits } from "./rate-limits";
import { testFixtures } from "./test-fixtures";
import { createPageCache, type PageCache } from "./page-cache";
import { compressResponses } from "./compress";
import { type AnalyticsSink, directAnalytics } from "~/lib/analytics-sink.server";
import { type AdmissionOptions, admission } from "./admission";
import type { Payments } from "~/payments/payment-settings";
import { createPayments } from "~/payments/providers.server";
import type { Accounts } from "~/accounts/accounts";
import { logSmsProvider, type SentSms } from "~/accounts/sms/log-sms-provider";
import { type ExtraSources, stripeCspSources } from "./payment-csp";
import { mapTileCspSources } from "./map-csp";

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
  build: { kind: "production"; serverBuild: ServerBuild; clientDir: string } | { kind: "development"; vite: import("vite").ViteDevServer };
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
};

type Locals = { nonce: string; host: AppContext["host"]; stripeCsp: ExtraSources | null; tileCsp: string | null };

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function createApp(options: AppOptions): express.Express {
  const { db, sites, logger } = options;
  const dev = options.build.kind === "development";
  const payments = options.payments ?? createPayments({ stripe: null });
  const sentSms: SentSms[] = [];
  const accounts: Accounts = options.accounts ?? { sms: logSmsProvider(logger, sentSms), secret: options.leads.secret, sentSms };
  const stripeCspFor = perSiteList(sites, (list) => stripeCspSources(payments.stripe, list));
  const tileCspFor = perSiteList(sites, mapTileCspSources);
  const app = express();
  app.disable("x-powered-by");
  const trusted = options.trustedProxies ?? [];
  app.set("trust proxy", trusted.length ? [...trusted] : false);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Paths only: query strings and bodies can carry a shopper's name, phone or e-mail.
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split("?")[0], host: req.headers.host }),
        res: (res) => ({ statusCode: res.statusCode }),
        // pino-http gives req.log its own error serializer (every enumerable field: a driver error's query
        // parameters, a shopper's details); this keeps the app logger's: type, message, code, stack.
        err: serializeError,
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );

  app.use((req, res, next) => {
    // Hex: the page cache swaps a cached page's nonce for each response's by plain text replacement.
    (res.locals as Locals).nonce = randomBytes(16).toString("hex");
    // Before the site is resolved below: the policy is set here, and only a Stripe site's allows Stripe.js.
    (res.locals as Locals).stripeCsp = stripeCspFor()(req.get("host"));
    // Likewise only a site with a map tile source may load images from that tile host.
    (res.locals as Locals).tileCsp = tileCspFor()(req.get("host"));
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${((res as Response).locals as Locals).nonce}'`,
            ...(dev ? ["'unsafe-eval'"] : []),
            (_req, res) => ((res as Response).locals as Locals).stripeCsp?.script ?? "",
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", (_req, res) => ((res as Response).locals as Locals).tileCsp ?? ""],
          connectSrc: ["'self'", ...(dev ? ["ws:"] : []), (_req, res) => ((res as Response).locals as Locals).stripeCsp?.connect ?? ""],
          fontSrc: ["'self'"],
          // Stock and walkaround videos play in YouTube's privacy-enhanced embed, loaded only on click.
          frameSrc: [
            "'self'",
            "https://www.youtube-nocookie.com",
            (_req, res) => ((res as Response).locals as Locals).stripeCsp?.frame ?? "",
          ],
          // The captcha widget solves its proof of work in workers it starts from blob: URLs.
          workerSrc: ["'self'", "blob:"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Per site below: only a site whose canonical origin is https gets HSTS (plain-HTTP localhost must keep working).
      strictTransportSecurity: false,
      // Forms then send a real Origin header, and outbound links still reveal only the site's origin.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
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
  if (options.testFixtures) app.use("/__test", testFixtures(db, sites.current, accounts.sentSms ?? []));
  // Everything below waits its turn under load; /healthz above never does.
  if (options.admission) app.use(admission(options.admission));
  app.use(refuseUnknownMethods);
  app.use(refuseUnreadableUrls);

  app.use((req, res, next) => {
    // One list for the whole request, even if a site is added or disabled while it runs.
    const list = sites.current;
    const match = resolveHost(req.get("host"), list);
    if (match.kind === "unknown") {
      if (isApiRequest(req)) sendApiError(res, "not_found", "There is no site at this address.");
      else res.status(404).type("html").send(UNKNOWN_HOST_PAGE);
      return;
    }
    (res.locals as Locals).host =
      match.kind === "site"
        ? { kind: "site", site: list.find((s) => s.slug === match.site.slug) as TenantSite }
        : { kind: "platform", sites: list, port: options.port };
    const { host } = res.locals as Locals;
    if (host.kind === "site" && host.site.origin.startsWith("https:")) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  });

  app.use(refuseCrossOrigin);
  // Dealer systems post whole stock feeds, far larger than any form: that one path has its own limit.
  app.use(limitBody(options.bodyLimitBytes, { [STOCK_FEED_PATH]: FEED_BODY_LIMIT_BYTES }));
  app.use(wrap(rateLimits({ db, secret: options.leads.secret, now: () => options.now?.() ?? new Date() })));
  app.get("/img/{*splat}", wrap(imageHandler(join(options.dataDir, "images"), { isKnownLogo: (key) => isKnownMakeLogo(db, key) })));

  const routeDb = answeringUnavailable(db, () => health.markDown());
  const analytics = options.analytics ?? directAnalytics(routeDb);
  const getLoadContext = (req: Request, res: Response): AppContext => ({
    leads: options.leads,
    analytics,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    db: routeDb,
    search: options.search,
    host: (res.locals as Locals).host,
    nonce: (res.locals as Locals).nonce,
    requestId: String(res.getHeader("X-Request-Id") ?? ""),
    logger: req.log,
    now: options.now?.() ?? new Date(),
    payments,
    accounts,
    imagesDir: join(options.dataDir, "images"),
    // React Router's single fetch asks for a client navigation's data at the page's path plus `.data`.
    documentHtml: req.path.endsWith(".data") ? null : new Map(),
  });

  if (options.build.kind === "development") {
    const { vite } = options.build;
    app.use(vite.middlewares);
    app.use(
      wrap(async (req, res, next) => {
        const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return createRequestHandler({ build, mode: "development", getLoadContext: (rq, rs) => getLoadContext(rq, rs) as never })(
          req,
          res,
          next,
        );
      }),
    );
  } else {
    const { clientDir, serverBuild } = options.build;
    // Vite's hashed files never change under their name: kept a year, and sent as the brotli or gzip copy
    // `npm run build` made beside each (scripts/precompress.ts) to a client that takes it.
    app.use(
      "/assets",
      expressStaticGzip(join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    app.use(publicFiles(clientDir));
    // Every page's caching headers, and the in-memory copies of shared pages.
    app.use((options.pageCache ?? createPageCache({ maxSeconds: 0, maxBytes: 0 })).middleware);
    app.use(createRequestHandler({ build: serverBuild, mode: "production", getLoadContext: (rq, rs) => getLoadContext(rq, rs) as never }));
  }

  app.use(handleUnexpectedError);
  return app;
}

/**
 * The files of public/ (favicon, /files/*.pdf), copied into the build beside assets/. express.static would look
 * each request's path up on disk, a filesystem stat for every page and API request before it reaches its route:
 * the names at the top of the build are read once at start, and only a path under one of them is looked up.
 */
function publicFiles(clientDir: string): express.RequestHandler {
  const names = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const serve = express.static(clientDir, { maxAge: "1h" });
  return (req, res, next) => {
    const slash = req.path.indexOf("/", 1);
    const first = req.path.slice(1, slash < 0 ? undefined : slash);
    if (names.has(first)) serve(req, res, next);
    else next();
  };
}

function wrap(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, next).catch(next);
  };
}

/**
 * Powerful features the pages never use are off for them and every frame; the locations page asks
 * for the shopper's position (use-my-location.tsx), so geolocation stays on for the site itself.
 * Features the YouTube embed asks for (autoplay, encrypted-media, picture-in-picture) keep their defaults.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** A site served at an https canonical origin: a year, this host only (sibling tenants' hosts are not ours to pin). */
const HSTS = "max-age=31536000";

const UNKNOWN_HOST_PAGE = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222"><h1>Page not found</h1><p>There is no website at this address.</p></body></html>`;
