import type { Queryable } from "~/db/database";

/** One first-party analytics event as pages send it (POST /api/events); the names are the table's columns. */
export type AnalyticsEventInput = {
  event_id: number;
  name: string;
  car_id?: number | null;
  page?: string;
  data?: Record<string, string | number | boolean | null>;
  /** The first-party visitor id, set by the server (never by the page) where the site's consent rule allows. */
  visitor?: string | null;
};

/**
 * Stores a batch of the site's events in one INSERT statement, whatever its size, so a batch is
 * stored whole or not at all: a row the database refuses, or a crash mid-way, leaves none of it.
 */
export async function insertAnalyticsEvents(db: Queryable, siteId: number, events: readonly AnalyticsEventInput[]): Promise<void> {
  const rows = events.map((e) => ({
    event_id: e.event_id,
    name: e.name,
    car_id: e.car_id ?? null,
    page: e.page ?? null,
    data: e.data ?? {},
    visitor: e.visitor ?? null,
  }));
  await db.query(
    `INSERT INTO analytics_events (site_id, event_id, name, car_id, page, data, visitor)
     SELECT $1, e.event_id, e.name, e.car_id, e.page, e.data, e.visitor
     FROM jsonb_to_recordset($2::jsonb) AS e(event_id integer, name text, car_id integer, page text, data jsonb, visitor text)`,
    [siteId, JSON.stringify(rows)],
  );
}

/** Deletes raw events stored before `before`, across all sites; returns how many. */
export async function purgeAnalyticsEvents(db: Queryable, before: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "WITH gone AS (DELETE FROM analytics_events WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone",
    [before.toISOString()],
  );
  return row.n;
}

export type CarViewCount = { views: number; photosCount: number; updatedAt: Date };

/**
 * Counts a view of one of the site's cars by a visitor (a keyed hash of who, which car and which
 * day) unless that visitor was counted for it already, and answers the car's count either way. One
 * statement: the visitor row and the count commit together, so concurrent views count once.
 */
export async function countCarView(
  db: Queryable,
  siteId: number,
  carId: number,
  visitor: { hash: string; day: string },
): Promise<CarViewCount | null> {
  const [row] = await db.query<{ views: number; photos_count: number; updated_at: Date }>(
    `WITH car AS (SELECT id, views, updated_at FROM cars WHERE site_id = $1 AND id = $2),
     first AS (
       INSERT INTO car_view_visitors (visitor, day) SELECT $3, $4 FROM car ON CONFLICT (visitor) DO NOTHING RETURNING 1
     ),
     counted AS (
       UPDATE cars SET views = views + 1 WHERE id = (SELECT id FROM car) AND EXISTS (SELECT 1 FROM first) RETURNING views
     )
     SELECT coalesce((SELECT views FROM counted), car.views) AS views, car.updated_at,
       (SELECT count(*)::int FROM car_images i WHERE i.car_id = car.id) AS photos_count
     FROM car`,
    [siteId, carId, visitor.hash, visitor.day],
  );
  return row ? { views: row.views, photosCount: row.photos_count, updatedAt: new Date(row.updated_at) } : null;
}

/** Forgets who viewed what before `day` (YYYY-MM-DD): they may be counted again from that day; returns how many. */
export async function purgeCarViewVisitors(db: Queryable, day: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "WITH gone AS (DELETE FROM car_view_visitors WHERE day < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone",
    [day],
  );
  return row.n;
}
