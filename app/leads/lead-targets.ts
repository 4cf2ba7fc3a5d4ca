import type { DeliveryTarget } from "~/sites/site-config";
import type { OutboxTarget } from "./delivery/delivery-queries.server";
import { isDepositLead, type LeadFormKind } from "./lead-forms";
import { MIN_FILL_MS } from "./spam/form-timer.server";

/**
 * What the spam checks saw of a form post: whether its robot check was the proof of work (not the
 * no-JavaScript question), its honeypot, how long it took to fill, whether its timer was unspent.
 */
export type FillSignals = { proofOfWork: boolean; honeypot: string; fillMs: number | null; timerFresh: boolean };

/**
 * Why a form post is held from the dealer (stored, listed, released or deleted by the dealer), or
 * null. In order: a filled honeypot, no timer, a timer used before, filled faster than a person can.
 * A passed proof of work skips the timer: it has cost a bot its second already, and saved details or
 * the browser's autofill let a returning shopper send a form in less (issue 52). The timer stays for
 * the question's form, which a bot answers for free.
 */
export function quarantineReason({ proofOfWork, honeypot, fillMs, timerFresh }: FillSignals): string | null {
  if (honeypot) return "honeypot";
  if (proofOfWork) return null;
  if (fillMs === null) return "no-form-timer";
  if (!timerFresh) return "form-timer-reused";
  if (fillMs < MIN_FILL_MS) return "filled-too-fast";
  return null;
}

/** A staff address of the lead's dealership and the forms it is told about (null: every form). */
export type StaffRecipient = { email: string; forms: readonly LeadFormKind[] | null };

/**
 * Where a lead goes: the dealership's own targets, else the site's default; none when quarantined.
 * A deposit or an order is confirmed to the shopper too, and each of the dealership's staff
 * addresses that takes the lead's form gets a notification a person reads, all through the same
 * retried outbox.
 */
export function leadTargets(
  configured: { default: DeliveryTarget[]; byDealership: Record<string, DeliveryTarget[]> },
  lead: { form: LeadFormKind; dealershipSlug: string | null; shopperEmail: string; quarantined: boolean },
  staff: readonly StaffRecipient[] = [],
): OutboxTarget[] {
  if (lead.quarantined) return [];
  const dealer = (lead.dealershipSlug && configured.byDealership[lead.dealershipSlug]) || configured.default;
  const shopper: OutboxTarget[] = isDepositLead(lead.form) ? [{ channel: "shopper-email", to: lead.shopperEmail }] : [];
  const notified = staff
    .filter((r) => r.forms === null || r.forms.includes(lead.form))
    .map((r): OutboxTarget => ({ channel: "staff-email", to: r.email }));
  return [...dealer, ...shopper, ...notified];
}
