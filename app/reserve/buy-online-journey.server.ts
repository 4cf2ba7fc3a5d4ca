import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { quote } from "~/domain/finance/quote-engine";
import { currentYear, formatAud } from "~/domain/format";
import {
  canOpenStep,
  CREDIT_SCORES,
  FINANCE_TERMS_YEARS,
  type JourneyBalance,
  type JourneyChoices,
  type JourneyStep,
  type JourneyView,
  journeyBalance,
  nextJourneyStep,
} from "~/domain/reserve/buy-online-journey";
import { cents, formatCents } from "~/domain/reserve/money";
import type { CarDetail } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import type { LeadServices } from "~/leads/lead-services";
import { bodyText } from "~/leads/request-body";
import type { TradeInSnapshot } from "~/leads/lead-record";
import { carDelivery } from "~/stock/car-delivery.server";
import { findSiteCar } from "~/stock/find-site-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { valuationSummary } from "~/trade-in/trade-in-page.server";
import { tradeInHandOff } from "~/trade-in/trade-in-lead.server";
import { findValuation } from "~/trade-in/trade-in-queries.server";
import { findJourney, saveJourney, setJourneyLead } from "./journey-queries.server";
import type { DepositLeadText } from "./deposit-lead";
import { recordDepositLead } from "./reservation-lead.server";
import { findReservation, type Reservation } from "./reservation-queries.server";
import { holdStands } from "~/domain/reserve/hold";
import { mayContinueJourney } from "~/domain/reserve/journey-access";
import { parseUuid } from "~/domain/row-id";

type Deps = { db: Database; site: TenantSite; now: Date; services: LeadServices; logger?: Logger };

/** Who is asking: the reserving browser's key hash (its cookie) and the signed-in shopper's mobile in E.164. */
export type JourneyViewer = { reserverKeyHash: string | null; shopperPhone: string | null };
type Car = Pick<CarDetail, "id" | "slug" | "year" | "make" | "model" | "badge" | "price" | "stocknum" | "location">;

export type JourneyAnswer = { ok: true } | { ok: false; step: JourneyStep; fields: Record<string, string> };

/** The weekly repayment on the balance, by the site's rate card (the same engine as the car page's quote). */
function financeQuote(site: TenantSite, car: Car, choices: JourneyChoices, balance: JourneyBalance, now: Date) {
  if (choices.finance?.method !== "finance" || balance.balance === 0) return null;
  return quote(
    {
      selfAssessedCreditScore: choices.finance.creditScore,
      purchasePrice: balance.balance / 100,
      loanTerm: choices.finance.termYears,
      year: car.year,
    },
    site.finance.rateCard,
    currentYear(now, site.timeZone),
  );
}

/**
 * The buy-online journey on a paid hold: which step is open (the one asked for, if the steps before
 * it are answered; else the first unanswered), the choices so far, and what the car comes to.
 * Null when the reservation has no journey (not this site's).
 */
export async function loadJourney(deps: Deps, car: Car, hold: Reservation, askedStep: string | null): Promise<JourneyView | null> {
  const { db, site, now } = deps;
  const journey = await findJourney(db, site.id, hold.id);
  if (!journey) return null;
  const { choices } = journey;
  const asked = askedStep as JourneyStep | null;
  const step = asked && canOpenStep(choices, asked) ? asked : nextJourneyStep(choices);
  const balance = journeyBalance({ priceDollars: car.price, depositPaid: cents(hold.amountCents), choices });
  const repayment = financeQuote(site, car, choices, balance, now);
  return {
    reservationId: hold.id,
    sent: journey.leadId !== null,
    step,
    choices,
    pickupAt: `${car.location.name}, ${car.location.street}, ${car.location.city} ${car.location.state} ${car.location.postcode}`,
    terms: FINANCE_TERMS_YEARS,
    creditScores: Object.entries(CREDIT_SCORES).map(([value, label]) => ({ value, label })),
    totals: {
      price: formatCents(balance.price),
      delivery: choices.delivery?.method === "delivery" ? formatCents(balance.delivery) : null,
      tradeIn: balance.tradeIn > 0 ? formatCents(balance.tradeIn) : null,
      depositPaid: formatCents(balance.depositPaid),
      balance: formatCents(balance.balance),
      inFavour: balance.inFavour > 0 ? formatCents(balance.inFavour) : null,
    },
    nothingToPay: balance.balance === 0,
    repayment: repayment
      ? { weekly: formatAud(repayment.weeklyRepaymentAmount), rate: repayment.advertisedRate, comparisonRate: repayment.comparisonRate }
      : null,
  };
}

/**
 * The journey's car and hold on this site: null unless the reservation is this car's and the viewer
 * is the one who reserved it (their browser, or the signed-in shopper whose number it was made with),
 * so a guessed, forwarded or copied reservation id opens nothing.
 */
