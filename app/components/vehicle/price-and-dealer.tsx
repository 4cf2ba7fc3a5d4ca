import type { ReactNode } from "react";
import { LeadDialog } from "~/components/leads/lead-dialog";
import { CarPrice } from "~/components/stock/car-price";
import { SubscriptionPrice } from "~/components/stock/subscription-price";
import { island } from "~/components/ui/island";
import { belowMarket } from "~/domain/finance/market-gauge";
import { formatKm } from "~/domain/format";
import type { PhoneDisplay, VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import type { FinancePanel } from "~/domain/vehicle/finance-panel";
import { ViewCount } from "./view-count";
import { AppLink } from "~/components/ui/app-link";

/**
 * The dealer's panel as an island (issue 18's JavaScript budget): the server renders it in full (its
 * links work without JavaScript); its code (map, phone reveal, share) loads when the shopper comes near
 * it or touches it, or at the browser's first idle moment. Its props are the loader's data, so the
 * price column's updates (the market badge) do not re-render it. (The server's import is in a branch
 * the browser's build drops.)
 */
const Dealer = island(() => import("./dealer-panel").then((m) => m.default), { use: true, near: true, idle: true });

/**
 * The finance estimate as an island (issue 18's JavaScript budget): the server renders the lender's
 * figures (or '...' while a quote is to be fetched) and the disclaimer, whose full text opens in place
 * unhydrated; its code, which fetches the quote and opens the full text in a dialog, loads as soon as it
 * is near the screen, straight after the page's own at the top of the page, or on the shopper's first touch.
 */
const Finance = island(() => import("~/components/finance/finance-box").then((m) => m.FinanceBox), { use: true, near: true });
if (import.meta.env.SSR) await Promise.all([Dealer.preload(), Finance.preload()]);

type Props = {
  car: VehiclePageCar;
  finance: Pick<FinancePanel, "estimate" | "quoteRequest" | "href">;
  phone: PhoneDisplay | null;
  url: string;
  texts: { noPriceText: string; callText: string; financeButtonText: string };
  /** Reserve with a deposit, when the car and the site allow it. */
  reserve?: { href: string; label: string } | null;
  /** Instant Message shows only where the site has a chat assistant; this is the note that says it opens the enquiry form. */
  chat: string | null;
  hideTestDrive: boolean;
  /** A coming-soon car's note (comingSoonNote, written on the server): that it has not arrived, and what the shopper can do. */
  comingSoon: string | null;
  /** The market averages, once the price comparison has them: 'Below market price' needs them. */
  market: { average: number; stateAverage: number | null } | null;
  similarHref: string;
  /** Favourite and compare, under the car's name. */
  saveControls?: ReactNode;
  /** The site confirms a copied link in a toast (vehicle spec section 2). */
  copyLinkToast: boolean;
  /** Where to book this make's service, when the group lists one (an external maker's site for some brands). */
  serviceLink: { name: string; url: string } | null;
  /** The week's subscription price, where the site offers one for this car. */
  subscription: number | null;
};

/** The price-and-dealer column: price, finance estimate, the enquiry buttons, then the dealer with map, phone and share. */
export function PriceAndDealer({
  car,
  finance,
  phone,
  url,
  texts,
  chat,
  hideTestDrive,
  comingSoon,
  market,
  similarHref,
  reserve,
  saveControls,
  copyLinkToast,
  serviceLink,
  subscription,
}: Props) {
  const title = carTitle(car);
  const sold = car.status === "sold";
  return (
    <>
      <div className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
        <h1 className="font-heading text-2xl font-bold leading-tight">{title}</h1>
        <p className="text-muted">{[car.badge, car.series].filter(Boolean).join(" ")}</p>
        {saveControls}
        {sold ? (
          <SoldPanel car={car} similarHref={similarHref} />
        ) : (
          <div className="mt-4">
            {car.reserved ? (
              // Issue 13: a held car says so on every page that shows it.
              <p className="mb-2 inline-block rounded-full bg-amber-700 px-3 py-1 text-sm font-bold text-white">RESERVED</p>
            ) : null}
            {comingSoon ? <ComingSoon note={comingSoon} /> : null}
            <CarPrice car={car} noPriceText={texts.noPriceText} size="lg" />
            {subscription ? <SubscriptionPrice weekly={subscription} className="mt-1 text-muted" /> : null}
            {market && belowMarket(car.price, market) ? (
              <p className="mt-1 inline-block rounded-full bg-green-700 px-3 py-1 text-sm font-bold text-white">Below market price</p>
            ) : null}
            <Finance estimate={finance.estimate} quoteRequest={finance.quoteRequest} />
            {finance.href ? (
              // Discovery spec section 9: the sidebar's finance button says the site's finance button text ('Pre-Approved').
              <a
                href={finance.href}
                className="mt-2 inline-block rounded-site bg-accent px-3 py-1.5 text-sm font-semibold text-on-accent"
                data-testid="finance-button"
              >
                {texts.financeButtonText}
              </a>
            ) : null}
            {reserve ? (
              <a href={reserve.href} className="mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand">
                {reserve.label}
              </a>
            ) : null}
          </div>
        )}
        <ViewCount slug={car.slug} photosCount={car.imageSrcs.length} />
        {sold ? null : <EnquiryButtons car={car} title={title} chat={chat} hideTestDrive={hideTestDrive} />}
        <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="At a glance">
          {car.itemType !== "caravan" ? <li className="rounded-full bg-black/5 px-3 py-1">{formatKm(car.km)}</li> : null}
          {car.simpleTransmission ? <li className="rounded-full bg-black/5 px-3 py-1">{car.simpleTransmission}</li> : null}
          {car.body ? <li className="rounded-full bg-black/5 px-3 py-1">{car.body}</li> : null}
        </ul>
      </div>
      <Dealer
        car={car}
        title={title}
        phone={phone}
        url={url}
        callText={texts.callText}
        copyLinkToast={copyLinkToast}
        serviceLink={serviceLink}
      />
    </>
  );
}

function SoldPanel({ car, similarHref }: { car: VehiclePageCar; similarHref: string }) {
  return (
    <div className="mt-4 rounded-site bg-red-700 p-4 text-white">
      <p className="text-xl font-black">SOLD</p>
      <p className="mt-1 text-sm">This car has found a new home.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <LeadDialog
          kind="similar"
          carId={car.id}
          title="Find Me Something Similar"
          trigger="Find Me Something Similar"
          className="rounded-site bg-white px-4 py-2 text-sm font-semibold text-red-800"
          description={`Tell us what you liked about this ${car.make} ${car.model} and we will let you know when a similar car arrives.`}
        />
        <AppLink to={similarHref} className="rounded-site px-4 py-2 text-sm font-semibold underline">
          See similar cars
        </AppLink>
      </div>
    </div>
  );
}

export function EnquiryButtons({
  car,
  title,
  chat,
  hideTestDrive,
}: {
  car: VehiclePageCar;
  title: string;
  chat: string | null;
  hideTestDrive: boolean;
}) {
  return (
    <div className="mt-4 grid gap-2">
      <LeadDialog
        kind="vehicle"
        carId={car.id}
        title={`Enquire about the ${title}`}
        trigger="Enquire Now"
        className="rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand"
      />
      {/* Vehicle spec: Instant Message uses the site's chat assistant for an eligible car; no chat service is reachable from this platform yet, so it opens the enquiry form, as the spec does when chat is unavailable, and says so (decision 030). */}
      {chat && car.status === "in_stock" ? (
        <>
          <LeadDialog
            kind="vehicle"
            carId={car.id}
            title={`Message us about the ${title}`}
            trigger="Instant Message"
            triggerLabel={`Instant Message: ${chat}`}
            className="rounded-site px-4 py-2 text-center text-sm font-semibold ring-1 ring-black/20"
          />
          <p className="text-xs text-muted">{chat}</p>
        </>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {hideTestDrive ? null : (
          <LeadDialog
            kind="test-drive"
            carId={car.id}
            title={`Book a test drive: ${title}`}
            trigger="Book a Test Drive"
            className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
          />
        )}
        <LeadDialog
          kind="request-photos"
          carId={car.id}
          title={`Request photos: ${title}`}
          trigger="Request Photos"
          className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
        />
      </div>
    </div>
  );
}

/** A coming-soon car says so, and what the shopper can do before it arrives (issue 52). */
function ComingSoon({ note }: { note: string }) {
  return (
    <>
      <p className="mb-2 inline-block rounded-full bg-sky-800 px-3 py-1 text-sm font-bold text-white">COMING SOON</p>
      <p className="mb-2">{note}</p>
    </>
  );
}
