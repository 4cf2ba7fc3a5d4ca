import { formatDateTime } from "~/domain/format";
import { formatPhone } from "~/domain/phone";
import { cents, formatCents } from "~/domain/reserve/money";
import type { ShopperNotice } from "~/domain/reserve/shopper-notice";
import { carTitle } from "~/domain/vehicle/car-name";
import type { LeadRecord } from "~/leads/lead-record";

export type NoticeMessage = { subject: string; text: string; html: string };

const aud = (amount: number) => formatCents(cents(amount));

/**
 * A refund to come: the notice is written with the cancel or lapse, before the provider is asked (and a refund that
 * fails is retried for days), so it says the refund is under way; the `refund_made` notice says when it is made.
 */
const refundLine = (refundCents: number) =>
  refundCents > 0
    ? `We are refunding ${aud(refundCents)} to the card you paid with, and will e-mail you again once the refund is made.`
    : "Nothing was paid towards it, so there is nothing to refund.";

/** The paragraphs of each notice, and the link the shopper follows, if any. */
function body(lead: LeadRecord, notice: ShopperNotice, car: string): { subject: string; paragraphs: string[]; link?: string } {
  const site = lead.siteName;
  switch (notice.kind) {
    case "payment_requested":
      return {
        subject: `${site} has asked you to pay ${aud(notice.amountCents)}`,
        paragraphs: [
          `${site} has asked you to pay ${aud(notice.amountCents)} towards the ${car}: ${notice.description}.`,
          "Pay it online, signed in with the mobile number you reserved the car with:",
        ],
        link: `${lead.siteUrl}/online-payment`,
      };
    case "hold_confirmed":
      return {
        subject: `Your reservation of the ${car} is confirmed`,
        paragraphs: [`${site} has confirmed your reservation: the ${car} is held for you until the sale is finished.`],
      };
    case "hold_cancelled":
      return {
        subject: `Your reservation of the ${car} is cancelled`,
        paragraphs: [`${site} has cancelled your reservation of the ${car}.`, refundLine(notice.refundCents)],
      };
    case "hold_lapsed":
      return {
        subject: `Your reservation of the ${car} has ended`,
        paragraphs: [
          `Your hold on the ${car} has ended without the sale going ahead, so the car is for sale again.`,
          refundLine(notice.refundCents),
        ],
      };
    case "payment_received":
      return {
        subject: `Receipt: ${aud(notice.amountCents)} paid to ${site}`,
        paragraphs: [
          `Thanks: we have your payment of ${aud(notice.amountCents)} towards the ${car}.`,
          `What for: ${notice.description}\nPaid: ${formatDateTime(new Date(notice.paidAt), lead.vendor.timeZone, { zoneName: true })}\nAmount: ${aud(notice.amountCents)} (AUD)`,
        ],
      };
    case "payment_withdrawn":
      return {
        subject: `${site} has withdrawn its request for ${aud(notice.amountCents)}`,
        paragraphs: [
          `${site} has withdrawn its request for ${aud(notice.amountCents)} towards the ${car} (${notice.description}): there is nothing to pay for it.`,
        ],
      };
    case "refund_made":
      return {
        subject: `${site} has refunded ${aud(notice.amountCents)}`,
        paragraphs: [
          `${site} has refunded ${aud(notice.amountCents)} to the card you paid with: ${notice.requestId === null ? `your deposit on the ${car}` : `your payment for ${notice.description}`}.`,
          // Honest about timing: the provider has sent it, but a card's bank can take days to show it.
          "Refunds usually reach your account within 5 to 10 business days.",
        ],
      };
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail for one notice, from the reservation's lead (the car, the site, who to call) and the notice's facts:
 * plain text, and the same words as simple HTML.
 */
export function shopperNoticeMessage(lead: LeadRecord, notice: ShopperNotice): NoticeMessage {
  const car = lead.car ? carTitle(lead.car, { badge: true }) : "car you reserved";
  const { subject, paragraphs, link } = body(lead, notice, car);
  const phone = lead.location?.phone ?? lead.vendor.phone;
  const who = lead.location?.name ?? lead.vendor.name;
  const call = phone
    ? `If you have any questions, call ${who} on ${formatPhone(phone)}.`
    : "If you have any questions, reply to this e-mail.";
  const reference = lead.customFields.reservation_id ? `Your reservation number: ${lead.customFields.reservation_id}` : null;
  const greeting = `Hi ${lead.contact.name},`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(link ? [link, ""] : []),
    call,
    "",
    ...(reference ? [reference] : []),
    lead.siteUrl,
  ].join("\n");
  const p = (s: string) => `<p>${escapeHtml(s).replaceAll("\n", "<br>")}</p>`;
  const html = [
    p(greeting),
    ...paragraphs.map(p),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    p(call),
    ...(reference ? [p(reference)] : []),
    `<p><a href="${escapeHtml(lead.siteUrl)}">${escapeHtml(lead.siteName)}</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