async function findJourneyHold(deps: Deps, slug: string, reservationId: string, viewer: JourneyViewer) {
  const id = parseUuid(reservationId);
  const car = id ? await findSiteCar(deps.db, deps.site, slug, deps.now) : null;
  const hold = car && id ? await findReservation(deps.db, deps.site.id, id) : null;
  if (!car || !hold || hold.carId !== car.id) return null;
  if (!mayContinueJourney({ reserverKeyHash: hold.reserverKeyHash, phone: hold.contact.phone }, viewer)) return null;
  return { car, hold };
}

/**
 * A journey still open for a trade-in (the shopper went from its trade-in step to value their car):
 * the hold is this site's, paid and not yet sent. Null otherwise, and the trade-in page is the usual one.
 */
export async function openJourney(deps: Pick<Deps, "db" | "site" | "now">, reservationId: string, viewer: JourneyViewer) {
  const id = parseUuid(reservationId);
  const hold = id ? await findReservation(deps.db, deps.site.id, id) : null;
  if (!hold || !holdStands(hold, deps.now)) return null;
  if (!mayContinueJourney({ reserverKeyHash: hold.reserverKeyHash, phone: hold.contact.phone }, viewer)) return null;
  const journey = await findJourney(deps.db, deps.site.id, hold.id);
  if (!journey || journey.leadId) return null;
  return { reservationId: hold.id, carId: hold.carId };
}

/** The journey of this site's car and paid hold, with the step asked for; null when there is none. */
export async function loadJourneyPage(deps: Deps, slug: string, reservationId: string, askedStep: string | null, viewer: JourneyViewer) {
  const found = await findJourneyHold(deps, slug, reservationId, viewer);
  if (!found) return null;
  const journey = await loadJourney(deps, found.car, found.hold, askedStep);
  // A lapsed or cancelled hold shows its order only if it was sent; an unfinished one cannot go on.
  // A hold past its expiry is over from that moment, whether or not the upkeep has released it yet.
  const live = holdStands(found.hold, deps.now);
  return journey && (live || journey.sent) ? journey : null;
}

/** A journey form posted (a step's answer, or `send`); null when the reservation has no journey on this car. */
export async function postJourney(deps: Deps, slug: string, reservationId: string, body: Record<string, unknown>, viewer: JourneyViewer) {
  const found = await findJourneyHold(deps, slug, reservationId, viewer);
  if (!found) return null;
  return bodyText(body, "intent") === "send"
    ? sendJourney(deps, found.car, found.hold)
    : answerJourneyStep(deps, found.car, found.hold, body);
}

/** One step's form posted: the new choice saved, or the step's field errors. */
export async function answerJourneyStep(deps: Deps, car: Car, hold: Reservation, body: Record<string, unknown>): Promise<JourneyAnswer> {
  const { db, site, now } = deps;
  const journey = await findJourney(db, site.id, hold.id);
  if (!journey || journey.leadId)
    return { ok: false, step: "summary", fields: { journey: "Your order has already been sent to the dealership." } };
  const choices: JourneyChoices = { ...journey.choices };
  const intent = bodyText(body, "intent");
  if (intent === "delivery") {
    const method = bodyText(body, "delivery");
    if (method === "pickup") choices.delivery = { method: "pickup" };
    else if (method === "delivery") {
      const postcode = bodyText(body, "postcode");
      const delivery = carDelivery(site, car, postcode);
      if (!delivery.ok) return { ok: false, step: "delivery", fields: { postcode: delivery.message } };
      choices.delivery = { method: "delivery", postcode, priceCents: delivery.price * 100, region: delivery.region };
    } else return { ok: false, step: "delivery", fields: { delivery: "Please choose delivery or pickup." } };
  } else if (intent === "trade-in") {
    const method = bodyText(body, "trade_in");
    if (method === "none") choices.tradeIn = { method: "none" };
    else {
      const valuationId = method === "valuation" ? parseUuid(bodyText(body, "valuation_id")) : null;
      const valuation = valuationId ? await findValuation(db, site.id, valuationId) : null;
      const summary = valuation ? valuationSummary(valuation, site, now) : null;
      if (!summary?.estimate || summary.estimate.expired || summary.leadSent)
        return {
          ok: false,
          step: "trade-in",
          fields: { trade_in: "That valuation can't be used any more. Please value your car again, or choose no trade-in." },
        };
      choices.tradeIn = {
        method: "valuation",
        valuationId: summary.id,
        vehicleName: summary.vehicleName,
        lowCents: summary.estimate.low * 100,
        highCents: summary.estimate.high * 100,
        validUntil: summary.estimate.validUntil,
      };
    }
  } else if (intent === "finance") {
    const method = bodyText(body, "finance");
    const termYears = Number(bodyText(body, "term_years"));
    const creditScore = bodyText(body, "credit_score");
    if (method === "cash") choices.finance = { method: "cash" };
    else if (method === "finance") {
      const fields: Record<string, string> = {};
      if (!(FINANCE_TERMS_YEARS as readonly number[]).includes(termYears)) fields.term_years = "Please choose a loan term.";
      if (!(creditScore in CREDIT_SCORES)) fields.credit_score = "Please choose how you would rate your credit history.";
      if (Object.keys(fields).length > 0) return { ok: false, step: "finance", fields };
      choices.finance = { method: "finance", termYears, creditScore: creditScore as keyof typeof CREDIT_SCORES };
    } else return { ok: false, step: "finance", fields: { finance: "Please choose how you will pay the balance." } };
  } else return { ok: false, step: nextJourneyStep(choices), fields: { journey: "Please choose one of the options." } };
  if (!holdStands(hold, now) || !(await saveJourney(db, site.id, hold.id, choices, now)))
    return { ok: false, step: "summary", fields: { journey: "This reservation has ended, so the order can't be changed." } };
  return { ok: true };
}

