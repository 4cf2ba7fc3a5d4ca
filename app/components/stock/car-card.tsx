import { Link } from "react-router";
import { formatAud, formatKm } from "~/domain/format";
import { slugify } from "~/domain/slugify";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import type { SearchHit } from "~/search/search-hit";
import { CarPrice } from "./car-price";

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;

export type CardTexts = { noPriceText: string; financeText: string };

/** The search result card (discovery spec section 2), server-rendered from a search hit. */
export function CarCard({ car, texts, priority = false }: { car: SearchHit; texts: CardTexts; priority?: boolean }) {
  const sold = car.sold;
  const chips = sold ? [] : [CONDITION[car.car_type], car.simple_transmission, car.item_type === "caravan" ? null : formatKm(car.km), car.item_type === "caravan" ? null : car.simple_fuel].filter((c): c is string => Boolean(c));
  const photo = car.images[0];
  const weekly = car.youxQuote?.weeklyRepaymentAmount;
  return (
    <article className="flex flex-col overflow-hidden rounded-site bg-surface shadow-sm ring-1 ring-black/5">
      <div className="relative aspect-[3/2] bg-black/5">
        {photo ? (
          <img
            src={imageUrl(photo.src, 480)}
            srcSet={imageSrcSet(photo.src, [320, 480, 720])}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
            alt={photo.alt || car.name}
            width={480}
            height={320}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            className={`h-full w-full object-cover ${sold ? "opacity-60 grayscale" : ""}`}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">Photos coming soon</div>
        )}
        {car.card_tag ? (
          <span className={`absolute left-2 top-2 rounded-site px-2 py-1 text-xs font-bold ${car.card_tag.kind === "sold" ? "bg-red-700 text-white" : "bg-accent text-on-accent"}`}>{car.card_tag.text}</span>
        ) : null}
        <span className="absolute bottom-2 left-2 rounded-site bg-black/75 px-2 py-1 text-xs text-white">
          {car.location.name}, {car.location.address.state}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-heading text-lg font-bold leading-tight">
          <Link to={car.path} className="hover:underline">{car.name}</Link>
        </h3>
        <p className="text-sm text-muted">{[car.badge, car.series].filter(Boolean).join(" · ") || "\u00a0"}</p>
        {chips.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Key details">
            {chips.map((chip) => (
              <li key={chip} className="rounded-full bg-black/5 px-2 py-0.5 text-xs">{chip}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-2">
          <CarPrice car={{ price: car.price, preorder: car.preorder, priceType: car.price_type, beforePrice: car.before_price }} noPriceText={texts.noPriceText} />
          {weekly && !sold ? (
            <p className="text-sm text-muted">
              {weekly > 25 ? (
                <>
                  {texts.financeText}: <span className="font-semibold text-ink">{formatAud(weekly)}/wk</span>
                </>
              ) : (
                "Enquire for Finance"
              )}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-muted">{car.views.toLocaleString("en-AU")} views</p>
        </div>
        {sold ? (
          <Link to={`/search/${slugify(car.make)}/${slugify(car.model)}`} className="mt-2 rounded-site bg-brand px-4 py-2 text-center text-sm font-semibold text-on-brand" aria-label={`Find Me Something Similar to the ${car.name}`}>
            Find Me Something Similar
          </Link>
        ) : (
          <Link to={car.path} className="mt-2 rounded-site bg-brand px-4 py-2 text-center text-sm font-semibold text-on-brand" aria-label={`View Details of the ${car.name}`}>
            View Details
          </Link>
        )}
      </div>
    </article>
  );
}
