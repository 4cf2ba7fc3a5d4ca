import { formatNumber } from "~/domain/format";
import { starRating } from "~/domain/locations/star-rating";

/**
 * The stars alone, drawn by the spec's one rule (up to 4 full stars plus a partial fifth shown only
 * above 0.30: `starRating`). Hidden from screen readers: whoever draws them says the figure in words.
 */
export function StarGlyphs({ average, className = "text-lg" }: { average: number; className?: string }) {
  const { full, partial } = starRating(average);
  return (
    <span aria-hidden="true" className={`relative inline-flex leading-none text-amber-500 ${className}`}>
      {Array.from({ length: full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars
        <span key={i}>★</span>
      ))}
      {partial > 0 ? (
        <span className="relative inline-block">
          <span className="text-black/20">★</span>
          <span className="absolute inset-0 overflow-hidden" style={{ width: `${partial * 100}%` }}>
            ★
          </span>
        </span>
      ) : null}
    </span>
  );
}

/** Up to 4 full stars plus a partial fifth (spec), with the figure in words for screen readers. */
export function Stars({ average, count }: { average: number; count: number }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <StarGlyphs average={average} />
      <span>
        {average.toFixed(1)} out of 5 from {formatNumber(count)} {count === 1 ? "review" : "reviews"}
      </span>
    </p>
  );
}
