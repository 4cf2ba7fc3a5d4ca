import type { Database } from "~/db/database";
import { tagStockChange } from "~/stock/car-history-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { decideFeedHold, type FeedHold } from "./feed-hold";
import { type RawFeedRow, type RejectedRow, validateFeedRows } from "./feed-row";
import { type PhotoOptions, resolveFeedPhotos } from "./feed-photos.server";
import { carsNotShown, type NotShownCar } from "./feed-visibility";
import { type LockMode, withImportLock } from "./import-lock.server";
import type { FeedMode } from "./parse-feed";
import { type PlannedCar, planImport } from "./plan-import";
import { findFeedDealership, loadDealershipCars, loadSiteStockNames, markCarsSold, writeFeedCars } from "./stock-feed-queries.server";

export type PhotoFailure = { line: number; stockNumber: string; photo: string; reason: string };

/** What an import did; the CLI prints it and the HTTP API answers it as JSON. */
export type ImportReport = {
  mode: FeedMode;
  /** False when nothing was written: a dry run, or a held feed. The counts are then what the import would do. */
  applied: boolean;
  dryRun: boolean;
  /** Why a full feed was held (feed-hold.ts), or null. */
  held: FeedHold | null;
  rowsRead: number;
  created: number;
  updated: number;
  unchanged: number;
  sold: number;
  /** Rows not imported (a row with several problems counts once). */
  rejected: number;
  rejectedRows: RejectedRow[];
  /** Photos (and spin frames) that could not be used; their cars were imported without them. Not fetched, so empty, when nothing was applied. */
  photoFailures: PhotoFailure[];
  /** Cars the feed lists that the site will not show (or, when nothing was applied, would not), with the site's rule that hides each. */
  notShown: NotShownCar[];
};

export class UnknownFeedDealershipError extends Error {}

export type ImportOptions = {
  now: Date;
  mode: FeedMode;
  photos: PhotoOptions;
  batchSize?: number;
  /**
   * Another import of the same dealership running: wait for it (default; the CLI) or throw
   * ImportInProgressError at once (HTTP, which answers 409: see import-lock.server.ts and the route).
   */
  lock?: LockMode;
  /** Plan and report, write nothing (and fetch no photo). */
  dryRun?: boolean;
  /** A person has confirmed a full feed that would otherwise be held (feed-hold.ts). */
  confirmed?: boolean;
  /** The feed run this import is, named in each car's history with the dealership and mode (tagStockChange). */
  feedRunId?: number | null;
  /** Called after each committed batch with the rows done so far (progress bar). */
  onProgress?: (done: number, total: number) => void;
};

/**
 * Imports a parsed feed into one dealership of one site: validates every row (a bad row never stops
 * the rest), plans each car (plan-import.ts), fetches new photos, then writes in batches, each one
 * transaction that also tells search which cars changed, so a crash leaves every car fully old or
 * fully new and running the import again finishes the job. A full feed marks unlisted cars sold last,
 * once every row is in. The same feed again writes nothing and notifies nothing. A full feed that
 * would sell too much of the dealership (feed-hold.ts) is held unless confirmed: planned and reported
 * like a dry run, nothing written.
 */
export async function importStockFeed(
  db: Database,
  site: TenantSite,
  dealershipSlug: string,
  rawRows: readonly RawFeedRow[],
  options: ImportOptions,
): Promise<ImportReport> {
  const dealership = await findFeedDealership(db, site.id, dealershipSlug);
  if (!dealership) throw new UnknownFeedDealershipError(`Site ${site.slug} has no dealership "${dealershipSlug}".`);
  // Planning reads the dealership's stock: it must see every car an earlier import wrote.
  return withImportLock(db, dealership.id, options.lock ?? "wait", () => importLocked(db, site, dealership, rawRows, options));
}

async function importLocked(
  db: Database,
  site: TenantSite,
  dealership: NonNullable<Awaited<ReturnType<typeof findFeedDealership>>>,
  rawRows: readonly RawFeedRow[],
  options: ImportOptions,
): Promise<ImportReport> {
  const { valid, rejected: invalid } = validateFeedRows(rawRows);
  const [current, names] = await Promise.all([
    loadDealershipCars(db, site.id, dealership.id),
    loadSiteStockNames(db, site.id, dealership.id),
  ]);
  const plan = planImport({
    mode: options.mode,
    now: options.now,
    rows: valid,
    current,
    ...names,
    locations: dealership.locations,
    invalidRowStock: new Set(invalid.flatMap((r) => (r.stockNumber ? [r.stockNumber] : []))),
  });
  const rejectedRows = [...invalid, ...plan.rejected].sort((a, b) => a.line - b.line);
  const held = decideFeedHold({
    mode: options.mode,
    appliedRows: plan.creates.length + plan.updates.length + plan.unchanged,
    wouldSell: plan.soldIds.length,
    inStock: current.filter((car) => car.status !== "sold").length,
    maxSoldShare: site.stockFeeds.maxSoldShare,
    confirmed: options.confirmed ?? false,
  });
  const counts = {
    mode: options.mode,
    dryRun: options.dryRun ?? false,
    held,
    rowsRead: rawRows.length,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    sold: plan.soldIds.length,
    rejected: new Set(rejectedRows.map((r) => r.line)).size,
    rejectedRows,
  };
  if (held || options.dryRun)
    return {
      ...counts,
      applied: false,
      photoFailures: [],
      notShown: carsNotShown(plan.listed, (c) => c.fields.photos.length, site, options.now),
    };

  const toWrite = [...plan.creates, ...plan.updates].sort((a, b) => a.line - b.line);
  const { keys, failures } = await resolveFeedPhotos(db, site.id, toWrite.flatMap(changedPictures), options.photos);
  const photoFailures = toWrite.flatMap((c) =>
    changedPictures(c).flatMap((photo) =>
      failures.has(photo) ? [{ line: c.line, stockNumber: c.stocknum, photo, reason: failures.get(photo) as string }] : [],
    ),
  );
  const storedPhotos = (c: PlannedCar) => (c.photosChanged ? c.fields.photos.filter((p) => keys.has(p)).length : c.fields.photos.length);

  const batchSize = options.batchSize ?? 500;
  const target = { siteId: site.id, dealershipId: dealership.id, now: options.now };
  const tag = { source: "feed" as const, actor: `${dealership.slug} (${options.mode})`, feedRunId: options.feedRunId, at: options.now };
  for (let start = 0; start < toWrite.length; start += batchSize) {
    const batch = toWrite.slice(start, start + batchSize);
    // Each batch's commit tells every server's index (the stock tables' triggers, migration 0035).
    await db.transaction(async (tx) => {
      await tagStockChange(tx, tag);
      await writeFeedCars(tx, target, batch, keys);
    });
    options.onProgress?.(Math.min(start + batchSize, toWrite.length), toWrite.length);
  }
  if (plan.soldIds.length)
    await db.transaction(async (tx) => {
      await tagStockChange(tx, tag);
      await markCarsSold(tx, site.id, plan.soldIds, options.now);
    });

  return { ...counts, applied: true, photoFailures, notShown: carsNotShown(plan.listed, storedPhotos, site, options.now) };
}

/** The photos and spin frames of a car that changed: the ones to fetch (each is fetched once per site). */
const changedPictures = (c: PlannedCar): string[] => [
  ...(c.photosChanged ? c.fields.photos : []),
  ...(c.spinChanged ? [...c.fields.spin.exterior, ...c.fields.spin.interior] : []),
];
