import type { Database } from "~/db/database";
import { failStaleClaims } from "./reservation-queries.server";

/** How long a claim may wait for its payment: a bank's 3-D Secure step times out well within this. */
export const CLAIM_PAYMENT_MINUTES = 30;

export const PAYMENT_NOT_FINISHED = "The payment was not finished in time.";

/**
 * Frees the cars of claims whose payment never finished (the shopper left their bank's approval
 * step, or the server stopped between claiming and charging); returns how many. A pending claim does
 * not mark the car RESERVED, so search has nothing to rebuild. Should such a payment succeed later,
 * its webhook refunds it (payment-webhook.server.ts).
 */
export async function releaseStaleClaims(deps: { db: Database; now: Date }, minutes = CLAIM_PAYMENT_MINUTES): Promise<number> {
  const before = new Date(deps.now.getTime() - minutes * 60_000);
  return (await failStaleClaims(deps.db, before, PAYMENT_NOT_FINISHED)).length;
}
