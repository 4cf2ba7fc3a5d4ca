import type { Queryable } from "~/db/database";
import type { DayRange } from "~/domain/analytics/report-period";

/** A day range and the one before it, the dealerships in scope (null: the whole site). */
type Scope = { siteId: number; current: DayRange; previous: DayRange; dealershipIds: readonly number[] | null };
const idsOrNull = (ids: readonly number[] | null) => (ids ? [...ids] : null);

/**
 * Each event name's total over the period and the one before, from the daily rollup. With dealerships in scope, only
 * events about their cars count; events about no car (search views) belong to the whole site.
 */
export async function sumEvents(db: Queryable, s: Scope): Promise<{ name: string; current: number; previous: number }[]> {
  return db.query(
    `SELECT name,
       coalesce(sum(events) FILTER (WHERE day >= $2::date), 0)::int AS current,
       coalesce(sum(events) FILTER (WHERE day <= $5::date), 0)::int AS previous
     FROM analytics_daily
     WHERE site_id = $1 AND day BETWEEN $4::date AND $3::date
       AND ($6::int[] IS NULL OR dealership_id = ANY($6::int[]))
     GROUP BY name`,
    [s.siteId, s.current.from, s.current.to, s.previous.from, s.previous.to, idsOrNull(s.dealershipIds)],
  );
}

/** Visitors counted once a day over the period and the one before: over the whole site, or over the dealerships' cars. */
export async function sumVisitors(db: Queryable, s: Scope): Promise<{ current: number; previous: number }> {
  const [row] = await db.query<{ current: number; previous: number }>(
    `SELECT coalesce(sum(visitors) FILTER (WHERE day >= $2::date), 0)::int AS current,
       coalesce(sum(visitors) FILTER (WHERE day <= $5::date), 0)::int AS previous
     FROM analytics_daily_visitors
     WHERE site_id = $1 AND day BETWEEN $4::date AND $3::date
       AND (CASE WHEN $6::int[] IS NULL THEN dealership_id IS NULL ELSE dealership_id = ANY($6::int[]) END)`,
    [s.siteId, s.current.from, s.current.to, s.previous.from, s.previous.to, idsOrNull(s.dealershipIds)],
  );
  return row ?? { current: 0, previous: 0 };
}

/** The period's events of the given names a day, for the dashboard's chart. */
export async function dailyEvents(db: Queryable, s: Scope, names: readonly string[]): Promise<{ day: string; count: number }[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(events)::int AS count
     FROM analytics_daily
     WHERE site_id = $1 AND day BETWEEN $2::date AND $3::date AND name = ANY($4::text[])
       AND ($5::int[] IS NULL OR dealership_id = ANY($5::int[]))
     GROUP BY day`,
    [s.siteId, s.current.from, s.current.to, [...names], idsOrNull(s.dealershipIds)],
  );
}

/** The period's visits by where they came from (the rollup's source); visits belong to the whole site. */
export async function visitsBySource(db: Queryable, s: Scope): Promise<{ source: string; visits: number }[]> {
  return db.query(
    `SELECT source, sum(events)::int AS visits FROM analytics_daily
     WHERE site_id = $1 AND day BETWEEN $2::date AND $3::date AND name = 'visit'
     GROUP BY source`,
    [s.siteId, s.current.from, s.current.to],
  );
}

/** The period's vehicle views per dealership. */
export async function viewsByDealership(
  db: Queryable,
  s: Scope,
  names: readonly string[],
): Promise<{ dealership_id: number; views: number }[]> {
  return db.query(
    `SELECT dealership_id, sum(events)::int AS views
     FROM analytics_daily
     WHERE site_id = $1 AND day BETWEEN $2::date AND $3::date AND name = ANY($4::text[]) AND dealership_id IS NOT NULL
       AND ($5::int[] IS NULL OR dealership_id = ANY($5::int[]))
     GROUP BY dealership_id`,
    [s.siteId, s.current.from, s.current.to, [...names], idsOrNull(s.dealershipIds)],
  );
}

/** Bounds as instants: the period's first midnight, the previous period's first midnight, and now. */
export type LeadWindow = { siteId: number; currentFrom: Date; previousFrom: Date; until: Date; dealershipSlugs: readonly string[] | null };
const windowParams = (w: LeadWindow) => [
  w.siteId,
  w.previousFrom.toISOString(),
  w.currentFrom.toISOString(),
  w.until.toISOString(),
  w.dealershipSlugs ? [...w.dealershipSlugs] : null,
];
// The leads the inbox shows: not deleted, not held back as spam (unless released).
const INBOX_LEADS = `l.site_id = $1 AND l.created_at >= $2 AND l.created_at < $4 AND l.deleted_at IS NULL
  AND (l.quarantine_reason IS NULL OR l.released_at IS NOT NULL)
  AND ($5::text[] IS NULL OR l.dealership_slug = ANY($5::text[]))`;

export type LeadCountRow = {
  form: string;
  dealership_slug: string | null;
  utm_source: string | null;
  source_referrer: string | null;
  day: string | null;
  current: number;
  previous: number;
};

/** Leads by form, dealership and source in the period and the one before, and the period's a day in the site's zone. */
export async function leadCounts(db: Queryable, w: LeadWindow, timeZone: string): Promise<LeadCountRow[]> {
  return db.query(
    `SELECT l.form, l.dealership_slug, l.utm_source, l.source_referrer,
       CASE WHEN l.created_at >= $3 THEN to_char(l.created_at AT TIME ZONE $6, 'YYYY-MM-DD') END AS day,
       count(*) FILTER (WHERE l.created_at >= $3)::int AS current,
       count(*) FILTER (WHERE l.created_at < $3)::int AS previous
     FROM leads l WHERE ${INBOX_LEADS}
     GROUP BY 1, 2, 3, 4, 5`,
    [...windowParams(w), timeZone],
  );
}

/** Reservations taken and standing (held, confirmed, sold) and their deposits, in the period and the one before. */
export async function reservationTotals(
  db: Queryable,
  w: LeadWindow,
): Promise<{ current: number; previous: number; current_cents: number; previous_cents: number }> {
  const [row] = await db.query<{ current: number; previous: number; current_cents: number; previous_cents: number }>(
    `SELECT count(*) FILTER (WHERE r.created_at >= $3)::int AS current,
       count(*) FILTER (WHERE r.created_at < $3)::int AS previous,
       coalesce(sum(r.amount_cents) FILTER (WHERE r.created_at >= $3), 0)::int AS current_cents,
       coalesce(sum(r.amount_cents) FILTER (WHERE r.created_at < $3), 0)::int AS previous_cents
     FROM reservations r JOIN cars c ON c.id = r.car_id AND c.site_id = r.site_id
     JOIN dealerships d ON d.id = c.dealership_id
     WHERE r.site_id = $1 AND r.created_at >= $2 AND r.created_at < $4 AND r.status IN ('held', 'confirmed', 'sold')
       AND ($5::text[] IS NULL OR d.slug = ANY($5::text[]))`,
    windowParams(w),
  );
  return row ?? { current: 0, previous: 0, current_cents: 0, previous_cents: 0 };
}
