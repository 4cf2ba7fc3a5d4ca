import Stripe from "stripe";

/**
 * Stripe's webhook signatures, checked by Stripe's own package (`Stripe.webhooks.constructEvent`,
 * https://docs.stripe.com/webhooks#verify-official-libraries): the `Stripe-Signature` header's `t`
 * and every `v1` (HMAC-SHA256 of `t.rawBody` with the endpoint's secret, compared in constant time),
 * then the timestamp at most `toleranceSeconds` old, which stops a captured delivery being replayed
 * later. Ours is only the loop over the endpoints' secrets (STRIPE_WEBHOOK_SECRET lists one per
 * site's endpoint, and any of them will do) and the answer's shape.
 */
export const STRIPE_TOLERANCE_SECONDS = 300;

export type VerifiedEvent = { ok: true; event: unknown } | { ok: false; reason: string };

/** The body parsed as JSON when the header signs it with one of `secrets` and is recent at `now`; otherwise why not. */
export function verifyStripeEvent(input: {
  payload: Uint8Array | string;
  header: string | null | undefined;
  secrets: readonly string[];
  now: Date;
  toleranceSeconds?: number;
}): VerifiedEvent {
  const failures: string[] = [];
  for (const secret of input.secrets) {
    try {
      const event: unknown = Stripe.webhooks.constructEvent(
        input.payload,
        input.header ?? "",
        secret,
        input.toleranceSeconds ?? STRIPE_TOLERANCE_SECONDS,
        undefined,
        input.now.getTime(),
      );
      return { ok: true, event };
    } catch (error) {
      // Signed by this secret, but the body is not JSON (Stripe never sends that).
      if (error instanceof SyntaxError) return { ok: false, reason: "The body is not JSON." };
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      failures.push(firstLine(error.message));
    }
  }
  // The secret that did sign the body (but too long ago) says more than the others' "no match".
  const telling =
    failures.find((message) => !message.startsWith("No signatures found matching")) ?? failures[0] ?? "no webhook secret is set.";
  return { ok: false, reason: `The Stripe-Signature header does not verify: ${telling}` };
}

const firstLine = (message: string) => message.split("\n")[0].trim();
