import { formatKm } from "~/domain/format";

/**
 * When the site gives an online trade-in estimate. `maxAgeYearsByMake` lets a site allow older cars
 * of a brand it specialises in (the spec's "10 years for another brand"); the brand is site config.
 */
export type TradeInRules = { maxAgeYears: number; maxKm: number; maxAgeYearsByMake: Record<string, number>; validDays: number };

/** Spec: "Trade-in estimate is not given for cars over 7 years or 100,000 km ... an estimate is valid 7 days." */
export const DEFAULT_TRADE_IN_RULES: TradeInRules = { maxAgeYears: 7, maxKm: 100_000, maxAgeYearsByMake: {}, validDays: 7 };

export type EstimateRefusal = { reason: "too-old" | "too-far"; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function maxAgeFor(make: string, rules: TradeInRules): number {
  const wanted = make.trim().toLowerCase();
  const match = Object.entries(rules.maxAgeYearsByMake).find(([configured]) => configured.trim().toLowerCase() === wanted);
  return match ? match[1] : rules.maxAgeYears;
}

/**
 * The refusal the registry's answer alone decides (the car is over the site's age limit for its make): told as soon as
 * the rego is looked up, before the shopper answers any question about the car.
 */
export function ageRefusal(vehicle: { year: number; make: string }, currentYear: number, rules: TradeInRules): EstimateRefusal | null {
  const maxAge = maxAgeFor(vehicle.make, rules);
  if (currentYear - vehicle.year <= maxAge) return null;
  return {
    reason: "too-old",
    message: `We can't give an online estimate for cars more than ${maxAge} years old, but our team can still make you an offer.`,
  };
}

/**
 * Why the site won't estimate this car online, or null when it will. A car exactly at a limit
 * (7 years old, 100,000 km) still gets an estimate; the refusal still invites an offer from the team.
 */
export function estimateRefusal(
  vehicle: { year: number; make: string },
  km: number,
  currentYear: number,
  rules: TradeInRules,
): EstimateRefusal | null {
  const tooOld = ageRefusal(vehicle, currentYear, rules);
  if (tooOld) return tooOld;
  if (km > rules.maxKm) {
    return {
      reason: "too-far",
      message: `We can't give an online estimate for cars with more than ${formatKm(rules.maxKm)}, but our team can still make you an offer.`,
    };
  }
  return null;
}

/** When an estimate given at `now` stops being honoured: `validDays` whole days later, to the millisecond. */
export const estimateExpiry = (now: Date, rules: TradeInRules): Date => new Date(now.getTime() + rules.validDays * DAY_MS);
