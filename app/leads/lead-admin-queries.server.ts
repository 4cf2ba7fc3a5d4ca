import type { Queryable } from "~/db/database";
import type { LeadHold } from "./held-leads";
import type { LeadFormKind } from "./lead-forms";
import { isLeadId } from "./lead-id";
import type { ConsentMethod } from "~/domain/marketing-consent";

export type LeadListRow = {
  id: string;
  createdAt: Date;
  form: string;
  category: string;
  name: string;
  lastName: string | null;
  email: string;
  phone: string | null;
  carId: number | null;
  dealershipSlug: string | null;
  quarantineReason: string | null;
  releasedAt: Date | null;
  /** How the marketing opt-in was given (decision 029); null on leads stored before it was recorded. */
  marketingConsent: ConsentMethod | null;
  deliveries: { id: string; channel: string; status: string; attempts: number; lastError: string | null }[];
};

/** A site's leads (a deleted held lead is gone), newest first, each with the state of its deliveries. */
export async function listSiteLeads(
  db: Queryable,
  siteId: number,
  options: { limit?: number; leadId?: string } = {},
): Promise<(LeadListRow & { payload: unknown })[]> {
  if (options.leadId !== undefined && !isLeadId(options.leadId)) return [];
  return db.query(
    `SELECT l.id, l.created_at AS "createdAt", l.form, l.category, l.name, l.last_name AS "lastName", l.email, l.phone, l.car_id AS "carId",
       l.dealership_slug AS "dealershipSlug", l.quarantine_reason AS "quarantineReason",
       l.released_at AS "releasedAt", l.marketing_consent AS "marketingConsent", l.payload,
       COALESCE((SELECT json_agg(json_build_object('id', d.id::text, 'channel', d.channel, 'status', d.status, 'attempts', d.attempts, 'lastError', d.last_error) ORDER BY d.id)
                 FROM lead_deliveries d WHERE d.lead_id = l.id), '[]'::json) AS deliveries
     FROM leads l WHERE l.site_id = $1 AND l.deleted_at IS NULL AND ($2::uuid IS NULL OR l.id = $2::uuid)
     ORDER BY l.created_at DESC LIMIT $3`,
    [siteId, options.leadId ?? null, options.limit ?? 10_000],
  );
}

/** Puts a dead delivery back in the queue with a fresh 72 hours. */
export async function replayDelivery(db: Queryable, siteId: number, deliveryId: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(deliveryId)) return false;
  const rows = await db.query(
    "UPDATE lead_deliveries SET status = 'pending', next_attempt_at = now(), created_at = now(), last_error = NULL WHERE site_id = $1 AND id = $2::bigint AND status = 'dead' RETURNING id",
    [siteId, deliveryId],
  );
  return rows.length > 0;
}

export type HeldLeadRow = Omit<LeadListRow, "quarantineReason" | "releasedAt" | "deliveries"> & { reason: string; message: string | null };

/** A site's leads a spam check holds (not released, not deleted), newest first. */
export async function findHeldLeads(db: Queryable, siteId: number, limit: number): Promise<HeldLeadRow[]> {
  return db.query(
    `SELECT l.id, l.created_at AS "createdAt", l.form, l.category, l.name, l.last_name AS "lastName", l.email, l.phone,
       l.car_id AS "carId", l.dealership_slug AS "dealershipSlug", l.quarantine_reason AS reason, l.message
     FROM leads l WHERE l.site_id = $1 AND l.quarantine_reason IS NOT NULL AND l.released_at IS NULL AND l.deleted_at IS NULL
     ORDER BY l.created_at DESC LIMIT $2`,
    [siteId, limit],
  );
}

/** Where a lead of the site stands with the spam checks, or null when the site has no such lead. */
export async function findLeadHold(db: Queryable, siteId: number, leadId: string): Promise<LeadHold | null> {
  if (!isLeadId(leadId)) return null;
  const [row] = await db.query<LeadHold>(
    `SELECT quarantine_reason AS reason, released_at AS "releasedAt", deleted_at AS "deletedAt"
     FROM leads WHERE site_id = $1 AND id = $2::uuid`,
    [siteId, leadId],
  );
  return row ?? null;
}

const STILL_HELD = "quarantine_reason IS NOT NULL AND released_at IS NULL AND deleted_at IS NULL";

/**
 * Marks a held lead released, and gives back what its delivery targets follow from; null when it is
 * not held (any more). One conditional UPDATE: of two releases at once, the second waits for the
 * first's row lock, then finds it released, so the lead gets its jobs once.
 */
export async function markHeldLeadReleased(db: Queryable, siteId: number, leadId: string, at: Date) {
  if (!isLeadId(leadId)) return null;
  const [row] = await db.query<{ form: LeadFormKind; dealershipSlug: string | null; email: string }>(
    `UPDATE leads SET released_at = $3 WHERE site_id = $1 AND id = $2::uuid AND ${STILL_HELD}
     RETURNING form, dealership_slug AS "dealershipSlug", email`,
    [siteId, leadId, at],
  );
  return row ?? null;
}

/** Erases a held lead's shopper and enquiry, keeping its reason and day for the counts; false when it is not held. */
export async function eraseHeldLead(db: Queryable, siteId: number, leadId: string, at: Date): Promise<boolean> {
  if (!isLeadId(leadId)) return false;
  const rows = await db.query(
    `UPDATE leads SET deleted_at = $3, name = '', last_name = NULL, email = '', phone = NULL, postcode = NULL, message = NULL,
       payload = '{}'::jsonb, client_ip = NULL, user_agent = NULL
     WHERE site_id = $1 AND id = $2::uuid AND ${STILL_HELD} RETURNING id`,
    [siteId, leadId, at],
  );
  return rows.length > 0;
}

/** Every lead of the site a spam check held since an instant, with what became of it, for the per-day counts. */
export async function listHeldSince(db: Queryable, siteId: number, since: Date) {
  return db.query<{ createdAt: Date; reason: string; releasedAt: Date | null; deletedAt: Date | null }>(
    `SELECT created_at AS "createdAt", quarantine_reason AS reason, released_at AS "releasedAt", deleted_at AS "deletedAt"
     FROM leads WHERE site_id = $1 AND quarantine_reason IS NOT NULL AND created_at >= $2 ORDER BY created_at`,
    [siteId, since],
  );
}
