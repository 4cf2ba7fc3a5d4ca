import type { Logger } from "pino";
import type { Shopper } from "~/accounts/account-queries.server";
import { reservationsForPhone } from "~/accounts/garage-queries.server";
import type { Database } from "~/db/database";
import { maskMobile } from "~/domain/phone";
import { holdStands } from "~/domain/reserve/hold";
import { depositProvider } from "~/domain/reserve/takes-deposits";
import { parseUuid } from "~/domain/row-id";
import { formatDate } from "~/domain/format";
import { cents, formatCents } from "~/domain/reserve/money";
import { carTitle } from "~/domain/vehicle/car-name";
import type { ChargeResult, PaymentProvider, PaymentSource } from "~/payments/payment-provider";
import type { Payments } from "~/payments/payment-settings";
import type { TenantSite } from "~/sites/tenant-site";
import type { OnlinePaymentView, PaymentRequestView } from "./online-payment-view";
import {
  claimPaymentRequest,
  findPaymentRequest,
  type PaymentRequest,
  paymentRequestsOfReservations,
  releasePaymentRequest,
  setAttemptPayment,
} from "./payment-request-queries.server";
import { attemptKey, PAYING_STALE_MS, payable, statusLabel } from "./payment-request-rules";
import { carryOutRefunds, changeMoney } from "./change-money.server";
import { checkPayment, type ReservePayment } from "./reserve-car.server";

type Deps = { db: Database; site: TenantSite; now: Date; payments: Payments; logger?: Logger };

export const ALREADY_PAYING =
  "This payment is already being made, perhaps in another window. Reload this page in a minute to see how it went.";
export const REQUEST_CANCELLED = "The dealership has cancelled this payment request, so there is nothing to pay.";
export const PAYMENT_NOT_MADE =
  "We couldn't get an answer from our payment service, so this payment isn't made. If any money was taken, it will be refunded automatically. Please try again in a moment.";
export const APPROVE_PAYMENT = "Your bank needs you to approve this payment. Follow its steps to finish paying.";
export const PAID_TOO_LATE =
  "This payment request changed while your payment was going through (it was cancelled, or paid in another window), so your payment is being refunded.";
export const RESERVATION_ENDED = "This reservation has ended, so there is nothing to pay. Anything you paid towards it is refunded.";
export const RESERVATION_ENDED_LABEL = "Cancelled: the reservation has ended";
export const ONLINE_PAYMENT_UNAVAILABLE = "Paying online isn't available right now. Please call the dealership to pay.";

/** One of the shopper's requests, with its car and whether its reservation's hold stands now (only then is it payable). */
type Mine = { request: PaymentRequest; car: string; carHref: string; holdStands: boolean };

/**
 * The signed-in shopper's payment requests on this site: those against the reservations made with
 * their mobile number (matched as My Garage matches them), newest first. Another shopper's, or
 * another site's, are never among them.
 */
async function requestsOfShopper(deps: Deps, shopper: Shopper): Promise<Mine[]> {
  const { db, site } = deps;
  const reservations = await reservationsForPhone(db, site.id, shopper.phone);
  const byId = new Map(reservations.map((r) => [r.id, r]));
  const requests = await paymentRequestsOfReservations(db, site.id, [...byId.keys()]);
  return requests.flatMap((request) => {
    const reservation = byId.get(request.reservationId);
    return reservation
      ? [
          {
            request,
            car: carTitle(reservation, { badge: true }),
            carHref: `/cars/${reservation.carSlug}`,
            holdStands: holdStands(reservation, deps.now),
          },
        ]
      : [];
  });
}

function view(deps: Deps, mine: Mine): PaymentRequestView {
  const { request } = mine;
  const { now, site } = deps;
  const open = request.status === "requested" || request.status === "paying";
  // A request whose reservation ended (or lapsed, before the upkeep withdrew it) can never be paid: it reads as cancelled.
  const ended = open && !mine.holdStands;
  const status = ended ? "cancelled" : request.status === "paying" && payable(request, now) ? "requested" : request.status;
  return {
    id: request.id,
    car: mine.car,
    carHref: mine.carHref,
    amount: formatCents(cents(request.amountCents)),
    description: request.description,
    status,
    statusLabel: ended ? RESERVATION_ENDED_LABEL : statusLabel(request, now),
    requestedOn: formatDate(new Date(request.createdAt), site.timeZone),
    paidOn: request.paidAt ? formatDate(new Date(request.paidAt), site.timeZone) : null,
    lastDecline: status === "requested" ? request.declineMessage : null,
  };
}

