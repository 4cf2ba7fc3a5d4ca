import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import { AppLink } from "~/components/ui/app-link";
import { LeadDialog } from "~/components/leads/lead-dialog";
import { cardButtons, subscriptionOffer } from "~/domain/card-actions";
import { SubscriptionPrice } from "./subscription-price";
import { formatAud, formatCount, formatKm } from "~/domain/format";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import type { CardHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";
import { CarPrice } from "./car-price";
import { SaveControls } from "./save-controls";
import { WatchlistButton } from "~/components/accounts/watchlist-button";
import { useFinanceQuote } from "~/components/finance/use-finance-quote";
import { ENQUIRE_FOR_FINANCE, showsWeeklyRepayment } from "~/domain/price-thresholds";

/** The search result card (discovery spec section 2), server-rendered from a search hit. */
/**
 * How a card's photo loads: `first` is the page's likely largest paint (at once, ahead of other images),
 * `eager` at once (the rest of the first row on wide screens), `lazy` as it nears the screen.
 */
export type PhotoLoading = "first" | "eager" | "lazy";

type CardProps = { car: CardHit; settings: CardSettings };

export function CarCard({ car, settings, photoLoading = "lazy" }: CardProps & { photoLoading?: PhotoLoading }) {
  const chips = car.sold
    ? []
    : [
        CAR_TYPE_LABEL[car.car_type],
        car.simple_transmission,
        car.item_type === "caravan" ? null : formatKm(car.km),
        car.item_type === "caravan" ? null : car.simple_fuel,
      ].filter((c): c is string => Boolean(c));
  return (
    <article className="card-site flex flex-col overflow-hidden rounded-site">
      <CardPhoto car={car} settings={settings} photoLoading={photoLoading} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-heading text-lg font-bold leading-tight">
          <AppLink to={car.path} className="hover:underline">
            {car.name}
          </AppLink>
        </h3>
        <p className="text-sm text-muted">{[car.badge, car.series].filter(Boolean).join(" · ") || "\u00a0"}</p>
        {chips.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Key details">
            {chips.map((chip) => (
              <li key={chip} className="rounded-full bg-black/5 px-2 py-0.5 text-xs">
                {chip}
              </li>
            ))}
          </ul>
        ) : null}
        <CardPrices car={car} settings={settings} />
        <CardActions car={car} settings={settings} />
      </div>
    </article>
  );
}

/** The certified pre-owned badge (public/badges): an image, as the spec has it, named by its alt text. */
const CERTIFIED_BADGE = "/badges/certified-pre-owned.svg";

/** The card's photo, with its tag, the save controls and where the car is, over it. */

function CardPhoto({ car, settings, photoLoading }: CardProps & { photoLoading: PhotoLoading }) {
  const photo = car.images[0];
  return (
    <div className="relative aspect-[3/2] bg-black/5">
      {photo ? (
        <img
          src={imageUrl(photo.src, 480)}
          srcSet={imageSrcSet(photo.src, [320, 480, 720])}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          alt={photo.alt || car.name}
          width={480}
          height={320}
          loading={photoLoading === "lazy" ? "lazy" : "eager"}
          fetchPriority={photoLoading === "first" ? "high" : "auto"}
          className={`h-full w-full object-cover ${car.sold ? "opacity-60 grayscale" : ""}`}
        />
      ) : (
        <div className="flex h-full items-center justify-center text-sm text-muted">Photos coming soon</div>
      )}
      {car.card_tag?.kind === "certified" ? (
        // Spec D5.4: the certified-used tag is a badge image; its text is the image's name.
        // It waits with the photo under it: a badge further down must not load ahead of the first row's photos.
        <img
          src={CERTIFIED_BADGE}
          alt={car.card_tag.text}
          width={120}
          height={40}
          loading={photoLoading === "lazy" ? "lazy" : "eager"}
          className="absolute left-2 top-2 h-8 w-auto"
        />
      ) : car.card_tag ? (
        <span
          className={`absolute left-2 top-2 rounded-site px-2 py-1 text-xs font-bold ${car.card_tag.kind === "sold" ? "bg-red-700 text-white" : "bg-accent text-on-accent"}`}
        >
          {car.card_tag.text}
        </span>
      ) : null}
      <SaveControls car={car} settings={settings} />
      <span className="absolute bottom-2 left-2 rounded-site bg-black/75 px-2 py-1 text-xs text-white">
        {car.location.name}, {car.location.address.state}
      </span>
    </div>
  );
}

