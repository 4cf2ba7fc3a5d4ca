import type { CarStatus } from "~/domain/vehicle/car";
import { SOURCE_FIELDS, type VisitSource } from "~/domain/analytics/visit-source";
import type { Queryable } from "~/db/database";
import type { OpeningHour, SpecialHour } from "~/domain/locations/opening-hours";
import { notifyLeadsChanged } from "~/db/queries/leads-changed.server";
import { HOURS_COLUMNS } from "~/db/queries/locations.server";
import type { LeadRecord } from "./lead-record";
import type { OutboxTarget } from "./delivery/delivery-queries.server";

/** The site's dealerships, with the time zone of their first location (null for one with none). */
export async function listDealershipSlugs(
  db: Queryable,
  siteId: number,
): Promise<{ id: number; slug: string; name: string; timeZone: string | null }[]> {
  return db.query(
    `SELECT d.id, d.slug, d.name,
            (SELECT l.time_zone FROM locations l WHERE l.dealership_id = d.id ORDER BY l.id LIMIT 1) AS "timeZone"
       FROM dealerships d WHERE d.site_id = $1 ORDER BY d.name`,
    [siteId],
  );
}

/** A car of the site by id, with what decides whether the site offers it (see `findOfferedLeadCar`). */
export async function findLeadCar(db: Queryable, siteId: number, carId: number) {
  const [row] = await db.query<
    NonNullable<LeadRecord["car"]> & {
      dealershipSlug: string;
      locationId: number;
      showOnDealerWebsite: boolean;
      certified: boolean;
      photosCount: number;
      status: CarStatus;
      createdAt: Date;
    }
  >(
    `SELECT c.id, c.slug, c.stocknum, c.year, c.make, c.model, c.badge, c.vin, c.km, c.price, c.car_type AS "carType",
       c.status, c.tag, c.colour, c.body, c.trans, d.slug AS "dealershipSlug", c.location_id AS "locationId",
       c.show_on_dealer_website AS "showOnDealerWebsite", c.certified, c.created_at AS "createdAt",
       (SELECT count(*)::int FROM car_images i WHERE i.car_id = c.id) AS "photosCount",
       (SELECT i.src FROM car_images i WHERE i.car_id = c.id ORDER BY i.position LIMIT 1) AS photo
     FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.site_id = $1 AND c.id = $2`,
    [siteId, carId],
  );
  return row ?? null;
}

export async function findLeadLocation(db: Queryable, siteId: number, locationId: number) {
  const [row] = await db.query<NonNullable<LeadRecord["location"]> & { dealershipSlug: string }>(
    `SELECT l.id, l.name, l.phone, l.email, l.street, l.city, l.state, l.postcode, l.time_zone AS "timeZone", d.slug AS "dealershipSlug"
     FROM locations l JOIN dealerships d ON d.id = l.dealership_id WHERE l.site_id = $1 AND l.id = $2`,
    [siteId, locationId],
  );
  return row ?? null;
}

export async function findDealership(db: Queryable, siteId: number, slug: string): Promise<LeadRecord["dealership"]> {
  const [row] = await db.query<NonNullable<LeadRecord["dealership"]>>(
    "SELECT slug, name FROM dealerships WHERE site_id = $1 AND slug = $2",
    [siteId, slug],
  );
  return row ?? null;
}

export async function insertLead(
  db: Queryable,
  lead: LeadRecord,
  meta: { siteId: number; quarantineReason: string | null; clientIp: string; userAgent: string | null; visitSource?: VisitSource | null },
) {
  const source = meta.visitSource ?? {};
  await db.query(
    `INSERT INTO leads (id, site_id, form, category, subcategory, event_id, name, last_name, email, phone, postcode, message,
       dealership_slug, location_id, car_id, payload, quarantine_reason, client_ip, user_agent, created_at, marketing_consent,
       source_referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
       $22, $23, $24, $25, $26, $27)`,
    [
      lead.id,
      meta.siteId,
      lead.form,
      lead.category,
      lead.subcategory,
      lead.eventId,
      lead.contact.name,
      lead.contact.lastName,
      lead.contact.email,
      lead.contact.phone,
      lead.contact.postcode,
      lead.message,
      lead.dealership?.slug ?? null,
      lead.location?.id ?? null,
      lead.car?.id ?? null,
      JSON.stringify(lead),
      meta.quarantineReason,
      meta.clientIp,
      meta.userAgent,
      lead.createdAt,
      lead.contact.consent?.method ?? null,
      ...SOURCE_FIELDS.map((field) => source[field] ?? null),
    ],
  );
  // Issue 53: every open inbox of the site, in every process, hears of it on commit.
  await notifyLeadsChanged(db, {
    siteId: meta.siteId,
    leadId: lead.id,
    dealershipSlug: lead.dealership?.slug ?? null,
    held: meta.quarantineReason !== null,
  });
}

