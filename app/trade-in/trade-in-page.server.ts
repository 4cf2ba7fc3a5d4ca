import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { AUSTRALIAN_STATES, STATE_CODES } from "~/domain/australian-states";
import { formatDate } from "~/domain/format";
import { PLATE_EXAMPLES } from "~/domain/trade-in/rego-plate";
import { carTitle } from "~/domain/vehicle/car-name";
import { leadFormSetup } from "~/leads/lead-form-setup.server";
import type { LeadServices } from "~/leads/lead-services";
import type { TenantSite } from "~/sites/tenant-site";
import { findValuation, type ValuationRow } from "./trade-in-queries.server";
import { type TradeInDeps, tradeTowardsCar } from "./trade-in.server";

/** Vehicle spec section 9: when the trade-in team answers. */
export const TRADE_IN_HOURS = [
  { days: "Monday to Friday", hours: "8.30am to 5.30pm" },
  { days: "Saturday", hours: "9am to 5pm" },
];

export type TradeInPageDeps = TradeInDeps & { services: LeadServices; logger: Logger };

/**
 * The trade-in page at each step: the plate (no valuation yet), the questions about the car (a
 * valuation without answers), or the estimate or the reason for none, with the form that sends it
 * to the dealer. Null for a valuation id this site does not have.
 */
export async function loadTradeInPage(deps: TradeInPageDeps, input: { valuationId: string | null; carId: number | null }) {
  const { db, site, now } = deps;
  const valuation = input.valuationId ? await findValuation(db, site.id, input.valuationId) : null;
  if (input.valuationId && !valuation) return null;
  const car = await tradeTowardsCar(deps, valuation?.carId ?? input.carId);
  const base = {
    siteName: site.name,
    targetCar: car ? { id: car.id, slug: car.slug, name: carTitle(car, { badge: true }) } : null,
    hours: TRADE_IN_HOURS,
    states: STATE_CODES.map((code) => ({ code, name: AUSTRALIAN_STATES[code], example: PLATE_EXAMPLES[code] })),
    defaultState: site.formStateDefault,
    saveValuation: site.tradeIn.saveValuation,
  };
  if (!valuation) return { ...base, step: "rego" as const, valuation: null, leadSetup: null, idempotencyKey: null };
  const summary = valuationSummary(valuation, site, now);
  // A car refused at the lookup (over the age limit) skips the questions.
  if (!valuation.answers && !valuation.refusal)
    return { ...base, step: "questions" as const, valuation: summary, leadSetup: null, idempotencyKey: null };
  // An estimate still standing is accepted; otherwise the shopper asks the team to call.
  const kind = summary.estimate && !summary.estimate.expired ? "trade-in" : "sell-my-car";
  const leadSetup = summary.leadSent ? null : await leadFormSetup(deps, kind, { carId: car?.id ?? null });
  return { ...base, step: "result" as const, valuation: summary, leadSetup, idempotencyKey: randomUUID() };
}

/** What the shopper sees of a valuation (the page's and the API's answer): the car found, the answers, and the estimate or why there is none. */
export function valuationSummary(valuation: ValuationRow, site: TenantSite, now: Date) {
  const expired = valuation.expiresAt !== null && valuation.expiresAt <= now;
  const { vehicle } = valuation;
  return {
    id: valuation.id,
    plate: valuation.plate,
    state: valuation.state,
    vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge },
    vehicleName: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" "),
    answers: valuation.answers,
    estimate:
      valuation.estimate && valuation.expiresAt
        ? { ...valuation.estimate, validUntil: formatDate(valuation.expiresAt, site.timeZone), expired }
        : null,
    refusal: valuation.refusal,
    offerAccepted: valuation.offerAccepted,
    leadSent: valuation.leadId !== null,
  };
}

export type TradeInPageData = NonNullable<Awaited<ReturnType<typeof loadTradeInPage>>>;
