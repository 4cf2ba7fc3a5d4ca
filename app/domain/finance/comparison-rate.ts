import { periodicRepayment } from "./periodic-repayment";

/** The benchmark every Australian comparison rate is quoted on: a $30,000 secured loan over 5 years. */
export const COMPARISON_BENCHMARK = { amount: 30_000, years: 5 } as const;
/** Weeks in an average year (365.25 / 7), the convention for weekly comparison rates. */
export const WEEKS_PER_YEAR = 52.18;

export type Fees = { establishment: number; perPeriod: number };

/**
 * The comparison rate: the annual rate at which the present value of everything the borrower
 * repays (repayments plus periodic fees) equals the amount actually lent. Establishment fees are
 * added to the loan, so they are repaid with interest. Found by bisection; the present value falls
 * as the rate rises, so the root is unique.
 */
export function comparisonRate(
  advertisedRatePercent: number,
  fees: Fees,
  periodsPerYear = WEEKS_PER_YEAR,
  benchmark = COMPARISON_BENCHMARK,
): number {
  const n = Math.round(benchmark.years * periodsPerYear);
  const repayment =
    periodicRepayment({
      principal: benchmark.amount + fees.establishment,
      annualRatePercent: advertisedRatePercent,
      years: benchmark.years,
      periodsPerYear,
    }) + fees.perPeriod;
  const presentValue = (annualPercent: number) => {
    const r = annualPercent / 100 / periodsPerYear;
    return r === 0 ? repayment * n : (repayment * (1 - (1 + r) ** -n)) / r;
  };
  let low = 0;
  let high = 200;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > benchmark.amount) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}