/** The order the dealer receives: every choice and the figures the shopper saw. */
function orderMessage(car: Car, hold: Reservation, journey: JourneyView): string {
  const { choices, totals } = journey;
  const lines = [
    `Online order for the ${carTitle(car, { badge: true })} (stock ${car.stocknum}), reservation ${hold.id}.`,
    `Price ${totals.price}. Deposit paid ${totals.depositPaid}.`,
    choices.delivery?.method === "delivery"
      ? `Delivery to ${choices.delivery.postcode} (${choices.delivery.region}): ${totals.delivery}.`
      : `Pickup at ${journey.pickupAt}.`,
    choices.tradeIn?.method === "valuation"
      ? `Trade-in: ${choices.tradeIn.vehicleName}, online estimate ${formatCents(cents(choices.tradeIn.lowCents))} to ${formatCents(cents(choices.tradeIn.highCents))} (valid until ${choices.tradeIn.validUntil}), subject to inspection.`
      : "No trade-in.",
    journey.nothingToPay
      ? "Nothing left to pay or finance."
      : choices.finance?.method === "finance"
        ? `Finance the balance over ${choices.finance.termYears} years (credit history: ${CREDIT_SCORES[choices.finance.creditScore]})${journey.repayment ? `: about ${journey.repayment.weekly} a week at ${journey.repayment.rate}% p.a. (comparison rate ${journey.repayment.comparisonRate}% p.a.)` : ""}.`
        : "Paying the balance without finance.",
    totals.inFavour
      ? `Balance to pay: $0; the trade-in and deposit exceed the price by ${totals.inFavour}.`
      : `Balance to pay: ${totals.balance}.`,
  ];
  return lines.join("\n");
}

/** The summary sent: the dealer's lead (proven by the deposit), once. */
export async function sendJourney(deps: Deps, car: Car, hold: Reservation): Promise<JourneyAnswer> {
  const journey = await loadJourney(deps, car, hold, "summary");
  if (!journey) return { ok: false, step: "summary", fields: { journey: "This reservation has ended." } };
  if (journey.sent) return { ok: true };
  if (journey.step !== "summary") return { ok: false, step: journey.step, fields: { journey: "Please finish this step first." } };
  if (!holdStands(hold, deps.now))
    return { ok: false, step: "summary", fields: { journey: "This reservation has ended, so the order can't be sent." } };
  const tradeIn = await orderTradeIn(deps, journey.choices.tradeIn);
  // The trade-in became unusable since it was chosen (expired, or sent on its own): the shopper chooses again.
  if (!tradeIn.ok) return { ok: false, step: "trade-in", fields: { trade_in: tradeIn.refusal } };
  const text: DepositLeadText = {
    form: "buy-online",
    message: orderMessage(car, hold, journey),
    customFields: { reservation_id: hold.id, balance: journey.totals.balance },
    tradeIn: tradeIn.snapshot,
  };
  const sent = await deps.db
    .transaction(async (tx) => {
      const leadId = await recordDepositLead(tx, deps, hold, text);
      // Sent from another tab meanwhile: that order stands, this copy rolls back (the answer is the same).
      if (!(await setJourneyLead(tx, deps.site.id, hold.id, leadId))) throw new OrderAlreadySent();
      if (text.tradeIn && !(await tradeInHandOff.link(tx, deps.site.id, text.tradeIn, leadId))) throw new ValuationTaken();
      return true;
    })
    .catch((error) => {
      if (error instanceof OrderAlreadySent) return false;
      if (error instanceof ValuationTaken) return null;
      throw error;
    });
  if (sent === null) return { ok: false, step: "trade-in", fields: { trade_in: tradeInHandOff.alreadySent } };
  if (sent) deps.services.onLeadStored();
  return { ok: true };
}

class OrderAlreadySent extends Error {}
class ValuationTaken extends Error {}

/** The chosen trade-in's snapshot for the order (an accepted offer: its estimate must still stand), or why it can't go. */
async function orderTradeIn(
  deps: Deps,
  choice: JourneyChoices["tradeIn"],
): Promise<{ ok: true; snapshot: TradeInSnapshot | null } | { ok: false; refusal: string }> {
  if (choice?.method !== "valuation") return { ok: true, snapshot: null };
  return tradeInHandOff.snapshot(deps.db, deps.site, choice.valuationId, true, deps.now);
}
