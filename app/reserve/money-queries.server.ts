import type { Queryable } from "~/db/database";
import type { HoldStatus } from "~/domain/reserve/hold";
import type { MoneyRequest, MoneyState, Refund } from "~/domain/reserve/money-transitions";
import type { PaymentRequestStatus } from "~/domain/reserve/payment-request-state";

/**
 * What the money state machine reads and writes (decision 023). Reads lock: the reservation first,
 * then its requests, the same order everywhere, so two changes to one reservation take turns.
 */

export type LockedReservation = { id: string; siteId: number; carId: number; state: MoneyState };

/** The reservation (of this site, when one is given) and its payment requests, locked until the transaction ends. */
export async function lockMoneyState(tx: Queryable, reservationId: string, siteId: number | null): Promise<LockedReservation | null> {
  const [hold] = await tx.query<{
    id: string;
    siteId: number;
    carId: number;
    status: HoldStatus;
    expiresAt: Date | null;
    paymentId: string | null;
    refundedAt: Date | null;
  }>(
    `SELECT id, site_id AS "siteId", car_id AS "carId", status, expires_at AS "expiresAt", provider_payment_id AS "paymentId",
            refunded_at AS "refundedAt"
       FROM reservations WHERE id = $1 AND ($2::int IS NULL OR site_id = $2) FOR UPDATE`,
    [reservationId, siteId],
  );
  if (!hold) return null;
  const requests = await tx.query<Omit<MoneyRequest, "refunds">>(
    `SELECT id, status, attempts, paying_since AS "payingSince", provider_payment_id AS "paymentId"
       FROM payment_requests WHERE reservation_id = $1 ORDER BY id FOR UPDATE`,
    [hold.id],
  );
  const refunds = await tx.query<{ requestId: string; paymentId: string; change: "refund_due" | "refunded"; detail: string | null }>(
    `SELECT payment_request_id AS "requestId", provider_payment_id AS "paymentId", change, detail
       FROM payment_request_changes
      WHERE payment_request_id = ANY($1::uuid[]) AND change IN ('refund_due', 'refunded') AND provider_payment_id IS NOT NULL ORDER BY id`,
    [requests.map((r) => r.id)],
  );
  const refundsOf = (id: string) => {
    const of: Record<string, Refund> = {};
    for (const r of refunds)
      if (r.requestId === id)
        of[r.paymentId] = r.change === "refunded" ? { state: "refunded", refundId: r.detail } : (of[r.paymentId] ?? { state: "owed" });
    return of;
  };
  return {
    id: hold.id,
    siteId: hold.siteId,
    carId: hold.carId,
    state: {
      // A deposit whose payment did not go through (a failed claim) has nothing to refund through here.
      hold: { status: hold.status, expiresAt: hold.expiresAt, paymentId: hold.paymentId, refunded: hold.refundedAt !== null },
      requests: requests.map((r) => ({ ...r, refunds: refundsOf(r.id) })),
    },
  };
}

/** The hold's new status, only from the status it was read in; the car follows (free again, or sold). Returns the car's id. */
export async function writeHoldStatus(
  tx: Queryable,
  change: { id: string; from: HoldStatus; to: "confirmed" | "sold" | "cancelled" | "expired"; now: Date },
): Promise<void> {
  const rows = await tx.query<{ car_id: number }>(
    `UPDATE reservations SET status = $3,
            confirmed_at = CASE WHEN $3 = 'confirmed' THEN $4 ELSE confirmed_at END,
            sold_at = CASE WHEN $3 = 'sold' THEN $4 ELSE sold_at END,
            released_at = CASE WHEN $3 IN ('cancelled', 'expired') THEN $4 ELSE released_at END
      WHERE id = $1 AND status = $2 RETURNING car_id`,
    [change.id, change.from, change.to, change.now],
  );
  if (rows.length !== 1) throw new Error(`reservation ${change.id} was not ${change.from}`);
  if (change.to === "cancelled" || change.to === "expired")
    await tx.query("UPDATE cars SET reserved = false, updated_at = $2 WHERE id = $1", [rows[0].car_id, change.now]);
  if (change.to === "sold")
    await tx.query("UPDATE cars SET status = 'sold', sold_at = $2, reserved = false, updated_at = $2 WHERE id = $1", [
      rows[0].car_id,
      change.now,
    ]);
}

