import { cents, formatCents } from "~/domain/reserve/money";
import type { ShopperNotice } from "~/domain/reserve/shopper-notice";
import { carTitle } from "~/domain/vehicle/car-name";
import type { LeadRecord } from "~/leads/lead-record";
import { oneLine } from "~/lib/clean-input";

const aud = (amount: number) => formatCents(cents(amount));

/** What the dealer typed, on one line and cut: a text is read on a lock screen, the e-mail has the whole of it. */
const MAX_DESCRIPTION = 60;
const what = (description: string) => {
  const line = oneLine(description).replace(/\s+/g, " ").trim();
  return line.length > MAX_DESCRIPTION ? `${line.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : line;
};

/**
 * The text message beside each of the shopper's reservation e-mails (issue 53): the change in a sentence or two, the
 * link to pay for a request (the one thing a shopper acts on from a phone), the detail left to the e-mail. Written
 * when it is sent, from the notice's facts, so a retry says the same thing.
 */
export function shopperNoticeSms(lead: LeadRecord, notice: ShopperNotice): string {
  const site = oneLine(lead.siteName);
  const car = lead.car ? carTitle(lead.car) : "car you reserved";
  switch (notice.kind) {
    case "payment_requested":
      return `${site} has asked you to pay ${aud(notice.amountCents)} towards the ${car} (${what(notice.description)}). Pay online: ${lead.siteUrl}/online-payment`;
    case "hold_confirmed":
      return `${site} has confirmed your reservation of the ${car}: it is held for you until the sale is finished.`;
    case "hold_cancelled":
      return `${site} has cancelled your reservation of the ${car}. ${refundToCome(notice.refundCents)}`;
    case "hold_lapsed":
      return `Your hold on the ${car} at ${site} has ended. ${refundToCome(notice.refundCents)}`;
    case "payment_received":
      return `${site} has your payment of ${aud(notice.amountCents)} (${what(notice.description)}). Thanks: your receipt is in your e-mail.`;
    case "payment_withdrawn":
      return `${site} has withdrawn its request for ${aud(notice.amountCents)} (${what(notice.description)}): there is nothing to pay for it.`;
    case "refund_made":
      return `${site} has refunded ${aud(notice.amountCents)} to your card (${notice.requestId === null ? "your deposit" : what(notice.description ?? "")}). It can take 5 to 10 business days to reach your account.`;
  }
}

/** As the e-mail: under way, never "refunded" before the provider has made it. */
const refundToCome = (refundCents: number) =>
  refundCents > 0
    ? `We are refunding ${aud(refundCents)} to your card and will e-mail you once it is made.`
    : "Nothing was paid, so there is nothing to refund.";
