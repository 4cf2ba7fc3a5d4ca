import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { RawFeedRow } from "./feed-row";
import { dropFeedRun, type FeedRunSource, type FeedRunStatus, finishFeedRun, insertFeedRun } from "./feed-run-queries.server";
import { ImportInProgressError } from "./import-lock.server";
import { type ImportOptions, type ImportReport, importStockFeed, UnknownFeedDealershipError } from "./import-stock-feed.server";
import type { FeedMode } from "./parse-feed";
import { findDealershipId } from "./stock-feed-queries.server";

/** Who started a run: the way the feed came, and the person for one started in the console. */
export type RunOrigin = { source: FeedRunSource; staffId?: string | null; appliesRunId?: string | null };

export const runStatusOf = (report: ImportReport): Exclude<FeedRunStatus, "running" | "failed"> =>
  report.dryRun ? "dry_run" : report.held ? "held" : "applied";

/**
 * importStockFeed, recorded as a feed run (decision 048): the run's row is written first, so each car's history names
 * it (tagStockChange), and finished with the report, its status and how long it took. A held full feed keeps its raw
 * rows on the run, so a person can apply it from the console. A run refused because another import of the dealership
 * holds the lock never started, so it leaves no row; a run that failed is recorded failed, with the error.
 */
export async function runStockFeed(
  db: Database,
  site: TenantSite,
  dealershipSlug: string,
  rawRows: readonly RawFeedRow[],
  options: Omit<ImportOptions, "feedRunId"> & { origin: RunOrigin },
): Promise<{ runId: number; report: ImportReport }> {
  const dealershipId = await findDealershipId(db, site.id, dealershipSlug);
  if (dealershipId === null) throw new UnknownFeedDealershipError(`Site ${site.slug} has no dealership "${dealershipSlug}".`);
  const { origin, ...importOptions } = options;
  const runId = await insertFeedRun(db, {
    siteId: site.id,
    dealershipId,
    source: origin.source,
    mode: options.mode,
    dryRun: options.dryRun ?? false,
    startedAt: options.now,
    staffId: origin.staffId ?? null,
    appliesRunId: origin.appliesRunId ?? null,
  });
  const started = performance.now();
  const finish = (durationMs: number) => ({ durationMs, finishedAt: new Date(options.now.getTime() + durationMs) });
  try {
    const report = await importStockFeed(db, site, dealershipSlug, rawRows, { ...importOptions, feedRunId: runId });
    const status = runStatusOf(report);
    const heldRows = status === "held" ? rawRows : null;
    await finishFeedRun(db, site.id, runId, { status, ...finish(elapsed(started)), report, error: null, heldRows });
    return { runId, report };
  } catch (error) {
    if (error instanceof ImportInProgressError) await dropFeedRun(db, site.id, runId);
    else
      await finishFeedRun(db, site.id, runId, {
        status: "failed",
        ...finish(elapsed(started)),
        report: null,
        error: "The import stopped with an error; nothing after the last saved batch was written.",
        heldRows: null,
      });
    throw error;
  }
}

const elapsed = (started: number) => Math.max(0, Math.round(performance.now() - started));

/** A feed that could not be read at all (a broken CSV, a body past the limits): a failed run saying why, no import. */
export async function recordUnreadableFeed(
  db: Database,
  site: TenantSite,
  dealershipId: number,
  feed: { mode: FeedMode; dryRun: boolean; now: Date; error: string; origin: RunOrigin },
): Promise<number> {
  const runId = await insertFeedRun(db, {
    siteId: site.id,
    dealershipId,
    source: feed.origin.source,
    mode: feed.mode,
    dryRun: feed.dryRun,
    startedAt: feed.now,
    staffId: feed.origin.staffId ?? null,
  });
  await finishFeedRun(db, site.id, runId, {
    status: "failed",
    finishedAt: feed.now,
    durationMs: 0,
    report: null,
    error: feed.error,
    heldRows: null,
  });
  return runId;
}
