import { LocationMap } from "~/components/locations/location-map";
import { formatAddress } from "~/domain/locations/address";
import { dealershipPath } from "~/domain/search-paths";
import type { PhoneDisplay, VehiclePageCar } from "~/domain/vehicle/car";
import { HISTORY_REPORT_EVENT_ID, historyReportHref, historyReportText } from "~/domain/vehicle/history-report";
import { track } from "~/lib/analytics";
import { BrochureDownload } from "./brochure-download";
import { PhoneReveal } from "./phone-reveal";
import { ShareBar } from "./share-bar";
import { AppLink } from "~/components/ui/app-link";

export type DealerPanelProps = {
  car: VehiclePageCar;
  title: string;
  phone: PhoneDisplay | null;
  url: string;
  callText: string;
  /** The site confirms a copied link in a toast (vehicle spec section 2). */
  copyLinkToast: boolean;
  /** Where to book this make's service, when the group lists one (an external maker's site for some brands). */
  serviceLink: { name: string; url: string } | null;
};

/**
 * The car page's dealer: the location with its map, the masked phone number, share, print, the
 * brochure and the history report (loaded as an island, see price-and-dealer.tsx).
 */
export default function DealerPanel({ car, title, phone, url, callText, copyLinkToast, serviceLink }: DealerPanelProps) {
  return (
    <div className="mt-4 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="call-the-dealer" className="font-heading text-lg font-bold">
        {callText}
      </h2>
      {/* Vehicle spec section 2: the sidebar links to the car's location page. */}
      <p className="mt-1 font-semibold">
        <AppLink to={`/locations/${car.location.slug}`} className="underline underline-offset-2 hover:no-underline">
          {car.location.name}
        </AppLink>
      </p>
      <p className="text-sm text-muted">{formatAddress(car.location)}</p>
      {/* Vehicle spec section 2: the dealer's other cars, at /search/{dealership slug}. */}
      <p className="mt-1 text-sm">
        <AppLink to={dealershipPath(car.dealershipSlug)} className="font-semibold underline underline-offset-2 hover:no-underline">
          See more from this dealer
        </AppLink>
      </p>
      <div id="vehicle-map" className="mt-3">
        <LocationMap
          lat={car.location.lat}
          lng={car.location.lng}
          name={car.location.name}
          address={`${car.location.street}, ${car.location.city} ${car.location.state}`}
        />
      </div>
      {phone ? <PhoneReveal slug={car.slug} carId={car.id} masked={phone.masked} revealed={phone.revealed} /> : null}
      <ShareBar url={url} title={title} carId={car.id} copyToast={copyLinkToast} />
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          href={`/print?car_id=${car.slug}`}
          target="_blank"
          rel="noopener"
          onClick={() => track({ event_id: 61, name: "print", car_id: car.id })}
          className="font-semibold underline"
        >
          Print this car
        </a>
        <BrochureDownload slug={car.slug} />
        <HistoryReportLink car={car} />
        {serviceLink ? (
          <a
            href={serviceLink.url}
            {...(serviceLink.url.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            className="font-semibold underline"
          >
            Book your {car.make} service
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** Vehicle spec section 2: only when the dealer attached a file; opening it is event 60. */
function HistoryReportLink({ car }: { car: VehiclePageCar }) {
  const href = historyReportHref(car.historyReportUrl);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track({ event_id: HISTORY_REPORT_EVENT_ID, name: "history_report", car_id: car.id })}
      className="font-semibold underline"
    >
      {historyReportText(href)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
