import { comparisonRate, type Fees, WEEKS_PER_YEAR } from "./comparison-rate";
import { type FinanceQuote, type QuoteFee, shownFinance } from "./finance-quote";
import { periodicRepayment } from "./periodic-repayment";

export type RateCard = {
  /** Annual rates by credit band, for cars up to each age in years (oldest band last). */
  bands: Record<"GREAT" | "GOOD" | "FAIR", { maxAgeYears: number; ratePercent: number }[]>;
  establishmentFee: number;
  weeklyFee: number;
  /** One brand's further fees (vehicle spec section 9): these two financed with the loan ... */
  securityRegistrationFee: number;
  dealerAgencyFee: number;
  /** ... and charged monthly, spread over the weeks. */
  monthlyAdminFee: number;
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
  const fees = rateCardFees(card);
  const weekly =
    periodicRepayment({
      principal: request.purchasePrice + fees.establishment,
      annualRatePercent: band.ratePercent,
      years: request.loanTerm,
      periodsPerYear: WEEKS_PER_YEAR,
      balloon: rateCardBalloon(request.purchasePrice, card),
    }) + fees.perPeriod;
  return {
    weeklyRepaymentAmount: card.roundUp ? Math.ceil(weekly) : Math.round(weekly),
    advertisedRate: band.ratePercent,
    comparisonRate: comparisonRate(band.ratePercent, fees),
  };
}

/** The final payment a rate card leaves: its share of the price, in whole dollars. */
const rateCardBalloon = (price: number, card: Pick<RateCard, "balloonShare">) => Math.round(price * card.balloonShare);

/**
 * The rate card's quote as one quote (decision 028): the figures `quote` works out and every term it
 * worked them out on (the term, no deposit, the balloon, each fee), so a disclaimer can state them all.
 */
export function rateCardQuote(request: QuoteRequest, card: RateCard, currentYear: number): FinanceQuote | null {
  const result = quote(request, card, currentYear);
  if (!result) return null;
  const fees: QuoteFee[] = [
    { label: "establishment fee", amount: card.establishmentFee, per: "loan" as const },
    { label: "security registration fee", amount: card.securityRegistrationFee, per: "loan" as const },
    { label: "dealer agency fee", amount: card.dealerAgencyFee, per: "loan" as const },
    { label: "weekly account fee", amount: card.weeklyFee, per: "week" as const },
    { label: "monthly admin fee", amount: card.monthlyAdminFee, per: "month" as const },
  ].filter((fee) => fee.amount > 0);
  return {
    weekly: result.weeklyRepaymentAmount,
    ratePercent: result.advertisedRate,
    comparisonPercent: result.comparisonRate,
    termYears: request.loanTerm,
    deposit: 0,
    balloon: rateCardBalloon(request.purchasePrice, card),
    fees,
    comparisonRange: null,
  };
}

/** What `POST /api/youx/quote` answers: the spec's three fields, and the disclaimer written from the same quote. */
export function quoteAnswer(request: QuoteRequest, card: RateCard, currentYear: number) {
  const result = rateCardQuote(request, card, currentYear);
  if (!result) return { weeklyRepaymentAmount: null, advertisedRate: null, comparisonRate: null, disclaimer: null };
  const shown = shownFinance(result);
  return {
    weeklyRepaymentAmount: shown.weekly,
    advertisedRate: shown.advertisedRate,
    comparisonRate: shown.comparisonRate,
    disclaimer: shown.disclaimer,
  };
}

/**
 * A rate card's fees as the repayment and the comparison rate see them: every up-front fee
 * (establishment, security registration, dealer agency) financed with the loan, and every
 * periodic fee (the weekly fee, the monthly admin fee over 52.18 weeks a year) added to each weekly repayment.
 */
export function rateCardFees(
  card: Pick<RateCard, "establishmentFee" | "securityRegistrationFee" | "dealerAgencyFee" | "weeklyFee" | "monthlyAdminFee">,
): Fees {
  return {
    establishment: card.establishmentFee + card.securityRegistrationFee + card.dealerAgencyFee,
    perPeriod: card.weeklyFee + (card.monthlyAdminFee * 12) / WEEKS_PER_YEAR,
  };
}
