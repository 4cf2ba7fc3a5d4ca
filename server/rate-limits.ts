import type { NextFunction, Request, Response } from "express";
import type { Queryable } from "~/db/database";
import { type RateLimitBucket, takeRateLimit } from "~/lib/rate-limit.server";
import type { AppContext } from "~/app-context";
import { isApiRequest, sendApiError } from "./api-errors";

/**
 * The path as React Router matches it: the data-request suffix of a client-side navigation removed
 * (`/search/used-cars.data`, `/contact/_.data`), each segment percent-decoded (but for `/`), case
 * ignored, repeated and trailing slashes dropped. Keying on anything else would let `/API/Leads/`
 * or `/api/le%61ds` past the limit to the same route.
 */
export function routePath(path: string): string {
  const page = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.replace(/\.data$/, "");
  const segments = page.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment).replaceAll("/", "%2F");
    } catch {
      return segment;
    }
  });
  return `/${segments.filter(Boolean).join("/")}`.toLowerCase();
}

const CAR_PHONE = /^\/api\/cars\/[^/]+\/phone$/;
const CAR_VIEW = /^\/api\/cars\/[^/]+\/view\.json$/;
const CHECKOUT_PAGE = /^\/cars\/[^/]+\/(checkout|buy-online)$/;
const ACCOUNT_PAGES = new Set(["/sign-in", "/sign-out", "/my-garage", "/watchlist", "/spin-to-win"]);
const VALUATION_PAGES = new Set(["/trade-in", "/sell-my-car", "/sell-your-car", "/cars/trade-in", "/api/valuation", "/api/miscellaneous"]);

/** Which limit a request counts against, by method and path; null for a request that is not limited. */
export function rateLimitBucket(method: string, rawPath: string): RateLimitBucket | null {
  const path = routePath(rawPath);
  if (method === "POST") {
    if (path === "/api/leads") return "leads";
    if (path === "/api/events") return "events";
    if (path === "/api/youx/quote") return "quotes";
    if (CAR_PHONE.test(path)) return "phone";
    // A valuation takes a POST a step, so its pages have a bucket of their own, not the enquiries' few a minute.
    if (VALUATION_PAGES.has(path)) return "valuations";
    // The deposit and the buy-online journey's steps: several posts for one purchase, and card attempts bounded.
    if (CHECKOUT_PAGE.test(path) || path === "/online-payment") return "checkout";
    // The signed-in shopper's own pages: signing in and out, passkeys, the garage's and watchlist's forms, the one spin.
    if (ACCOUNT_PAGES.has(path) || path.startsWith("/api/passkeys/") || path.startsWith("/my-garage/")) return "sign-in";
    // The console's sign-in (by e-mail or passkey) is limited like the shoppers'; its other forms are behind a staff session and its token,
    // and a dealer works through many a minute (confirm, cancel, ask for a payment), so no lead form's few.
    if (path === "/dealer/sign-in" || path.startsWith("/dealer/passkeys/")) return "sign-in";
    if (path === "/dealer" || path.startsWith("/dealer/")) return null;
    // Any other page that takes a POST is a lead form's (the no-JavaScript enquiry); the rest answer 405.
    if (path !== "/api" && !path.startsWith("/api/")) return "leads";
    return null;
  }
  if (method === "GET" || method === "HEAD") {
    if (CAR_VIEW.test(path)) return "views";
    if (path === "/api/search" || path === "/search" || path.startsWith("/search/")) return "search";
    if (path === "/api/captcha/challenge" || path === "/api/lead-form") return "questions";
  }
  return null;
}

const MESSAGES: Partial<Record<RateLimitBucket, string>> = { leads: "Too many enquiries from your connection." };

/**
 * Rate limits for every write endpoint, search and question issuing (docs/decisions/008-rate-limits.md):
 * each request is counted per client address (`req.ip`, so `trust proxy` decides which address that is)
 * and site in the shared database, and a request over the site's limit gets 429 with Retry-After:
 * the API error shape under /api, a short page for pages. If the count cannot be taken (the
 * database is down), the request goes on: the route then fails or succeeds on its own.
 */
export function rateLimits(options: { db: Queryable; secret: string; now: () => Date }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const bucket = rateLimitBucket(req.method, req.path);
    const host = (res.locals as { host?: AppContext["host"] }).host;
    if (!bucket || host?.kind !== "site") {
      next();
      return;
    }
    let decision: Awaited<ReturnType<typeof takeRateLimit>>;
    try {
      decision = await takeRateLimit(options.db, {
        bucket,
        site: host.site,
        address: req.ip ?? req.socket.remoteAddress ?? "unknown",
        secret: options.secret,
        now: options.now(),
      });
    } catch (error) {
      req.log.warn({ err: error, bucket }, "rate limit not checked");
      next();
      return;
    }
    if (decision.allowed) {
      next();
      return;
    }
    const seconds = decision.retryAfterSeconds;
    req.log.info({ event: "rate_limited", bucket, site: host.site.slug, retryAfter: seconds }, "rate limited");
    const message = `${MESSAGES[bucket] ?? "Too many requests from your connection."} Please try again in ${seconds} seconds.`;
    if (isApiRequest(req)) {
      sendApiError(res, "rate_limited", message, { retryAfterSeconds: seconds });
      return;
    }
    res
      .status(429)
      .set("Retry-After", String(seconds))
      .set("Cache-Control", "no-store")
      .type("html")
      .send(tooManyRequestsPage(host.site.name, message, bucket === "leads"));
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The page a shopper sees instead of a search page or a form's answer: what happened, when to try again, a way on. */
function tooManyRequestsPage(siteName: string, message: string, enquiry: boolean): string {
  const site = escapeHtml(siteName);
  const next = enquiry
    ? "<p>Your enquiry was not sent. Go back to the form (your browser keeps what you typed) and send it again in a moment.</p>"
    : "";
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please slow down | ${site}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222"><h1>Please slow down</h1><p>${escapeHtml(message)}</p>${next}<p><a href="/">${site} home</a></p></body></html>`;
}
