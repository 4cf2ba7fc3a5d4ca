import type { Queryable } from "~/db/database";
import { RateLimitCounter, type WindowCounts } from "~/db/queries/rate-limits.server";
import type { TenantSite } from "~/sites/tenant-site";
import { clientHash, clientNetwork } from "./client-address.server";

/** The kinds of endpoint that are limited, each with its own count per client and site (docs/decisions/008-rate-limits.md). */
export type RateLimitBucket =
  | "leads"
  | "events"
  | "quotes"
  | "phone"
  | "views"
  | "search"
  | "questions"
  | "valuations"
  | "checkout"
  | "sign-in"
  | "feed-keys";

/** Every limit is per minute: a sliding minute estimated from two fixed one-minute windows. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** The site's limit for a bucket: requests a client may make a minute. */
export function rateLimitFor(site: TenantSite, bucket: RateLimitBucket): number {
  const limits = site.rateLimits;
  switch (bucket) {
    case "leads":
      return site.leads.rateLimitPerMinute;
    case "events":
      return limits.eventsPerMinute;
    case "quotes":
      return limits.quotesPerMinute;
    case "phone":
      return limits.phoneRevealsPerMinute;
    case "views":
      return limits.viewsPerMinute;
    case "search":
      return limits.searchPerMinute;
    case "questions":
      return limits.questionsPerMinute;
    case "valuations":
      return limits.valuationsPerMinute;
    case "checkout":
      return limits.checkoutPerMinute;
    case "sign-in":
      return limits.signInPerMinute;
    case "feed-keys":
      return site.stockFeeds.failedKeysPerMinute;
  }
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The sliding-window estimate: the previous window's count, weighted by how much of it still lies
 * within the last minute, plus the current window's count (this request included). Refused
 * requests are counted too, so a client that keeps hammering stays refused; `retryAfterSeconds`
 * is when the next request would be allowed if the client sends nothing before it.
 */
export function slidingWindow(counts: WindowCounts, limit: number, elapsedMs: number, windowMs = RATE_LIMIT_WINDOW_MS): RateLimitDecision {
  const { current, previous } = counts;
  const estimate = (previous * (windowMs - elapsedMs)) / windowMs + current;
  if (estimate <= limit) return { allowed: true };
  // The next request counts current + 1 in this window while the previous one fades out, or 1 in
  // the next window while this one fades out.
  const waitMs =
    current + 1 <= limit
      ? windowMs - (windowMs * (limit - current - 1)) / previous - elapsedMs
      : windowMs - elapsedMs + windowMs * (1 - (limit - 1) / current);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** One counter per database: the hits of concurrent requests share a statement (RateLimitCounter). */
const counters = new WeakMap<Queryable, RateLimitCounter>();

function counterFor(db: Queryable): RateLimitCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new RateLimitCounter(db);
    counters.set(db, counter);
  }
  return counter;
}

/**
 * Counts one request of a client (its address as Express computes it) in a bucket on a site, in
 * the database every server process shares, and decides whether it may go on. Concurrent requests'
 * hits are counted by one statement (docs/decisions/019-batched-rate-limit-counts.md); each gets
 * the count it would have had alone.
 */
export async function takeRateLimit(
  db: Queryable,
  hit: { bucket: RateLimitBucket; site: TenantSite; address: string; secret: string; now: Date },
): Promise<RateLimitDecision> {
  const time = hit.now.getTime();
  const windowStart = time - (time % RATE_LIMIT_WINDOW_MS);
  const counts = await counterFor(db).count({
    bucket: hit.bucket,
    siteId: hit.site.id,
    client: clientHash(hit.secret, "rate-limit", clientNetwork(hit.address)),
    windowStart: new Date(windowStart),
    previousWindowStart: new Date(windowStart - RATE_LIMIT_WINDOW_MS),
  });
  return slidingWindow(counts, rateLimitFor(hit.site, hit.bucket), time - windowStart);
}

/** Windows that no estimate reads any more: anything older than the previous window. */
export const staleWindowsBefore = (now: Date): Date => new Date(now.getTime() - 2 * RATE_LIMIT_WINDOW_MS);
