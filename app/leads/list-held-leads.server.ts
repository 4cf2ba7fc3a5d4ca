import { countHeldByDay, type HeldDay, type HeldLeadContext, heldWindow } from "./held-leads";
import { findHeldLeads, type HeldLeadRow, listHeldSince } from "./lead-admin-queries.server";

type HeldLeadReadContext = Omit<HeldLeadContext, "actor">;

/** The leads a spam check holds for the dealer to release or delete, newest first. */
export async function listHeldLeads({ db, site }: HeldLeadReadContext, { limit = 200 }: { limit?: number } = {}): Promise<HeldLeadRow[]> {
  return findHeldLeads(db, site.id, limit);
}

/** Held leads per day on the site's clock for the last `days` days (today included), oldest first. */
export async function countHeldLeads({ db, site, now }: HeldLeadReadContext, { days = 14 }: { days?: number } = {}): Promise<HeldDay[]> {
  const rows = await listHeldSince(db, site.id, heldWindow(now, site.timeZone, days).since);
  return countHeldByDay(rows, { now, timeZone: site.timeZone, days });
}
