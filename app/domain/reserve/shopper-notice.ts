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
  | { kind: "payment_received"; requestId: string; amountCents: number; description: string; paidAt: string }
  /** The dealer withdrew a request the shopper had not paid (a hold that ends withdraws its requests in its own notice). */
  | { kind: "payment_withdrawn"; requestId: string; amountCents: number; description: string }
  /**
   * The provider has sent a payment back: the deposit (`requestId` null) or one payment of a request. Told when it
   * happens, not when it is owed, so the cancel and lapse notices say a refund is on its way and this one that it is made.
   */
  | { kind: "refund_made"; amountCents: number; requestId: string | null; paymentId: string | null; description: string | null };

/** The reservation's amounts the notices name: the deposit, and each payment request's amount and what it is for. */
export type NoticeAmounts = { depositCents: number; requests: Readonly<Record<string, { amountCents: number; description: string }>> };

/**
 * One notice key per message: the same change never sends two (the Message-ID and the mail file are named by it). A
 * request can be refunded more than once (an attempt given up, then another paid), so a refund is keyed by its payment.
 */
export function noticeKey(notice: ShopperNotice): string {
  if (notice.kind === "refund_made") return `${notice.kind}-${notice.paymentId ?? "deposit"}`;
  return "requestId" in notice ? `${notice.kind}-${notice.requestId}` : notice.kind;
}

/**
 * The notices one money event's changes call for. A hold that ends without a sale names the total to be refunded
 * (the deposit and every paid request, as the same changes owe them back); each refund the provider then makes is
 * told of by itself; a request paid gets its receipt; a request the dealer withdraws while the hold stands is told of
 * (not one withdrawn by the hold's end, nor one whose money arrived too late: that is owed back, and told of when
 * refunded). A claim that never became a hold (no lead, no shopper told of it) is the caller's to skip.
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
  const holdEnds = changes.some((c) => c.kind === "hold");
  const owedBack = new Set(changes.flatMap((c) => (c.kind === "request_refund_due" ? [c.requestId] : [])));
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
    if (change.kind === "request" && change.to === "cancelled" && !holdEnds && !owedBack.has(change.requestId)) {
      const request = amounts.requests[change.requestId];
      if (request) notices.push({ kind: "payment_withdrawn", requestId: change.requestId, ...request });
    }
    if (change.kind === "deposit_refunded")
      notices.push({ kind: "refund_made", amountCents: amounts.depositCents, requestId: null, paymentId: null, description: null });
    if (change.kind === "request_refunded") {
      const request = amounts.requests[change.requestId];
      if (request)
        notices.push({
          kind: "refund_made",
          amountCents: request.amountCents,
          requestId: change.requestId,
          paymentId: change.paymentId,
          description: request.description,
        });
    }
  }
  return notices;
}
