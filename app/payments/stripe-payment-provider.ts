import Stripe from "stripe";
import type { ChargeResult, PaymentProvider } from "./payment-provider";
import { declineMessage } from "./stripe-decline-messages";

/**
 * Stripe through its official Node package (`stripe`, https://github.com/stripe/stripe-node): it
 * form-encodes the requests, sends the secret key, pins `Stripe-Version` to the API version its types
 * describe, times each attempt out, retries connection failures (timeouts included), 409s and 5xx
 * once with the same Idempotency-Key (so Stripe acts once), and turns Stripe's error answers into
 * `Stripe.errors.*`. What stays ours: the PaymentIntent we ask for, and what each answer means for a
 * reservation. The card never reaches us: the shopper's browser made a PaymentMethod (`pm_...`) with
 * Stripe.js, and we confirm a PaymentIntent with it. A card the bank wants the shopper to approve
 * (3-D Secure) comes back `requires_action`: the browser finishes it, and the webhook says how it ended.
 */

/**
 * The API version every request is read as, whatever the account's default: the one this package
 * version is pinned to (its types describe exactly that version). Upgrading the package moves it;
 * read Stripe's changelog for that version before upgrading.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/**
 * Each attempt's limit (Stripe's package measures it as the time the connection stays silent). A
 * silent attempt is tried once more, so a shopper waits about twice this, plus a second, at worst.
 */
export const STRIPE_TIMEOUT_MS = 15_000;

export type StripeProviderOptions = {
  secretKey: string;
  /** Stripe's API origin (https://api.stripe.com), or a stand-in's in tests: scheme, host and port only. */
  apiBase: string;
  timeoutMs?: number;
  /** Extra attempts after a connection failure, a timeout, a 409 or a 5xx (Stripe's package's `maxNetworkRetries`). */
  maxNetworkRetries?: number;
};

/** A Stripe client for the API at `apiBase`. */
export function stripeClient(options: StripeProviderOptions): Stripe {
  const url = new URL(options.apiBase);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`STRIPE_API_BASE must be http(s), not ${url.protocol}`);
  // The package adds /v1/... itself; a path here would be silently dropped.
  if (url.pathname !== "/" || url.search || url.hash)
    throw new Error(`STRIPE_API_BASE must be an origin (scheme, host and port), such as https://api.stripe.com, not ${options.apiBase}`);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
  });
}

/**
 * Rejects with the package's error (a `Stripe.errors.StripeError`: connection, authentication, API,
 * invalid request...) whenever Stripe could not be reached or refused us: the checkout frees the car
 * and tells the shopper nothing is reserved. Only a card decline is an answer for the shopper.
 */
export function stripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: "stripe",
    async charge(request): Promise<ChargeResult> {
      if (request.source.kind !== "payment_method") throw new Error("Stripe takes a PaymentMethod id, never card numbers");
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            confirm: true,
            payment_method: request.source.id,
            // Cards only: no redirecting payment methods, so no return_url; Stripe.js handles a 3-D Secure challenge in the page.
            allowed_payment_method_types: ["card"],
            use_stripe_sdk: true,
            description: request.description,
            metadata: {
              reservation_id: request.reservationId,
              ...(request.paymentRequest
                ? { payment_request_id: request.paymentRequest.id, payment_request_attempt: String(request.paymentRequest.attempt) }
                : {}),
            },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        // A 402 card_error: the bank (or Stripe's checks of the card) said no.
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: declineMessage(error) };
        throw error;
      }
      if (intent.status === "succeeded") return { ok: true, paymentId: intent.id };
      if (intent.status === "requires_action" && intent.client_secret)
        return { ok: "requires_action", paymentId: intent.id, clientSecret: intent.client_secret };
      if (intent.status === "requires_payment_method") return { ok: false, message: declineMessage(intent.last_payment_error ?? {}) };
      // `processing` and the like: the outcome is not known yet. The claim is given up; if the payment
      // succeeds after all, the payment_intent.succeeded webhook refunds it (payment-webhook.server.ts).
      throw new Error(`PaymentIntent ${intent.id} is ${intent.status}`);
    },
    async refund(request) {
      try {
        const made = await stripe.refunds.create(
          { payment_intent: request.paymentId, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        return { refundId: made.id };
      } catch (error) {
        // Refunded already (by the dealer in Stripe's dashboard): that refund is the one to record.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "charge_already_refunded") throw error;
        const [latest] = (await stripe.refunds.list({ payment_intent: request.paymentId, limit: 1 })).data;
        if (latest) return { refundId: latest.id };
        throw error;
      }
    },
  };
}
