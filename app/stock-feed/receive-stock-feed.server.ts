import type { Database } from "~/db/database";
import { takeRateLimit } from "~/lib/rate-limit.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { FileStore } from "~/storage/file-store";
import { authenticateFeedKey } from "./feed-keys.server";
import { parseFeedQuery } from "./feed-query";
import { ImportInProgressError } from "./import-lock.server";
import { runStockFeed, recordUnreadableFeed } from "./feed-runs.server";
import type { ImportReport } from "./import-stock-feed.server";
import { type FeedFormat, type FeedMode, readFeed } from "./parse-feed";

export type FeedRequest = {
  authorization: string | null;
  contentType: string | null;
  query: URLSearchParams;
  /** The body, read only once the key, the query and the content type are good. */
  body: AsyncIterable<Uint8Array>;
  /** The sender's address (rate limits: failed keys are counted per address). */
  clientIp: string;
};
/** The report, with the feed run that recorded it (the console's /dealer/feeds/runs/{runId}). */
export type RunReport = ImportReport & { runId: number };
export type FeedOutcome =
  | { kind: "report"; report: RunReport }
  | { kind: "held"; report: RunReport & { held: NonNullable<ImportReport["held"]> } }
  | { kind: "unauthorized" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "busy"; message: string }
  | { kind: "bad_request"; message: string };

/**
 * POST /api/stock/feed: the key names the dealership (only this site's keys count), the query the
 * mode (else the JSON's "mode", else full) and whether to confirm or only try the feed
 * (feed-query.ts), the content type the format. Photos must be URLs: a request may not name files on
 * the server.
 *
 * Everything that needs no body is decided before the body is read (security review d9f523c,
 * finding 5): a sender without a good key could otherwise make the server take in 20 MB for every
 * 401, and hold one of its few admission slots while it does.
 */
export async function receiveStockFeed(
  db: Database,
  site: TenantSite,
  request: FeedRequest,
  options: { now: Date; store: FileStore; secret: string },
): Promise<FeedOutcome> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? "")?.[1] ?? null;
  const dealership = await authenticateFeedKey(db, site, bearer);
  if (!dealership) return refuseKey(db, site, request.clientIp, options);
  const query = parseFeedQuery(request.query);
  if (!query.ok) return { kind: "bad_request", message: query.error };
  const type = (request.contentType ?? "").split(";")[0].trim().toLowerCase();
  const format: FeedFormat | null = type === "text/csv" ? "csv" : type === "application/json" ? "json" : null;
  if (!format) return { kind: "bad_request", message: "Send the feed as text/csv or application/json." };
  const parsed = await readFeed(request.body, format);
  if (!parsed.ok) {
    const run = { mode: query.query.mode ?? "full", dryRun: query.query.dryRun, now: options.now, error: parsed.error } as const;
    await recordUnreadableFeed(db, site, dealership.id, { ...run, origin: { source: "api" } });
    return { kind: "bad_request", message: parsed.error };
  }
  const mode: FeedMode = query.query.mode ?? parsed.mode ?? "full";
  try {
    const { runId, report: imported } = await runStockFeed(db, site, dealership.slug, parsed.rows, {
      origin: { source: "api" },
      now: options.now,
      mode,
      confirmed: query.query.confirm,
      dryRun: query.query.dryRun,
      photos: { store: options.store, filesDir: null },
      // A second feed for a dealership whose import is still running is refused (409), not queued: a
      // waiting request would hold one of the server's few admission slots and a database connection
      // for as long as the other import takes (minutes with photos), past most clients' timeouts, after
      // which it would still run with nobody to read its report. Dealer systems retry; the next feed
      // is complete in itself anyway.
      lock: "fail",
    });
    const report = { ...imported, runId };
    const { held } = report;
    // A dry run reports what would be held without being refused: it is how a sender checks a feed.
    return held && !report.dryRun ? { kind: "held", report: { ...report, held } } : { kind: "report", report };
  } catch (error) {
    if (error instanceof ImportInProgressError) return { kind: "busy", message: error.message };
    throw error;
  }
}

/**
 * A wrong key is counted per address and site; past the site's `stockFeeds.failedKeysPerMinute`
 * the answer is 429. Only failures count and a right key is never refused: keys are 256-bit, so the
 * limit is not what stops guessing; it slows a flood of bad requests, and someone else's flood from a
 * shared address (a dealer system vendor's egress) must not stop a dealer's feed. If the count
 * cannot be taken, the 401 stands (as the other limits let a request through then).
 */
async function refuseKey(db: Database, site: TenantSite, address: string, options: { now: Date; secret: string }): Promise<FeedOutcome> {
  const decision = await takeRateLimit(db, { bucket: "feed-keys", site, address, secret: options.secret, now: options.now }).catch(() => ({
    allowed: true as const,
  }));
  return decision.allowed ? { kind: "unauthorized" } : { kind: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
}

/**
 * A request body as chunks, and whether it was read to its end. Ending the iteration early (a feed
 * past the row limit) releases the stream without cancelling it: cancelling would destroy the
 * request's socket, and the answer with it.
 */
export function requestBody(stream: ReadableStream<Uint8Array> | null): { chunks: AsyncIterable<Uint8Array>; readToEnd: () => boolean } {
  let ended = stream === null;
  async function* chunks() {
    if (!stream) return;
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  return { chunks: chunks(), readToEnd: () => ended };
}
