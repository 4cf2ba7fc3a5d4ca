import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { authenticateFeedKey } from "./feed-keys.server";
import { ImportInProgressError } from "./import-lock.server";
import { type ImportReport, importStockFeed } from "./import-stock-feed.server";
import { type FeedFormat, type FeedMode, parseFeed } from "./parse-feed";

export type FeedRequest = { authorization: string | null; contentType: string | null; modeParam: string | null; body: string };
export type FeedOutcome =
  | { kind: "report"; report: ImportReport }
  | { kind: "unauthorized" }
  | { kind: "busy"; message: string }
  | { kind: "bad_request"; message: string }
  | { kind: "unsupported"; message: string };

/**
 * POST /api/stock/feed: the key names the dealership (only this site's keys count), the content
 * type the format, `?mode=` or the JSON's "mode" full or partial (full by default). Photos must be
 * URLs: a request may not name files on the server.
 */
export async function receiveStockFeed(
  db: Database,
  site: TenantSite,
  request: FeedRequest,
  options: { now: Date; imagesDir: string },
): Promise<FeedOutcome> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? "")?.[1] ?? null;
  const dealership = await authenticateFeedKey(db, site, bearer);
  if (!dealership) return { kind: "unauthorized" };
  const type = (request.contentType ?? "").split(";")[0].trim().toLowerCase();
  const format: FeedFormat | null = type === "text/csv" ? "csv" : type === "application/json" ? "json" : null;
  if (!format) return { kind: "unsupported", message: "Send the feed as text/csv or application/json." };
  if (request.modeParam !== null && request.modeParam !== "full" && request.modeParam !== "partial")
    return { kind: "bad_request", message: 'mode must be "full" or "partial".' };
  const parsed = parseFeed(request.body, format);
  if (!parsed.ok) return { kind: "bad_request", message: parsed.error };
  const mode: FeedMode = (request.modeParam as FeedMode | null) ?? parsed.mode ?? "full";
  try {
    const report = await importStockFeed(db, site, dealership.slug, parsed.rows, {
      now: options.now,
      mode,
      photos: { imagesDir: options.imagesDir, filesDir: null },
      // A second feed for a dealership whose import is still running is refused (409), not queued: a
      // waiting request would hold one of the server's few admission slots and a database connection
      // for as long as the other import takes (minutes with photos), past most clients' timeouts, after
      // which it would still run with nobody to read its report. Dealer systems retry; the next feed
      // is complete in itself anyway.
      lock: "fail",
    });
    return { kind: "report", report };
  } catch (error) {
    if (error instanceof ImportInProgressError) return { kind: "busy", message: error.message };
    throw error;
  }
}
