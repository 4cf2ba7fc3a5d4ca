/**
 * A reservation's hold on a car (issue 13): one shopper at a time. pending: being paid for;
 * held: paid, waiting for the dealer; confirmed: the dealer took it; sold: the dealer sold the car
 * to the shopper, who keeps what they paid towards it; failed: the payment did not go through;
 * expired or cancelled: released, its money refunded.
 */
export const HOLD_STATUSES = ["pending", "held", "confirmed", "sold", "failed", "expired", "cancelled"] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** The statuses that keep a car off the market; the database allows one such hold per car. */
export const HOLDING: readonly HoldStatus[] = ["pending", "held", "confirmed"];

/** A paid hold that ended without a sale: everything paid towards it is owed back. */
export const ENDED_WITHOUT_SALE: readonly HoldStatus[] = ["expired", "cancelled"];

export const holdExpiresAt = (now: Date, holdHours: number): Date => new Date(now.getTime() + holdHours * 60 * 60 * 1000);

/**
 * A paid hold the dealer has not confirmed by its expiry is lapsed from that moment, whether or not
 * the upkeep has released it yet: every reader treats it as over (and the upkeep refunds it).
 */
export const holdLapsed = (hold: { status: HoldStatus; expiresAt: Date | null }, now: Date): boolean =>
  hold.status === "held" && hold.expiresAt !== null && new Date(hold.expiresAt).getTime() <= now.getTime();

/** The hold stands now: confirmed, or held and not lapsed. Only then may the shopper pay towards it or go on with the order. */
export const holdStands = (hold: { status: HoldStatus; expiresAt: Date | null }, now: Date): boolean =>
  hold.status === "confirmed" || (hold.status === "held" && !holdLapsed(hold, now));
