import type { Queryable } from "~/db/database";

export type WindowCounts = {
  /** Requests in the current window, this one included. */
  current: number;
  /** Requests in the window before it. */
  previous: number;
};

/**
 * Counts one request of a client in its bucket and window and returns the counts the sliding
 * window is estimated from. One statement: the upsert is atomic, so concurrent requests on any
 * number of server processes each see a distinct count.
 */
export async function countRateLimitHit(
  db: Queryable,
  hit: { bucket: string; siteId: number; client: string; windowStart: Date; previousWindowStart: Date },
): Promise<WindowCounts> {
  const [row] = await db.query<{ current: number; previous: number }>(
    `WITH hit AS (
       INSERT INTO rate_limit_windows AS w (bucket, site_id, client, window_start, hits) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (bucket, site_id, client, window_start) DO UPDATE SET hits = w.hits + 1
       RETURNING hits
     )
     SELECT hit.hits AS current,
       coalesce((SELECT p.hits FROM rate_limit_windows p
                 WHERE p.bucket = $1 AND p.site_id = $2 AND p.client = $3 AND p.window_start = $5), 0) AS previous
     FROM hit`,
    [hit.bucket, hit.siteId, hit.client, hit.windowStart.toISOString(), hit.previousWindowStart.toISOString()],
  );
  return { current: Number(row.current), previous: Number(row.previous) };
}

/** Deletes windows that started before `before` (they no longer take part in any estimate); returns how many. */
export async function purgeRateLimitWindows(db: Queryable, before: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "WITH gone AS (DELETE FROM rate_limit_windows WHERE window_start < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone",
    [before.toISOString()],
  );
  return row.n;
}
