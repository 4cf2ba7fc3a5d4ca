import { financeOffered } from "~/domain/price-thresholds";
export type LenderEntry = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  disclaimer: string | null;
};

type EstimateCar = { year: number; price: number; make: string; dealershipSlug: string; available: boolean };
type EstimateRules = { lenderGroup: "A" | "B" | "C" | "D"; excludedMake: string | null; excludedDealerships: string[] };

/**
 * Vehicle spec section 5, 'Finance estimate on the car page': shown only with a lender entry for
 * the site's provider that has both rates, for a make and dealership the site does not exclude,
 * and when the lender group's own conditions hold.
 */
export function showFinanceEstimate(car: EstimateCar, lender: LenderEntry | null, rules: EstimateRules, currentYear: number): boolean {
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
