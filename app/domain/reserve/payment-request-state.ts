/**
 * A payment request's own states (online payment, issues 13 and 14) and when an attempt at paying
 * it is under way. Pure; `now` comes in.
 */
export const PAYMENT_REQUEST_STATUSES = ["requested", "paying", "paid", "cancelled"] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/**
 * A payment being made is left alone this long (the bank's 3-D Secure step takes a minute or two);
 * after it, the shopper who left that step, or a server stopped mid-charge, may try again. Money that
 * arrives for the attempt given up is refunded.
 */
export const PAYING_STALE_MS = 30 * 60 * 1000;

type RequestState = { status: PaymentRequestStatus; payingSince: Date | null };

/** A payment under way for less than PAYING_STALE_MS: another attempt must wait for its outcome. */
export function payingNow(request: RequestState, now: Date): boolean {
  return request.status === "paying" && request.payingSince !== null && now.getTime() - request.payingSince.getTime() < PAYING_STALE_MS;
}

/** The request itself may be paid now: requested, or an attempt under way so long it is given up (its reservation aside). */
export function payable(request: RequestState, now: Date): boolean {
  return request.status === "requested" || (request.status === "paying" && !payingNow(request, now));
}
