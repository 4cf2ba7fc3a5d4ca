import type { Queryable } from "~/db/database";

/**
 * Deletes the weekly summary claims made before `before`, for the hourly purge. The rest of weekly_summaries_sent's
 * queries are the console's (app/console/weekly-summary-queries.server.ts); this one is here because app/services,
 * where the purge runs, may not import the console (decision 025).
 */
export async function purgeWeeklySummaryClaims(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query("DELETE FROM weekly_summaries_sent WHERE sent_at < $1 RETURNING 1", [before]);
  return rows.length;
}
