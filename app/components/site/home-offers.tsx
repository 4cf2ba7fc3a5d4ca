import { AppLink } from "~/components/ui/app-link";
import { OfferGrid } from "~/components/offers/offer-grid";
import type { OfferCard } from "~/domain/offers/offer";

/** The home page's special offers: up to three cards, and a link to them all. */
export function HomeOffers({ offers }: { offers: OfferCard[] }) {
  return (
    <section aria-labelledby="home-offers" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-offers" className="font-heading text-2xl font-bold">
          Special offers
        </h2>
        <AppLink to="/special-offers" className="font-semibold underline">
          All offers
        </AppLink>
      </div>
      <OfferGrid offers={offers} />
    </section>
  );
}
