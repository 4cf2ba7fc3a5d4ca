import type { Queryable } from "~/db/database";
import type { CarHistoryEntry } from "~/domain/console/car-history-view";

/**
 * Who makes the stock changes of this transaction, for the car history the database writes itself (migration 0037's
 * trigger): console (a person), feed (a feed run), cli (a command), reservation, demo. Without a tag a change is still
 * recorded, as made in the database (SQL typed into psql, or a writer that forgot).
 */
export type StockChangeTag = {
  source: "console" | "feed" | "cli" | "reservation" | "demo";
  staffId?: string | null;
  /** What the history shows for who: the person's e-mail, the command, the feed. */
  actor: string;
  feedRunId?: number | null;
  at: Date;
};

/** Call inside the transaction, before its writes: the tag lasts until it commits or rolls back. */
export async function tagStockChange(tx: Queryable, tag: StockChangeTag): Promise<void> {
  await tx.query("SELECT set_config('app.stock_change', $1, true)", [
    JSON.stringify({ ...tag, staffId: tag.staffId ?? null, feedRunId: tag.feedRunId ?? null, at: tag.at.toISOString() }),
  ]);
}

export type CarHistoryRow = CarHistoryEntry & { id: string };

/** One car's history on its site, newest first. */
export async function listCarHistory(db: Queryable, siteId: number, carId: number, limit = 200): Promise<CarHistoryRow[]> {
  return db.query<CarHistoryRow>(
    `SELECT h.id::text AS id, h.at, h.price_before AS "priceBefore", h.price_after AS "priceAfter", h.status_before AS "statusBefore",
            h.status_after AS "statusAfter", h.source, h.actor, s.name AS "staffName", h.feed_run_id::text AS "feedRunId"
       FROM car_history h LEFT JOIN staff s ON s.id = h.staff_id
      WHERE h.site_id = $1 AND h.car_id = $2
      ORDER BY h.at DESC, h.id DESC
      LIMIT $3`,
    [siteId, carId, limit],
  );
}
