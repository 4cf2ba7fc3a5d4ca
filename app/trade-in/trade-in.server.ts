import { randomUUID } from "node:crypto";
import type { Database } from "~/db/database";
import { findComparables } from "~/db/queries/market.server";
import { AUSTRALIAN_STATES, isStateCode } from "~/domain/australian-states";
import { isAvailable } from "~/domain/card-actions";
import type { CarStatus } from "~/domain/vehicle/car";
import { currentYear } from "~/domain/format";
import { AdjustmentAnswersSchema } from "~/domain/trade-in/adjustment-answers";
import { checkPlate } from "~/domain/trade-in/rego-plate";
import { ageRefusal, estimateExpiry, estimateRefusal } from "~/domain/trade-in/trade-in-rules";
import { valueTradeIn } from "~/domain/trade-in/valuation-model";
import { findOfferedLeadCar } from "~/leads/lead-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { findRegisteredVehicle, findValuation, insertValuation, markValuationSaved, saveValuationResult } from "./trade-in-queries.server";

export type TradeInDeps = { db: Database; site: TenantSite; now: Date };
type Refused = { ok: false; fields: Record<string, string> };

/** Shown when the platform's market data has too few recent sales of the model to price it. */
export const NO_MARKET_DATA =
  "We don't have enough recent sales of this model to estimate it online, but our team can still make you an offer.";

/** The car the shopper is trading towards, when it is one the site offers and it is still for sale (vehicle spec section 5). */
export async function tradeTowardsCar(deps: TradeInDeps, carId: number | null) {
  if (!carId) return null;
  const car = await findOfferedLeadCar(deps.db, deps.site, carId, deps.now);
  return car && isAvailable({ status: car.status as CarStatus, price: car.price }, deps.site.vehicle.availability) ? car : null;
}

/**
 * Step one: the plate and the state that issued it, checked against that state's formats, then
 * looked up in the vehicle registry. A car found starts a valuation on this site; its id is what
 * the shopper carries to the next steps.
 */
export async function lookUpRego(
  deps: TradeInDeps,
  input: { state: unknown; rego: unknown; carId: number | null; shopperId?: string | null },
): Promise<{ ok: true; valuationId: string } | Refused> {
  // "NSW" and "nsw" are the same state; the form sends the code, a script may send it as written.
  const state = typeof input.state === "string" ? input.state.trim().toLowerCase() : input.state;
  if (!isStateCode(state)) return { ok: false, fields: { regoState: "Please choose the state the car is registered in." } };
  const plate = checkPlate(state, typeof input.rego === "string" ? input.rego : "");
  if (!plate.ok) return { ok: false, fields: { rego: plate.error } };
  const vehicle = await findRegisteredVehicle(deps.db, state, plate.plate);
  if (!vehicle)
    return {
      ok: false,
      fields: {
        rego: `We couldn't find registration ${plate.plate} in ${AUSTRALIAN_STATES[state]}. Check the number and the state, or ask us to call you instead.`,
      },
    };
  const car = await tradeTowardsCar(deps, input.carId);
  const id = randomUUID();
  await insertValuation(deps.db, deps.site.id, {
    id,
    carId: car?.id ?? null,
    state: state,
    plate: plate.plate,
    vehicle,
    now: deps.now,
    // Signed in: the valuation goes in the shopper's garage.
    shopperId: input.shopperId ?? null,
    // Over the age limit: said now, not after every question about the car (issue 52).
    refusal: ageRefusal(vehicle, currentYear(deps.now, deps.site.timeZone), deps.site.tradeIn)?.message ?? null,
  });
  return { ok: true, valuationId: id };
}

/**
 * Step two: the shopper's answers about the car, then the estimate: refused over the site's age or
 * kilometre limits, or without enough market data; otherwise a range from the valuation model
 * (docs/trade-in-valuation.md), valid for the site's number of days. A valuation that already became
 * a lead keeps what the dealer was sent.
 */
export async function valueVehicle(deps: TradeInDeps, valuationId: string, raw: unknown): Promise<{ ok: true } | Refused | null> {
  const { db, site, now } = deps;
  const valuation = await findValuation(db, site.id, valuationId);
  if (!valuation) return null;
  // Refused at the lookup (over the age limit): there are no questions to answer.
  if (valuation.leadId || (valuation.refusal && !valuation.answers)) return { ok: true };
  const parsed = AdjustmentAnswersSchema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "answers")] ??= issue.message;
    return { ok: false, fields };
  }
  const answers = parsed.data;
  const refusal = estimateRefusal(valuation.vehicle, answers.km, currentYear(now, site.timeZone), site.tradeIn);
  const estimate = refusal ? null : valueTradeIn(answers, await findComparables(db, { id: 0, ...valuation.vehicle, km: answers.km }, now));
  await saveValuationResult(db, site.id, valuationId, {
    answers,
    valuation: estimate,
    refusal: refusal?.message ?? (estimate ? null : NO_MARKET_DATA),
    valuedAt: now,
    expiresAt: estimate ? estimateExpiry(now, site.tradeIn) : null,
  });
  return { ok: true };
}

/** The shopper's browser saved the valuation it was shown (sites with `tradeIn.saveValuation`); false for one this site does not have. */
export async function saveValuationForShopper(deps: TradeInDeps, valuationId: string): Promise<boolean> {
  return markValuationSaved(deps.db, deps.site.id, valuationId, deps.now);
}
