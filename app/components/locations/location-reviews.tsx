import { formatDate } from "~/domain/format";
import type { Review } from "~/domain/locations/location";

/** A location page's reviews (those at or above the site's minimum rating), each with the dealership's reply. */
export function LocationReviews({ reviews, dealershipName }: { reviews: Review[]; dealershipName: string }) {
  if (!reviews.length) return null;
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="font-heading text-xl font-bold">
        What our customers say
      </h2>
      <ul className="mt-3 space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-site bg-surface p-4 shadow-sm ring-1 ring-black/5">
            <p className="font-semibold">
              {r.customerName}{" "}
              <span className="font-normal text-muted">
                · {r.rating} out of 5 · {formatDate(r.reviewDate)}
              </span>
            </p>
            <p className="mt-1">{r.text}</p>
            {r.replyText ? (
              <p className="mt-2 border-l-4 border-brand pl-3 text-sm text-muted">
                Reply from {dealershipName}: {r.replyText}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
