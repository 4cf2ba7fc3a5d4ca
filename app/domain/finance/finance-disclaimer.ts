/** Vehicle spec section 9: the finance disclaimer is cut at 197 characters, with show/hide for the rest. */
export const DISCLAIMER_CUT = 197;

/** The spec's fallback disclaimer, for a lender entry that has none. */
export const FALLBACK_DISCLAIMER =
  "Finance estimate based on a 5-year term at 6.29% p.a., comparison rate 8.19% p.a., with no deposit. The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges and lending criteria apply. Subject to credit approval.";

export function truncateDisclaimer(text: string): { shown: string; rest: string } {
  if (text.length <= DISCLAIMER_CUT) return { shown: text, rest: "" };
  return { shown: text.slice(0, DISCLAIMER_CUT), rest: text.slice(DISCLAIMER_CUT) };
}

/** Vehicle spec section 9: the comparison-rate range some lenders' disclaimers carry. */
export const COMPARISON_RATE_RANGE = { lowest: 8.38, highest: 19.42 } as const;

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
