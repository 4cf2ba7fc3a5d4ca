import type { Queryable } from "~/db/database";

/**
 * Sent in the transaction that changes a site's content in the console (a review hidden, an offer published), with the
 * site's id: every server process drops its cached copy of that site's content and pages when the change commits.
 */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

export async function notifyContentChanged(db: Queryable, siteId: number): Promise<void> {
  await db.query("SELECT pg_notify($1, $2)", [CONTENT_CHANGED_CHANNEL, String(siteId)]);
}
