import type { Database } from "~/db/database";
import type { Actor } from "~/db/queries/audit.server";
import type { TenantSite } from "~/sites/tenant-site";
import { calendarDate, formatDateTime, midnightIn, nextCalendarDay } from "~/domain/format";

/** What the held-lead use cases run with, from the CLI and the dealer console alike; `actor` is who the audit log names. */
export type HeldLeadContext = { db: Database; site: TenantSite; now: Date; actor: Actor };

/** Where a lead of the site stands with the spam checks (null: the site has no such lead). */
export type LeadHold = { reason: string | null; releasedAt: Date | null; deletedAt: Date | null };

/** What releasing or deleting a held lead came to: done, or why not, in words for the dealer. */
export type HeldLeadOutcome =
  | { ok: true; deliveries: number }
  | { ok: false; code: "unknown" | "not-held" | "released" | "deleted"; message: string };

/**
 * Why a lead cannot be released or deleted. Another site's lead reads as unknown: a site never
 * learns that an id exists elsewhere.
 */
export function heldLeadRefusal(
  hold: LeadHold | null,
  lead: { id: string; siteSlug: string; timeZone: string },
): Extract<HeldLeadOutcome, { ok: false }> {
  const at = (instant: Date) => formatDateTime(new Date(instant), lead.timeZone);
  if (!hold) return { ok: false, code: "unknown", message: `No lead ${lead.id} on ${lead.siteSlug}.` };
  if (hold.deletedAt) return { ok: false, code: "deleted", message: `Lead ${lead.id} was deleted on ${at(hold.deletedAt)}.` };
  if (hold.releasedAt) return { ok: false, code: "released", message: `Lead ${lead.id} was already released on ${at(hold.releasedAt)}.` };
  return { ok: false, code: "not-held", message: `Lead ${lead.id} was not held by a spam check: it is delivered like any other lead.` };
}

/** One day's held leads on the site's clock: how many each rule held, and what the dealer did with them. */
export type HeldDay = { day: string; held: number; released: number; deleted: number; byReason: Record<string, number> };

/** The window's first day on the site's clock, `days - 1` days before today, and the instant it begins. */
export function heldWindow(now: Date, timeZone: string, days: number): { firstDay: string; since: Date } {
  const [year, month, day] = calendarDate(now, timeZone).split("-").map(Number) as [number, number, number];
  const firstDay = new Date(Date.UTC(year, month - 1, day - (days - 1))).toISOString().slice(0, 10);
  return { firstDay, since: midnightIn(firstDay, timeZone) };
}

/**
 * Held leads counted per day in the site's time zone, oldest first, every day of the window listed
 * (a day with none reads 0), so a rule that starts holding real shoppers shows as a rise and releases.
 */
export function countHeldByDay(
  leads: readonly { createdAt: Date; reason: string; releasedAt: Date | null; deletedAt: Date | null }[],
  window: { now: Date; timeZone: string; days: number },
): HeldDay[] {
  const { now, timeZone, days } = window;
  const today = calendarDate(now, timeZone);
  const byDay = new Map<string, HeldDay>();
  for (let day = heldWindow(now, timeZone, days).firstDay; day <= today; day = nextCalendarDay(day))
    byDay.set(day, { day, held: 0, released: 0, deleted: 0, byReason: {} });
  for (const lead of leads) {
    const entry = byDay.get(calendarDate(new Date(lead.createdAt), timeZone));
    if (!entry) continue;
    entry.held += 1;
    if (lead.releasedAt) entry.released += 1;
    if (lead.deletedAt) entry.deleted += 1;
    entry.byReason[lead.reason] = (entry.byReason[lead.reason] ?? 0) + 1;
  }
  return [...byDay.values()];
}
