import { formatAud } from "~/domain/format";
import { COMPARISON_BENCHMARK } from "./comparison-rate";
import { percentText } from "./percent-text";

/** A fee the loan carries: once (financed with it), or every week or month on top of the repayments. */
export type QuoteFee = { label: string; amount: number; per: "loan" | "week" | "month" };

/**
 * One finance quote: every figure an estimate shows and every term its disclaimer states, from one
 * source (a lender's entry, the site's rate card, or the shopper's calculator). A null figure is one
 * the source did not give: it is neither shown nor stated.
 */
export type FinanceQuote = {
  weekly: number | null;
  ratePercent: number | null;
  comparisonPercent: number | null;
  termYears: number | null;
  deposit: number | null;
  /** The final (balloon) payment. */
  balloon: number | null;
  fees: QuoteFee[];
  /** A lender's range of comparison rates by credit history (vehicle spec section 9). */
  comparisonRange: { lowest: number; highest: number } | null;
};

/** What a finance estimate shows beside its disclaimer, and the disclaimer, both from the same quote. */
export type ShownFinance = {
  weekly: number | null;
  advertisedRate: number | null;
  comparisonRate: number | null;
  disclaimer: string;
};

/** Dollars, with cents only where there are some ('$1.50', '$912.25', '$300'). */
export function moneyText(amount: number): string {
  const cents = Math.round(amount * 100) % 100;
  return cents === 0 ? formatAud(amount) : `${formatAud(Math.trunc(amount))}.${String(cents).padStart(2, "0")}`;
}

/** 'a $300 establishment fee', '$0 final payment': an amount of nothing takes no article. */
const term = (amount: number, label: string) => `${amount === 0 ? "" : "a "}${moneyText(amount)} ${label}`;

const listed = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`);

/**
 * The disclaimer of one quote, written from its figures alone (decision 028): the term, the rate,
 * the comparison rate, the deposit, the final payment and every fee the quote counted, so it can
 * never state a figure other than the ones shown beside it, nor leave out one it counted.
 */
export function quoteDisclaimer(quote: FinanceQuote): string {
  const money = [
    ...(quote.deposit === null ? [] : [term(quote.deposit, "deposit")]),
    ...(quote.balloon === null ? [] : [term(quote.balloon, "final payment")]),
    ...quote.fees.map((fee) => term(fee.amount, fee.label)),
  ];
  const example = [
    "Estimated repayment",
    quote.termYears === null ? "" : ` over a ${quote.termYears} year term`,
    quote.ratePercent === null ? "" : ` at ${percentText(quote.ratePercent)}`,
    quote.comparisonPercent === null ? "" : `, comparison rate ${percentText(quote.comparisonPercent)}`,
    money.length ? `, with ${listed(money)}` : "",
    ".",
  ].join("");
  const range = quote.comparisonRange
    ? ` Comparison rates range from ${percentText(quote.comparisonRange.lowest)} to ${percentText(quote.comparisonRange.highest)} depending on your credit history.`
    : "";
  const basis =
    quote.comparisonPercent === null
      ? ""
      : ` Comparison rate based on a secured loan of ${formatAud(COMPARISON_BENCHMARK.amount)} over ${COMPARISON_BENCHMARK.years} years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.`;
  return `${example}${range}${basis} Fees, charges and lending criteria apply. Subject to credit approval.`;
}

/** The one way a quote reaches a page: its figures and the disclaimer describing them. */
export function shownFinance(quote: FinanceQuote): ShownFinance {
  return {
    weekly: quote.weekly,
    advertisedRate: quote.ratePercent,
    comparisonRate: quote.comparisonPercent,
    disclaimer: quoteDisclaimer(quote),
  };
}
