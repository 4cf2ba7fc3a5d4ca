import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { authenticateFeedKey } from "./feed-keys.server";
import { type ImportReport, importStockFeed } from "./import-stock-feed.server";
import { type FeedFormat, type FeedMode, parseFeed } from "./parse-feed";

export type FeedRequest = { authorization: string | null; contentType: string | null; modeParam: string | null; body: string };
export type FeedOutcome =
  | { kind: "report"; report: ImportReport }
  | { kind: "unauthorized" }
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
  const report = await importStockFeed(db, site, dealership.slug, parsed.rows, {
    now: options.now,
    mode,
    photos: { imagesDir: options.imagesDir, filesDir: null },
  });
  return { kind: "report", report };
}
