import type { Queryable } from "~/db/database";
import type { RawFeedRow } from "./feed-row";
import type { ImportReport } from "./import-stock-feed.server";
import type { FeedMode } from "./parse-feed";

export type FeedRunSource = "api" | "cli" | "pull" | "console";
export type FeedRunStatus = "running" | "applied" | "held" | "failed" | "dry_run";

export type FeedRunRow = {
  id: string;
  dealershipId: number;
  dealershipSlug: string;
  dealershipName: string;
  source: FeedRunSource;
  mode: FeedMode;
  dryRun: boolean;
  status: FeedRunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  durationMs: number | null;
  report: ImportReport | null;
  error: string | null;
  staffName: string | null;
  hasHeldRows: boolean;
  appliesRunId: string | null;
  appliedByRunId: string | null;
};

const RUN_COLUMNS = `r.id::text AS id, r.dealership_id AS "dealershipId", d.slug AS "dealershipSlug", d.name AS "dealershipName", r.source,
  r.mode, r.dry_run AS "dryRun", r.status, r.started_at AS "startedAt", r.finished_at AS "finishedAt", r.duration_ms AS "durationMs",
  r.report, r.error, s.name AS "staffName", (r.held_rows IS NOT NULL) AS "hasHeldRows", r.applies_run_id::text AS "appliesRunId",
  r.applied_by_run_id::text AS "appliedByRunId"`;
const RUN_FROM = "feed_runs r JOIN dealerships d ON d.id = r.dealership_id LEFT JOIN staff s ON s.id = r.staff_id";

export type NewFeedRun = {
  siteId: number;
  dealershipId: number;
  source: FeedRunSource;
  mode: FeedMode;
  dryRun: boolean;
  startedAt: Date;
  staffId: string | null;
  appliesRunId?: string | null;
};

export async function insertFeedRun(db: Queryable, run: NewFeedRun): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO feed_runs (site_id, dealership_id, source, mode, dry_run, status, started_at, staff_id, applies_run_id)
     VALUES ($1, $2, $3, $4, $5, 'running', $6, $7::bigint, $8::bigint) RETURNING id::text AS id`,
    [run.siteId, run.dealershipId, run.source, run.mode, run.dryRun, run.startedAt, run.staffId, run.appliesRunId ?? null],
  );
  return Number(row.id);
}

export type FinishedRun = {
  status: Exclude<FeedRunStatus, "running">;
  finishedAt: Date;
  durationMs: number;
  report: ImportReport | null;
  error: string | null;
  heldRows: readonly RawFeedRow[] | null;
};

export async function finishFeedRun(db: Queryable, siteId: number, runId: number, done: FinishedRun): Promise<void> {
  await db.query(
    `UPDATE feed_runs SET status = $3, finished_at = $4, duration_ms = $5, report = $6::jsonb, error = $7, held_rows = $8::jsonb
     WHERE site_id = $1 AND id = $2`,
    [
      siteId,
      runId,
      done.status,
      done.finishedAt,
      done.durationMs,
      done.report ? JSON.stringify(done.report) : null,
      done.error,
      done.heldRows ? JSON.stringify(done.heldRows) : null,
    ],
  );
}

/** A run that never started (another import of the dealership held the lock): nothing to report, so no row. */
export async function dropFeedRun(db: Queryable, siteId: number, runId: number): Promise<void> {
  await db.query("DELETE FROM feed_runs WHERE site_id = $1 AND id = $2", [siteId, runId]);
}

/** A site's runs, newest first, a page at a time (the report's lists are left out: the list shows counts). */
export async function listFeedRuns(db: Queryable, siteId: number, page: { limit: number; offset: number }) {
  const rows = await db.query<FeedRunRow>(
    `SELECT ${RUN_COLUMNS.replace("r.report,", `r.report - 'rejectedRows' - 'photoFailures' - 'notShown' AS report,`)}
       FROM ${RUN_FROM} WHERE r.site_id = $1 ORDER BY r.started_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [siteId, page.limit, page.offset],
  );
  const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM feed_runs WHERE site_id = $1", [siteId]);
  return { rows, count };
}

export async function findFeedRun(db: Queryable, siteId: number, runId: string): Promise<FeedRunRow | null> {
  if (!/^\d{1,18}$/.test(runId)) return null;
  const [row] = await db.query<FeedRunRow>(`SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.site_id = $1 AND r.id = $2::bigint`, [
    siteId,
    runId,
  ]);
  return row ?? null;
}

export async function heldFeedRows(db: Queryable, siteId: number, runId: string): Promise<RawFeedRow[] | null> {
  const [row] = await db.query<{ rows: RawFeedRow[] | null }>(
    "SELECT held_rows AS rows FROM feed_runs WHERE site_id = $1 AND id = $2::bigint AND status = 'held'",
    [siteId, runId],
  );
  return row?.rows ?? null;
}

/** A held run once applied: its rows are no longer kept, and it names the run that applied it. */
export async function markHeldRunApplied(db: Queryable, siteId: number, heldId: string, appliedById: number): Promise<void> {
  await db.query("UPDATE feed_runs SET held_rows = NULL, applied_by_run_id = $3 WHERE site_id = $1 AND id = $2::bigint", [
    siteId,
    heldId,
    appliedById,
  ]);
}

/** Each dealership of the site with its key's state (no key material) and pull schedule. */
export async function listFeedDealerships(db: Queryable, siteId: number) {
  return db.query<{
    id: number;
    slug: string;
    name: string;
    keyCreatedAt: Date | null;
    keyId: string | null;
  }>(
    `SELECT d.id, d.slug, d.name, k.created_at AS "keyCreatedAt", k.key_id AS "keyId"
       FROM dealerships d LEFT JOIN dealership_feed_keys k ON k.dealership_id = d.id AND k.site_id = d.site_id
      WHERE d.site_id = $1 ORDER BY d.name, d.id`,
    [siteId],
  );
}

export async function deleteFeedKey(db: Queryable, siteId: number, dealershipId: number): Promise<boolean> {
  const rows = await db.query<{ key_id: string }>(
    "DELETE FROM dealership_feed_keys WHERE site_id = $1 AND dealership_id = $2 RETURNING key_id",
    [siteId, dealershipId],
  );
  return rows.length > 0;
}
