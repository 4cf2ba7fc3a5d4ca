import type { Queryable } from "~/db/database";
import type { PaymentRequestStatus } from "./payment-request-rules";

/**
 * Payment requests (online payment), site-scoped. Each state change is one statement that also
 * writes its row in `payment_request_changes`, so no change goes unrecorded and none is recorded
 * that did not happen. Changes of an attempt name it (`attempts`), so a late answer about an earlier
 * attempt changes nothing.
 */

export type PaymentRequest = {
  id: string;
  reservationId: string;
  amountCents: number;
  description: string;
  status: PaymentRequestStatus;
  provider: string | null;
  providerPaymentId: string | null;
  attempts: number;
  declineMessage: string | null;
  createdAt: Date;
  payingSince: Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
};

const columns = (t = "payment_requests") => `${t}.id, ${t}.reservation_id AS "reservationId", ${t}.amount_cents AS "amountCents",
  ${t}.description, ${t}.status, ${t}.provider, ${t}.provider_payment_id AS "providerPaymentId", ${t}.attempts,
  ${t}.decline_message AS "declineMessage", ${t}.created_at AS "createdAt", ${t}.paying_since AS "payingSince",
  ${t}.paid_at AS "paidAt", ${t}.cancelled_at AS "cancelledAt"`;
const COLUMNS = columns();

/**
 * The dealer's request, against one of the site's paid holds (held or confirmed); null when the site
 * has no such reservation. The reservation's status is checked in the insert itself.
 */
export async function insertPaymentRequest(
  db: Queryable,
  row: { id: string; siteId: number; reservationId: string; amountCents: number; description: string; now: Date },
): Promise<PaymentRequest | null> {
  const made = await db.query<{ id: string }>(
    `WITH made AS (
       INSERT INTO payment_requests (id, site_id, reservation_id, amount_cents, description, created_at)
       SELECT $1, site_id, id, $4, $5, $6 FROM reservations
        WHERE site_id = $2 AND id = $3 AND (status = 'confirmed' OR (status = 'held' AND expires_at > $6))
       RETURNING id
     )
     INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, at)
     SELECT id, 'requested', 'requested', 0, $6 FROM made RETURNING payment_request_id AS id`,
    [row.id, row.siteId, row.reservationId, row.amountCents, row.description, row.now],
  );
  return made.length ? findPaymentRequest(db, row.siteId, row.id) : null;
}

export async function findPaymentRequest(db: Queryable, siteId: number, id: string): Promise<PaymentRequest | null> {
  const [row] = await db.query<PaymentRequest>(`SELECT ${COLUMNS} FROM payment_requests WHERE site_id = $1 AND id = $2`, [siteId, id]);
  return row ?? null;
}

/** The site's request, locked until the transaction ends: the webhook and the shopper's payment take turns. */
export async function lockPaymentRequest(tx: Queryable, siteId: number, id: string): Promise<PaymentRequest | null> {
  const [row] = await tx.query<PaymentRequest>(`SELECT ${COLUMNS} FROM payment_requests WHERE site_id = $1 AND id = $2 FOR UPDATE`, [
    siteId,
    id,
  ]);
  return row ?? null;
}

/** The requests against these reservations of the site (the shopper's), newest first. */
export async function paymentRequestsOfReservations(
  db: Queryable,
  siteId: number,
  reservationIds: readonly string[],
): Promise<PaymentRequest[]> {
  if (!reservationIds.length) return [];
  return db.query<PaymentRequest>(
    `SELECT ${COLUMNS} FROM payment_requests WHERE site_id = $1 AND reservation_id = ANY($2::uuid[]) ORDER BY created_at DESC, id LIMIT 50`,
    [siteId, reservationIds],
  );
}

/**
 * Claims the request for one attempt at paying it: requested (or an attempt under way since before
 * `staleBefore`) becomes paying, in one UPDATE, so of two windows paying at once one gets the attempt
 * and the other nothing; only while its reservation's hold stands, checked in the same UPDATE (the
 * state machine's start_paying rule), so a hold cancelled or lapsed a moment ago is never paid
 * towards. Returns the attempt's number, or null when it was not there to claim.
 */
export async function claimPaymentRequest(
  db: Queryable,
  claim: { siteId: number; id: string; provider: string; now: Date; staleBefore: Date },
): Promise<number | null> {
  const [row] = await db.query<{ attempt: number }>(
    `WITH claimed AS (
       UPDATE payment_requests
          SET status = 'paying', attempts = attempts + 1, paying_since = $4, provider = $3, provider_payment_id = NULL, decline_message = NULL
        WHERE site_id = $1 AND id = $2 AND (status = 'requested' OR (status = 'paying' AND paying_since <= $5))
          -- Only while its hold stands (holdStands): a request of a cancelled, lapsed or sold reservation is never paid.
          AND EXISTS (SELECT 1 FROM reservations r WHERE r.id = payment_requests.reservation_id
                       AND (r.status = 'confirmed' OR (r.status = 'held' AND r.expires_at > $4)))
        RETURNING id, attempts
     )
     INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, at)
     SELECT id, 'paying', 'paying', attempts, $4 FROM claimed RETURNING attempt`,
    [claim.siteId, claim.id, claim.provider, claim.now, claim.staleBefore],
  );
  return row?.attempt ?? null;
}

