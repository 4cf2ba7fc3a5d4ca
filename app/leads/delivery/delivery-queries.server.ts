import type { Database } from "~/db/database";
import type { LeadRecord } from "~/leads/lead-record";
import type { ShopperNotice } from "~/domain/reserve/shopper-notice";
import type { DeliveryTarget } from "~/sites/site-config";

/**
 * Where the outbox sends a lead: the site's targets for the dealer, for a deposit or an order the
 * shopper's own confirmation (never configured by a site: it goes to the lead's e-mail), and the
 * notification each of the dealership's staff addresses gets (set in the console), and the text beside each notice
 * of a reservation's change to a shopper who reserved with a mobile number.
 */
export type OutboxTarget = DeliveryTarget | ShopperEmailTarget | ShopperSmsTarget | { channel: "staff-email"; to: string };

/** The shopper's e-mail: the lead's own confirmation, or (with `notice`) a later change to their reservation. */
export type ShopperEmailTarget = { channel: "shopper-email"; to: string; notice?: ShopperNotice };

/** The shopper's text about a change to their reservation: `to` is their mobile in E.164, as the SMS provider takes it. */
export type ShopperSmsTarget = { channel: "shopper-sms"; to: string; notice: ShopperNotice };

/** `since` is when this delivery began: the lead's time, or when an operator replayed it. */
export type Claimed = { id: string; target: OutboxTarget; attempts: number; lead: LeadRecord; since: Date };

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so any number of server processes can run workers
 * without two sending the same job, and pushes each one's next attempt out by the lease first, so
 * a crash mid-send means a retry later, never a lost delivery.
 */
export async function claimDue(db: Database, batchSize: number, leaseMs: number, now: Date): Promise<Claimed[]> {
  return db.query<Claimed>(
    `UPDATE lead_deliveries d
        SET attempts = d.attempts + 1, next_attempt_at = $3::timestamptz + ($2::float8 * interval '1 millisecond')
       FROM leads l
      WHERE l.id = d.lead_id
        AND d.id IN (SELECT id FROM lead_deliveries WHERE status = 'pending' AND next_attempt_at <= $3::timestamptz
                      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING d.id::text AS id, d.target, d.attempts, l.payload AS lead, d.created_at AS since`,
    [batchSize, leaseMs, now],
  );
}

export async function markDelivered(db: Database, deliveryId: string, at: Date): Promise<void> {
  await db.query("UPDATE lead_deliveries SET status = 'delivered', delivered_at = $2, last_error = NULL WHERE id = $1", [deliveryId, at]);
}

export async function markDead(db: Database, deliveryId: string, lastError: string): Promise<void> {
  await db.query("UPDATE lead_deliveries SET status = 'dead', last_error = $2 WHERE id = $1", [deliveryId, lastError]);
}

export async function scheduleRetry(db: Database, deliveryId: string, retryAt: Date, lastError: string): Promise<void> {
  await db.query("UPDATE lead_deliveries SET next_attempt_at = $2, last_error = $3 WHERE id = $1", [deliveryId, retryAt, lastError]);
}
