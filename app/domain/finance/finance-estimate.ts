import { financeOffered } from "~/domain/price-thresholds";
import type { FinanceQuote } from "./finance-quote";

/** A car's entry for one lender (vehicle spec section 3, 'Finance lender entry'), as the car page reads it. */
export type LenderEntry = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  balloon: number | null;
  deposit: number | null;
  termYears: number | null;
  establishmentFees: number | null;
  /** The lender's weekly account fee, counted in its repayment and comparison rate. */
  weeklyFees: number | null;
  /**
   * The lender's (or the stock feed's) own wording. Never shown: it may state other figures than the entry's
   * (decision 028); the disclaimer beside the entry's figures is written from them.
   */
  disclaimer: string | null;
};

/** The entry as one quote: the figures it gives, and the range of comparison rates its lender quotes, if any. */
export function lenderQuote(entry: LenderEntry, comparisonRange: FinanceQuote["comparisonRange"] = null): FinanceQuote {
  return {
    weekly: entry.paymentWeek,
    ratePercent: entry.interestRate,
    comparisonPercent: entry.comparisonRate,
    termYears: entry.termYears,
    deposit: entry.deposit,
    balloon: entry.balloon,
    fees: [
      ...(entry.establishmentFees ? [{ label: "establishment fee", amount: entry.establishmentFees, per: "loan" as const }] : []),
      ...(entry.weeklyFees ? [{ label: "weekly account fee", amount: entry.weeklyFees, per: "week" as const }] : []),
    ],
    comparisonRange,
  };
}

type EstimateCar = { year: number; price: number; make: string; dealershipSlug: string; available: boolean };
type EstimateRules = { lenderGroup: "A" | "B" | "C" | "D"; excludedMake: string | null; excludedDealerships: string[] };

/**
 * Vehicle spec section 5, 'Finance estimate on the car page': shown only with a lender entry for
 * the site's provider that has both rates, for a make and dealership the site does not exclude,
 * and when the lender group's own conditions hold.
 */
export function showFinanceEstimate(
  car: EstimateCar,
  lender: Pick<LenderEntry, "interestRate" | "comparisonRate" | "paymentWeek" | "paymentMonth"> | null,
  rules: EstimateRules,
  currentYear: number,
): boolean {
  if (!lender || lender.interestRate === null || lender.comparisonRate === null) return false;
  if (rules.excludedMake && car.make.toLowerCase() === rules.excludedMake.toLowerCase()) return false;
  if (rules.excludedDealerships.includes(car.dealershipSlug)) return false;
  switch (rules.lenderGroup) {
    case "A":
      return car.year > currentYear - 12 && financeOffered(car) && car.available && lender.comparisonRate !== null;
    case "B":
      return car.available;
    case "C":
      return financeOffered(car) && car.available && lender.paymentWeek !== null;
    case "D":
      return financeOffered(car) && car.available && lender.paymentMonth !== null;
  }
}
