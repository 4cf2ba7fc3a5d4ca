import type { Queryable } from "~/db/database";
import type { DayRange } from "~/domain/analytics/report-period";

type Scope = { siteId: number; current: DayRange; dealershipIds: readonly number[] | null };
const ids = (list: readonly number[] | null) => (list ? [...list] : null);

export type ReportCar = {
  id: number;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  car_type: string;
  status: string;
  price: number;
  created_at: Date | string;
  count: number;
};
const CAR_COLUMNS = "c.id, c.stocknum, c.year, c.make, c.model, c.badge, c.car_type, c.status, c.price, c.created_at";

/** Since `from` (an instant) until `until`, the leads the inbox shows about each car. */
type LeadSpan = { siteId: number; from: Date; until: Date; dealershipIds: readonly number[] | null };
const INBOX_LEAD = `l.site_id = c.site_id AND l.car_id = c.id AND l.created_at >= $2 AND l.created_at < $3
  AND l.deleted_at IS NULL AND (l.quarantine_reason IS NULL OR l.released_at IS NOT NULL)`;

/** How a list of viewed cars is read: `windowDays` when the rollup's car window for the period less today applies. */
export type ViewedCars = {
  viewNames: readonly string[];
  limit: number;
  /** The period's length less one, when analytics_car_windows ends on the day before the period's last. */
  windowDays: number | null;
  /** Only cars still for sale with no lead in this span. */
  withoutLeads?: LeadSpan;
};

// With a window, the candidates are the window's most viewed and every car viewed today: a car in neither has no more
// views than the window's last candidate, so the top `limit` are exact. Cars with no lead need more candidates, since
// most viewed cars have one: the 500 most viewed (a car below them that has no lead is left out: decision 052). Today's
// views are added up once and joined, not looked up per candidate.
const NO_LEAD_CANDIDATES = 500;
const VIEWED_FROM_WINDOW = `today AS (
    SELECT car_id, sum(events)::int AS views FROM analytics_car_daily
    WHERE site_id = $1 AND day = $3::date AND name = ANY($4::text[]) AND ($5::int[] IS NULL OR dealership_id = ANY($5::int[]))
    GROUP BY car_id
  ),
  top AS (
    SELECT car_id FROM analytics_car_windows WHERE site_id = $1 AND days = $7 AND ($5::int[] IS NULL OR dealership_id = ANY($5::int[]))
      AND $2::date IS NOT NULL
    ORDER BY views DESC, car_id LIMIT $8
  ),
  viewed AS (
    SELECT cand.car_id, (coalesce(w.views, 0) + coalesce(t.views, 0))::int AS count
    FROM (SELECT car_id FROM top UNION SELECT car_id FROM today) cand
    LEFT JOIN analytics_car_windows w ON w.site_id = $1 AND w.days = $7 AND w.car_id = cand.car_id
    LEFT JOIN today t ON t.car_id = cand.car_id
    ORDER BY count DESC, cand.car_id LIMIT $8
  )`;
const VIEWED_FROM_DAYS = `viewed AS (
    SELECT car_id, sum(events)::int AS count FROM analytics_car_daily
    WHERE site_id = $1 AND day BETWEEN $2::date AND $3::date AND name = ANY($4::text[])
      AND ($5::int[] IS NULL OR dealership_id = ANY($5::int[])) AND $7::int IS NULL
    GROUP BY car_id ORDER BY count DESC, car_id LIMIT $8
  )`;