/** The attempt waits on the shopper's bank (3-D Secure): its payment, so the provider's webhook can be matched to it. */
export async function setAttemptPayment(db: Queryable, id: string, attempt: number, paymentId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `WITH waiting AS (
       UPDATE payment_requests SET provider_payment_id = $3 WHERE id = $1 AND status = 'paying' AND attempts = $2 RETURNING id
     )
     INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, provider_payment_id, at)
     SELECT id, 'action_required', 'paying', $2, $3, $4 FROM waiting RETURNING id`,
    [id, attempt, paymentId, now],
  );
  return rows.length === 1;
}

/**
 * The attempt did not go through (`declined`: the card or the bank said no; `unreachable`: no answer
 * from the provider): the request may be paid again, and the shopper reads why. False unless that
 * attempt was still the one under way.
 */
export async function releasePaymentRequest(
  db: Queryable,
  release: { id: string; attempt: number; change: "declined" | "unreachable"; message: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `WITH released AS (
       UPDATE payment_requests SET status = 'requested', paying_since = NULL, decline_message = $4
        WHERE id = $1 AND status = 'paying' AND attempts = $2 RETURNING id, provider_payment_id
     )
     INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, provider_payment_id, detail, at)
     SELECT id, $3, 'requested', $2, provider_payment_id, $4, $5 FROM released RETURNING id`,
    [release.id, release.attempt, release.change, release.message, release.now],
  );
  return rows.length === 1;
}

/** Money sent back for one of the request's payments (an attempt given up, a refund made at the provider): recorded once per payment. */
export async function recordPaymentRequestRefund(
  db: Queryable,
  refund: { id: string; paymentId: string; refundId: string | null; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, provider_payment_id, detail, at)
     SELECT id, 'refunded', status, attempts, $2, $3, $4 FROM payment_requests WHERE id = $1
     ON CONFLICT (payment_request_id, provider_payment_id) WHERE change = 'refunded' DO NOTHING RETURNING id`,
    [refund.id, refund.paymentId, refund.refundId, refund.now],
  );
  return rows.length === 1;
}

/** The site's request a payment belonged to (a refund event names the payment, not the request). */
export async function findPaymentRequestByPayment(
  db: Queryable,
  siteId: number,
  provider: string,
  paymentId: string,
): Promise<PaymentRequest | null> {
  const [row] = await db.query<PaymentRequest>(
    `SELECT ${COLUMNS} FROM payment_requests WHERE site_id = $1 AND provider = $2 AND provider_payment_id = $3 LIMIT 1`,
    [siteId, provider, paymentId],
  );
  return row ?? null;
}

/**
 * Records a provider's event about a payment request once (false when it is there already), in the
 * transaction that applies it; it names the reservation too, like the reservation's own events.
 */
export async function recordPaymentRequestEvent(
  tx: Queryable,
  event: { provider: string; eventId: string; request: { id: string; reservationId: string }; type: string; payload: unknown; now: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO payment_events (provider, event_id, reservation_id, payment_request_id, type, payload, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [event.provider, event.eventId, event.request.reservationId, event.request.id, event.type, JSON.stringify(event.payload), event.now],
  );
  return rows.length === 1;
}

export type SitePaymentRequest = PaymentRequest & { stocknum: string; name: string; lastName: string | null; reservationStatus: string };

/** The site's requests, newest first, with the car's stock number and who reserved it: the dealer's list. */
export async function listSitePaymentRequests(
  db: Queryable,
  siteId: number,
  query: { limit?: number; reservationId?: string } = {},
): Promise<SitePaymentRequest[]> {
  return db.query<SitePaymentRequest>(
    `SELECT ${columns("p")}, c.stocknum, r.name, r.last_name AS "lastName", r.status AS "reservationStatus"
       FROM payment_requests p JOIN reservations r ON r.id = p.reservation_id JOIN cars c ON c.id = r.car_id
      WHERE p.site_id = $1 AND ($3::uuid IS NULL OR p.reservation_id = $3) ORDER BY p.created_at DESC, p.id LIMIT $2`,
    [siteId, query.limit ?? 50, query.reservationId ?? null],
  );
}

export type PaymentRequestChange = {
  change: string;
  status: string;
  attempt: number;
  providerPaymentId: string | null;
  detail: string | null;
  at: Date;
};

/** What happened to the request, in order (the site's request only). */
export async function paymentRequestChanges(db: Queryable, siteId: number, id: string): Promise<PaymentRequestChange[]> {
  return db.query<PaymentRequestChange>(
    `SELECT ch.change, ch.status, ch.attempt, ch.provider_payment_id AS "providerPaymentId", ch.detail, ch.at
       FROM payment_request_changes ch JOIN payment_requests p ON p.id = ch.payment_request_id
      WHERE p.site_id = $1 AND p.id = $2 ORDER BY ch.id`,
    [siteId, id],
  );
}
