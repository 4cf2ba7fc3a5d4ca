import { useEffect, useState } from "react";
import { formatAud } from "~/domain/format";
import { dealLabel, fillBand, type GaugeResult } from "~/domain/finance/market-gauge";

const GAUGE_MS = 2500;
const PRICE_MS = 2000;

/** Counts from 0 to the target over the duration, or jumps straight there for reduced motion. */
function useCountUp(target: number, ms: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return setValue(target);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      setValue(target * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return value;
}

const BAND_COLOUR = { low: "#b45309", medium: "#2563eb", high: "#15803d" } as const;

/** The price comparison panel of `PriceComparison`, loaded once its figures have come. */
export default function PriceComparisonPanel({ result }: { result: GaugeResult }) {
  const [explain, setExplain] = useState(false);
  const fill = useCountUp(result.fill, GAUGE_MS);
  const price = useCountUp(result.listing_price, PRICE_MS);
  const band = fillBand(result.fill);
  const angle = Math.PI * (1 - fill);
  const needle = { x: 100 + 80 * Math.cos(angle), y: 100 - 80 * Math.sin(angle) };
  return (
    <section aria-labelledby="price-comparison" className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5" data-band={band}>
      <h2 id="price-comparison" className="font-heading text-2xl font-bold">
        Price comparison
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-6">
        <svg
          viewBox="0 0 200 110"
          className="h-28 w-52"
          role="img"
          aria-label={`${dealLabel(result.fill, result.description)}: the price sits ${Math.round(result.fill * 100)}% of the way down the market range`}
        >
          <path d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke="#e5e7eb" strokeWidth="18" strokeLinecap="round" />
          <path
            d="M20 100 A80 80 0 0 1 180 100"
            fill="none"
            stroke={BAND_COLOUR[band]}
            strokeWidth="18"
            strokeLinecap="round"
            pathLength={1}
            strokeDasharray={`${fill} 1`}
          />
          <line x1="100" y1="100" x2={needle.x} y2={needle.y} stroke="#111827" strokeWidth="4" strokeLinecap="round" />
          <circle cx="100" cy="100" r="7" fill="#111827" />
        </svg>
        <div>
          <p className="text-2xl font-black" style={{ color: BAND_COLOUR[band] }}>
            {dealLabel(result.fill, result.description)}
          </p>
          <p className="mt-1">
            Listing price <span className="font-bold">{formatAud(Math.round(price))}</span>
          </p>
          <p className="text-sm text-muted">Average Market Price Range</p>
          <p className="font-semibold">
            {formatAud(result.market_range_min)} – {formatAud(result.market_range_max)}
          </p>
        </div>
      </div>
      <button type="button" aria-expanded={explain} onClick={() => setExplain((e) => !e)} className="mt-3 text-sm font-semibold underline">
        How does this work?
      </button>
      {explain ? (
        <p className="mt-2 text-sm">
          We compared this car with {result.comparables} similar {result.comparables === 1 ? "car" : "cars"}: the same make and model, a
          year either side, with similar kilometres, for sale now or sold in the last 90 days across our dealer network. Most of them were
          priced between {formatAud(result.market_range_min)} and {formatAud(result.market_range_max)}, allowing for this car's kilometres.
          The further below the top of that range a price sits, the better the deal. Our confidence in the range is{" "}
          {Math.round(result.confidence * 100)}%, based on how many cars we found and how much their prices vary.
        </p>
      ) : null}
    </section>
  );
}
