import { z } from "zod";
import type { StripeEvent } from "~/payments/stripe-events";
import type { PaymentRequestStatus } from "./payment-request-rules";

/**
 * Stripe's webhook events about payment requests (online payment), pure: which request and attempt
 * a PaymentIntent paid (we put both in its metadata), and what the event does to the request.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Metadata = z.object({
  payment_request_id: z.string().regex(UUID),
  payment_request_attempt: z.string().regex(/^[1-9]\d{0,5}$/),
});
const Body = z.object({ data: z.object({ object: z.object({ metadata: z.unknown() }) }) });

/** The payment request and attempt a PaymentIntent event names in its metadata; null for any other event (a deposit's, say). */
export function paymentRequestOf(event: StripeEvent, body: unknown): { id: string; attempt: number } | null {
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") return null;
  const metadata = Metadata.safeParse(Body.safeParse(body).data?.data.object.metadata);
  if (!metadata.success) return null;
  return { id: metadata.data.payment_request_id.toLowerCase(), attempt: Number(metadata.data.payment_request_attempt) };
}

/** The request as it is now (locked, in the event's transaction). */
export type RequestState = {
  status: PaymentRequestStatus;
  attempts: number;
  amountCents: number;
  providerPaymentId: string | null;
};

export type RequestEffect =
  /** The attempt under way was paid (the bank's 3-D Secure step finished, or the webhook came before the charge's own answer). */
  | { kind: "paid"; paymentId: string }
  /** The attempt under way was refused (the bank's step failed): the shopper may pay again. */
  | { kind: "declined"; message: string }
  /** Paid for an attempt given up (its answer was lost, it went stale, another attempt paid): the money goes back. */
  | { kind: "refund"; paymentId: string }
  /** A refund made at the provider of the request's payment (from its dashboard, say). */
  | { kind: "record_refund"; paymentId: string; refundId: string | null }
  | { kind: "none"; why: string };

/** What the event does to the request; `attempt` is the one its PaymentIntent was made for (null for a charge event). */
export function requestEventEffect(event: StripeEvent, attempt: number | null, request: RequestState | null): RequestEffect {
  if (event.type === "other") return { kind: "none", why: `${event.stripeType} is not used` };
  if (!request) return { kind: "none", why: "no such payment request" };
  if (event.type === "charge.refunded") {
    if (!event.charge.refunded || !event.charge.paymentIntentId) return { kind: "none", why: "partly refunded" };
    return { kind: "record_refund", paymentId: event.charge.paymentIntentId, refundId: event.charge.refundId };
  }
  const intent = event.paymentIntent;
  const current = request.status === "paying" && request.attempts === attempt;
  if (event.type === "payment_intent.payment_failed")
    return current ? { kind: "declined", message: intent.failureMessage } : { kind: "none", why: `attempt ${attempt} is not under way` };
  if (intent.amount !== request.amountCents || intent.currency.toLowerCase() !== "aud")
    return { kind: "none", why: `paid ${intent.amount} ${intent.currency}, the request is for ${request.amountCents} aud` };
  if (current) return { kind: "paid", paymentId: intent.id };
  if (request.status === "paid" && request.providerPaymentId === intent.id) return { kind: "none", why: "already paid" };
  return { kind: "refund", paymentId: intent.id };
}
