import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/db/database";
import { canReserve } from "~/domain/card-actions";
import { holdExpiresAt } from "~/domain/reserve/hold";
import { depositOf } from "~/domain/reserve/deposit";
import { checkCard } from "~/domain/reserve/test-cards";
import type { ChargeResult, PaymentProvider, PaymentSource } from "~/payments/payment-provider";
import { takesDeposits } from "~/domain/reserve/takes-deposits";
import type { TenantSite } from "~/sites/tenant-site";
import {
  claimCar,
  findReservableCar,
  findReservation,
  hasUnfinishedClaim,
  claimWaitingOnBank,
  lapsedHolds,
  leadlessHolds,
  lockReservation,
  markFailed,
  markHeld,
  setPendingPayment,
} from "./reservation-queries.server";
import type { Logger } from "pino";
import type { LeadServices } from "~/leads/lead-services";
import { parseAustralianPhone } from "~/domain/phone";
import { recordReservationLead } from "./reservation-lead.server";
import { type Actor, recordAudit } from "~/db/queries/audit.server";
import { applyMoneyEvent, carryOutRefunds, changeMoney } from "./change-money.server";
import { owedRefunds } from "./money-queries.server";

export type ReserveDeps = {
  db: Database;
  site: TenantSite;
  now: Date;
  provider: PaymentProvider;
  holdHours: number;
  services: LeadServices;
  logger?: Logger;
};

const Contact = z.object({
  name: z.string().trim().min(1, "Please enter your first name.").max(100),
  lastName: z.string().trim().max(100).nullable(),
  email: z.email("Please enter a valid email address, like name@example.com.").max(200),
  // Stored in E.164, the form My Garage and the journey compare a signed-in shopper's mobile with.
  phone: z.string().transform((v, ctx) => {
    const phone = parseAustralianPhone(v);
    if (!phone) ctx.addIssue({ code: "custom", message: "Please enter an Australian phone number, like 0412 345 678." });
    return phone ?? z.NEVER;
  }),
});

export type ReserveOutcome =
  | { ok: true; reservationId: string }
  | {
      ok: false;
      reason: "unavailable" | "taken" | "busy" | "declined" | "invalid";
      message: string;
      fields?: Record<string, string>;
    }
  /** Not paid yet: the shopper's bank wants them to approve it in the page (Stripe's 3-D Secure); the webhook then holds the car. */
  | { ok: false; reason: "action_required"; message: string; reservationId: string; clientSecret: string };

/** How the deposit is paid: card details for the built-in test provider, a Stripe.js PaymentMethod id for Stripe. */
export type ReservePayment = { card: { number: string; expiry: string; cvc: string } } | { paymentMethod: string };

export const ALREADY_RESERVED = "Someone has just reserved this car. We can let you know if it becomes available again.";
/** Another shopper's claim is waiting on their bank: it frees the car within UNFINISHED_CLAIM_MINUTES if they don't finish. */
export const BEING_RESERVED =
  "Someone is reserving this car right now. If they don't finish paying, it will be free again in a few minutes: please try again shortly.";
export const ONE_CLAIM_AT_A_TIME =
  "You're already reserving a car and that payment isn't finished. Finish it (or wait a few minutes for it to lapse), then try again.";
export const PAYMENT_UNREACHABLE =
  "We couldn't get an answer from our payment service, so the car isn't reserved yet. If any money was taken, it will be refunded automatically. Please try again in a moment.";
export const NOT_HELD_REFUNDED =
  "We took your deposit but couldn't finish reserving the car, so it is being refunded in full. Please try again in a moment.";
export const APPROVE_WITH_BANK = "Your bank needs you to approve this payment. Follow its steps to finish reserving the car.";

/**
 * Reserve a car with the site's deposit: the car must be reservable (available, priced, not Test
 * Drive Only, not held, the site's switch on); the hold is claimed first, so of shoppers racing for
 * the car exactly one is charged; a declined card frees the car at once; a paid hold marks the car
 * RESERVED (search rebuilds the site) until the dealer confirms it or it lapses.
 */
