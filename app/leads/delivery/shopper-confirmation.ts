import { formatPhone } from "~/domain/phone";
import { carTitle } from "~/domain/vehicle/car-name";
import type { LeadRecord } from "~/leads/lead-record";

/**
 * The shopper's own e-mail after a deposit (a `reserve` lead) or a buy-online order: what they
 * paid or ordered, what happens next, and who to call. Plain text, from the lead alone, so the
 * outbox can send it again after any failure and it reads the same.
 */
export function shopperConfirmation(lead: LeadRecord): { subject: string; text: string } {
  const car = lead.car ? `${carTitle(lead.car, { badge: true })} (stock ${lead.car.stocknum})` : "your car";
  const fields = lead.customFields;
  const where = lead.location
    ? `${lead.location.name}, ${lead.location.street}, ${lead.location.city} ${lead.location.state} ${lead.location.postcode}`
    : lead.vendor.name;
  const phone = lead.location?.phone ?? lead.vendor.phone;
  const who = lead.location?.name ?? lead.vendor.name;
  const call = phone
    ? `If you have any questions, call ${who} on ${formatPhone(phone)}.`
    : "If you have any questions, reply to this e-mail.";
  const reference = fields.reservation_id ? `Your reservation number: ${fields.reservation_id}` : null;
  const greeting = `Hi ${lead.contact.name},`;
  if (lead.form === "buy-online") {
    return {
      subject: `Your order for the ${lead.car ? carTitle(lead.car, { badge: true }) : "car"} at ${lead.siteName}`,
      text: [
        greeting,
        "",
        `Thanks for your order. ${lead.siteName} has it and will call you to confirm the paperwork, the final figures and when you get the car.`,
        "",
        "Your order",
        lead.message ?? car,
        "",
        "Nothing more has been charged. A trade-in is confirmed after the dealership inspects it, and finance is subject to approval.",
        call,
        "",
        ...(reference ? [reference] : []),
        lead.siteUrl,
      ].join("\n"),
    };
  }
  const deposit = fields.deposit ?? "your deposit";
  const until = fields.held_until ? ` until ${fields.held_until}` : "";
  return {
    subject: `Your ${deposit} deposit on the ${lead.car ? carTitle(lead.car, { badge: true }) : "car"} is confirmed`,
    text: [
      greeting,
      "",
      `Thanks for reserving the ${car} with ${lead.siteName}. We have your ${deposit} deposit and the car is held for you${until}.`,
      "",
      `The team at ${where} will call you to arrange the rest. If the sale does not go ahead, your deposit is refunded in full.`,
      call,
      "",
      ...(reference ? [reference] : []),
      lead.siteUrl,
    ].join("\n"),
  };
}
