/** Delivery keeps trying for 72 hours after the lead, then the delivery is marked dead and shown to operators. */
export const DELIVERY_GIVE_UP_MS = 72 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * Exponential backoff: 30 s, 1 min, 2 min ... capped at an hour, with up to 20% jitter so a
 * receiver coming back is not hit by every waiting delivery in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random, firstRetryMs = FIRST_RETRY_MS): number {
  const base = Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return Math.round(base * (1 + 0.2 * random()));
}

export function shouldGiveUp(leadCreatedAt: Date, now: Date, giveUpMs = DELIVERY_GIVE_UP_MS): boolean {
  return now.getTime() - leadCreatedAt.getTime() >= giveUpMs;
}
