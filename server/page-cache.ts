import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import onFinished from "on-finished";
import type { AppContext } from "~/app-context";
import { PAGE_CACHE_HEADER } from "~/lib/page-cache";
import { isApiRequest } from "./api-errors";
import { cachePolicy, isAnonymous, pageEtag, replaceNonce } from "./cache-policy";
import { type Entry, PageStore } from "./page-store";

export type PageCacheOptions = {
  /** Upper bound on how long a page is kept in memory; 0 keeps none (the HTTP caching headers stay). */
  maxSeconds: number;
  maxBytes: number;
  /**
   * How long a request waits for another request's render of the same page before it renders the page itself
   * (default 5 s): a render that is held up, for whatever reason, must not hold every later visitor of the page.
   */
  waitMs?: number;
  now?: () => number;
};

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Drops a site's pages: its stock changed. */
  purgeSite(siteId: number): void;
  size(): { entries: number; bytes: number };
};

type Locals = { nonce: string; host?: AppContext["host"] };

/**
 * In front of the app for every request it answers:
 *
 * - Every response gets its Cache-Control from one rule (server/cache-policy.ts): shared caching
 *   for pages that opt in (app/lib/page-cache.ts) and are answered to an anonymous request,
 *   `private, no-store` for anything else that did not set its own.
 * - A shared page is held until it is complete and goes out with an ETag; a request whose
 *   If-None-Match names it is answered 304 (see `reply`).
 * - A short-lived cache of those shared pages, so a popular page is rendered once every few seconds
 *   instead of once a request and cheap requests (health checks, the search API) do not queue
 *   behind rendering. Copies of one page requested at once wait for one render. A site's pages are
 *   dropped when its stock changes, and every page expires within seconds anyway.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const waitMs = options.waitMs ?? 5000;
  const keeping = options.maxSeconds > 0;
  const pages = new PageStore(options.maxBytes, now);
  const rendering = new Map<string, Promise<Entry | null>>();
  // Bumped by each purge: a page whose render began before the purge may show the old stock, so it is not kept.
  const generations = new Map<string, number>();

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const { host, nonce } = res.locals as Locals;
    const anonymous = isAnonymous(req);
    const page = (req.method === "GET" || req.method === "HEAD") && anonymous && !isApiRequest(req) && host !== undefined;
    const passThrough = () => {
      capture(req, res, { nonce, anonymous, keepSeconds: 0, now }, () => {});
      next();
    };
    // A request whose client has already gone (it closed while it waited in a middleware ahead of this one, such as the
    // rate limiter) is not rendered at all: nothing can be written to it, and a burst of such requests would otherwise
    // keep the server rendering for no one while the next visitors wait.
    if (gone(req, res)) return;
    if (!keeping || !page) return passThrough();
    const siteKey = host.kind === "site" ? String(host.site.id) : "platform";
    // Crawlers get the whole page at once and people a streamed one (entry.server.tsx): kept apart.
    const key = `${siteKey} ${isbot(req.get("user-agent") ?? "") ? "bot" : "person"} ${req.originalUrl}`;
    const hit = pages.fresh(key);
    if (hit) {
      serve(req, res, hit, nonce, "hit");
      return;
    }
    const first = req.method === "GET" ? rendering.get(key) : undefined;
    if (first) {
      // A render that ends with nothing to share (its own client went away, or the site's stock changed) is followed by
      // one more, by the first waiter to come back here: not by every waiter at once.
      waitFor(waitMs, first, req, res, nonce, {
        unshared: () => middleware(req, res, next),
        heldUp: passThrough,
      });
      return;
    }
    if (req.method === "HEAD") return passThrough();
    let settle: (entry: Entry | null) => void = () => {};
    const render = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    rendering.set(key, render);
    const generation = generations.get(siteKey) ?? 0;
    capture(req, res, { nonce, anonymous, keepSeconds: options.maxSeconds, now }, (entry) => {
      // A waiter that gave up on this render may have started the next one: that one stays the page's render.
      if (rendering.get(key) === render) rendering.delete(key);
      const current = (generations.get(siteKey) ?? 0) === generation;
      if (entry && current) pages.store(key, siteKey, entry);
      settle(current ? entry : null);
    });
    next();
  };

  return {
    middleware,
    purgeSite(siteId) {
      const siteKey = String(siteId);
      generations.set(siteKey, (generations.get(siteKey) ?? 0) + 1);
      pages.dropSite(siteKey);
    },
    size: () => pages.size(),
  };
}

/** Waits for another request's render of the page, at most `waitMs`, then renders the page itself. */
function waitFor(
  waitMs: number,
  render: Promise<Entry | null>,
  req: Request,
  res: Response,
  nonce: string,
  then: { unshared: () => void; heldUp: () => void },
) {
  let waiting = true;
  const stop = () => {
    const was = waiting;
    waiting = false;
    clearTimeout(timer);
    return was && !gone(req, res);
  };
  const timer = setTimeout(() => stop() && then.heldUp(), waitMs);
  onFinished(res, () => stop());
  render.then(
    (entry) => {
      if (!stop()) return;
      if (entry) serve(req, res, entry, nonce, "shared");
      else then.unshared();
    },
    () => stop() && then.heldUp(),
  );
}

