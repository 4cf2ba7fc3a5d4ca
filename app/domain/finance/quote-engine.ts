import { comparisonRate, WEEKS_PER_YEAR } from "./comparison-rate";
import { periodicRepayment } from "./periodic-repayment";

export type RateCard = {
  /** Annual rates by credit band, for cars up to each age in years (oldest band last). */
  bands: Record<"GREAT" | "GOOD" | "FAIR", { maxAgeYears: number; ratePercent: number }[]>;
  establishmentFee: number;
  weeklyFee: number;
  /** Balloon as a share of the price (0 for none). */
  balloonShare: number;
  roundUp: boolean;
};

export type QuoteRequest = { selfAssessedCreditScore: "GREAT" | "GOOD" | "FAIR"; purchasePrice: number; loanTerm: number; year: number };
export type Quote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };

/**
 * The platform's own finance quote: the rate for the credit band and the car's age from the site's
 * rate card, a weekly repayment on an amortised loan (with the balloon and the establishment fee
 * financed), rounded to whole dollars (up where the site says so), and the comparison rate computed
 * on the standard benchmark with the same fees. Null when the car is too old for the card.
 */
export function quote(request: QuoteRequest, card: RateCard, currentYear: number): Quote | null {
  const age = Math.max(0, currentYear - request.year);
  const band = card.bands[request.selfAssessedCreditScore].find((b) => age <= b.maxAgeYears);
  if (!band || request.purchasePrice <= 0) return null;
  const weekly =
    periodicRepayment({
      principal: request.purchasePrice + card.establishmentFee,
      annualRatePercent: band.ratePercent,
      years: request.loanTerm,
      periodsPerYear: WEEKS_PER_YEAR,
      balloon: request.purchasePrice * card.balloonShare,
    }) + card.weeklyFee;
  return {
    weeklyRepaymentAmount: card.roundUp ? Math.ceil(weekly) : Math.round(weekly),
    advertisedRate: band.ratePercent,
    comparisonRate: comparisonRate(band.ratePercent, { establishment: card.establishmentFee, perPeriod: card.weeklyFee }),
  };
}
