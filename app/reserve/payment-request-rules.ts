/**
 * Online payment (issues 13 and 14), the pure rules: what a dealer may ask for, when a payment
 * request may be paid, and what the shopper reads about it. No I/O; `now` comes in.
 */
import { type Cents, parseAud } from "~/domain/reserve/money";
import { oneLine } from "~/lib/clean-input";
import { type PaymentRequestStatus, payingNow } from "~/domain/reserve/payment-request-state";

export {
  PAYING_STALE_MS,
  PAYMENT_REQUEST_STATUSES,
  type PaymentRequestStatus,
  payable,
  payingNow,
} from "~/domain/reserve/payment-request-state";

/** Stripe's smallest AUD charge (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
export const MIN_REQUEST_CENTS = 50;
/** More than any car on the platform: a typo's extra zeros are refused rather than charged. */
export const MAX_REQUEST_CENTS = 50_000_000;
export const MAX_DESCRIPTION_LENGTH = 200;

/** The reservations a dealer may ask a payment against: paid holds, before and after the dealer confirms them. */
export const REQUESTABLE_RESERVATION = ["held", "confirmed"] as const;

/** The dealer's amount ("$1,500", "1500", "1500.00", "$199.50") as cents, within the bounds. */
export function parseRequestAmount(text: string): { ok: true; cents: Cents } | { ok: false; message: string } {
  const amount = parseAud(text);
  if (amount === null) return { ok: false, message: `"${text}" is not an amount: write it like $1,500 or 1500.00.` };
  if (amount < MIN_REQUEST_CENTS) return { ok: false, message: "The amount must be at least $0.50." };
  if (amount > MAX_REQUEST_CENTS) return { ok: false, message: "The amount must be at most $500,000." };
  return { ok: true, cents: amount };
}

/** What the payment is for, as the shopper will read it: one line, 1 to 200 characters. */
export function parseDescription(text: string): { ok: true; description: string } | { ok: false; message: string } {
  // Control characters become spaces (oneLine), so the description is one line wherever it is shown.
  const description = oneLine(text).replace(/\s+/g, " ").trim();
  if (!description) return { ok: false, message: 'Say what the payment is for, like "Balance of the purchase price".' };
  if (description.length > MAX_DESCRIPTION_LENGTH)
    return { ok: false, message: `Keep the description to ${MAX_DESCRIPTION_LENGTH} characters.` };
  return { ok: true, description };
}

type RequestState = { status: PaymentRequestStatus; payingSince: Date | null };

/** The status as the shopper reads it. */
export function statusLabel(request: RequestState, now: Date): string {
  if (request.status === "paid") return "Paid";
  if (request.status === "cancelled") return "Cancelled by the dealership";
  if (payingNow(request, now)) return "Payment in progress";
  return "Waiting for your payment";
}

/** The idempotency key of one attempt: a retry of that attempt (the provider's own) charges once; a new attempt is a new payment. */
export const attemptKey = (requestId: string, attempt: number): string => `payment-request-${requestId}-${attempt}`;

/** The key a payment sent back is refunded with: one refund per payment, whoever asks first. */
export const refundKey = (paymentId: string): string => `refund-${paymentId}`;