export async function reserveCar(
  deps: ReserveDeps,
  input: {
    carId: number;
    contact: { name: string; lastName: string | null; email: string; phone: string };
    /** Who is reserving: the checkout's client address and the SHA-256 of the browser's key (reserver-key.server.ts). */
    clientIp?: string | null;
    reserverKeyHash?: string | null;
  } & ReservePayment,
): Promise<ReserveOutcome> {
  const { db, site, now, provider } = deps;
  const car = await findReservableCar(db, site.id, input.carId);
  if (!car || !takesDeposits(site) || !canReserve(car))
    return { ok: false, reason: "unavailable", message: "This car can't be reserved online any more." };
  const fields: Record<string, string> = {};
  const contact = Contact.safeParse(input.contact);
  if (!contact.success) for (const issue of contact.error.issues) fields[String(issue.path[0])] ??= issue.message;
  const payment = checkPayment(input, now);
  if (!payment.ok) Object.assign(fields, payment.fields);
  if (!contact.success || !payment.ok) return { ok: false, reason: "invalid", message: "Please fix the following errors:", fields };
  const amountCents = depositOf(site).amount;
  const id = randomUUID();
  const clientIp = input.clientIp ?? null;
  // A Stripe claim can wait on the shopper's bank for minutes: one unfinished claim per address or contact at a time.
  if (
    provider.name === "stripe" &&
    (await hasUnfinishedClaim(db, { siteId: site.id, clientIp, email: contact.data.email, phone: contact.data.phone }))
  )
    return { ok: false, reason: "busy", message: ONE_CLAIM_AT_A_TIME };
  const claim = { id, siteId: site.id, carId: car.id, amountCents, provider: provider.name, contact: contact.data, now };
  if (!(await claimCar(db, { ...claim, clientIp, reserverKeyHash: input.reserverKeyHash ?? null }))) {
    // Paid, or being charged right now: reserved. Waiting on the other shopper's bank: it may not finish.
    return { ok: false, reason: "taken", message: (await claimWaitingOnBank(db, car.id)) ? BEING_RESERVED : ALREADY_RESERVED };
  }
  let charge: ChargeResult;
  try {
    charge = await provider.charge({
      amountCents,
      currency: "AUD",
      description: `Deposit to reserve car ${car.id} on ${site.name}`,
      idempotencyKey: id,
      reservationId: id,
      source: payment.source,
    });
  } catch (err) {
    // No answer (network, timeout) or not one we understand: the car must not stay claimed. A payment
    // that went through after all is refunded when its webhook arrives (payment-webhook.server.ts).
    deps.logger?.error({ err, reservation: id }, "payment provider failed; claim released");
    charge = { ok: false, message: PAYMENT_UNREACHABLE };
  }
  if (charge.ok === "requires_action") {
    await setPendingPayment(db, id, charge.paymentId);
    return { ok: false, reason: "action_required", message: APPROVE_WITH_BANK, reservationId: id, clientSecret: charge.clientSecret };
  }
  if (!charge.ok) {
    await markFailed(db, id, charge.message);
    // Its webhook may have held it already (a payment whose own answer was lost): then it is the shopper's.
    const settled = await findReservation(db, site.id, id);
    if (settled?.status !== "held") return { ok: false, reason: "declined", message: charge.message };
  } else {
    const held = await holdWithLead(deps, id, charge.paymentId);
    if (!held.ok) return { ok: false, reason: "declined", message: held.message };
  }
  deps.services.onLeadStored();
  return { ok: true, reservationId: id };
}

/** The card as the provider takes it (a checked test card, or a Stripe.js PaymentMethod id), or what to fix. */
export function checkPayment(
  input: ReservePayment,
  now: Date,
): { ok: true; source: PaymentSource } | { ok: false; fields: Record<string, string> } {
  if ("paymentMethod" in input)
    return /^pm_\w{1,200}$/.test(input.paymentMethod)
      ? { ok: true, source: { kind: "payment_method", id: input.paymentMethod } }
      : { ok: false, fields: { card: "Please enter your card details." } };
  const card = checkCard(input.card, now);
  if (!card.ok) return card;
  return {
    ok: true,
    source: { kind: "test_card", number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: input.card.cvc.trim() },
  };
}

/**
 * The charge went through: the hold, its lead and the lead's delivery jobs are written in one
 * transaction, so a paid hold never lacks its lead. Should that transaction fail, the claim is given
 * up and the deposit owed back through the money state machine, refunded now or by the refund job.
 */
async function holdWithLead(deps: ReserveDeps, id: string, paymentId: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const { db, site, now } = deps;
  try {
    const status = await db.transaction(async (tx) => {
      // Stripe's payment_intent.succeeded webhook can arrive before the charge's own answer and hold it first (with its lead).
      const claim = await lockReservation(tx, site.id, id);
      if (claim?.status !== "pending") return claim?.status;
      await markHeld(tx, id, paymentId, holdExpiresAt(now, deps.holdHours));
      await recordReservationLead(tx, deps, id);
      return "held";
    });
    // Given up meanwhile (the stale-claim job): not the shopper's; the webhook refunds the payment.
    return status === "held" || status === "confirmed" ? { ok: true } : { ok: false, message: PAYMENT_UNREACHABLE };
  } catch (err) {
    deps.logger?.error({ err, reservation: id }, "hold and lead not written after the charge; the deposit is refunded");
    await giveBackDeposit(deps, id, paymentId);
    return { ok: false, message: NOT_HELD_REFUNDED };
  }
}