/** The price, the weekly repayment (the car's own quote, or one fetched), a subscription's price, the views and the watchlist button. */
function CardPrices({ car, settings }: CardProps) {
  const sold = car.sold;
  const subscription = sold
    ? null
    : subscriptionOffer({ price: car.price, subscriptionPrice: car.subscription_price }, settings.subscriptions);
  const fetched = useFinanceQuote(
    !car.youxQuote && !sold && car.price > 0 ? { purchasePrice: car.price, year: car.year, vin: car.vin, nvic: null } : null,
  );
  const weekly = car.youxQuote?.weeklyRepaymentAmount ?? (fetched === "loading" ? "loading" : fetched?.weekly);
  return (
    <div className="mt-auto pt-2">
      {car.status === "coming_soon" && car.card_tag?.kind !== "coming-soon" ? (
        // The one tag over the photo follows the spec's priority (a hybrid says HYBRID): the car's arrival is said here too.
        <p className="text-xs font-bold uppercase tracking-wide text-sky-800">Coming soon</p>
      ) : null}
      <CarPrice
        car={{ price: car.price, preorder: car.preorder, priceType: car.price_type, beforePrice: car.before_price }}
        noPriceText={settings.noPriceText}
      />
      {weekly && !sold ? (
        <p className="text-sm text-muted">
          {weekly === "loading" ? (
            <>{settings.financeText}: ...</>
          ) : showsWeeklyRepayment(weekly) ? (
            <>
              {settings.financeText}: <span className="font-semibold text-ink">{formatAud(weekly)}/wk</span>
            </>
          ) : (
            ENQUIRE_FOR_FINANCE
          )}
        </p>
      ) : null}
      {subscription ? <SubscriptionPrice weekly={subscription} /> : null}
      <p className="mt-1 flex items-center justify-between gap-2 text-xs text-muted">
        <span>{formatCount(car.views, "view")}</span>
        <WatchlistButton
          car={{ id: car.id, name: car.name, sold }}
          className="rounded-site py-1 font-semibold text-ink underline underline-offset-2 disabled:opacity-60"
        />
      </p>
    </div>
  );
}

/** The card's buttons: its first as the main one, Reserve, and the rest as links. */
function CardActions({ car, settings }: CardProps) {
  const [primary, ...others] = cardButtons(car, settings);
  const reserve = others.find((b) => b.kind === "reserve");
  const links = others.filter((b) => b.kind !== "reserve");
  return (
    <>
      <AppLink
        to={primary.href}
        className="mt-2 rounded-site bg-brand px-4 py-2 text-center text-sm font-semibold text-on-brand"
        aria-label={`${primary.label} ${primary.kind === "similar" ? "to" : "of"} the ${car.name}`}
      >
        {primary.label}
      </AppLink>
      {reserve ? (
        <AppLink
          to={reserve.href}
          className="rounded-site bg-accent px-4 py-2 text-center text-sm font-semibold text-on-accent"
          aria-label={`${reserve.label}: reserve the ${car.name}`}
        >
          {reserve.label}
        </AppLink>
      ) : null}
      {links.length ? (
        <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-xs">
          {links.map((b) => (
            <li key={b.kind}>
              {b.kind === "enquire" && settings.quickEnquiry ? (
                // Quick Enquiry: the form over the results (its page without JavaScript), so the shopper keeps their place.
                <LeadDialog
                  kind="vehicle"
                  carId={car.id}
                  title={`Enquire about the ${car.name}`}
                  trigger={b.label}
                  triggerLabel={`${b.label}: the ${car.name}`}
                  className="font-semibold underline underline-offset-2"
                />
              ) : (
                <AppLink to={b.href} className="font-semibold underline underline-offset-2" aria-label={`${b.label}: the ${car.name}`}>
                  {b.label}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
