import { ENQUIRE_FOR_FINANCE, showsWeeklyRepayment } from "~/domain/price-thresholds";
import { formatAud } from "~/domain/format";
import { formatDecimal } from "~/domain/format-decimal";
import { comparisonRate } from "./comparison-rate";
import type { FinanceQuote } from "./finance-quote";
import { periodicRepayment } from "./periodic-repayment";

export const FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

export type Bound = { min: number; max: number; step: number };
export type CalculatorBounds = {
  amount: Bound;
  /** The years a shopper may pick: every step from min to max, or the site's own list (vehicle spec section 5). */
  term: Bound & { steps: number[] };
  /** `shown: false`: one brand hides the rate; the calculator then uses the site's default rate. */
  interest: Bound & { shown: boolean };
  deposit: Bound;
  balloon: Bound;
};

export type CalculatorVariant = {
  amountMin?: 1000 | 5000;
  amountMax?: 100_000 | 250_000;
  termMax?: 5 | 7;
  /** A custom list of year steps instead of every half year up to termMax. */
  termYears?: readonly number[] | null;
  interest?: "standard" | "narrow" | "wide" | "hidden";
};

const INTEREST_RANGES = { standard: { min: 0.5, max: 15 }, narrow: { min: 7.5, max: 14.5 }, wide: { min: 4, max: 20 } } as const;

/** Every step from min to max, or the custom list sorted without repeats. */
function termSteps(min: number, max: number, step: number, custom: readonly number[] | null | undefined): number[] {
  if (custom?.length) return [...new Set(custom)].sort((a, b) => a - b);
  const steps: number[] = [];
  for (let y = min; y <= max + 1e-9; y += step) steps.push(Math.round(y * 10) / 10);
  return steps;
}

/** Vehicle spec section 5, 'Finance calculator bounds', with the variants sites choose between. */
export function calculatorBounds(variant: CalculatorVariant = {}, price = 0): CalculatorBounds {
  const interestVariant = variant.interest ?? "standard";
  const interest = INTEREST_RANGES[interestVariant === "hidden" ? "standard" : interestVariant];
  const amountMax = variant.amountMax ?? 100_000;
  // Some sites lend up to 105% of a price over $100,000 on the standard theme.
  const max = amountMax === 100_000 && price > 100_000 ? Math.round(price * 1.05) : amountMax;
  const steps = termSteps(1, variant.termMax ?? 7, 0.5, variant.termYears);
  return {
    amount: { min: variant.amountMin ?? 1000, max, step: 500 },
    term: { min: steps[0], max: steps[steps.length - 1], step: 0.5, steps },
    interest: { ...interest, step: 0.5, shown: interestVariant !== "hidden" },
    deposit: { min: 0, max: 250_000, step: 500 },
    balloon: { min: 0, max: 250_000, step: 500 },
  };
}

/** The calculator's starting term: the site's default, or the nearest step it offers (the lower on a tie). */
export function startingTerm(defaultYears: number, steps: readonly number[]): number {
  return steps.reduce((best, y) => (Math.abs(y - defaultYears) < Math.abs(best - defaultYears) ? y : best), steps[0]);
}

/** Above the maximum becomes the maximum; at or below the minimum becomes the minimum (spec wording). */
export function clampToBound(value: number, bound: Pick<Bound, "min" | "max">): number {
  if (!Number.isFinite(value)) return bound.min;
  if (value > bound.max) return bound.max;
  if (value <= bound.min) return bound.min;
  return value;
}

export const boundMessage = (bound: Pick<Bound, "min" | "max">, format: (n: number) => string = (n) => formatDecimal(n, 3)) =>
  `Cannot be less than ${format(bound.min)} or more than ${format(bound.max)}`;

export const outOfBounds = (value: number, bound: Pick<Bound, "min" | "max">) =>
  !Number.isFinite(value) || value < bound.min || value > bound.max;

export type CalculatorInput = {
  amount: number;
  deposit: number;
  balloon: number;
  years: number;
  interest: number;
  frequency: Frequency;
  establishmentFee: number;
};

/** Vehicle spec section 9: the default amount is 30000, or the car's price on sites that say so (30000 when there is none). */
export function defaultAmount(price: number, usePrice: boolean): number {
  return usePrice && price > 0 ? price : 30_000;
}

/**
 * A calculator result: repayment per period on the amount less deposit plus fees, and what is paid
 * in total and in interest. A price of 0 or less counts as 0.
 */
export function calculateRepayment(input: CalculatorInput) {
  const principal = Math.max(0, Math.max(0, input.amount) - input.deposit + input.establishmentFee);
  const periodsPerYear = FREQUENCIES[input.frequency];
  const repayment = periodicRepayment({
    principal,
    annualRatePercent: input.interest,
    years: input.years,
    periodsPerYear,
    balloon: Math.min(input.balloon, principal),
  });
  const periods = Math.round(input.years * periodsPerYear);
  const totalPayable = repayment * periods + Math.min(input.balloon, principal);
  return { repayment, periods, totalPayable, totalInterest: Math.max(0, totalPayable - principal), principal };
}

export const weeklyDisplay = (weekly: number | null | undefined) =>
  showsWeeklyRepayment(weekly) ? `${formatAud(weekly)}/wk` : ENQUIRE_FOR_FINANCE;
/** Vehicle spec section 9: monthly = weekly x 4.33. */
export const monthlyFromWeekly = (weekly: number) => Math.round(weekly * 4.33);
/** The monthly figure beside a weekly estimate ('about $433/month'), only where the weekly one is shown. */
export const monthlyDisplay = (weekly: number | null | undefined): string | null =>
  showsWeeklyRepayment(weekly) ? `about ${formatAud(monthlyFromWeekly(weekly))}/month` : null;

/**
 * The calculator's figures as one quote (decision 028), so the disclaimer under it states the shopper's own term,
 * rate, deposit, final payment and fee, and the comparison rate of that rate and fee on the standard benchmark.
 */
export function calculatorQuote(input: CalculatorInput): FinanceQuote {
  const { principal } = calculateRepayment(input);
  return {
    weekly: null,
    ratePercent: input.interest,
    comparisonPercent: comparisonRate(
      input.interest,
      { establishment: input.establishmentFee, perPeriod: 0 },
      FREQUENCIES[input.frequency],
    ),
    termYears: input.years,
    deposit: input.deposit,
    balloon: Math.min(input.balloon, principal),
    fees: input.establishmentFee > 0 ? [{ label: "establishment fee", amount: input.establishmentFee, per: "loan" }] : [],
    comparisonRange: null,
  };
}
