import { DialogOrDetails } from "~/components/ui/dialog-or-details";
import { truncateDisclaimer } from "~/domain/finance/finance-disclaimer";
import { monthlyDisplay, weeklyDisplay } from "~/domain/finance/finance-calculator";
import type { ShownFinance } from "~/domain/finance/finance-quote";
import { percentText as rate } from "~/domain/finance/percent-text";
import { type FinanceQuote, type QuoteRequest, useFinanceQuote } from "./use-finance-quote";

type Props = { estimate: ShownFinance | null; quoteRequest: QuoteRequest | null };

/**
 * The sidebar's finance estimate: the lender's figures when the spec's rules allow them, otherwise a
 * quote fetched once ('...' while it loads, '-' for a missing rate, nothing at all if it fails). Either
 * way the disclaimer is the one written from the figures shown (decision 028), never another's.
 */
export function FinanceBox({ estimate, quoteRequest }: Props) {
  const fetched = useFinanceQuote(estimate ? null : quoteRequest);
  const quote: ShownFinance | FinanceQuote | "loading" | null = estimate ?? fetched;
  if (!quote) return null;
  const loading = quote === "loading";
  const fullText = loading ? "" : (quote.disclaimer ?? "");
  const disclaimer = truncateDisclaimer(fullText);
  return (
    <div className="mt-3 rounded-site bg-black/5 p-3 text-sm" data-testid="finance-box">
      <p>
        Finance estimate <span className="text-base font-bold text-ink">{loading ? "..." : weeklyDisplay(quote.weekly)}</span>
        {loading || !monthlyDisplay(quote.weekly) ? null : <span className="text-muted"> ({monthlyDisplay(quote.weekly)})</span>}
      </p>
      <p className="text-muted">
        Rate {loading ? "..." : rate(quote.advertisedRate)} · Comparison {loading ? "..." : rate(quote.comparisonRate)}
      </p>
      {loading || !fullText ? null : (
        <div id="financeDisclaimer" className="mt-2 text-xs text-muted">
          {disclaimer.rest ? `${disclaimer.shown}…` : disclaimer.shown}
          {/* Vehicle spec section 2: the full disclaimer in a dialog (in place, without JavaScript). */}
          {disclaimer.rest ? (
            <DialogOrDetails
              trigger="Read the full disclaimer"
              title="Finance disclaimer"
              triggerClassName="block text-xs font-semibold text-ink underline"
            >
              <p className="text-sm">{fullText}</p>
            </DialogOrDetails>
          ) : null}
        </div>
      )}
    </div>
  );
}