/** /online-payment: the shopper's payment requests, each with its status; `paidId` is the one just paid (`?paid=`). */
export async function loadOnlinePayment(deps: Deps, shopper: Shopper, paidId: string | null): Promise<OnlinePaymentView> {
  const { site, payments } = deps;
  const mine = await requestsOfShopper(deps, shopper);
  const onStripe = site.reservations.provider === "stripe";
  const stripe = onStripe && payments.stripe ? { publishableKey: payments.stripe.publishableKey, jsUrl: payments.stripe.jsUrl } : null;
  const paid = mine.find((m) => m.request.id === paidId && m.request.status === "paid");
  return {
    siteName: site.name,
    phone: maskMobile(shopper.phone),
    justPaid: paid ? { amount: formatCents(cents(paid.request.amountCents)), description: paid.request.description } : null,
    testPayments: site.reservations.provider === "test",
    stripe,
    canPay: depositProvider(site) !== null && (!onStripe || stripe !== null),
    requests: mine.map((m) => view(deps, m)),
  };
}

export type PayOutcome =
  | { ok: true; requestId: string }
  /** Not one of this shopper's requests on this site. */
  | { ok: false; reason: "not_found" }
  | {
      ok: false;
      reason: "invalid" | "declined" | "busy" | "unavailable";
      requestId: string;
      message: string;
      fields?: Record<string, string>;
    }
  /** The shopper's bank wants them to approve it in the page (Stripe's 3-D Secure); the webhook then says how it ended. */
  | { ok: false; reason: "action_required"; requestId: string; message: string; clientSecret: string };

type Refusal = Exclude<PayOutcome, { ok: true } | { reason: "not_found" | "action_required" }>;
const refuse = (reason: Refusal["reason"], requestId: string, message: string): Refusal => ({ ok: false, reason, requestId, message });

/** The shopper's request named in the form, if it can be paid now; otherwise why not (or that it is paid already). */
async function payableRequest(deps: Deps, shopper: Shopper, body: Record<string, unknown>): Promise<Mine | PayOutcome> {
  const wanted = parseUuid(body.payment_request);
  const mine = wanted ? (await requestsOfShopper(deps, shopper)).find((m) => m.request.id === wanted) : undefined;
  if (!mine) return { ok: false, reason: "not_found" };
  const { request } = mine;
  const requestId = request.id;
  if (request.status === "paid") return { ok: true, requestId };
  if (request.status === "cancelled") return refuse("unavailable", requestId, REQUEST_CANCELLED);
  if (!mine.holdStands) return refuse("unavailable", requestId, RESERVATION_ENDED);
  if (!payable(request, deps.now)) return refuse("busy", requestId, ALREADY_PAYING);
  return mine;
}

/** The site's provider and what the form sends it (a Stripe site's PaymentMethod, or the test card), checked. */
function paymentOf(
  deps: Deps,
  requestId: string,
  body: Record<string, unknown>,
): { provider: PaymentProvider; source: PaymentSource } | PayOutcome {
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
  const providerName = depositProvider(deps.site);
  if (!providerName) return refuse("unavailable", requestId, ONLINE_PAYMENT_UNAVAILABLE);
  // A Stripe site's form posts the PaymentMethod Stripe.js made in the browser, never card fields.
  const input: ReservePayment =
    providerName === "stripe"
      ? { paymentMethod: text("payment_method") }
      : { card: { number: text("card_number"), expiry: text("card_expiry"), cvc: text("card_cvc") } };
  const payment = checkPayment(input, deps.now);
  if (!payment.ok) {
    // Under the form's own field names (`card_number`, ...; `card` for Stripe's field).
    const fields = Object.fromEntries(
      Object.entries(payment.fields).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
    );
    return { ...refuse("invalid", requestId, "Please check your card details."), fields };
  }
  try {
    return { provider: deps.payments.providerFor(providerName), source: payment.source };
  } catch (err) {
    deps.logger?.error({ err, paymentRequest: requestId }, "the site's payment provider is not set up");
    return refuse("unavailable", requestId, ONLINE_PAYMENT_UNAVAILABLE);
  }
}

type Attempt = { request: PaymentRequest; attempt: number; provider: PaymentProvider };

