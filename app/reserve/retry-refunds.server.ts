import type { Logger } from "pino";
import type { Database } from "~/db/database";
import type { PaymentProvider } from "~/payments/payment-provider";
import { carryOutRefunds } from "./change-money.server";

export { REFUND_RETRY_DAYS } from "./change-money.server";

/**
 * Carries out every refund owed that did not go through when it was recorded (the provider was
 * unreachable then; with Stripe it is across a network): the deposits of holds that lapsed or were
 * cancelled, and the payments of requests whose reservation ended without a sale or that arrived for
 * an attempt no longer wanted. Each with the key its first attempt used, so a refund that did happen
 * at the provider is answered, not repeated. Returns how many were refunded now.
 */
export async function retryMissingRefunds(deps: {
  db: Database;
  now: Date;
  providerFor: (name: string) => PaymentProvider;
  logger?: Logger;
}): Promise<number> {
  return carryOutRefunds(deps);
}
