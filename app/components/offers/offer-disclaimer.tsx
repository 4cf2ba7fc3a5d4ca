import { Reveal } from "~/components/ui/reveal";

/**
 * The offer's terms (vehicle spec section 9): the first 100 characters, the rest behind Show more,
 * a native disclosure that works without JavaScript. The ellipsis goes once the rest is shown.
 */
export function OfferDisclaimer({ disclaimer }: { disclaimer: { shown: string; rest: string } }) {
  if (!disclaimer.shown) return null;
  return (
    <section aria-labelledby="offer-terms" className="group/terms mt-8 rounded-site bg-black/5 p-4 text-sm text-muted">
      <h2 id="offer-terms" className="font-semibold text-ink">
        Terms and conditions
      </h2>
      <p className="mt-1" data-testid="offer-disclaimer">
        {disclaimer.shown}
        {disclaimer.rest ? <span className="group-has-[details[open]]/terms:hidden">…</span> : null}
      </p>
      {disclaimer.rest ? (
        <Reveal more="Show more" less="Show less">
          <p className="mt-1">{disclaimer.rest}</p>
        </Reveal>
      ) : null}
    </section>
  );
}
