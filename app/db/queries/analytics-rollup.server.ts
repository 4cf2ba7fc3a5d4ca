import type { Queryable } from "~/db/database";

/** Every site with the zones of its locations and the day its rollup last rolled through. */
export async function listRollupSites(db: Queryable): Promise<{ siteId: number; zones: string[]; rolledThrough: string | null }[]> {
  const rows = await db.query<{ id: number; zones: string[] | null; rolled_through: string | null }>(
    `SELECT s.id, to_char(r.rolled_through, 'YYYY-MM-DD') AS rolled_through,
       (SELECT array_agg(DISTINCT l.time_zone) FROM locations l WHERE l.site_id = s.id) AS zones
     FROM sites s LEFT JOIN analytics_rollup_state r ON r.site_id = s.id
     ORDER BY s.id`,
  );
  return rows.map((r) => ({ siteId: r.id, zones: r.zones ?? [], rolledThrough: r.rolled_through }));
}

/**
 * Recomputes a site's daily totals for the days from `from` to `to` (YYYY-MM-DD, both included) from its raw events, in
 * one transaction the caller holds: the days' rows are deleted and written again, so a run repeated changes nothing.
 * An event about one of the site's cars counts on its date in the zone of the car's location, any other on its date in
 * the zone of the site's primary location; a car id that is not one of the site's cars counts as about no car. The
 * raw events read are those from the day before `from` to the day after `to` in UTC, which holds every zone's day.
 * Returns how many raw events the days held.
 */
export async function rollUpDays(tx: Queryable, siteId: number, days: { from: string; to: string }, siteZone: string): Promise<number> {
  // One run at a time per site, on every process and machine: two would each delete, then clash on the keys.
  await tx.query("SELECT pg_advisory_xact_lock(540054, $1)", [siteId]);
  const range = [siteId, days.from, days.to];
  await tx.query("DELETE FROM analytics_daily WHERE site_id = $1 AND day BETWEEN $2 AND $3", range);
  await tx.query("DELETE FROM analytics_daily_visitors WHERE site_id = $1 AND day BETWEEN $2 AND $3", range);
  await tx.query("DELETE FROM analytics_car_daily WHERE site_id = $1 AND day BETWEEN $2 AND $3", range);
  const [row] = await tx.query<{ events: number }>(
    `WITH ev AS MATERIALIZED (
       SELECT e.name, e.visitor, c.id AS car_id, c.dealership_id,
         CASE WHEN e.name = 'visit' THEN left(coalesce(nullif(e.data->>'utm_source', ''), nullif(e.data->>'referrer', ''), ''), 200)
           ELSE '' END AS source,
         (e.created_at AT TIME ZONE coalesce(l.time_zone, $4))::date AS day
       FROM analytics_events e
       LEFT JOIN cars c ON c.id = e.car_id AND c.site_id = e.site_id
       LEFT JOIN locations l ON l.id = c.location_id
       WHERE e.site_id = $1
         AND e.created_at >= ($2::date - 1)::timestamp AT TIME ZONE 'UTC'
         AND e.created_at < ($3::date + 2)::timestamp AT TIME ZONE 'UTC'
     ),
     kept AS MATERIALIZED (SELECT * FROM ev WHERE day BETWEEN $2::date AND $3::date),
     daily AS (
       INSERT INTO analytics_daily (site_id, day, dealership_id, name, source, events)
       SELECT $1, day, dealership_id, name, source, count(*) FROM kept GROUP BY day, dealership_id, name, source
     ),
     visitors AS (
       INSERT INTO analytics_daily_visitors (site_id, day, dealership_id, visitors)
       SELECT $1, day, dealership_id, count(DISTINCT visitor) FROM kept WHERE visitor IS NOT NULL AND dealership_id IS NOT NULL
       GROUP BY day, dealership_id
       UNION ALL
       SELECT $1, day, NULL, count(DISTINCT visitor) FROM kept WHERE visitor IS NOT NULL GROUP BY day
     ),
     cars AS (
       INSERT INTO analytics_car_daily (site_id, day, car_id, dealership_id, name, events)
       SELECT $1, day, car_id, dealership_id, name, count(*) FROM kept WHERE car_id IS NOT NULL GROUP BY day, car_id, dealership_id, name
     )
     SELECT count(*)::int AS events FROM kept`,
    [...range, siteZone],
  );
  return row?.events ?? 0;
}

/** Moves a site's rollup state to `day`. */
export async function markRolledThrough(tx: Queryable, siteId: number, day: string): Promise<void> {
  await tx.query(
    `INSERT INTO analytics_rollup_state (site_id, rolled_through) VALUES ($1, $2)
     ON CONFLICT (site_id) DO UPDATE SET rolled_through = greatest(analytics_rollup_state.rolled_through, excluded.rolled_through)`,
    [siteId, day],
  );
}

/**
 * Forgets how far a site's rollup got, so its next run redoes every day whose raw events are all still kept: for
 * whoever writes events into days already rolled up (the demo's generated history).
 */
export async function restartRollup(tx: Queryable, siteId: number): Promise<void> {
  await tx.query("DELETE FROM analytics_rollup_state WHERE site_id = $1", [siteId]);
}

/** The day a site's car windows end on, null when there are none. */
export async function carWindowsThrough(db: Queryable, siteId: number): Promise<string | null> {
  const [row] = await db.query<{ day: string | null }>(
    "SELECT to_char(windows_through, 'YYYY-MM-DD') AS day FROM analytics_rollup_state WHERE site_id = $1",
    [siteId],
  );
  return row?.day ?? null;
}

/**
 * Rewrites a site's car windows to end on `through`: each car's views over each of `lengths` days up to and including
 * it, from the daily rollup, in the caller's transaction.
 */
export async function rewriteCarWindows(
  tx: Queryable,
  siteId: number,
  through: string,
  lengths: readonly number[],
  viewNames: readonly string[],
): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(540054, $1)", [siteId]);
  await tx.query("DELETE FROM analytics_car_windows WHERE site_id = $1", [siteId]);
  for (const days of lengths)
    await tx.query(
      `INSERT INTO analytics_car_windows (site_id, days, car_id, dealership_id, views)
       SELECT $1, $3, car_id, min(dealership_id), sum(events)::int FROM analytics_car_daily
       WHERE site_id = $1 AND day BETWEEN $2::date - ($3 - 1) AND $2::date AND name = ANY($4::text[])
       GROUP BY car_id`,
      [siteId, through, days, [...viewNames]],
    );
  await tx.query("UPDATE analytics_rollup_state SET windows_through = $2 WHERE site_id = $1", [siteId, through]);
}
