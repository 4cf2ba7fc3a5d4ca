import type { MoneyChange } from "./money-transitions";

/**
 * What the shopper who reserved a car is told when the dealer or the clock changes their reservation (issue 53):
 * the facts of one e-mail, stored with its outbox job so a retry says the same thing. The words are composed when
 * it is sent (app/leads/delivery/shopper-notice-message.ts), from these and the reservation's lead.
 */
export type ShopperNotice =
  | { kind: "payment_requested"; requestId: string; amountCents: number; description: string }
  | { kind: "hold_confirmed" }
  /** Cancelled by the dealer, or lapsed unconfirmed: `refundCents` is what is owed back to the shopper (0: nothing was paid). */
  | { kind: "hold_cancelled"; refundCents: number }
  | { kind: "hold_lapsed"; refundCents: number }
  | { kind: "payment_received"; requestId: string; amountCents: number; description: string; paidAt: string };

/** The reservation's amounts the notices name: the deposit, and each payment request's amount and what it is for. */
export type NoticeAmounts = { depositCents: number; requests: Readonly<Record<string, { amountCents: number; description: string }>> };

/** One notice key per e-mail: the same change never sends two (the Message-ID and the mail file are named by it). */
export const noticeKey = (notice: ShopperNotice) => ("requestId" in notice ? `${notice.kind}-${notice.requestId}` : notice.kind);

/**
 * The notices one money event's changes call for. A hold that ends without a sale names the total refunded
 * (the deposit and every paid request, as the same changes owe them back); a request paid gets its receipt.
 * A claim that never became a hold (no lead, no shopper told of it) is the caller's to skip.
 */
export function noticesFromChanges(changes: readonly MoneyChange[], amounts: NoticeAmounts, now: Date): ShopperNotice[] {
  const refundCents = changes.reduce(
    (sum, c) =>
      c.kind === "deposit_refund_due"
        ? sum + amounts.depositCents
        : c.kind === "request_refund_due"
          ? sum + (amounts.requests[c.requestId]?.amountCents ?? 0)
          : sum,
    0,
  );
  const notices: ShopperNotice[] = [];
  for (const change of changes) {
    if (change.kind === "hold" && change.to === "confirmed") notices.push({ kind: "hold_confirmed" });
    if (change.kind === "hold" && change.to === "cancelled" && change.from !== "pending")
      notices.push({ kind: "hold_cancelled", refundCents });
    if (change.kind === "hold" && change.to === "expired") notices.push({ kind: "hold_lapsed", refundCents });
    if (change.kind === "request" && change.to === "paid") {
      const request = amounts.requests[change.requestId];
      if (request) notices.push({ kind: "payment_received", requestId: change.requestId, ...request, paidAt: now.toISOString() });
    }
  }
  return notices;
}