/** The deposit of a claim whose hold could not be written: owed back (the refund job's record), and refunded now if the provider answers. */
async function giveBackDeposit(deps: ReserveDeps, id: string, paymentId: string): Promise<void> {
  const { db, site, now, provider, logger } = deps;
  try {
    const given = await changeMoney(db, { reservationId: id, siteId: site.id, now }, { kind: "hold_not_written", paymentId });
    if (given.ok) await carryOutRefunds({ db, now, providerFor: () => provider, logger }, id);
  } catch (err) {
    // The database is out of reach too: the stale-claim job frees the car, and a Stripe payment's webhook refunds it.
    logger?.error({ err, reservation: id, payment: paymentId }, "deposit owed back but not recorded");
  }
}

type DealerDeps = { db: Database; site: TenantSite; now: Date };
type RefundingDeps = { db: Database; now: Date; providerFor: (name: string) => PaymentProvider; logger?: Logger };

/**
 * A dealer's change to a hold and its audit entry, in one transaction; the entry names who (a person in the
 * console, or the command-line tool) and the hold's status before and after. Nothing is written when refused.
 */
async function changeHold(deps: DealerDeps, id: string, event: "confirm" | "complete_sale" | "cancel", actor: Actor) {
  const { db, site, now } = deps;
  return db.transaction(async (tx) => {
    const before = await lockReservation(tx, site.id, id);
    const outcome = await applyMoneyEvent(tx, { reservationId: id, siteId: site.id, now }, { kind: event });
    if (outcome.ok && outcome.changed) {
      // What the cancel owes back (the deposit and paid requests), refunded after the commit: the entry records the refund asked for.
      const refundCents =
        event === "cancel" ? (await owedRefunds(tx, new Date(0), id, 100)).reduce((sum, owed) => sum + owed.amountCents, 0) : undefined;
      await recordAudit(tx, {
        siteId: site.id,
        actor,
        at: now,
        action: event === "complete_sale" ? "complete" : event,
        resource: "reservation",
        resourceId: id,
        before: { status: before?.status ?? null },
        after: { status: outcome.state.hold.status, ...(refundCents === undefined ? {} : { refundCents }) },
      });
    }
    return outcome.ok;
  });
}

/** The dealer confirms a paid hold: it stands until the sale, and no longer lapses. False unless it was held and not lapsed. */
export async function confirmHold(deps: DealerDeps, id: string, actor: Actor): Promise<boolean> {
  return changeHold(deps, id, "confirm", actor);
}

/** The dealer sold the car to the shopper who reserved it: the car is sold, and the deposit and paid requests stay paid. */
export async function completeSale(deps: DealerDeps, id: string, actor: Actor): Promise<boolean> {
  return changeHold(deps, id, "complete_sale", actor);
}

/**
 * The dealer cancels a hold (held or confirmed): the car is for sale again, its open payment
 * requests are withdrawn, and the deposit and every paid request are owed back (recorded in the
 * same transaction) and refunded now, or by the refund job should the provider not answer.
 */
export async function cancelHold(deps: DealerDeps & RefundingDeps, id: string, actor: Actor): Promise<boolean> {
  const cancelled = await changeHold(deps, id, "cancel", actor);
  if (cancelled) await carryOutRefunds(deps, id);
  return cancelled;
}

/** Releases every hold past its expiry, owing back (and refunding) what was paid towards it; returns how many. */
export async function releaseLapsedHolds(deps: RefundingDeps): Promise<number> {
  let released = 0;
  for (const hold of await lapsedHolds(deps.db, deps.now)) {
    const lapsed = await changeMoney(deps.db, { reservationId: hold.id, siteId: null, now: deps.now }, { kind: "lapse" });
    if (!lapsed.ok) continue;
    released++;
    await carryOutRefunds(deps, hold.id);
  }
  return released;
}

/**
 * The dealer's lead for paid holds that have none: holds made before their lead was written in the
 * hold's own transaction (decision 024). Returns how many were sent.
 */
export async function sendMissingReservationLeads(deps: {
  db: Database;
  sites: readonly TenantSite[];
  now: Date;
  services: LeadServices;
  logger?: Logger;
}): Promise<number> {
  let sent = 0;
  for (const hold of await leadlessHolds(deps.db)) {
    const site = deps.sites.find((s) => s.id === hold.siteId);
    if (!site) continue;
    await deps.db
      .transaction((tx) => recordReservationLead(tx, { site, now: deps.now }, hold.id))
      .then(
        (stored) => {
          if (stored) sent++;
        },
        (err) => deps.logger?.error({ err, reservation: hold.id }, "reservation lead still not stored"),
      );
  }
  if (sent > 0) deps.services.onLeadStored();
  return sent;
}
