import { useEffect, useState } from "react";
import { QUOTE_TERM_YEARS } from "~/domain/finance/quote-term";

export type QuoteRequest = { purchasePrice: number; year: number; vin: string | null; nvic: string | null };
/** The quote's figures and the disclaimer the quote engine wrote from them (decision 028). */
export type FinanceQuote = {
  weekly: number | null;
  advertisedRate: number | null;
  comparisonRate: number | null;
  disclaimer: string | null;
};

/**
 * Fetches a finance quote once for a car that has none (vehicle spec sections 4 and 7): the spec's
 * fixed body (credit 'GREAT', 5-year term). 'loading' until it answers; null when there is nothing
 * to ask or the call fails, which stays silent.
 */
export function useFinanceQuote(request: QuoteRequest | null): FinanceQuote | "loading" | null {
  const [quote, setQuote] = useState<FinanceQuote | "loading" | null>(request ? "loading" : null);
  const key = request ? `${request.purchasePrice}|${request.year}|${request.vin ?? ""}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the request's values, not its identity.
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        selfAssessedCreditScore: "GREAT",
        purchasePrice: request.purchasePrice,
        loanTerm: QUOTE_TERM_YEARS,
        year: request.year,
        vin: request.vin,
        nvic: request.nvic,
        whoIsHelping: "",
      }),
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`quote ${res.status}`))))
      .then(
        (q: {
          weeklyRepaymentAmount: number | null;
          advertisedRate: number | null;
          comparisonRate: number | null;
          disclaimer?: string | null;
        }) =>
          setQuote({
            weekly: q.weeklyRepaymentAmount,
            advertisedRate: q.advertisedRate,
            comparisonRate: q.comparisonRate,
            disclaimer: q.disclaimer ?? null,
          }),
      )
      .catch(() => !controller.signal.aborted && setQuote(null));
    return () => controller.abort();
  }, [key]);
  return quote;
}
