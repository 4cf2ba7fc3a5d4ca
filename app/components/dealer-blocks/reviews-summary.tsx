import { AppLink } from "~/components/ui/app-link";
import { StarGlyphs } from "~/components/locations/stars";
import { formatDate, formatNumber } from "~/domain/format";
import { displayedAverage, ratingLabel, type ReviewsSummary as Summary } from "~/domain/dealer-blocks/reviews-summary";

/**
 * The reviews summary (discovery spec sections 3 and 9): the site's count and average drawn with the
 * star rule, named as one sentence for screen readers, and its newest reviews at or above the site's
 * minimum rating, each linking to the location page that lists the rest.
 */
export function ReviewsSummary({ summary, className = "" }: { summary: Summary; className?: string }) {
  const average = displayedAverage(summary.average);
  return (
    <section aria-labelledby="home-reviews" className={`rounded-site bg-surface p-6 shadow-sm ring-1 ring-black/5 ${className}`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-reviews" className="font-heading text-2xl font-bold">
            What our customers say
          </h2>
          <div
            role="img"
            aria-label={ratingLabel(summary.average, summary.count)}
            className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1"
          >
            <span className="font-heading text-4xl font-black">{average.toFixed(1)}</span>
            <StarGlyphs average={average} className="text-2xl" />
            <span className="text-muted">from {formatNumber(summary.count)} reviews</span>
          </div>
        </div>
        <AppLink to="/locations" className="font-semibold underline">
          Reviews by dealership
        </AppLink>
      </div>
      {summary.recent.length ? (
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {summary.recent.map((r) => (
            <li key={r.id}>
              <figure className="flex h-full flex-col rounded-site bg-page p-4 ring-1 ring-black/5">
                <p role="img" aria-label={`${r.rating} out of 5`}>
                  <StarGlyphs average={r.rating} className="text-base" />
                </p>
                <blockquote className="mt-2 line-clamp-5 flex-1">{r.text}</blockquote>
                <figcaption className="mt-3 text-sm text-muted">
                  <span className="font-semibold text-ink">{r.customerName}</span>, {formatDate(r.reviewDate)}
                  {" · "}
                  {r.locationSlug ? (
                    <AppLink to={`/locations/${r.locationSlug}`} className="underline">
                      {r.dealershipName}
                    </AppLink>
                  ) : (
                    r.dealershipName
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
