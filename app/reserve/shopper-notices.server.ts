import type { Queryable } from "~/db/database";
import type { MoneyChange } from "~/domain/reserve/money-transitions";
import { type NoticeAmounts, noticesFromChanges, type ShopperNotice } from "~/domain/reserve/shopper-notice";
import { isAustralianMobile, parseAustralianPhone } from "~/domain/phone";
import type { OutboxTarget } from "~/leads/delivery/delivery-queries.server";
import { insertDeliveries } from "~/leads/lead-queries.server";
import { noticeSubject } from "./shopper-notice-queries.server";

/**
 * Queues the shopper's e-mails in the caller's transaction, as jobs of the lead outbox on the reservation's own lead
 * (decision 042): retried like the deposit's confirmation, and listed with the lead's deliveries. Beside each e-mail, a
 * text to a shopper who reserved with a mobile number (decision 046). A reservation without a lead (a claim that
 * never became a hold) has told the shopper nothing, so is told nothing now.
 */
export async function queueShopperNotices(
  tx: Queryable,
  reservationId: string,
  now: Date,
  notices: ShopperNotice[] | ((amounts: NoticeAmounts) => ShopperNotice[]),
): Promise<number> {
  const subject = await noticeSubject(tx, reservationId);
  if (!subject?.leadId) return 0;
  const requests = Object.fromEntries(subject.requests.map((r) => [r.id, { amountCents: r.amountCents, description: r.description }]));
  const list = typeof notices === "function" ? notices({ depositCents: subject.depositCents, requests }) : notices;
  await insertDeliveries(
    tx,
    subject.leadId,
    subject.siteId,
    list.flatMap((notice) => noticeTargets(subject, notice)),
    now,
  );
  return list.length;
}

/** Where one notice goes: the shopper's e-mail, and their mobile (a landline cannot take a text). */
function noticeTargets(shopper: { email: string; phone: string }, notice: ShopperNotice): OutboxTarget[] {
  const phone = parseAustralianPhone(shopper.phone);
  return [
    { channel: "shopper-email", to: shopper.email, notice },
    ...(phone && isAustralianMobile(phone) ? [{ channel: "shopper-sms" as const, to: phone, notice }] : []),
  ];
}

/** The notices a money event's changes call for (noticesFromChanges), queued. */
export const tellShopperOf = (tx: Queryable, reservationId: string, changes: readonly MoneyChange[], now: Date) =>
  changes.length ? queueShopperNotices(tx, reservationId, now, (amounts) => noticesFromChanges(changes, amounts, now)) : Promise.resolve(0);

/**
 * A refund recorded outside the state machine (the provider's webhook: a refund made at its dashboard, or of an attempt
 * given up), told of as one it recorded: `refunded` names the request's payment, or null for the deposit.
 */
export const tellShopperOfRefund = (
  tx: Queryable,
  reservationId: string,
  refunded: { requestId: string; paymentId: string } | null,
  now: Date,
) =>
  tellShopperOf(
    tx,
    reservationId,
    [refunded ? { kind: "request_refunded", ...refunded, refundId: null } : { kind: "deposit_refunded", refundId: null }],
    now,
  );
