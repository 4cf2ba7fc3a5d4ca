import type { ReactNode } from "react";
import { CarCard, type PhotoLoading } from "~/components/stock/car-card";
import { Carousel } from "~/components/ui/carousel";
import { readableTextOn } from "~/domain/readable-text";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import type { ResultSlot } from "~/search/result-slots";
import type { CardHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";
import type { Promo } from "~/sites/site-config";
import { AppLink } from "~/components/ui/app-link";
import { GRID_FIRST_ROW, gridItemSkip } from "~/lib/grid-skip";

const CARD = "flex flex-col justify-between rounded-site p-6 shadow-sm ring-1 ring-black/5";

export type ResultGridProps = {
  slots: ResultSlot<CardHit>[];
  settings: CardSettings;
  /** Discovery spec section 2: the results grid has a carousel mode (the site's search.resultsLayout). */
  layout?: "grid" | "carousel";
};

/**
 * A skipped card's height until it is drawn (app/lib/first-view.ts): the cards' measured heights on the demo sites,
 * 360 to 1920 px, were 437 to 587 px a row of one or two cards, mostly 537 to 561, and 538 to 588 a row of three
 * (a row of three is shorter than a card alone in a row).
 */
const CARD_ESTIMATE = "[--skip-estimate:34.5rem] xl:[--skip-estimate:34rem]";

/** The results: cars with promo, 'We Want Your Car' and sponsored cards in their places, as a grid or a carousel. */
export function ResultGrid({ slots, settings, layout = "grid" }: ResultGridProps) {
  let carIndex = 0;
  // The first row's photos load at once, the first ahead of any other image (on a phone it is the only one
  // in view, and the page's largest paint); in a carousel only the first slide is in view on phones.
  const eagerCars = layout === "carousel" ? 1 : GRID_FIRST_ROW;
  const photoLoading = (index: number): PhotoLoading => (index === 0 ? "first" : index < eagerCars ? "eager" : "lazy");
  const cards = slots.map((slot) => {
    const key = slot.kind === "car" ? `car-${slot.car.id}` : slot.kind === "promo" ? `promo-${slot.promo.id}-${carIndex}` : slot.kind;
    const card = slotCard(slot, settings, photoLoading(slot.kind === "car" ? carIndex++ : eagerCars));
    // Car cards below the first row wait to be laid out on a page's first view (app/lib/first-view.ts); a promo
    // or sponsored tile is too unlike a card in height to stand at a card's estimate.
    return { key, card, skip: slot.kind === "car" ? gridItemSkip(carIndex - 1) : "" };
  });
  if (layout === "carousel")
    return (
      <Carousel label="Search results">
        {cards.map(({ key, card }) => (
          <div key={key} className="flex h-full">
            {card}
          </div>
        ))}
      </Carousel>
    );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Search results">
      {cards.map(({ key, card, skip }) => (
        <li key={key} className={skip ? `${skip} flex ${CARD_ESTIMATE}` : "flex"}>
          {card}
        </li>
      ))}
    </ul>
  );
}

function slotCard(slot: ResultSlot<CardHit>, settings: CardSettings, loading: PhotoLoading): ReactNode {
  switch (slot.kind) {
    case "car":
      return (
        <div className="flex w-full flex-col [&>article]:flex-1">
          <CarCard car={slot.car} settings={settings} photoLoading={loading} />
        </div>
      );
    case "promo":
      return <PromoTile promo={slot.promo} />;
    case "we-want-your-car":
      return (
        <div className={`${CARD} w-full bg-brand text-on-brand`}>
          <div>
            <h3 className="font-heading text-2xl font-bold">We Want Your Car</h3>
            <p className="mt-2">Get a fast, fair offer on your current car, whether you buy from us or not.</p>
          </div>
          <AppLink to="/sell-my-car" className="mt-6 self-start rounded-site bg-surface px-4 py-2 font-semibold text-ink">
            Value my car
          </AppLink>
        </div>
      );
    case "sponsored":
      return (
        <div className={`${CARD} w-full bg-surface`}>
          <div>
            <p className="text-xs font-bold uppercase tracking-wider text-muted">Sponsored</p>
            <h3 className="mt-2 font-heading text-2xl font-bold">{slot.sponsored.title}</h3>
            <p className="mt-2 text-muted">{slot.sponsored.text}</p>
          </div>
          <AppLink to={slot.sponsored.href} className="mt-6 self-start rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
            Learn more<span className="sr-only"> about {slot.sponsored.title}</span>
          </AppLink>
        </div>
      );
    default:
      return null;
  }
}

/**
 * Discovery spec section 3's promo tile: its image (through the image pipeline, with the dealer's alt
 * text), its background colour (text dark or light, whichever reads on it) or the site's accent.
 */
function PromoTile({ promo }: { promo: Promo }) {
  const style = promo.background ? { backgroundColor: promo.background, color: readableTextOn(promo.background) } : undefined;
  return (
    <div
      className={`flex w-full flex-col overflow-hidden rounded-site shadow-sm ring-1 ring-black/5 ${style ? "" : "bg-accent text-on-accent"}`}
      style={style}
    >
      {promo.image ? (
        <img
          src={imageUrl(promo.image, 600)}
          srcSet={imageSrcSet(promo.image, [320, 480, 600, 900])}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          alt={promo.imageAlt ?? ""}
          width={600}
          height={300}
          loading="lazy"
          className="aspect-[2/1] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col justify-between p-6">
        <div>
          <p className="text-xs font-bold uppercase tracking-wider">Special offer</p>
          <h3 className="mt-2 font-heading text-2xl font-bold">{promo.title}</h3>
          <p className="mt-2">{promo.text}</p>
        </div>
        <AppLink to={promo.href} className="mt-6 self-start rounded-site bg-surface px-4 py-2 font-semibold text-ink">
          {promo.buttonText}
        </AppLink>
      </div>
    </div>
  );
}
