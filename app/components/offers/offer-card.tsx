import { Link } from "react-router";
import type { OfferCard as OfferCardData } from "~/domain/offers/offer";
import { imageSrcSet, imageUrl } from "~/images/image-url";

/** One offer in the offers grid and on the home page: picture, what it is, the price and when it ends. */
export function OfferCard({
  offer,
  priority = false,
  headingLevel = 2,
}: {
  offer: OfferCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex flex-col overflow-hidden card-site rounded-site focus-within:ring-2 focus-within:ring-brand">
      <div className="relative aspect-[3/2] bg-black/5">
        {offer.image ? (
          <img
            src={imageUrl(offer.image.src, 480)}
            srcSet={imageSrcSet(offer.image.src, [320, 480, 720])}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
            alt={offer.image.alt}
            width={480}
            height={320}
            loading={priority ? "eager" : "lazy"}
            className="h-full w-full object-cover"
          />
        ) : null}
        {offer.savingText ? (
          <span className="absolute left-2 top-2 rounded-site bg-accent px-2 py-1 text-xs font-bold text-on-accent">
            {offer.savingText}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ul className="flex flex-wrap gap-1.5" aria-label="Offer categories">
          {offer.categories.map((c) => (
            <li key={c} className="rounded-full bg-black/5 px-2 py-0.5 text-xs">
              {c}
            </li>
          ))}
        </ul>
        <Heading className="font-heading text-lg font-bold leading-tight">
          {/* The whole card is the link's target area; the heading keeps the link's name short. */}
          <Link to={offer.path} className="after:absolute after:inset-0 hover:underline focus:outline-none">
            {offer.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted">{offer.summary}</p>
        <div className="mt-auto pt-2">
          {offer.priceText ? <p className="font-heading text-xl font-bold">{offer.priceText}</p> : null}
          <p className="mt-1 text-xs text-muted">
            {offer.dealershipName} · Ends {offer.endsText}
          </p>
        </div>
      </div>
    </article>
  );
}
