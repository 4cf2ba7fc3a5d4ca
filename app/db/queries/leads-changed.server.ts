import type { Queryable } from "~/db/database";

/** The channel that tells every server process a site's leads changed (a new lead, a released one), for live inboxes. */
export const LEADS_CHANGED_CHANNEL = "leads_changed";

export type LeadsChanged = { siteId: number; leadId: string; dealershipSlug: string | null; held: boolean };

/** Sent inside the writing transaction: PostgreSQL delivers it on commit, to every process listening, and not on rollback. */
export async function notifyLeadsChanged(db: Queryable, change: LeadsChanged): Promise<void> {
  await db.query("SELECT pg_notify($1, $2)", [LEADS_CHANGED_CHANNEL, JSON.stringify(change)]);
}

export function parseLeadsChanged(payload: string): LeadsChanged | null {
  try {
    const value = JSON.parse(payload) as Partial<LeadsChanged>;
    return typeof value.siteId === "number" && typeof value.leadId === "string"
      ? { siteId: value.siteId, leadId: value.leadId, dealershipSlug: value.dealershipSlug ?? null, held: value.held === true }
      : null;
  } catch {
    return null;
  }
}
