import type { Queryable } from "~/db/database";
import type { Role } from "~/domain/console/can";
import {
  DEMO_HISTORY_CLIENT_IP,
  DEMO_VISITOR_PREFIX,
  type HistoryCar,
  type HistoryEvent,
  type HistoryLead,
  type HistoryStaff,
} from "./demo-history-types";

/** Rows a statement carries at most: one JSON parameter of a few megabytes, not one the size of the month. */
const CHUNK = 10_000;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** The site's cars on sale, with their dealership and their location's zone. */
export async function historyCars(db: Queryable, siteId: number): Promise<HistoryCar[]> {
  const rows = await db.query<HistoryCar["facts"] & { dealershipSlug: string; timeZone: string | null; arrivedAt: Date | string }>(
    `SELECT c.id, c.slug, c.stocknum, c.year, c.make, c.model, c.badge, c.vin, c.km, c.price, c.car_type AS "carType", c.status, c.tag,
       c.colour, c.body, c.trans, d.slug AS "dealershipSlug", l.time_zone AS "timeZone", c.created_at AS "arrivedAt"
     FROM cars c JOIN dealerships d ON d.id = c.dealership_id LEFT JOIN locations l ON l.id = c.location_id
     WHERE c.site_id = $1 AND c.status = 'in_stock' AND c.show_on_dealer_website ORDER BY c.id`,
    [siteId],
  );
  return rows.map(({ dealershipSlug, timeZone, arrivedAt, ...facts }) => ({
    facts,
    dealershipSlug,
    timeZone: timeZone ?? "Australia/Brisbane",
    arrivedAt: new Date(arrivedAt).toISOString(),
  }));
}

/** The site's staff and their roles. */
export async function historyStaff(db: Queryable, siteId: number): Promise<HistoryStaff[]> {
  return db.query<{ id: string; name: string; role: Role }>(
    "SELECT s.id::text AS id, s.name, m.role FROM staff_memberships m JOIN staff s ON s.id = m.staff_id WHERE m.site_id = $1 ORDER BY s.id",
    [siteId],
  );
}

/** Whether the site has generated history already (its leads, or its events when it had no leads). */
export async function hasDemoHistory(db: Queryable, siteId: number): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM leads WHERE site_id = $1 AND client_ip = $2)
         OR EXISTS (SELECT 1 FROM analytics_events WHERE site_id = $1 AND visitor LIKE $3) AS found`,
    [siteId, DEMO_HISTORY_CLIENT_IP, `${DEMO_VISITOR_PREFIX}%`],
  );
  return row.found;
}

/** Removes the site's generated history (its leads' work with them); real shoppers' events and leads stay. */
export async function deleteDemoHistory(db: Queryable, siteId: number): Promise<void> {
  const generated = "SELECT id FROM leads WHERE site_id = $1 AND client_ip = $2";
  await db.query(`DELETE FROM lead_activity WHERE site_id = $1 AND lead_id IN (${generated})`, [siteId, DEMO_HISTORY_CLIENT_IP]);
  await db.query(`DELETE FROM lead_deliveries WHERE site_id = $1 AND lead_id IN (${generated})`, [siteId, DEMO_HISTORY_CLIENT_IP]);
  await db.query("DELETE FROM leads WHERE site_id = $1 AND client_ip = $2", [siteId, DEMO_HISTORY_CLIENT_IP]);
  await db.query("DELETE FROM analytics_events WHERE site_id = $1 AND visitor LIKE $2", [siteId, `${DEMO_VISITOR_PREFIX}%`]);
}

export async function insertHistoryEvents(db: Queryable, siteId: number, events: readonly HistoryEvent[]): Promise<void> {
  for (const rows of chunks(events))
    await db.query(
      `INSERT INTO analytics_events (site_id, event_id, name, car_id, page, data, created_at, visitor)
       SELECT $1, e.event_id, e.name, e.car_id, e.page, e.data, e.created_at, e.visitor
       FROM jsonb_to_recordset($2::jsonb)
         AS e(event_id integer, name text, car_id integer, page text, data jsonb, created_at timestamptz, visitor text)`,
      [siteId, JSON.stringify(rows)],
    );
}

/** The leads, already worked (status, holder, first read), and their history. No deliveries: they were sent long ago. */
export async function insertHistoryLeads(db: Queryable, siteId: number, leads: readonly HistoryLead[]): Promise<void> {
  for (const part of chunks(leads)) {
    const rows = part.map(({ record: r, status, assignedStaffId, firstReadAt, source }) => ({
      id: r.id,
      form: r.form,
      category: r.category,
      subcategory: r.subcategory,
      event_id: r.eventId,
      name: r.contact.name,
      last_name: r.contact.lastName,
      email: r.contact.email,
      phone: r.contact.phone,
      postcode: r.contact.postcode,
      message: r.message,
      dealership_slug: r.dealership?.slug ?? null,
      car_id: r.car?.id ?? null,
      payload: r,
      created_at: r.createdAt,
      status,
      assigned_staff_id: assignedStaffId,
      first_read_at: firstReadAt,
      source_referrer: source.referrer ?? null,
      utm_source: source.utm_source ?? null,
      utm_medium: source.utm_medium ?? null,
      utm_campaign: source.utm_campaign ?? null,
    }));
    await db.query(
      `INSERT INTO leads (id, site_id, form, category, subcategory, event_id, name, last_name, email, phone, postcode, message,
         dealership_slug, car_id, payload, client_ip, user_agent, created_at, status, assigned_staff_id, first_read_at,
         source_referrer, utm_source, utm_medium, utm_campaign)
       SELECT l.id, $1, l.form, l.category, l.subcategory, l.event_id, l.name, l.last_name, l.email, l.phone, l.postcode, l.message,
         l.dealership_slug, l.car_id, l.payload, $3, 'Demo', l.created_at, l.status, l.assigned_staff_id, l.first_read_at,
         l.source_referrer, l.utm_source, l.utm_medium, l.utm_campaign
       FROM jsonb_to_recordset($2::jsonb) AS l(id uuid, form text, category text, subcategory text, event_id integer, name text,
         last_name text, email text, phone text, postcode text, message text, dealership_slug text, car_id integer, payload jsonb,
         created_at timestamptz, status text, assigned_staff_id bigint, first_read_at timestamptz,
         source_referrer text, utm_source text, utm_medium text, utm_campaign text)`,
      [siteId, JSON.stringify(rows), DEMO_HISTORY_CLIENT_IP],
    );
    const activity = part.flatMap((l) => l.activity.map((a) => ({ lead_id: l.record.id, ...a })));
    await db.query(
      `INSERT INTO lead_activity (lead_id, site_id, staff_id, at, kind, channel, body)
       SELECT a.lead_id, $1, a."staffId", a.at, a.kind, a.channel, a.body
       FROM jsonb_to_recordset($2::jsonb) AS a(lead_id uuid, "staffId" bigint, at timestamptz, kind text, channel text, body text)
       ORDER BY a.at`,
      [siteId, JSON.stringify(activity)],
    );
  }
}
