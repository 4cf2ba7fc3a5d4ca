import { randomUUID } from "node:crypto";
import type { Queryable } from "~/db/database";
import { formatDateTime } from "~/domain/format";
import { cents, formatCents } from "~/domain/reserve/money";
import { buildLeadRecord } from "~/leads/build-lead-record";
import { findLeadTargets } from "~/leads/find-lead-targets.server";
import { resolveCarSubject } from "~/leads/lead-subject.server";
import { recordLead } from "~/leads/record-lead.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type DepositLeadText, depositLeadContent } from "./deposit-lead";
import { lockReservation, type Reservation, setReservationLead } from "./reservation-queries.server";

type LeadDeps = { site: TenantSite; now: Date };

/**
 * A lead that follows money, written in the caller's transaction (the one that records the money),
 * so the payment, the lead and its delivery jobs commit together. Returns the lead's id; the caller
 * wakes the delivery worker after its commit.
 */
export async function recordDepositLead(tx: Queryable, deps: LeadDeps, hold: Reservation, text: DepositLeadText): Promise<string> {
  const { site, now } = deps;
  const subject = await resolveCarSubject(tx, site, hold.carId);
  const lead = buildLeadRecord(site, depositLeadContent(hold.contact, text), subject, { id: randomUUID(), now, userAgent: null });
  const targets = await findLeadTargets(tx, site, {
    form: text.form,
    dealershipSlug: lead.dealership?.slug ?? null,
    shopperEmail: lead.contact.email,
    quarantined: false,
  });
  await recordLead(tx, { lead, origin: { siteId: site.id, clientIp: "checkout", userAgent: null, quarantineReason: null } }, targets);
  return lead.id;
}

/** The dealer's lead for a paid hold: the deposit, the payment, and how long the car is held. */
export function reserveLeadText(hold: Reservation, siteTimeZone: string): DepositLeadText {
  const heldUntil = hold.expiresAt ? formatDateTime(new Date(hold.expiresAt), hold.timeZone ?? siteTimeZone, { zoneName: true }) : null;
  const until = heldUntil ? ` The car is held until ${heldUntil}.` : "";
  const deposit = formatCents(cents(hold.amountCents));
  return {
    form: "reserve",
    message: `Deposit of ${deposit} paid online (reservation ${hold.id}, payment ${hold.providerPaymentId}).${until} Please call the shopper to arrange the sale.`,
    customFields: { reservation_id: hold.id, deposit, ...(heldUntil ? { held_until: heldUntil } : {}) },
    tradeIn: null,
  };
}

/**
 * In the transaction that holds the car (the checkout's, or the webhook's): the hold's lead, once.
 * False when the reservation is not a paid hold or already has its lead.
 */
export async function recordReservationLead(tx: Queryable, deps: LeadDeps, reservationId: string): Promise<boolean> {
  const hold = await lockReservation(tx, deps.site.id, reservationId);
  if (!hold || hold.leadId || (hold.status !== "held" && hold.status !== "confirmed")) return false;
  const leadId = await recordDepositLead(tx, deps, hold, reserveLeadText(hold, deps.site.timeZone));
  await setReservationLead(tx, hold.id, leadId);
  return true;
}
