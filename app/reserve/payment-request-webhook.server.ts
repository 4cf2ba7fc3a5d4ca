import type { Logger } from "pino";
import type { Database, Queryable } from "~/db/database";
import type { Payments } from "~/payments/payment-settings";
import type { StripeEvent } from "~/payments/stripe-events";
import type { TenantSite } from "~/sites/tenant-site";
import { tellShopperOfRefund } from "./shopper-notices.server";
import { paymentRequestOf, type RequestEffect, requestEventEffect } from "./payment-request-events";
import {
  findPaymentRequest,
  findPaymentRequestByPayment,
  lockPaymentRequest,
  type PaymentRequest,
  recordPaymentRequestEvent,
  recordPaymentRequestRefund,
  releasePaymentRequest,
} from "./payment-request-queries.server";
import { refundKey } from "./payment-request-rules";
import { applyMoneyEvent, carryOutRefunds } from "./change-money.server";

type Deps = { db: Database; site: TenantSite; now: Date; payments: Payments; logger?: Logger };

export type RequestWebhookAnswer = { status: 200; body: { received: true; duplicate?: true; ignored?: string } };

/**
 * Stripe's events about payment requests (online payment), from the site's webhook
 * (payment-webhook.server.ts asks here first): a PaymentIntent whose metadata names a payment request
 * and attempt, or a refund of a request's payment. Null for any other event, which the reservations
 * handle. Like theirs, each event is recorded once in `payment_events` in the transaction that applies
 * it, with the request locked, so a repeated or concurrent delivery changes nothing; one about another
 * site's request is answered and not recorded (that site's endpoint records it).
 */
export async function handlePaymentRequestEvent(deps: Deps, event: StripeEvent, body: unknown): Promise<RequestWebhookAnswer | null> {
  const { db, site } = deps;
  let request: PaymentRequest | null;
  let attempt: number | null = null;
  const named = paymentRequestOf(event, body);
  if (named) {
    attempt = named.attempt;
    request = await findPaymentRequest(db, site.id, named.id);
    if (request?.provider !== "stripe") return { status: 200, body: { received: true, ignored: "not a payment request of this site" } };
  } else if (event.type === "charge.refunded" && event.charge.paymentIntentId) {
    request = await findPaymentRequestByPayment(db, site.id, "stripe", event.charge.paymentIntentId);
    if (!request) return null;
  } else return null;

  // Money goes back before the event is recorded: should the refund fail, Stripe delivers the event
  // again and the refund is tried again (its idempotency key makes it happen once).
  let refundId: string | null = null;
  const planned = requestEventEffect(event, attempt, request);
  if (planned.kind === "refund") {
    const made = await deps.payments
      .providerFor("stripe")
      .refund({ paymentId: planned.paymentId, amountCents: request.amountCents, idempotencyKey: refundKey(planned.paymentId) });
    refundId = made.refundId;
    deps.logger?.warn({ paymentRequest: request.id, payment: planned.paymentId }, "payment arrived for an attempt given up; refunded");
  }

  const id = request.id;
  const applied = await db.transaction(async (tx) => {
    const fresh = await recordPaymentRequestEvent(tx, {
      provider: "stripe",
      eventId: event.id,
      request: { id, reservationId: request.reservationId },
      type: event.type === "other" ? event.stripeType : event.type,
      payload: summary(event, attempt),
      now: deps.now,
    });
    if (!fresh) return null;
    const effect = requestEventEffect(event, attempt, await lockPaymentRequest(tx, site.id, id));
    await apply(tx, deps.now, request, attempt, effect, refundId);
    return effect;
  });
  if (!applied) return { status: 200, body: { received: true, duplicate: true } };
  deps.logger?.info({ event: event.id, type: event.type, paymentRequest: id, attempt, effect: applied.kind }, "Stripe event handled");
  // Money for a request whose hold ended while the bank answered is owed back: carried out now, or by the refund job.
  if (applied.kind === "paid") await carryOutRefunds({ ...deps, providerFor: deps.payments.providerFor }, request.reservationId);
  return { status: 200, body: { received: true } };
}

/** Thrown inside the transaction so it rolls back (the event stays unrecorded) and Stripe delivers it again. */
class DeliverAgain extends Error {}

async function apply(
  tx: Queryable,
  now: Date,
  request: PaymentRequest,
  attempt: number | null,
  effect: RequestEffect,
  refundId: string | null,
) {
  const { id } = request;
  switch (effect.kind) {
    case "paid":
      // Through the state machine: paid while the hold stands, or owed back (the hold ended while the bank answered).
      if (attempt !== null)
        await applyMoneyEvent(
          tx,
          { reservationId: request.reservationId, siteId: null, now },
          { kind: "payment_arrived", requestId: id, attempt, paymentId: effect.paymentId },
        );
      return;
    case "declined":
      if (attempt !== null) await releasePaymentRequest(tx, { id, attempt, change: "declined", message: effect.message, now });
      return;
    case "refund":
      // The attempt was given up between reading the request and locking it: refund first, on the next delivery.
      if (!refundId) throw new DeliverAgain(`payment request ${id} needs a refund first`);
      if (await recordPaymentRequestRefund(tx, { id, paymentId: effect.paymentId, refundId, now }))
        await tellShopperOfRefund(tx, request.reservationId, { requestId: id, paymentId: effect.paymentId }, now);
      return;
    case "record_refund":
      if (await recordPaymentRequestRefund(tx, { id, paymentId: effect.paymentId, refundId: effect.refundId, now }))
        await tellShopperOfRefund(tx, request.reservationId, { requestId: id, paymentId: effect.paymentId }, now);
      return;
    case "none":
      return;
  }
}

/** What `payment_events.payload` keeps: the ids, amounts, status and reason that decided it (never a client secret or billing details). */
function summary(event: StripeEvent, attempt: number | null): Record<string, unknown> {
  if (event.type === "other") return { id: event.id, type: event.stripeType };
  if (event.type === "charge.refunded") return { id: event.id, type: event.type, charge: event.charge };
  const { failureMessage, ...intent } = event.paymentIntent;
  return {
    id: event.id,
    type: event.type,
    attempt,
    payment_intent: event.type === "payment_intent.payment_failed" ? event.paymentIntent : intent,
  };
}
