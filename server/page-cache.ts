import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { AppContext } from "~/lib/app-context";
import { PAGE_CACHE_HEADER } from "~/lib/page-cache";
import { isApiRequest } from "./api-errors";

type Entry = {
  body: string;
  /** The nonce the page was rendered with: each copy served gets the response's own instead. */
  nonce: string;
  status: number;
  headers: [string, string | number | string[]][];
  expires: number;
  bytes: number;
};

export type PageCacheOptions = {
  /** Upper bound on what a page may ask for; 0 turns the cache off. */
  maxSeconds: number;
  maxBytes: number;
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
 * A short-lived cache of rendered pages that opt in (app/lib/page-cache.ts), so a popular page is
 * rendered once every few seconds instead of once a request and cheap requests (health checks,
 * the search API) do not queue behind rendering. Only anonymous GETs: a request with a cookie or
 * credentials always renders. Copies of one page requested at once wait for one render. A site's
 * pages are dropped when its stock changes, and every page expires within seconds anyway.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry & { siteKey: string }>();
  const rendering = new Map<string, Promise<Entry | null>>();
  // Bumped by each purge: a page whose render began before the purge may show the old stock, so it is not kept.
  const generations = new Map<string, number>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const store = (key: string, siteKey: string, entry: Entry) => {
    if (entry.bytes > options.maxBytes / 4) return;
    drop(key);
    entries.set(key, { ...entry, siteKey });
    bytes += entry.bytes;
    // Map order is insertion order, and a hit re-inserts: the first entries are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };
  const fresh = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now()) {
      drop(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const { host, nonce } = res.locals as Locals;
    if (options.maxSeconds <= 0 || req.method !== "GET" || req.headers.cookie || req.headers.authorization || isApiRequest(req)) {
      next();
      return;
    }
    if (!host || host.kind === "unknown") {
      next();
      return;
    }
    const siteKey = host.kind === "site" ? String(host.site.id) : "platform";
    // Crawlers get the whole page at once and people a streamed one (entry.server.tsx): kept apart.
    const key = `${siteKey} ${isbot(req.get("user-agent") ?? "") ? "bot" : "person"} ${req.originalUrl}`;
    const hit = fresh(key);
    if (hit) {
      serve(res, hit, nonce, "hit");
      return;
    }
    const first = rendering.get(key);
    if (first) {
      first.then(
        (entry) => (entry ? serve(res, entry, nonce, "shared") : next()),
        () => next(),
      );
      return;
    }
    let settle: (entry: Entry | null) => void = () => {};
    rendering.set(
      key,
      new Promise<Entry | null>((resolve) => {
        settle = resolve;
      }),
    );
    const generation = generations.get(siteKey) ?? 0;
    capture(req, res, nonce, options.maxSeconds, now, (entry) => {
      rendering.delete(key);
      const current = (generations.get(siteKey) ?? 0) === generation;
      if (entry && current) store(key, siteKey, entry);
      settle(current ? entry : null);
    });
    next();
  };

  return {
    middleware,
    purgeSite(siteId) {
      const siteKey = String(siteId);
      generations.set(siteKey, (generations.get(siteKey) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.siteKey === siteKey) drop(key);
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

function serve(res: Response, entry: Entry, nonce: string, how: "hit" | "shared") {
  if (res.headersSent || res.destroyed) return;
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", how);
  res.send(entry.body.split(entry.nonce).join(nonce));
}

/**
 * Records what the app writes for this response. The opt-in header is read and taken off before
 * the headers go out; headers set before the app ran (security headers, the request id) are the
 * response's own and are not kept.
 */
function capture(req: Request, res: Response, nonce: string, maxSeconds: number, now: () => number, done: (entry: Entry | null) => void) {
  const before = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  let seconds: number | null | undefined;
  let headers: Entry["headers"] = [];
  const decide = () => {
    if (seconds !== undefined) return;
    const asked = Number(res.getHeader(PAGE_CACHE_HEADER));
    res.removeHeader(PAGE_CACHE_HEADER);
    const cacheable = res.statusCode === 200 && asked > 0 && !res.getHeader("set-cookie");
    seconds = cacheable ? Math.min(asked, maxSeconds) : null;
    if (cacheable)
      headers = res
        .getHeaderNames()
        .filter((name) => !before.has(name) && name !== "content-length")
        .map((name) => [name, res.getHeader(name) as string | number | string[]]);
    if (!cacheable) settleOnce(null);
  };
  let settled = false;
  const settleOnce = (entry: Entry | null) => {
    if (settled) return;
    settled = true;
    done(entry);
  };
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!seconds || chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    decide();
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    decide();
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => {
    if (!seconds) return settleOnce(null);
    const body = Buffer.concat(chunks).toString("utf8");
    settleOnce({ body, nonce, status: res.statusCode, headers, expires: now() + seconds * 1000, bytes: body.length });
  });
  res.once("close", () => settleOnce(null));
  req.once("aborted", () => settleOnce(null));
}
