import type { Logger } from "pino";
import type { Database } from "~/db/database";
import type { PaymentProvider } from "~/payments/payment-provider";
import { recordRefund, unrefundedReleases } from "./reservation-queries.server";

/** How long a refund that keeps failing is retried before it is left to a person (the log says which). */
export const REFUND_RETRY_DAYS = 7;

/**
 * Refunds released holds whose refund did not go through when they lapsed or were cancelled (the
 * provider was unreachable then; with Stripe it is across a network). The key is the one the first
 * attempt used (`refund-{id}`), so a refund that did happen at the provider is answered, not repeated.
 * Returns how many were refunded now.
 */
export async function retryMissingRefunds(deps: {
  db: Database;
  now: Date;
  providerFor: (name: string) => PaymentProvider;
  logger?: Logger;
}): Promise<number> {
  const since = new Date(deps.now.getTime() - REFUND_RETRY_DAYS * 24 * 3_600_000);
  let refunded = 0;
  for (const hold of await unrefundedReleases(deps.db, since)) {
    if (!hold.providerPaymentId) continue;
    try {
      const refund = await deps
        .providerFor(hold.provider)
        .refund({ paymentId: hold.providerPaymentId, amountCents: hold.amountCents, idempotencyKey: `refund-${hold.id}` });
      await recordRefund(deps.db, hold.id, refund.refundId, deps.now);
      refunded++;
    } catch (err) {
      deps.logger?.warn({ err, reservation: hold.id }, "deposit refund failed again; will retry");
    }
  }
  return refunded;
}
