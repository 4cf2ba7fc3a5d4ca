import { z } from "zod";
import type { HoldStatus } from "~/domain/reserve/hold";
import { declineMessage } from "./stripe-decline-messages";

/**
 * Stripe's webhook events as the reservations need them (https://docs.stripe.com/api/events/object):
 * the event's id and type, and of its `data.object` only what decides a reservation's fate. Pure:
 * what an event does to a reservation is `eventEffect`, tested without a database.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our reservation id in the object's metadata (we set it on every PaymentIntent); anything else reads as none. */
const ReservationId = z
  .unknown()
  .transform((v) => (typeof v === "string" && UUID.test(v) ? v.toLowerCase() : null))
  .pipe(z.string().nullable());
const Metadata = z.object({ reservation_id: ReservationId.optional() }).catch({});

const PaymentIntent = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("payment_intent"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  metadata: Metadata.optional(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});
const Charge = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("charge"),
  payment_intent: z.string().nullish(),
  refunded: z.boolean(),
  amount_refunded: z.number().int(),
  metadata: Metadata.optional(),
  // Listed only when the endpoint expands it (not by default since API version 2022-11-15).
  refunds: z.object({ data: z.array(z.object({ id: z.string() })) }).nullish(),
});
const Envelope = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("event"),
  type: z.string().min(1).max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type StripeEvent =
  | {
      id: string;
      type: "payment_intent.succeeded" | "payment_intent.payment_failed";
      paymentIntent: { id: string; amount: number; currency: string; reservationId: string | null; failureMessage: string };
    }
  | {
      id: string;
      type: "charge.refunded";
      charge: { id: string; paymentIntentId: string | null; refunded: boolean; refundId: string | null; reservationId: string | null };
    }
  | { id: string; type: "other"; stripeType: string };

/** The event in a verified webhook body, or null when it is not one (a signed body is Stripe's, so this should not happen). */
export function parseStripeEvent(body: unknown): StripeEvent | null {
  const envelope = Envelope.safeParse(body);
  if (!envelope.success) return null;
  const { id, type, data } = envelope.data;
  if (type === "payment_intent.succeeded" || type === "payment_intent.payment_failed") {
    const intent = PaymentIntent.safeParse(data.object);
    if (!intent.success) return null;
    const pi = intent.data;
    return {
      id,
      type,
      paymentIntent: {
        id: pi.id,
        amount: pi.amount,
        currency: pi.currency,
        reservationId: pi.metadata?.reservation_id ?? null,
        failureMessage: declineMessage(pi.last_payment_error ?? {}),
      },
    };
  }
  if (type === "charge.refunded") {
    const parsed = Charge.safeParse(data.object);
    if (!parsed.success) return null;
    const charge = parsed.data;
    return {
      id,
      type,
      charge: {
        id: charge.id,
        paymentIntentId: charge.payment_intent ?? null,
        refunded: charge.refunded,
        refundId: charge.refunds?.data[0]?.id ?? null,
        reservationId: charge.metadata?.reservation_id ?? null,
      },
    };
  }
  return { id, type: "other", stripeType: type };
}

/** What the event's reservation looks like now (locked, in the event's transaction). */
export type ReservationState = {
  status: HoldStatus;
  amountCents: number;
  providerPaymentId: string | null;
  refundedAt: Date | null;
};

export type EventEffect =
  /** Paid: the pending claim becomes a hold (then the dealer's lead). */
  | { kind: "hold"; paymentId: string }
  /** The bank refused (3-D Secure failed, or a decline after it): the claim fails and the car is free. */
  | { kind: "fail"; message: string }
  /** Paid for a claim already given up (its answer was lost, or it went stale): the money goes back. */
  | { kind: "refund"; paymentId: string }
  /** Refunded at Stripe (from its dashboard, say): recorded if we had not. */
  | { kind: "record_refund"; refundId: string | null }
  | { kind: "none"; why: string };

export function eventEffect(event: StripeEvent, reservation: ReservationState | null): EventEffect {
  if (event.type === "other") return { kind: "none", why: `${event.stripeType} is not used` };
  if (!reservation) return { kind: "none", why: "no such reservation" };
  if (event.type === "charge.refunded") {
    if (!event.charge.refunded) return { kind: "none", why: "partly refunded" };
    if (reservation.refundedAt) return { kind: "none", why: "refund already recorded" };
    return { kind: "record_refund", refundId: event.charge.refundId };
  }
  const intent = event.paymentIntent;
  // Another PaymentIntent than the one this claim is waiting on (a retried checkout makes a new claim, so this is not ours to act on).
  if (reservation.providerPaymentId && reservation.providerPaymentId !== intent.id) return { kind: "none", why: "another payment" };
  if (event.type === "payment_intent.payment_failed")
    return reservation.status === "pending"
      ? { kind: "fail", message: intent.failureMessage }
      : { kind: "none", why: `already ${reservation.status}` };
  if (intent.amount !== reservation.amountCents || intent.currency.toLowerCase() !== "aud")
    return { kind: "none", why: `paid ${intent.amount} ${intent.currency}, the deposit is ${reservation.amountCents} aud` };
  if (reservation.status === "pending") return { kind: "hold", paymentId: intent.id };
  if (reservation.status === "failed" && !reservation.refundedAt) return { kind: "refund", paymentId: intent.id };
  return { kind: "none", why: `already ${reservation.status}` };
}