function gone(req: Request, res: Response): boolean {
  return req.destroyed || res.destroyed || res.writableEnded || req.socket?.destroyed === true;
}

function serve(req: Request, res: Response, entry: Entry, nonce: string, how: "hit" | "shared") {
  if (res.headersSent || res.destroyed) return;
  res.status(200);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", how);
  reply(req, res, replaceNonce(entry.body, entry.nonce, nonce), (page) => res.end(page));
}

/**
 * A shared page, or 304 when the request's If-None-Match names its ETag.
 *
 * The 304 carries no Content-Security-Policy. The copy the browser (or a CDN) holds has the nonce it
 * was rendered with in its scripts and in its stored CSP header. A 304 updates the stored headers
 * with the ones it carries (RFC 9111, 4.3.4), so a 304 bearing this response's policy would pair a
 * new nonce with the old body and every script on the page would be refused. Without one, the held
 * copy keeps its own policy and its own nonce, which match. Nor does it carry the body's headers
 * (Content-Type, Content-Length, Content-Encoding), as RFC 9110 15.4.5 asks.
 *
 * A copy a CDN holds keeps its nonce for everyone it serves that copy to, for up to s-maxage plus
 * stale-while-revalidate: a shared page reflects nothing from any one request, so the nonce still
 * cannot be learnt before a page that would inject with it is served.
 */
function reply(req: Request, res: Response, body: Buffer, send: (body?: Buffer) => void) {
  if (!req.fresh) return send(body);
  res.status(304);
  for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length", "Content-Encoding", "Transfer-Encoding"])
    res.removeHeader(name);
  send();
}

type CaptureOptions = { nonce: string; anonymous: boolean; keepSeconds: number; now: () => number };

/**
 * Reads what the app writes for this response. When its headers are decided (the first write), the
 * page's opt-in header is read and taken off and Cache-Control is set; a shared page is then held
 * whole and given an ETag, anything else goes out as it is written. `done` gets the shared page to
 * keep (its headers those the app set, not the ones set before it ran: security headers, the
 * request id), or null.
 */
function capture(req: Request, res: Response, options: CaptureOptions, done: (entry: Entry | null) => void) {
  const before = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  let holding: boolean | undefined;
  let settled = false;
  const settle = (entry: Entry | null) => {
    if (settled) return;
    settled = true;
    done(entry);
  };
  const decide = () => {
    if (holding !== undefined) return;
    holding = false;
    if (res.headersSent) return settle(null);
    // NaN (no opt-in) counts as 0.
    const asked = Number(res.getHeader(PAGE_CACHE_HEADER)) || 0;
    res.removeHeader(PAGE_CACHE_HEADER);
    const { cacheControl, shared } = cachePolicy({
      anonymous: options.anonymous,
      sharedSeconds: asked,
      status: res.statusCode,
      setsCookie: res.hasHeader("set-cookie"),
      own: res.getHeader("cache-control")?.toString(),
    });
    res.setHeader("Cache-Control", cacheControl);
    if (shared) {
      // A page's header shows a signed-in shopper's account: a cache must not hand them this copy.
      res.vary("Cookie");
      res.vary("Accept-Encoding");
    }
    // A HEAD has no body to tag or keep.
    holding = shared && req.method === "GET";
    if (holding) seconds = Math.min(asked, options.keepSeconds);
    else settle(null);
  };
  let seconds = 0;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else chunks.push(Buffer.from(chunk as Uint8Array));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    decide();
    if (!holding) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    keep(chunk, rest[0]);
    return true;
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    decide();
    if (!holding) return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === "function");
    if (callback) res.once("finish", callback as () => void);
    holding = false;
    const body = Buffer.concat(chunks);
    res.setHeader("ETag", pageEtag(body, options.nonce));
    if (seconds > 0) {
      const headers: Entry["headers"] = res
        .getHeaderNames()
        .filter((name) => !before.has(name) && name !== "content-length")
        .map((name) => [name, res.getHeader(name) as string | number | string[]]);
      settle({ body, nonce: options.nonce, headers, expires: options.now() + seconds * 1000, bytes: body.length });
    } else settle(null);
    reply(req, res, body, (page) => (end as (...args: unknown[]) => Response).call(this, page));
    return this;
  } as Response["end"];
  // Called at once (on the next tick) for a response that had already closed: a listener added after 'close' would
  // never run, and the page's waiters would wait for a render that cannot come.
  onFinished(res, () => settle(null));
}
