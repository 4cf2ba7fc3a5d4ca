import type { OfferCard as OfferCardData } from "~/domain/offers/offer";
import { OfferCard } from "./offer-card";

/** A few offers as cards in a row of up to three, under a section's h2 (home page, parts search). */
export function OfferGrid({ offers }: { offers: readonly OfferCardData[] }) {
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id} className="flex">
          <OfferCard offer={offer} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
