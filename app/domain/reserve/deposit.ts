import { type Cents, cents, formatCents } from "./money";

/**
 * The deposit a site takes to reserve a car: its `reservations.depositCents`, and the label shown beside Reserve Now
 * and on the checkout, formatted from that amount. Every reader of either comes here, so the amount a shopper reads is
 * the amount the provider charges (decision 011).
 */
export function depositOf(site: { reservations: { depositCents: number } }): { amount: Cents; label: string } {
  const amount = cents(site.reservations.depositCents);
  return { amount, label: formatCents(amount) };
}
