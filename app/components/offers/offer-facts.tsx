import { Link } from "react-router";
import type { OfferStatus } from "~/domain/offers/offer";

/** The offer's price, saving and terms at a glance, and the dealership making it. */
export type OfferFactsView = {
  status: OfferStatus;
  offer: {
    priceText: string | null;
    savingText: string | null;
    vehicle: string | null;
    categories: readonly string[];
    startsText: string;
    endsText: string;
    dealershipName: string;
  };
  place: { name: string; address: string; directions: string; phone: { text: string; href: string } | null; path: string } | null;
};

export function OfferFacts({ d }: { d: OfferFactsView }) {
  const { offer, place } = d;
  return (
    <section aria-label="The offer at a glance" className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      {offer.priceText ? <p className="font-heading text-3xl font-black">{offer.priceText}</p> : null}
      {offer.savingText ? (
        <p className="mt-1 inline-block rounded-site bg-accent px-2 py-1 text-sm font-bold text-on-accent">{offer.savingText}</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {offer.vehicle ? (
          <>
            <dt className="font-semibold">Vehicle</dt>
            <dd>{offer.vehicle}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Category</dt>
        <dd>{offer.categories.join(", ")}</dd>
        <dt className="font-semibold">{d.status === "ended" ? "Ran" : "Valid"}</dt>
        <dd>
          {offer.startsText} to {offer.endsText}
        </dd>
        <dt className="font-semibold">Dealership</dt>
        <dd>{offer.dealershipName}</dd>
      </dl>
      {place ? (
        <div className="mt-4 border-t border-black/10 pt-4 text-sm">
          <p className="font-semibold">{place.name}</p>
          <p className="text-muted">{place.address}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {place.phone ? (
              <a href={place.phone.href} className="font-semibold underline">
                {place.phone.text}
              </a>
            ) : null}
            <Link to={place.path} className="font-semibold underline">
              View location
            </Link>
            <a href={place.directions} rel="noopener noreferrer" className="font-semibold underline">
              Get Directions
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