export async function insertDeliveries(db: Queryable, leadId: string, siteId: number, targets: OutboxTarget[], dueAt: Date) {
  for (const target of targets) {
    await db.query(
      "INSERT INTO lead_deliveries (lead_id, site_id, channel, target, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)",
      [leadId, siteId, target.channel, JSON.stringify(target), dueAt],
    );
  }
}

export type IdempotencyRow = {
  requestHash: string;
  status: "running" | "done";
  responseStatus: number | null;
  responseBody: unknown;
  ageMs: number;
};

export async function findIdempotencyKey(db: Queryable, siteId: number, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db.query<IdempotencyRow>(
    `SELECT request_hash AS "requestHash", status, response_status AS "responseStatus", response_body AS "responseBody",
       (EXTRACT(EPOCH FROM (now() - created_at)) * 1000)::float8 AS "ageMs"
     FROM idempotency_keys WHERE site_id = $1 AND key = $2`,
    [siteId, key],
  );
  return row ?? null;
}

/** Claims a key for this request; also takes over a claim left 'running' by a process that died. */
export async function claimIdempotencyKey(
  db: Queryable,
  siteId: number,
  key: string,
  requestHash: string,
  staleAfterMs: number,
): Promise<boolean> {
  const inserted = await db.query(
    "INSERT INTO idempotency_keys (site_id, key, request_hash, status) VALUES ($1, $2, $3, 'running') ON CONFLICT (site_id, key) DO NOTHING RETURNING key",
    [siteId, key, requestHash],
  );
  if (inserted.length) return true;
  const taken = await db.query(
    `UPDATE idempotency_keys SET created_at = now() WHERE site_id = $1 AND key = $2 AND request_hash = $3 AND status = 'running'
       AND created_at < now() - ($4::float8 * interval '1 millisecond') RETURNING key`,
    [siteId, key, requestHash, staleAfterMs],
  );
  return taken.length > 0;
}

export async function completeIdempotencyKey(db: Queryable, siteId: number, key: string, status: number, body: unknown) {
  await db.query("UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4 WHERE site_id = $1 AND key = $2", [
    siteId,
    key,
    status,
    JSON.stringify(body),
  ]);
}

export async function releaseIdempotencyKey(db: Queryable, siteId: number, key: string) {
  await db.query("DELETE FROM idempotency_keys WHERE site_id = $1 AND key = $2 AND status = 'running'", [siteId, key]);
}

/** Keys are kept 48 hours (the promise is at least 24); spent captcha solutions until they expire. */
export async function purgeExpiredSpamState(db: Queryable) {
  await db.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'");
  await db.query("DELETE FROM captcha_spent WHERE expires_at < now()");
}

/** The location that answers for a lead: the given one, else the dealership's primary, else the site's first. */
export async function findVendorLocation(db: Queryable, siteId: number, locationId: number | null, dealershipSlug: string | null) {
  const [row] = await db.query<{ name: string; phone: string | null; email: string | null; timeZone: string }>(
    `SELECT l.name, l.phone, l.email, l.time_zone AS "timeZone" FROM locations l JOIN dealerships d ON d.id = l.dealership_id
     WHERE l.site_id = $1
     ORDER BY (l.id = $2) DESC, (d.slug = $3) DESC, l.is_primary DESC, l.id LIMIT 1`,
    [siteId, locationId ?? 0, dealershipSlug ?? ""],
  );
  return row ?? null;
}

/** A location's weekly and special hours, for test drive slots. */
export async function findLocationHours(db: Queryable, siteId: number, locationId: number) {
  const [row] = await db.query<{ timeZone: string; hours: OpeningHour[]; specialHours: SpecialHour[] }>(
    `SELECT l.time_zone AS "timeZone", ${HOURS_COLUMNS}
     FROM locations l WHERE l.site_id = $1 AND l.id = $2`,
    [siteId, locationId],
  );
  return row ?? null;
}

/** Records a one-time token; false when it was already spent. */
export async function spendToken(db: Queryable, token: string, expires: Date): Promise<boolean> {
  const [spent] = await db.query<{ signature: string }>(
    "INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature",
    [token.slice(0, 500), expires],
  );
  return spent !== undefined;
}
