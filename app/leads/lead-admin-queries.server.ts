import type { Queryable } from "~/db/database";

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
  deliveries: { id: string; channel: string; status: string; attempts: number; lastError: string | null }[];
};

/** A site's leads, newest first, each with the state of its deliveries. */
export async function listSiteLeads(
  db: Queryable,
  siteId: number,
  options: { limit?: number; leadId?: string } = {},
): Promise<(LeadListRow & { payload: unknown })[]> {
  if (options.leadId !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(options.leadId)) return [];
  return db.query(
    `SELECT l.id, l.created_at AS "createdAt", l.form, l.category, l.name, l.last_name AS "lastName", l.email, l.phone, l.car_id AS "carId",
       l.dealership_slug AS "dealershipSlug", l.quarantine_reason AS "quarantineReason", l.payload,
       COALESCE((SELECT json_agg(json_build_object('id', d.id::text, 'channel', d.channel, 'status', d.status, 'attempts', d.attempts, 'lastError', d.last_error) ORDER BY d.id)
                 FROM lead_deliveries d WHERE d.lead_id = l.id), '[]'::json) AS deliveries
     FROM leads l WHERE l.site_id = $1 AND ($2::uuid IS NULL OR l.id = $2::uuid)
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