/** The deposit's payment, on a claim that had none recorded yet (a charge whose hold could not be written). */
export async function writeDepositPayment(tx: Queryable, id: string, paymentId: string): Promise<void> {
  await tx.query("UPDATE reservations SET provider_payment_id = $2 WHERE id = $1 AND provider_payment_id IS NULL", [id, paymentId]);
}

/** A request withdrawn (by the dealer, or because its reservation ended) or paid, with its row in the change log. */
export async function writeRequestStatus(
  tx: Queryable,
  change: { id: string; from: PaymentRequestStatus; to: "cancelled" | "paid"; attempt: number; paymentId: string | null; now: Date },
): Promise<void> {
  const rows = await tx.query(
    `WITH changed AS (
       UPDATE payment_requests
          SET status = $3, paying_since = NULL,
              cancelled_at = CASE WHEN $3 = 'cancelled' THEN $6 ELSE cancelled_at END,
              paid_at = CASE WHEN $3 = 'paid' THEN $6 ELSE paid_at END,
              provider_payment_id = CASE WHEN $3 = 'paid' THEN $5 ELSE provider_payment_id END,
              decline_message = CASE WHEN $3 = 'paid' THEN NULL ELSE decline_message END
        WHERE id = $1 AND status = $2 AND attempts = $4 RETURNING id
     )
     INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, provider_payment_id, at)
     SELECT id, $3, $3, $4, $5, $6 FROM changed RETURNING id`,
    [change.id, change.from, change.to, change.attempt, change.paymentId, change.now],
  );
  if (rows.length !== 1) throw new Error(`payment request ${change.id} was not ${change.from} at attempt ${change.attempt}`);
}

/** Money owed back for one of the request's payments: the record the refund job carries out. Once per payment. */
export async function writeRequestRefundDue(tx: Queryable, due: { id: string; paymentId: string; now: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO payment_request_changes (payment_request_id, change, status, attempt, provider_payment_id, at)
     SELECT id, 'refund_due', status, attempts, $2, $3 FROM payment_requests WHERE id = $1
     ON CONFLICT (payment_request_id, provider_payment_id) WHERE change = 'refund_due' DO NOTHING`,
    [due.id, due.paymentId, due.now],
  );
}

export type OwedRefund =
  | { of: "deposit"; reservationId: string; provider: string; paymentId: string; amountCents: number }
  | { of: "request"; reservationId: string; requestId: string; provider: string; paymentId: string; amountCents: number };

/**
 * Refunds owed and not yet carried out, owed since `since` (of one reservation, or all): released
 * holds' deposits and requests' payments with a 'refund_due' change and no 'refunded' one.
 */
export async function owedRefunds(db: Queryable, since: Date, reservationId: string | null, limit = 20): Promise<OwedRefund[]> {
  const deposits = await db.query<OwedRefund>(
    `SELECT 'deposit' AS "of", id AS "reservationId", provider, provider_payment_id AS "paymentId", amount_cents AS "amountCents"
       FROM reservations
      WHERE status IN ('expired', 'cancelled') AND provider_payment_id IS NOT NULL AND refunded_at IS NULL AND released_at >= $1
        AND ($2::uuid IS NULL OR id = $2)
      ORDER BY released_at LIMIT $3`,
    [since, reservationId, limit],
  );
  const requests = await db.query<OwedRefund>(
    `SELECT 'request' AS "of", p.reservation_id AS "reservationId", p.id AS "requestId", p.provider, d.provider_payment_id AS "paymentId",
            p.amount_cents AS "amountCents"
       FROM payment_request_changes d JOIN payment_requests p ON p.id = d.payment_request_id
      WHERE d.change = 'refund_due' AND d.at >= $1 AND ($2::uuid IS NULL OR p.reservation_id = $2)
        AND NOT EXISTS (SELECT 1 FROM payment_request_changes r
                         WHERE r.payment_request_id = d.payment_request_id AND r.provider_payment_id = d.provider_payment_id AND r.change = 'refunded')
      ORDER BY d.at LIMIT $3`,
    [since, reservationId, limit],
  );
  return [...deposits, ...requests];
}
