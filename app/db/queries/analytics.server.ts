import type { Queryable } from "~/db/database";
import { insertRows } from "~/db/insert-rows.server";

/** One first-party analytics event as pages send it (POST /api/events); the names are the table's columns. */
export type AnalyticsEventInput = {
  event_id: number;
  name: string;
  car_id?: number | null;
  page?: string;
  data?: Record<string, string | number | boolean | null>;
};

/** Stores a batch of the site's events in one multi-row INSERT (one statement, so all or none). */
export async function insertAnalyticsEvents(db: Queryable, siteId: number, events: readonly AnalyticsEventInput[]): Promise<void> {
  await insertRows(
    db,
    "analytics_events",
    ["site_id", "event_id", "name", "car_id", "page", "data"],
    events.map((e) => [siteId, e.event_id, e.name, e.car_id ?? null, e.page ?? null, JSON.stringify(e.data ?? {})]),
  );
}

export type CarViewCount = { views: number; photosCount: number; updatedAt: Date };

/** Counts a view of a car shown on the site's website; null when the site has no such car to show. */
export async function countCarView(db: Queryable, siteId: number, slug: string): Promise<CarViewCount | null> {
  const [row] = await db.query<{ views: number; photos_count: number; updated_at: Date }>(
    `UPDATE cars SET views = views + 1 WHERE site_id = $1 AND slug = $2 AND show_on_dealer_website
     RETURNING views, (SELECT count(*)::int FROM car_images i WHERE i.car_id = cars.id) AS photos_count, updated_at`,
    [siteId, slug],
  );
  return row ? { views: row.views, photosCount: row.photos_count, updatedAt: new Date(row.updated_at) } : null;
}
