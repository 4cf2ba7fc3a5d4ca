import type { Queryable } from "~/db/database";
import type { FeedPullAuthKind, FeedPullStatus } from "./feed-pull";
import type { FeedFormat, FeedMode } from "./parse-feed";

export type FeedPullRow = {
  dealershipId: number;
  siteId: number;
  url: string;
  mode: FeedMode;
  format: FeedFormat;
  intervalMinutes: number;
  enabled: boolean;
  authKind: FeedPullAuthKind;
  authUser: string | null;
  authHeader: string | null;
  /** Encrypted (feed-secret.server.ts); never sent to a page. */
  authSecret: string | null;
  etag: string | null;
  lastModified: string | null;
  contentSha256: string | null;
  lastCheckedAt: Date | null;
  lastStatus: FeedPullStatus | null;
  lastMessage: string | null;
  lastRunId: string | null;
  nextDueAt: Date;
};

const PULL_COLUMNS = `p.dealership_id AS "dealershipId", p.site_id AS "siteId", p.url, p.mode, p.format,
  p.interval_minutes AS "intervalMinutes", p.enabled, p.auth_kind AS "authKind", p.auth_user AS "authUser", p.auth_header AS "authHeader",
  p.auth_secret AS "authSecret", p.etag, p.last_modified AS "lastModified", p.content_sha256 AS "contentSha256",
  p.last_checked_at AS "lastCheckedAt", p.last_status AS "lastStatus", p.last_message AS "lastMessage", p.last_run_id::text AS "lastRunId",
  p.next_due_at AS "nextDueAt"`;

export async function listFeedPulls(db: Queryable, siteId: number): Promise<FeedPullRow[]> {
  return db.query<FeedPullRow>(`SELECT ${PULL_COLUMNS} FROM feed_pulls p WHERE p.site_id = $1`, [siteId]);
}

export async function findFeedPull(db: Queryable, siteId: number, dealershipId: number): Promise<FeedPullRow | null> {
  const [row] = await db.query<FeedPullRow>(`SELECT ${PULL_COLUMNS} FROM feed_pulls p WHERE p.site_id = $1 AND p.dealership_id = $2`, [
    siteId,
    dealershipId,
  ]);
  return row ?? null;
}

export type SavedPull = Pick<
  FeedPullRow,
  "url" | "mode" | "format" | "intervalMinutes" | "enabled" | "authKind" | "authUser" | "authHeader" | "nextDueAt"
> & {
  /** undefined: keep the stored one. */
  authSecret: string | null | undefined;
};

/** Saves the schedule; a changed address forgets what the last one answered, so its first answer is imported. */
export async function saveFeedPull(db: Queryable, siteId: number, dealershipId: number, pull: SavedPull, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO feed_pulls (dealership_id, site_id, url, mode, format, interval_minutes, enabled, auth_kind, auth_user, auth_header,
       auth_secret, next_due_at, updated_at)
     VALUES ($2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (dealership_id) DO UPDATE SET url = EXCLUDED.url, mode = EXCLUDED.mode, format = EXCLUDED.format,
       interval_minutes = EXCLUDED.interval_minutes, enabled = EXCLUDED.enabled, auth_kind = EXCLUDED.auth_kind,
       auth_user = EXCLUDED.auth_user, auth_header = EXCLUDED.auth_header,
       auth_secret = CASE WHEN $14 THEN feed_pulls.auth_secret ELSE EXCLUDED.auth_secret END,
       next_due_at = LEAST(feed_pulls.next_due_at, EXCLUDED.next_due_at), updated_at = EXCLUDED.updated_at,
       etag = CASE WHEN feed_pulls.url = EXCLUDED.url THEN feed_pulls.etag END,
       last_modified = CASE WHEN feed_pulls.url = EXCLUDED.url THEN feed_pulls.last_modified END,
       content_sha256 = CASE WHEN feed_pulls.url = EXCLUDED.url THEN feed_pulls.content_sha256 END
     WHERE feed_pulls.site_id = EXCLUDED.site_id`,
    [
      siteId,
      dealershipId,
      pull.url,
      pull.mode,
      pull.format,
      pull.intervalMinutes,
      pull.enabled,
      pull.authKind,
      pull.authUser,
      pull.authHeader,
      pull.authSecret ?? null,
      pull.nextDueAt,
      now,
      pull.authSecret === undefined,
    ],
  );
}

/**
 * The platform's due pulls, across sites (the scheduler serves every site; each row names its own), claimed for this
 * process: the claim moves each one's next time on in the same statement, and rows another process is claiming are
 * skipped (FOR UPDATE SKIP LOCKED), so one due pull is taken by one process.
 */
export async function claimDuePulls(db: Queryable, now: Date, limit: number): Promise<FeedPullRow[]> {
  return db.query<FeedPullRow>(
    `UPDATE feed_pulls p SET next_due_at = $1::timestamptz + make_interval(mins => p.interval_minutes)
      WHERE p.dealership_id IN (
        SELECT dealership_id FROM feed_pulls WHERE enabled AND next_due_at <= $1 ORDER BY next_due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING ${PULL_COLUMNS}`,
    [now, limit],
  );
}

/** Makes one pull due now (Pull now), for this process to claim at once. */
export async function makePullDue(db: Queryable, siteId: number, dealershipId: number, now: Date): Promise<FeedPullRow | null> {
  const [row] = await db.query<FeedPullRow>(
    `UPDATE feed_pulls p SET next_due_at = $3::timestamptz + make_interval(mins => p.interval_minutes)
      WHERE p.site_id = $1 AND p.dealership_id = $2 RETURNING ${PULL_COLUMNS}`,
    [siteId, dealershipId, now],
  );
  return row ?? null;
}

export type PullCheck = {
  checkedAt: Date;
  status: FeedPullStatus;
  message: string | null;
  runId: number | null;
  /** Set only when the body was imported: what the next request asks about. */
  validators?: { etag: string | null; lastModified: string | null; contentSha256: string };
};

export async function recordPullCheck(db: Queryable, siteId: number, dealershipId: number, check: PullCheck): Promise<void> {
  const v = check.validators;
  await db.query(
    `UPDATE feed_pulls SET last_checked_at = $3, last_status = $4, last_message = $5, last_run_id = COALESCE($6::bigint, last_run_id),
       etag = CASE WHEN $7 THEN $8 ELSE etag END, last_modified = CASE WHEN $7 THEN $9 ELSE last_modified END,
       content_sha256 = CASE WHEN $7 THEN $10 ELSE content_sha256 END
     WHERE site_id = $1 AND dealership_id = $2`,
    [
      siteId,
      dealershipId,
      check.checkedAt,
      check.status,
      check.message,
      check.runId,
      Boolean(v),
      v?.etag ?? null,
      v?.lastModified ?? null,
      v?.contentSha256 ?? null,
    ],
  );
}