/** The period's most viewed cars, most first; with `withoutLeads`, those still for sale that had no lead in it. */
export async function topViewedCars(db: Queryable, s: Scope, v: ViewedCars): Promise<ReportCar[]> {
  const leads = v.withoutLeads;
  return db.query(
    `WITH ${v.windowDays === null ? VIEWED_FROM_DAYS : VIEWED_FROM_WINDOW}
     SELECT ${CAR_COLUMNS}, viewed.count FROM viewed JOIN cars c ON c.id = viewed.car_id AND c.site_id = $1
     WHERE viewed.count > 0 AND ($9::timestamptz IS NULL OR (c.status <> 'sold' AND NOT EXISTS (
       SELECT 1 FROM leads l WHERE l.site_id = c.site_id AND l.car_id = c.id AND l.created_at >= $9 AND l.created_at < $10
         AND l.deleted_at IS NULL AND (l.quarantine_reason IS NULL OR l.released_at IS NOT NULL))))
     ORDER BY viewed.count DESC, c.id LIMIT $6`,
    [
      s.siteId,
      s.current.from,
      s.current.to,
      [...v.viewNames],
      ids(s.dealershipIds),
      v.limit,
      v.windowDays,
      leads ? NO_LEAD_CANDIDATES : v.limit,
      leads ? leads.from.toISOString() : null,
      leads ? leads.until.toISOString() : null,
    ],
  );
}

/** The cars with the most leads in the period, most first. */
export async function topCarsByLeads(db: Queryable, w: LeadSpan, limit: number): Promise<ReportCar[]> {
  return db.query(
    `SELECT ${CAR_COLUMNS}, n.count FROM cars c
     JOIN LATERAL (SELECT count(*)::int AS count FROM leads l WHERE ${INBOX_LEAD}) n ON n.count > 0
     WHERE c.site_id = $1 AND ($4::int[] IS NULL OR c.dealership_id = ANY($4::int[]))
       AND c.id IN (SELECT car_id FROM leads WHERE site_id = $1 AND created_at >= $2 AND created_at < $3 AND car_id IS NOT NULL)
     ORDER BY n.count DESC, c.id LIMIT $5`,
    [w.siteId, w.from.toISOString(), w.until.toISOString(), ids(w.dealershipIds), limit],
  );
}

export type PriceChangeRow = ReportCar & {
  at: Date | string;
  price_before: number;
  price_after: number;
  views_before: number;
  views_after: number;
  days_after: number;
  leads_after: number;
  sold_after: boolean;
};

/**
 * The period's price changes, latest first, each with what followed: vehicle views in the 7 days before and in the
 * days after (up to 7, fewer for a recent change), leads since, and whether the car has sold since.
 */
export async function priceChanges(db: Queryable, w: LeadSpan, viewNames: readonly string[], limit: number): Promise<PriceChangeRow[]> {
  return db.query(
    `SELECT ${CAR_COLUMNS}, 0 AS count, h.at, h.price_before, h.price_after,
       (SELECT coalesce(sum(a.events), 0)::int FROM analytics_car_daily a WHERE a.site_id = $1 AND a.car_id = c.id
          AND a.name = ANY($6::text[]) AND a.day >= h.day - 7 AND a.day < h.day) AS views_before,
       (SELECT coalesce(sum(a.events), 0)::int FROM analytics_car_daily a WHERE a.site_id = $1 AND a.car_id = c.id
          AND a.name = ANY($6::text[]) AND a.day > h.day AND a.day <= h.day + 7) AS views_after,
       least(7, greatest(0, ($3::timestamptz AT TIME ZONE h.zone)::date - h.day))::int AS days_after,
       (SELECT count(*)::int FROM leads l WHERE l.site_id = $1 AND l.car_id = c.id AND l.created_at >= h.at AND l.deleted_at IS NULL
          AND (l.quarantine_reason IS NULL OR l.released_at IS NOT NULL)) AS leads_after,
       (c.status = 'sold') AS sold_after
     FROM (
       SELECT ch.*, l.time_zone AS zone, (ch.at AT TIME ZONE l.time_zone)::date AS day
       FROM car_history ch JOIN cars c2 ON c2.id = ch.car_id JOIN locations l ON l.id = c2.location_id
       WHERE ch.site_id = $1 AND ch.at >= $2 AND ch.at < $3 AND ch.price_before IS NOT NULL AND ch.price_before <> ch.price_after
         AND ($4::int[] IS NULL OR c2.dealership_id = ANY($4::int[]))
       ORDER BY ch.at DESC LIMIT $5
     ) h
     JOIN cars c ON c.id = h.car_id AND c.site_id = $1
     ORDER BY h.at DESC`,
    [w.siteId, w.from.toISOString(), w.until.toISOString(), ids(w.dealershipIds), limit, [...viewNames]],
  );
}