/** Charges the claimed attempt with its idempotency key; no answer (or one not understood) reads as not made. */
async function charge(
  deps: Deps,
  { request, attempt, provider }: Attempt,
  source: PaymentSource,
): Promise<{ result: ChargeResult; unreachable: boolean }> {
  try {
    const result = await provider.charge({
      amountCents: request.amountCents,
      currency: "AUD",
      description: `${request.description} (${deps.site.name})`,
      idempotencyKey: attemptKey(request.id, attempt),
      reservationId: request.reservationId,
      paymentRequest: { id: request.id, attempt },
      source,
    });
    return { result, unreachable: false };
  } catch (err) {
    // No answer, or not one we understand: the request may be paid again. A payment that went
    // through after all is refunded when its webhook names this attempt (payment-request-webhook.server.ts).
    deps.logger?.error({ err, paymentRequest: request.id, attempt }, "payment provider failed; payment request released");
    return { result: { ok: false, message: PAYMENT_NOT_MADE }, unreachable: true };
  }
}

/**
 * A payment taken, through the state machine: paid while the attempt is the one under way and the hold stands;
 * otherwise (the hold ended or the request was withdrawn meanwhile, another window took over a stale attempt) the
 * money is owed back, recorded in the same transaction and refunded now or by the refund job. Stripe's webhook can
 * arrive first and settle it; the same payment changes nothing then.
 */
async function paymentArrived(deps: Deps, { request, attempt, provider }: Attempt, paymentId: string): Promise<PayOutcome> {
  const { db, site, now } = deps;
  const requestId = request.id;
  const arrived = await changeMoney(
    db,
    { reservationId: request.reservationId, siteId: site.id, now },
    { kind: "payment_arrived", requestId, attempt, paymentId },
  );
  const settled = arrived.ok ? arrived.state.requests.find((r) => r.id === requestId) : undefined;
  if (settled?.status === "paid" && settled.paymentId === paymentId) return { ok: true, requestId };
  await carryOutRefunds({ db, now, providerFor: () => provider, logger: deps.logger }, request.reservationId);
  deps.logger?.warn({ paymentRequest: requestId, attempt }, "payment taken for an attempt no longer wanted; owed back");
  return refuse("unavailable", requestId, PAID_TOO_LATE);
}

/**
 * The shopper pays one of their requests with the site's provider: the request is claimed first
 * (requested -> paying in one UPDATE, so two windows paying at once charge once), then charged with
 * the attempt's idempotency key, then paid (the provider's payment id recorded) or requested again
 * with the reason. A request paid already answers as paid, without charging again.
 */
export async function payOnlinePayment(deps: Deps, shopper: Shopper, body: Record<string, unknown>): Promise<PayOutcome> {
  const { db, site, now } = deps;
  const mine = await payableRequest(deps, shopper, body);
  if ("ok" in mine) return mine;
  const { request } = mine;
  const requestId = request.id;
  const payment = paymentOf(deps, requestId, body);
  if ("ok" in payment) return payment;
  const { provider } = payment;

  const attempt = await claimPaymentRequest(db, {
    siteId: site.id,
    id: requestId,
    provider: provider.name,
    now,
    staleBefore: new Date(now.getTime() - PAYING_STALE_MS),
  });
  if (attempt === null) return settledElsewhere(deps, requestId);
  const claimed: Attempt = { request, attempt, provider };
  const { result, unreachable } = await charge(deps, claimed, payment.source);

  if (result.ok === "requires_action") {
    await setAttemptPayment(db, requestId, attempt, result.paymentId, now);
    return { ok: false, reason: "action_required", requestId, message: APPROVE_PAYMENT, clientSecret: result.clientSecret };
  }
  if (!result.ok) {
    const change = unreachable ? "unreachable" : "declined";
    if (await releasePaymentRequest(db, { id: requestId, attempt, change, message: result.message, now }))
      return refuse("declined", requestId, result.message);
    // Its webhook may have settled the attempt first (a payment whose own answer was lost).
    return settledElsewhere(deps, requestId, result.message);
  }
  return paymentArrived(deps, claimed, result.paymentId);
}

/** The request was not ours to change just now: paid already, being paid elsewhere, or cancelled. */
async function settledElsewhere(deps: Deps, requestId: string, message?: string): Promise<PayOutcome> {
  const latest = await findPaymentRequest(deps.db, deps.site.id, requestId);
  if (latest?.status === "paid") return { ok: true, requestId };
  if (latest?.status === "cancelled") return { ok: false, reason: "unavailable", requestId, message: REQUEST_CANCELLED };
  // Still requested but not claimed: its hold stopped standing (cancelled, lapsed) a moment ago.
  if (latest?.status === "requested" && !message) return { ok: false, reason: "unavailable", requestId, message: RESERVATION_ENDED };
  if (latest?.status === "requested")
    return { ok: false, reason: "declined", requestId, message: message ?? latest.declineMessage ?? ALREADY_PAYING };
  return { ok: false, reason: "busy", requestId, message: ALREADY_PAYING };
}
