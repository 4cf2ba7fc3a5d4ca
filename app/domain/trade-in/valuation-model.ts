import { type Comparable, MIN_COMPARABLES } from "~/domain/finance/market-gauge";
import type { AdjustmentAnswers } from "~/domain/trade-in/adjustment-answers";

/**
 * `retail` is what the shopper's car would sell for on a yard; `retail` plus every `adjustments`
 * amount is the trade-in value the range is built around. All amounts are whole dollars.
 */
export type Valuation = {
  low: number;
  high: number;
  retail: number;
  comparables: number;
  adjustments: { label: string; amount: number }[];
};

// The model's figures, in per cent of retail unless marked; docs/trade-in-valuation.md explains each.
const CENTS_PER_KM = 5;
const KM_CAP_PERCENT = 15;
const DEALER_MARGIN_PERCENT = 15;
const CONDITION_PERCENT: Record<AdjustmentAnswers["condition"], number> = { excellent: 3, good: 0, fair: -7, poor: -15 };
const SERVICE_HISTORY_PERCENT: Record<AdjustmentAnswers["serviceHistory"], number> = { full: 0, partial: -4, none: -8 };
const DAMAGE_PERCENT: Record<AdjustmentAnswers["damage"], number> = { none: 0, minor: -5, major: -15 };
const ACCESSORY_DOLLARS = 300;
const ACCESSORIES_CAP_DOLLARS = 1_200;
const RANGE_LOW_PERCENT = -6;
const RANGE_HIGH_PERCENT = 4;
const FLOOR_DOLLARS = 500;

/** To the nearest dollar, halves away from zero, so a deduction rounds the same way as the equal addition. */
const dollars = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount)) + 0;
const percentOf = (amount: number, percent: number): number => dollars((amount * percent) / 100);
const toHundred = (amount: number): number => Math.round(amount / 100) * 100;

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A trade-in range from comparable cars' prices: their median, adjusted for the shopper's
 * kilometres, is the retail price; the dealer's margin and the shopper's answers come off it; the
 * range runs from 6% under to 4% over the result. Null when there are too few priced comparables to
 * say (the same threshold as the market gauge) or the car is worth too little to quote online.
 */
export function valueTradeIn(answers: AdjustmentAnswers, comparables: Comparable[]): Valuation | null {
  const priced = comparables.filter((c) => c.price > 0);
  if (priced.length < MIN_COMPARABLES) return null;

  const middlePrice = dollars(median(priced.map((c) => c.price).sort((a, b) => a - b)));
  const averageKm = priced.reduce((sum, c) => sum + c.km, 0) / priced.length;
  const kmCap = (middlePrice * KM_CAP_PERCENT) / 100;
  const kmAdjustment = dollars(Math.max(-kmCap, Math.min(kmCap, ((averageKm - answers.km) * CENTS_PER_KM) / 100)));
  const retail = middlePrice + kmAdjustment;

  const accessories = Math.min(answers.accessories.length * ACCESSORY_DOLLARS, ACCESSORIES_CAP_DOLLARS);
  const steps = [
    { label: "Dealer's cost to recondition and resell", amount: -percentOf(retail, DEALER_MARGIN_PERCENT) },
    { label: `Condition: ${answers.condition}`, amount: percentOf(retail, CONDITION_PERCENT[answers.condition]) },
    { label: `Service history: ${answers.serviceHistory}`, amount: percentOf(retail, SERVICE_HISTORY_PERCENT[answers.serviceHistory]) },
    { label: `Damage: ${answers.damage}`, amount: percentOf(retail, DAMAGE_PERCENT[answers.damage]) },
    { label: `Accessories (${answers.accessories.length})`, amount: accessories },
  ];
  const adjustments = steps.filter((step) => step.amount !== 0);
  const value = adjustments.reduce((sum, step) => sum + step.amount, retail);

  const high = toHundred((value * (100 + RANGE_HIGH_PERCENT)) / 100);
  if (high < FLOOR_DOLLARS) return null;
  const low = Math.max(FLOOR_DOLLARS, toHundred((value * (100 + RANGE_LOW_PERCENT)) / 100));
  return { low, high, retail, comparables: priced.length, adjustments };
}
