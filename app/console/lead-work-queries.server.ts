import type { Queryable } from "~/db/database";
import type { SourceField } from "~/domain/analytics/visit-source";
import type { ContactChannel, LeadStatus } from "~/domain/console/lead-status";
import type { LeadRecord } from "~/leads/lead-record";
import { isLeadId } from "~/leads/lead-id";
import { DEALER_SEES } from "./inbox-queries.server";

export type ConsoleLead = {
  id: string;
  createdAt: Date;
  form: string;
  status: LeadStatus;
  assignedStaffId: string | null;
  dealershipSlug: string | null;
  carId: number | null;
  firstReadAt: Date | null;
  quarantineReason: string | null;
  releasedAt: Date | null;
  payload: LeadRecord;
  /** The session's source the lead came with (issue 56); fields it had none of are null. */
  source: Record<SourceField, string | null>;
};

export type LeadActivity = {
  id: string;
  at: Date;
  kind: "contact" | "note" | "status" | "assigned" | "released";
  channel: ContactChannel | null;
  body: string | null;
  staffName: string | null;
};

export type LeadDelivery = {
  id: string;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
};

/** A lead of the site the dealer sees, within a salesperson's dealerships; locked for an update when `forUpdate`. */
export async function findConsoleLead(
  db: Queryable,
  siteId: number,
  leadId: string,
  dealerships: string[] | null,
  forUpdate = false,
): Promise<ConsoleLead | null> {
  if (!isLeadId(leadId)) return null;
  const [row] = await db.query<ConsoleLead>(
    `SELECT l.id, l.created_at AS "createdAt", l.form, l.status, l.assigned_staff_id::text AS "assignedStaffId",
       l.dealership_slug AS "dealershipSlug", l.car_id AS "carId", l.first_read_at AS "firstReadAt",
       l.quarantine_reason AS "quarantineReason", l.released_at AS "releasedAt", l.payload,
       json_build_object('source_referrer', l.source_referrer, 'utm_source', l.utm_source, 'utm_medium', l.utm_medium,
         'utm_campaign', l.utm_campaign, 'utm_term', l.utm_term, 'utm_content', l.utm_content) AS source
     FROM leads l WHERE l.site_id = $1 AND l.id = $2::uuid AND ${DEALER_SEES}
       AND ($3::text[] IS NULL OR l.dealership_slug = ANY($3::text[]))${forUpdate ? " FOR UPDATE" : ""}`,
    [siteId, leadId, dealerships],
  );
  return row ?? null;
}

export async function markLeadRead(db: Queryable, siteId: number, leadId: string, at: Date): Promise<void> {
  await db.query("UPDATE leads SET first_read_at = $3 WHERE site_id = $1 AND id = $2::uuid AND first_read_at IS NULL", [
    siteId,
    leadId,
    at,
  ]);
}

export async function updateLeadWork(
  db: Queryable,
  siteId: number,
  leadId: string,
  change: { status?: LeadStatus; assignedStaffId?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE leads SET status = COALESCE($3, status),
       assigned_staff_id = CASE WHEN $4 THEN $5::bigint ELSE assigned_staff_id END
     WHERE site_id = $1 AND id = $2::uuid`,
    [siteId, leadId, change.status ?? null, change.assignedStaffId !== undefined, change.assignedStaffId ?? null],
  );
}

export async function insertLeadActivity(
  db: Queryable,
  row: {
    siteId: number;
    leadId: string;
    staffId: string | null;
    at: Date;
    kind: LeadActivity["kind"];
    channel?: ContactChannel | null;
    body?: string | null;
  },
): Promise<void> {
  await db.query(
    "INSERT INTO lead_activity (lead_id, site_id, staff_id, at, kind, channel, body) VALUES ($1::uuid, $2, $3::bigint, $4, $5, $6, $7)",
    [row.leadId, row.siteId, row.staffId, row.at, row.kind, row.channel ?? null, row.body ?? null],
  );
}

export async function listLeadActivity(db: Queryable, siteId: number, leadId: string): Promise<LeadActivity[]> {
  return db.query<LeadActivity>(
    `SELECT a.id::text AS id, a.at, a.kind, a.channel, a.body, s.name AS "staffName"
     FROM lead_activity a LEFT JOIN staff s ON s.id = a.staff_id WHERE a.site_id = $1 AND a.lead_id = $2::uuid ORDER BY a.at, a.id`,
    [siteId, leadId],
  );
}

export async function listLeadDeliveries(db: Queryable, siteId: number, leadId: string): Promise<LeadDelivery[]> {
  return db.query<LeadDelivery>(
    `SELECT d.id::text AS id, d.channel, COALESCE(d.target->>'to', d.target->>'url', '') AS target, d.status, d.attempts,
       d.last_error AS "lastError", d.delivered_at AS "deliveredAt", d.next_attempt_at AS "nextAttemptAt"
     FROM lead_deliveries d WHERE d.site_id = $1 AND d.lead_id = $2::uuid ORDER BY d.id`,
    [siteId, leadId],
  );
}

/** A salesperson's open leads on the site, handed to someone else (or to no one) when they leave. */
export async function reassignOpenLeads(db: Queryable, siteId: number, fromStaffId: string, toStaffId: string | null): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE leads SET assigned_staff_id = $3::bigint
     WHERE site_id = $1 AND assigned_staff_id = $2::bigint AND status NOT IN ('sold', 'lost') RETURNING id`,
    [siteId, fromStaffId, toStaffId],
  );
  return rows.map((r) => r.id);
}

/** The car a lead is about, as it is now: its page, price, state and first photo. */
export async function findLeadCarNow(db: Queryable, siteId: number, carId: number) {
  const [row] = await db.query<{ slug: string; price: number | null; status: string; photo: string | null; photoAlt: string | null }>(
    `SELECT c.slug, c.price, c.status,
       (SELECT i.src FROM car_images i WHERE i.car_id = c.id ORDER BY i.position LIMIT 1) AS photo,
       (SELECT i.alt FROM car_images i WHERE i.car_id = c.id ORDER BY i.position LIMIT 1) AS "photoAlt"
     FROM cars c WHERE c.site_id = $1 AND c.id = $2`,
    [siteId, carId],
  );
  return row ?? null;
}
