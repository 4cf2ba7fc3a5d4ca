/** Vehicle spec section 9: the finance disclaimer is cut at 197 characters, with show/hide for the rest. */
export const DISCLAIMER_CUT = 197;

export function truncateDisclaimer(text: string): { shown: string; rest: string } {
  if (text.length <= DISCLAIMER_CUT) return { shown: text, rest: "" };
  return { shown: text.slice(0, DISCLAIMER_CUT), rest: text.slice(DISCLAIMER_CUT) };
}

/** Vehicle spec section 9: the comparison-rate range some lenders' disclaimers carry. */
export const COMPARISON_RATE_RANGE = { lowest: 8.38, highest: 19.42 } as const;

/** The lenders that quote a range of comparison rates by credit history: the broker whose example has a $0 final payment. */
const COMPARISON_RANGES: Record<string, { lowest: number; highest: number }> = { carclarity: COMPARISON_RATE_RANGE };
export const comparisonRangeOf = (financeProvider: string) => COMPARISON_RANGES[financeProvider] ?? null;

/**
 * The example of the lender that shows a $0 final payment (vehicle spec section 9), with the
 * comparison-rate range its disclaimer carries: the figures of one example loan and the range a
 * shopper's own rate falls in.
 */
export function zeroFinalPaymentDisclaimer(example: {
  ratePercent: number;
  comparisonPercent: number;
  weekly: number;
  establishmentFee: number;
}) {
  const { lowest, highest } = COMPARISON_RATE_RANGE;
  return `Example: $${example.weekly} a week over a 5 year term at ${example.ratePercent}% p.a., comparison rate ${example.comparisonPercent}% p.a., with $0 deposit, $0 final payment and a $${example.establishmentFee} establishment fee. Comparison rates range from ${lowest}% p.a. to ${highest}% p.a. depending on your credit history. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Subject to credit approval.`;
}
