import { ExpandableText } from "~/components/ui/expandable-text";

/**
 * The offer's terms (vehicle spec section 9): the first 100 characters, the rest behind Show more,
 * a native disclosure that works without JavaScript.
 */
export function OfferDisclaimer({ disclaimer }: { disclaimer: { whole: string; shown: string } }) {
  if (!disclaimer.shown) return null;
  return (
    <section aria-labelledby="offer-terms" className="mt-8 rounded-site bg-black/5 p-4 text-sm text-muted">
      <h2 id="offer-terms" className="font-semibold text-ink">
        Terms and conditions
      </h2>
      <div className="mt-1">
        <ExpandableText text={disclaimer} more="Show more" less="Show less" excerptTestId="offer-disclaimer" />
      </div>
    </section>
  );
}
