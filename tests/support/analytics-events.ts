import type { Queryable } from "~/db/database";

/** A raw analytics event as stored, at a given instant (the rollup's and the dashboards' tests write their own). */
export const storeEvent = (
  db: Queryable,
  siteId: number,
  event: { name: string; at: string; carId?: number | null; visitor?: string | null; data?: Record<string, string> },
) =>
  db.query("INSERT INTO analytics_events (site_id, name, car_id, visitor, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)", [
    siteId,
    event.name,
    event.carId ?? null,
    event.visitor ?? null,
    JSON.stringify(event.data ?? {}),
    event.at,
  ]);
