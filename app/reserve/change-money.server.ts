import type { Logger } from "pino";
import type { Database, Queryable } from "~/db/database";
import { type MoneyEvent, type MoneyRefusal, type MoneyState, moneyTransition } from "~/domain/reserve/money-transitions";
import type { PaymentProvider } from "~/payments/payment-provider";
import {
  lockMoneyState,
  owedRefunds,
  writeDepositPayment,
  writeHoldStatus,
  writeRequestRefundDue,
  writeRequestStatus,
} from "./money-queries.server";
import { refundKey } from "./payment-request-rules";
import { recordPaymentRequestRefund } from "./payment-request-queries.server";
import { recordRefund } from "./reservation-queries.server";
import { tellShopperOf } from "./shopper-notices.server";

export type MoneyOutcome =
  | { ok: true; state: MoneyState; changed: boolean; carId: number; siteId: number }
  | { ok: false; reason: MoneyRefusal };

/**
 * One money event applied to a reservation inside the caller's transaction (decision 023): the
 * reservation and its requests locked, the transition decided by `moneyTransition`, and everything
 * it says written here, the refunds owed included. Nothing else changes a hold's or a request's
 * money state (the claims aside, which only take a turn at paying: see claimPaymentRequest).
 */
export async function applyMoneyEvent(
  tx: Queryable,
  target: { reservationId: string; siteId: number | null; now: Date },
  event: MoneyEvent,
): Promise<MoneyOutcome> {
  const { now } = target;
  const locked = await lockMoneyState(tx, target.reservationId, target.siteId);
  if (!locked) return { ok: false, reason: "not_found" };
  const result = moneyTransition(locked.state, event, now);
  if (!result.ok) return result;
  for (const change of result.changes)
    switch (change.kind) {
      case "hold":
        await writeHoldStatus(tx, { id: locked.id, from: change.from, to: change.to, now });
        break;
      case "deposit_refund_due":
        // The released hold, with its payment and no refund, is the record (owedRefunds reads it); a
        // claim given up after its charge gets its payment written here.
        await writeDepositPayment(tx, locked.id, change.paymentId);
        break;
      case "deposit_refunded":
        await recordRefund(tx, locked.id, change.refundId, now);
        break;
      case "request_created":
        // Inserted by insertPaymentRequest, which checks the hold in the INSERT itself.
        break;
      case "request":
        if (change.to !== "cancelled" && change.to !== "paid") throw new Error(`${change.to} is not written here`);
        await writeRequestStatus(tx, {
          id: change.requestId,
          from: change.from,
          to: change.to,
          attempt: change.attempt,
          paymentId: change.paymentId,
          now,
        });
        break;
      case "request_refund_due":
        await writeRequestRefundDue(tx, { id: change.requestId, paymentId: change.paymentId, now });
        break;
      case "request_refunded":
        await recordPaymentRequestRefund(tx, { id: change.requestId, paymentId: change.paymentId, refundId: change.refundId, now });
        break;
    }
  // The shopper hears of it from the same transaction: confirmed, cancelled or lapsed (with the refund), a receipt.
  await tellShopperOf(tx, locked.id, result.changes, now);
  return { ok: true, state: result.state, changed: result.changes.length > 0, carId: locked.carId, siteId: locked.siteId };
}

/** `applyMoneyEvent` in a transaction of its own. */
export function changeMoney(db: Database, target: { reservationId: string; siteId: number | null; now: Date }, event: MoneyEvent) {
  return db.transaction((tx) => applyMoneyEvent(tx, target, event));
}

/** How long a refund that keeps failing is retried before it is left to a person (the log says which). */
export const REFUND_RETRY_DAYS = 7;

type RefundDeps = { db: Database; now: Date; providerFor: (name: string) => PaymentProvider; logger?: Logger };

/**
 * Carries out refunds owed (of one reservation, or all owed in the last REFUND_RETRY_DAYS) through
 * the provider that took each payment, and records each through the state machine. A deposit's key
 * is `refund-{reservation}`, a request's `refund-{payment}`, the keys every earlier attempt used, so
 * a refund that did happen at the provider is answered, not repeated. A failure is logged and left
 * owed for the next run. Returns how many were refunded now.
 */
export async function carryOutRefunds(deps: RefundDeps, reservationId: string | null = null): Promise<number> {
  const since = new Date(deps.now.getTime() - REFUND_RETRY_DAYS * 24 * 3_600_000);
  let refunded = 0;
  for (const owed of await owedRefunds(deps.db, since, reservationId)) {
    try {
      const key = owed.of === "deposit" ? `refund-${owed.reservationId}` : refundKey(owed.paymentId);
      const made = await deps
        .providerFor(owed.provider)
        .refund({ paymentId: owed.paymentId, amountCents: owed.amountCents, idempotencyKey: key });
      await changeMoney(
        deps.db,
        { reservationId: owed.reservationId, siteId: null, now: deps.now },
        owed.of === "deposit"
          ? { kind: "deposit_refunded", refundId: made.refundId }
          : { kind: "request_refunded", requestId: owed.requestId, paymentId: owed.paymentId, refundId: made.refundId },
      );
      refunded++;
    } catch (err) {
      deps.logger?.warn({ err, reservation: owed.reservationId, payment: owed.paymentId }, "refund failed; will retry");
    }
  }
  return refunded;
}
