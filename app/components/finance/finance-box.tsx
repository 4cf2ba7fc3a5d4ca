import { useEffect, useState } from "react";
import { Reveal } from "~/components/ui/reveal";
import { FALLBACK_DISCLAIMER, truncateDisclaimer } from "~/domain/finance/finance-disclaimer";
import { weeklyDisplay } from "~/domain/finance/finance-calculator";

type Estimate = { weekly: number | null; advertisedRate: number | null; comparisonRate: number | null; disclaimer: string | null };
type Props = { estimate: Estimate | null; quoteRequest: { purchasePrice: number; year: number; vin: string | null; nvic: string | null } | null };

const rate = (r: number | null | undefined) => (r === null || r === undefined ? "-" : `${r.toFixed(2)}% p.a.`);

/**
 * The sidebar's finance estimate: the lender's figures when the spec's rules allow them, otherwise a
 * quote fetched once ('...' while it loads, '-' for a missing rate, nothing at all if it fails).
 */
export function FinanceBox({ estimate, quoteRequest }: Props) {
  const [quote, setQuote] = useState<Estimate | "loading" | null>(estimate ?? (quoteRequest ? "loading" : null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one quote per car; the request object is rebuilt each render.
  useEffect(() => {
    if (estimate || !quoteRequest) return;
    const controller = new AbortController();
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ selfAssessedCreditScore: "GREAT", purchasePrice: quoteRequest.purchasePrice, loanTerm: 5, year: quoteRequest.year, vin: quoteRequest.vin, nvic: quoteRequest.nvic, whoIsHelping: "" }),
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`quote ${res.status}`))))
      .then((q: { weeklyRepaymentAmount: number | null; advertisedRate: number | null; comparisonRate: number | null }) =>
        setQuote({ weekly: q.weeklyRepaymentAmount, advertisedRate: q.advertisedRate, comparisonRate: q.comparisonRate, disclaimer: null }),
      )
      // Vehicle spec section 8: a failed quote is silent.
      .catch(() => !controller.signal.aborted && setQuote(null));
    return () => controller.abort();
  }, [estimate, quoteRequest?.purchasePrice, quoteRequest?.year]);
  if (!quote) return null;
  const loading = quote === "loading";
  const disclaimer = truncateDisclaimer(loading ? "" : (quote.disclaimer ?? FALLBACK_DISCLAIMER));
  return (
    <div className="mt-3 rounded-site bg-black/5 p-3 text-sm" data-testid="finance-box">
      <p>
        Finance estimate <span className="text-base font-bold text-ink">{loading ? "..." : weeklyDisplay(quote.weekly)}</span>
      </p>
      <p className="text-muted">
        Rate {loading ? "..." : rate(quote.advertisedRate)} · Comparison {loading ? "..." : rate(quote.comparisonRate)}
      </p>
      {loading ? null : (
        <div id="financeDisclaimer" className="mt-2 text-xs text-muted">
          {disclaimer.shown}
          {disclaimer.rest ? (
            <Reveal more="Show" less="Hide">
              <span>{disclaimer.rest}</span>
            </Reveal>
          ) : null}
        </div>
      )}
    </div>
  );
}
