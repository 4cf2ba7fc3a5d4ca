import type { Database } from "~/db/database";
import { failStaleClaims } from "./reservation-queries.server";

/** How long a claim may wait for its payment: a bank's 3-D Secure step times out well within this. */
export const CLAIM_PAYMENT_MINUTES = 30;

/**
 * A claim waiting on the shopper's bank (Stripe's 3-D Secure: it has its PaymentIntent) is given up
 * after this, so with the upkeep every minute the car is free again within 10 minutes: the bank's
 * own step lasts a few minutes, and nobody holds a car for free for half an hour.
 */
export const UNFINISHED_CLAIM_MINUTES = 9;

export const PAYMENT_NOT_FINISHED = "The payment was not finished in time.";

/**
 * Frees the cars of claims whose payment never finished (the shopper left their bank's approval
 * step, or the server stopped between claiming and charging); returns how many. A pending claim does
 * not mark the car RESERVED, so search has nothing to rebuild. Should such a payment succeed later,
 * its webhook refunds it (payment-webhook.server.ts).
 */
export async function releaseStaleClaims(deps: { db: Database; now: Date }, minutes = CLAIM_PAYMENT_MINUTES): Promise<number> {
  const before = new Date(deps.now.getTime() - minutes * 60_000);
  const waitingBefore = new Date(deps.now.getTime() - Math.min(minutes, UNFINISHED_CLAIM_MINUTES) * 60_000);
  return (await failStaleClaims(deps.db, { before, waitingBefore }, PAYMENT_NOT_FINISHED)).length;
}
