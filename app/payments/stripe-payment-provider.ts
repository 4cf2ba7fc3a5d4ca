import type { ChargeResult, PaymentProvider } from "./payment-provider";
import { declineMessage } from "./stripe-decline-messages";

/**
 * Stripe over its HTTP API (https://docs.stripe.com/api), with `fetch`: form-encoded bodies, the
 * secret key as a Bearer token, an Idempotency-Key on every write. The card never reaches us: the
 * shopper's browser made a PaymentMethod (`pm_...`) with Stripe.js, and we confirm a PaymentIntent
 * with it. A card the bank wants the shopper to approve (3-D Secure) comes back `requires_action`:
 * the browser finishes it, and the webhook says how it ended.
 */

/** Responses are read as this API version whatever the account's default, so their shape cannot change under us. */
export const STRIPE_API_VERSION = "2024-06-20";

/** A Stripe answer that is not a card decline (bad key, bad request, Stripe down) or no answer at all. Never shown to a shopper. */
export class StripeApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "StripeApiError";
  }
}

export type StripeProviderOptions = {
  secretKey: string;
  apiBase: string;
  /** Each attempt's limit; a charge may wait on the card's bank. */
  timeoutMs?: number;
  /** Extra attempts, with the same Idempotency-Key (so Stripe acts once), after a connection failure, 409, 429 or 5xx. */
  maxRetries?: number;
  retryDelayMs?: number;
};

type StripeError = { type?: string; code?: string | null; decline_code?: string | null; message?: string };
type PaymentIntent = {
  id: string;
  status: string;
  client_secret?: string | null;
  last_payment_error?: StripeError | null;
};

export function stripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const call = stripeClient(options);
  return {
    name: "stripe",
    async charge(request): Promise<ChargeResult> {
      if (request.source.kind !== "payment_method") throw new StripeApiError("Stripe takes a PaymentMethod id, never card numbers", null);
      const { status, body } = await call("POST", "/v1/payment_intents", request.idempotencyKey, {
        amount: String(request.amountCents),
        currency: request.currency.toLowerCase(),
        confirm: "true",
        payment_method: request.source.id,
        // Cards only: no redirecting payment methods, so no return_url; Stripe.js handles a 3-D Secure challenge in the page.
        "payment_method_types[]": "card",
        use_stripe_sdk: "true",
        description: request.description,
        "metadata[reservation_id]": request.reservationId,
      });
      if (status === 402) {
        const error = (body as { error?: StripeError }).error ?? {};
        if (error.type === "card_error") return { ok: false, message: declineMessage(error) };
      }
      if (status !== 200) throw failure(status, body);
      const intent = body as PaymentIntent;
      if (intent.status === "succeeded") return { ok: true, paymentId: intent.id };
      if (intent.status === "requires_action" && intent.client_secret)
        return { ok: "requires_action", paymentId: intent.id, clientSecret: intent.client_secret };
      if (intent.status === "requires_payment_method") return { ok: false, message: declineMessage(intent.last_payment_error ?? {}) };
      // `processing` and the like: the outcome is not known yet. The claim is given up; if the payment
      // succeeds after all, the payment_intent.succeeded webhook refunds it (payment-webhook.server.ts).
      throw new StripeApiError(`PaymentIntent ${intent.id} is ${intent.status}`, status);
    },
    async refund(request) {
      const { status, body } = await call("POST", "/v1/refunds", request.idempotencyKey, {
        payment_intent: request.paymentId,
        amount: String(request.amountCents),
      });
      if (status === 200) return { refundId: (body as { id: string }).id };
      // Refunded already (by the dealer in Stripe's dashboard): that refund is the one to record.
      if ((body as { error?: StripeError }).error?.code === "charge_already_refunded") {
        const listed = await call("GET", `/v1/refunds?payment_intent=${encodeURIComponent(request.paymentId)}&limit=1`, null);
        const [latest] = (listed.body as { data?: { id: string }[] }).data ?? [];
        if (listed.status === 200 && latest) return { refundId: latest.id };
      }
      throw failure(status, body);
    },
  };
}

function failure(status: number, body: unknown): StripeApiError {
  const error = (body as { error?: StripeError } | null)?.error;
  return new StripeApiError(
    `Stripe answered ${status}: ${error?.type ?? "unknown"} ${error?.message ?? ""}`.trim(),
    status,
    error?.code ?? null,
  );
}

const RETRY_STATUS = (status: number) => status === 409 || status === 429 || status >= 500;

/** One Stripe request, retried as Stripe's own libraries do; resolves with the status and parsed JSON body. */
export function stripeClient(options: StripeProviderOptions) {
  const { secretKey, apiBase, timeoutMs = 30_000, maxRetries = 1, retryDelayMs = 500 } = options;
  return async function call(
    method: "GET" | "POST",
    path: string,
    idempotencyKey: string | null,
    params: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${secretKey}`, "Stripe-Version": STRIPE_API_VERSION };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    if (method === "POST") headers["Content-Type"] = "application/x-www-form-urlencoded";
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(new URL(path, apiBase), {
          method,
          headers,
          body: method === "POST" ? new URLSearchParams(params).toString() : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // A timeout is not retried: the shopper has waited long enough, and the claim is given up at once.
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        if (timedOut || attempt >= maxRetries)
          throw new StripeApiError(
            timedOut ? `Stripe did not answer within ${timeoutMs} ms` : `Stripe could not be reached: ${error}`,
            null,
          );
        await delay(retryDelayMs);
        continue;
      }
      const text = await response.text();
      if (RETRY_STATUS(response.status) && attempt < maxRetries && response.headers.get("Stripe-Should-Retry") !== "false") {
        await delay(retryDelayMs);
        continue;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new StripeApiError(`Stripe answered ${response.status} with a body that is not JSON`, response.status);
      }
      return { status: response.status, body };
    }
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
