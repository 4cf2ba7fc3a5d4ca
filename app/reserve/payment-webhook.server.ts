import type { Logger } from "pino";
import type { Database, Queryable } from "~/db/database";
import { tellShopperOfRefund } from "./shopper-notices.server";
import { holdExpiresAt } from "~/domain/reserve/hold";
import type { LeadServices } from "~/leads/lead-services";
import type { Payments } from "~/payments/payment-settings";
import { type EventEffect, eventEffect, parseStripeEvent, type StripeEvent } from "~/payments/stripe-events";
import { verifyStripeEvent } from "~/payments/stripe-signature.server";
import type { TenantSite } from "~/sites/tenant-site";
import {
  findReservation,
  findReservationByPayment,
  lockReservation,
  markFailed,
  markHeld,
  type Reservation,
  recordPaymentEvent,
  recordRefund,
  recordReportedRefund,
} from "./reservation-queries.server";
import { handlePaymentRequestEvent } from "./payment-request-webhook.server";
import { recordReservationLead } from "./reservation-lead.server";

type Deps = { db: Database; site: TenantSite; now: Date; payments: Payments; services: LeadServices; logger?: Logger };

export type WebhookAnswer =
  | { status: 200; body: { received: true; duplicate?: true; ignored?: string } }
  | { status: 400; message: string }
  | { status: 404; message: string };

/**
 * Stripe's webhook for a site (POST /api/payments/stripe/webhook on the site's host): a verified event
 * is recorded once in `payment_events` in the same transaction as its effect, so a delivery repeated
 * (Stripe retries until it gets a 2xx) changes nothing the second time. Effects: a paid 3-D Secure
 * claim becomes a hold with the dealer's lead, in the event's transaction; a refused one frees the car; money taken for a
 * claim already given up is refunded; a refund made at Stripe is recorded. An event about another
 * site's reservation is answered 200 and not recorded: that site's own endpoint records it.
 */
export async function handleStripeWebhook(deps: Deps, input: { rawBody: Uint8Array; signature: string | null }): Promise<WebhookAnswer> {
  const stripe = deps.payments.stripe;
  if (!stripe) return { status: 404, message: "Stripe is not set up on this server." };
  // Stripe's package checks the signature (any of our endpoints' secrets, at most 5 minutes old) and parses the body.
  const verified = verifyStripeEvent({ payload: input.rawBody, header: input.signature, secrets: stripe.webhookSecrets, now: deps.now });
  if (!verified.ok) return { status: 400, message: verified.reason };
  const event = parseStripeEvent(verified.event);
  if (!event) return { status: 400, message: "The body is not a Stripe event this endpoint can read." };

  // A payment the dealer requested (online payment) first: its PaymentIntent names the reservation as well.
  const paymentRequestAnswer = await handlePaymentRequestEvent(deps, event, verified.event);
  if (paymentRequestAnswer) return paymentRequestAnswer;

  const reservation = await reservationOf(deps, event);
  if (event.type !== "other" && !reservation) return { status: 200, body: { received: true, ignored: "not a reservation of this site" } };

  // Money goes back before the event is recorded: should the refund fail, Stripe delivers the event
  // again and the refund is retried (its idempotency key makes it happen once).
  let refundId: string | null = null;
  const planned = eventEffect(event, reservation);
  if (planned.kind === "refund" && reservation) refundId = await refund(deps, reservation, planned.paymentId);

  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await recordPaymentEvent(tx, {
      provider: "stripe",
      eventId: event.id,
      reservationId: reservation?.id ?? null,
      type: event.type === "other" ? event.stripeType : event.type,
      payload: summary(event),
      now: deps.now,
    });
    if (!fresh) return null;
    if (!reservation) return { kind: "none", why: "not a reservation event" } satisfies EventEffect;
    const locked = await lockReservation(tx, deps.site.id, reservation.id);
    const effect = eventEffect(event, locked);
    await apply(tx, deps, reservation, effect, refundId);
    return effect;
  });
  if (!applied) return { status: 200, body: { received: true, duplicate: true } };
  deps.logger?.info({ event: event.id, type: event.type, reservation: reservation?.id, effect: applied.kind }, "Stripe event handled");
  if (applied.kind === "hold") deps.services.onLeadStored();
  return { status: 200, body: { received: true } };
}

/** The site's reservation the event is about: by our id in the metadata, or (a charge) by the PaymentIntent it paid. */
async function reservationOf(deps: Deps, event: StripeEvent): Promise<Reservation | null> {
  const { db, site } = deps;
  if (event.type === "other") return null;
  const id = event.type === "charge.refunded" ? event.charge.reservationId : event.paymentIntent.reservationId;
  const found = id ? await findReservation(db, site.id, id) : null;
  if (found) return found.provider === "stripe" ? found : null;
  if (event.type === "charge.refunded" && event.charge.paymentIntentId)
    return findReservationByPayment(db, site.id, "stripe", event.charge.paymentIntentId);
  return null;
}

async function refund(deps: Deps, reservation: Reservation, paymentId: string): Promise<string> {
  const done = await deps.payments
    .providerFor("stripe")
    .refund({ paymentId, amountCents: reservation.amountCents, idempotencyKey: `refund-${reservation.id}` });
  deps.logger?.warn({ reservation: reservation.id, payment: paymentId }, "payment arrived for a claim already given up; refunded");
  return done.refundId;
}

/** Thrown inside the transaction so it rolls back (the event stays unrecorded) and Stripe delivers it again. */
class DeliverAgain extends Error {}

async function apply(tx: Queryable, deps: Deps, reservation: Reservation, effect: EventEffect, refundId: string | null): Promise<void> {
  const { id } = reservation;
  switch (effect.kind) {
    case "hold":
      await markHeld(tx, id, effect.paymentId, holdExpiresAt(deps.now, deps.site.reservations.holdHours));
      // The lead commits with the hold: should it fail, the event stays unrecorded and Stripe delivers it again.
      await recordReservationLead(tx, deps, id);
      return;
    case "fail":
      await markFailed(tx, id, effect.message);
      return;
    case "refund":
      // The claim was given up between reading it and locking it: refund first, on the next delivery.
      if (!refundId) throw new DeliverAgain(`reservation ${id} needs a refund first`);
      await recordRefund(tx, id, refundId, deps.now);
      return;
    case "record_refund":
      // Reported once though Stripe may deliver it again: the shopper hears of the refund when it is first recorded.
      if (await recordReportedRefund(tx, id, effect.refundId, deps.now)) await tellShopperOfRefund(tx, id, null, deps.now);
      return;
    case "none":
      return;
  }
}

/**
 * What `payment_events.payload` keeps: the event's id and type and the fields that decided it. Not
 * the whole event: a charge carries the shopper's billing details, a PaymentIntent its client secret.
 */
function summary(event: StripeEvent): Record<string, unknown> {
  if (event.type === "other") return { id: event.id, type: event.stripeType };
  if (event.type === "charge.refunded") return { id: event.id, type: event.type, charge: event.charge };
  const { failureMessage, ...intent } = event.paymentIntent;
  return { id: event.id, type: event.type, payment_intent: event.type === "payment_intent.payment_failed" ? event.paymentIntent : intent };
}
