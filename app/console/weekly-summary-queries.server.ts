import type { Queryable } from "~/db/database";
import type { Role } from "~/domain/console/can";

/** A member of the site who chose the weekly summary, with the dealerships they may see (null: all of them). */
export type SummaryRecipient = { staffId: string; email: string; name: string; role: Role; dealershipSlugs: string[] | null };

/** The site's members who chose the weekly summary; whether their role still may read it is the caller's rule. */
export async function listWeeklySummaryRecipients(db: Queryable, siteId: number): Promise<SummaryRecipient[]> {
  return db.query<SummaryRecipient>(
    `SELECT s.id::text AS "staffId", s.email, s.name, m.role, m.dealership_slugs AS "dealershipSlugs"
     FROM staff_memberships m JOIN staff s ON s.id = m.staff_id
     WHERE m.site_id = $1 AND m.weekly_summary
     ORDER BY s.id`,
    [siteId],
  );
}

/** Whether this member chose the weekly summary, and their role; null when they are no member of the site. */
export async function findWeeklySummaryChoice(db: Queryable, siteId: number, staffId: string): Promise<{ role: Role; on: boolean } | null> {
  const [row] = await db.query<{ role: Role; on: boolean }>(
    `SELECT role, weekly_summary AS "on" FROM staff_memberships WHERE site_id = $1 AND staff_id = $2::bigint`,
    [siteId, staffId],
  );
  return row ?? null;
}

export async function setWeeklySummary(db: Queryable, siteId: number, staffId: string, on: boolean): Promise<boolean> {
  const rows = await db.query("UPDATE staff_memberships SET weekly_summary = $3 WHERE site_id = $1 AND staff_id = $2::bigint RETURNING 1", [
    siteId,
    staffId,
    on,
  ]);
  return rows.length > 0;
}

/** Claims a person's summary of a week: true for the one run that is to send it, false if another has. */
export async function claimWeeklySummary(db: Queryable, siteId: number, staffId: string, weekStart: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO weekly_summaries_sent (site_id, staff_id, week_start, sent_at) VALUES ($1, $2::bigint, $3::date, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [siteId, staffId, weekStart, now.toISOString()],
  );
  return rows.length > 0;
}

/** Gives a claim back when its e-mail could not be sent, so the next hourly run tries again. */
export async function releaseWeeklySummary(db: Queryable, siteId: number, staffId: string, weekStart: string): Promise<void> {
  await db.query("DELETE FROM weekly_summaries_sent WHERE site_id = $1 AND staff_id = $2::bigint AND week_start = $3::date", [
    siteId,
    staffId,
    weekStart,
  ]);
}
