import type { Queryable } from "~/db/database";

export type WindowCounts = {
  /** Requests in the current window, this one included. */
  current: number;
  /** Requests in the window before it. */
  previous: number;
};

export type RateLimitHit = { bucket: string; siteId: number; client: string; windowStart: Date; previousWindowStart: Date };

/** The most hits one statement counts; more wait for the next. */
const MAX_BATCH = 500;

type Waiting = { hit: RateLimitHit; resolve: (counts: WindowCounts) => void; reject: (error: unknown) => void };

/**
 * Counts each request of a client in its bucket and window, and returns the counts the sliding window is
 * estimated from. The upsert is atomic, so concurrent requests on any number of server processes each see a
 * distinct count. The hits that arrive while a statement is in flight (or in the same turn of the event loop)
 * share one statement: under load one upsert counts many requests, when idle a
 * hit waits for nothing. Each hit still gets the counts one statement of its own would have given it: the batch
 * adds k hits of a key atomically, and its hits take the k counts ending at the returned total, in order of
 * arrival. Keys are upserted in sorted order, so two processes' batches cannot deadlock on each other's rows.
 * Docs: docs/decisions/019-batched-rate-limit-counts.md.
 */
export class RateLimitCounter {
  private waiting: Waiting[] = [];
  private busy = false;
  private scheduled = false;

  constructor(private readonly db: Queryable) {}

  count(hit: RateLimitHit): Promise<WindowCounts> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ hit, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.busy || this.scheduled || !this.waiting.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting.splice(0, MAX_BATCH);
    this.busy = true;
    try {
      const byKey = new Map<string, Waiting[]>();
      for (const w of batch) {
        const { bucket, siteId, client, windowStart } = w.hit;
        const key = JSON.stringify([bucket, siteId, client, windowStart.getTime()]);
        const same = byKey.get(key);
        if (same) same.push(w);
        else byKey.set(key, [w]);
      }
      const keys = [...byKey.keys()].sort();
      const groups = keys.map((k) => byKey.get(k) as Waiting[]);
      const rows = await this.db.query<{ i: number; current: number; previous: number }>(
        `WITH input AS (
           SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::int[])
             WITH ORDINALITY AS t(bucket, site_id, client, window_start, previous_start, n, i)
         ),
         hit AS (
           INSERT INTO rate_limit_windows AS w (bucket, site_id, client, window_start, hits)
           SELECT bucket, site_id, client, window_start, n FROM input ORDER BY i
           ON CONFLICT (bucket, site_id, client, window_start) DO UPDATE SET hits = w.hits + EXCLUDED.hits
           RETURNING bucket, site_id, client, window_start, hits
         )
         SELECT input.i::int AS i, hit.hits AS current, coalesce(p.hits, 0) AS previous
           FROM input
           JOIN hit USING (bucket, site_id, client, window_start)
           LEFT JOIN rate_limit_windows p
             ON p.bucket = input.bucket AND p.site_id = input.site_id AND p.client = input.client AND p.window_start = input.previous_start`,
        [
          groups.map((g) => g[0].hit.bucket),
          groups.map((g) => g[0].hit.siteId),
          groups.map((g) => g[0].hit.client),
          groups.map((g) => g[0].hit.windowStart.toISOString()),
          groups.map((g) => g[0].hit.previousWindowStart.toISOString()),
          groups.map((g) => g.length),
        ],
      );
      for (const row of rows) {
        const group = groups[Number(row.i) - 1];
        const total = Number(row.current);
        for (const [k, w] of group.entries()) w.resolve({ current: total - group.length + k + 1, previous: Number(row.previous) });
      }
      if (rows.length !== groups.length) throw new Error(`rate limit counts: ${rows.length} rows for ${groups.length} keys`);
    } catch (error) {
      // A promise already resolved ignores this.
      for (const w of batch) w.reject(error);
    } finally {
      this.busy = false;
      this.schedule();
    }
  }
}

/** Deletes windows that started before `before` (they no longer take part in any estimate); returns how many. */
export async function purgeRateLimitWindows(db: Queryable, before: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "WITH gone AS (DELETE FROM rate_limit_windows WHERE window_start < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone",
    [before.toISOString()],
  );
  return row.n;
}
