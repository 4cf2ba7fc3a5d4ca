import { createHash } from "node:crypto";
import type { Request } from "express";

/**
 * The one rule for how long a browser or a shared cache (a CDN, a proxy) may keep what the app
 * answers; static files have their own in create-app.ts. Applied by the page cache's middleware
 * (server/page-cache.ts) to every response the app makes, so no page goes out without one.
 */

/**
 * After a shared copy's seconds are up, a CDN may go on serving it for this long while it fetches a
 * fresh one in the background: a popular page is then stale for one request, a quiet one for at
 * most a minute, which a price or an opening status can bear.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 60;

/**
 * For anything that may be personal: a page for a shopper with a cookie (the header shows their
 * account), a page with a form's one-time robot check or timer, a response that sets a cookie, an
 * error. Nothing keeps it, not even the browser.
 */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * A page the same for every shopper of the site: shared caches keep it `seconds`, browsers ask again
 * every time (max-age=0) and are answered 304 when it has not changed, which costs no render when
 * the page is in the page cache.
 */
export function sharedCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

export type CachePolicyInput = {
  /** No cookie and no credentials: nothing in the request tells one shopper from another. */
  anonymous: boolean;
  /** What the page asked for with `sharedPageHeaders` (app/lib/page-cache.ts); 0 when it did not. */
  sharedSeconds: number;
  status: number;
  setsCookie: boolean;
  /** The Cache-Control the route set itself, if any. */
  own: string | undefined;
};

/** `shared`: the response may go to every shopper of the site (the page cache keeps it, and it gets an ETag). */
export function cachePolicy(input: CachePolicyInput): { cacheControl: string; shared: boolean } {
  if (input.setsCookie) return { cacheControl: PERSONAL_CACHE_CONTROL, shared: false };
  const shared = input.anonymous && input.sharedSeconds > 0 && input.status === 200;
  if (input.own) return { cacheControl: input.own, shared };
  return { cacheControl: shared ? sharedCacheControl(input.sharedSeconds) : PERSONAL_CACHE_CONTROL, shared };
}

export function isAnonymous(req: Request): boolean {
  return !req.headers.cookie && !req.headers.authorization;
}

/**
 * A shared page's validator. Two copies of a page differ only in the CSP nonce each response gets,
 * so the nonce is left out: every copy of the same page has the same ETag, whichever render or
 * cached copy it came from. Weak, because the bytes (the nonce, the content coding) do differ.
 * Hashed from the bytes as written: decoding a page to a string and splitting it cost about 4 ms of
 * a render's 27 ms (bench:ssr's CPU profile).
 */
export function pageEtag(body: Buffer, nonce: string): string {
  const hash = createHash("sha1");
  for (const part of splitAround(body, Buffer.from(nonce))) hash.update(part);
  return `W/"${hash.digest("base64url")}"`;
}

/** A page's bytes with each copy of its nonce swapped for another. */
export function replaceNonce(body: Buffer, nonce: string, replacement: string): Buffer {
  const parts = splitAround(body, Buffer.from(nonce));
  const between = Buffer.from(replacement);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [between, part])));
}

/** The pieces of `body` between the copies of `separator` (views, not copies). */
function splitAround(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}
