export type LoanTerms = {
  principal: number;
  annualRatePercent: number;
  years: number;
  periodsPerYear: number;
  balloon?: number;
};

/**
 * A standard amortised loan at the per-period rate, with an optional balloon (residual) due
 * with the last repayment: P = (L - B / (1+r)^n) * r / (1 - (1+r)^-n).
 */
export function periodicRepayment({ principal, annualRatePercent, years, periodsPerYear, balloon = 0 }: LoanTerms): number {
  const n = Math.round(years * periodsPerYear);
  if (n <= 0) return 0;
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / n;
  const discount = (1 + r) ** -n;
  return ((principal - balloon * discount) * r) / (1 - discount);
}
