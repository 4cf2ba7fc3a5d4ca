/**
 * A reservation's hold on a car (issue 13): one shopper at a time. pending: being paid for;
 * held: paid, waiting for the dealer; confirmed: the dealer took it; failed: the payment did not go
 * through; expired or cancelled: released, its deposit refunded.
 */
export const HOLD_STATUSES = ["pending", "held", "confirmed", "failed", "expired", "cancelled"] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** The statuses that keep a car off the market; the database allows one such hold per car. */
export const HOLDING: readonly HoldStatus[] = ["pending", "held", "confirmed"];

export const holdExpiresAt = (now: Date, holdHours: number): Date => new Date(now.getTime() + holdHours * 60 * 60 * 1000);

/** A paid hold the dealer has not confirmed by its expiry is released (and its deposit refunded). */
export const holdLapsed = (hold: { status: HoldStatus; expiresAt: Date | null }, now: Date): boolean =>
  hold.status === "held" && hold.expiresAt !== null && hold.expiresAt.getTime() <= now.getTime();
