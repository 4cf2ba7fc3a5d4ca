import type { Queryable } from "~/db/database";
import type { MoneyChange } from "~/domain/reserve/money-transitions";
import { type NoticeAmounts, noticesFromChanges, type ShopperNotice } from "~/domain/reserve/shopper-notice";
import { insertDeliveries } from "~/leads/lead-queries.server";
import { noticeSubject } from "./shopper-notice-queries.server";

/**
 * Queues the shopper's e-mails in the caller's transaction, as jobs of the lead outbox on the reservation's own lead
 * (decision 042): retried like the deposit's confirmation, and listed with the lead's deliveries. A reservation
 * without a lead (a claim that never became a hold) has told the shopper nothing, so is told nothing now.
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
    list.map((notice) => ({ channel: "shopper-email", to: subject.email, notice })),
    now,
  );
  return list.length;
}

/** The notices a money event's changes call for (noticesFromChanges), queued. */
export const tellShopperOf = (tx: Queryable, reservationId: string, changes: readonly MoneyChange[], now: Date) =>
  changes.length ? queueShopperNotices(tx, reservationId, now, (amounts) => noticesFromChanges(changes, amounts, now)) : Promise.resolve(0);
