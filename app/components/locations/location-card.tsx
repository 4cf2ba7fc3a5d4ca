import { dealershipPath } from "~/domain/search-paths";
import { formatNumber } from "~/domain/format";
import { usePublicSite } from "~/components/site/use-public-site";
import { Link } from "react-router";
import { formatPhone, phoneHref } from "~/domain/phone";
import { directionsHref, formatAddress } from "~/domain/locations/address";
import type { LocationCardData } from "~/domain/locations/location-card";
import { isSalesLocation } from "~/domain/locations/location";
import { hoursText } from "~/domain/locations/opening-hours";
import { LeadDialog } from "~/components/leads/lead-dialog";
import { LocationMap } from "./location-map";
import { Stars } from "./stars";

const SECONDARY_BUTTON = "rounded-site bg-surface px-3 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-brand";
/**
 * The locations page's cards from 64rem (issue 52): the address on one line and the buttons a size smaller,
 * so thirteen dealerships fit about three screens. Still at least 24 px to click (WCAG 2.5.8).
 */
const DENSE_BUTTONS = "lg:gap-1.5 lg:[&_a]:px-2 lg:[&_a]:py-1 lg:[&_button]:px-2 lg:[&_button]:py-1 lg:[&_a]:text-xs lg:[&_button]:text-xs";

export function LocationCard({
  location: l,
  showLicences,
  showMap = true,
  mapClassName,
  dense = false,
  className = "",
}: {
  location: LocationCardData;
  showLicences: boolean;
  showMap?: boolean;
  /** The locations page hides the card's map where its own map is beside the list (a hidden map never loads). */
  mapClassName?: string;
  dense?: boolean;
  className?: string;
}) {
  const address = formatAddress(l);
  const map = showMap ? <LocationMap lat={l.lat} lng={l.lng} name={l.name} address={address} /> : null;
  return (
    <article className={`card-site flex flex-col gap-3 rounded-site p-4 ${dense ? "lg:gap-2 lg:p-3" : ""} ${className}`}>
      {map && mapClassName ? <div className={mapClassName}>{map}</div> : map}
      <LocationDetails location={l} showLicences={showLicences} dense={dense} />
      <LocationActions location={l} className={dense ? DENSE_BUTTONS : ""} />
    </article>
  );
}

/** Its name (a link to its page), distance, licences, address, today's hours, reviews and phone. */
function LocationDetails({ location: l, showLicences, dense }: { location: LocationCardData; showLicences: boolean; dense: boolean }) {
  return (
    <div>
      <h3 className="font-heading text-lg font-bold">
        <Link to={`/locations/${l.slug}`} className="hover:underline">
          {l.name}
        </Link>
      </h3>
      {l.distanceKm !== undefined ? <p className="text-sm font-semibold">{formatNumber(l.distanceKm)} km away</p> : null}
      {showLicences && l.dealerLicenseNumber ? <p className="text-xs text-muted">DL# {l.dealerLicenseNumber}</p> : null}
      {showLicences && l.motorVehicleRepairer ? <p className="text-xs text-muted">MVR# {l.motorVehicleRepairer}</p> : null}
      <address className="mt-1 text-sm not-italic text-muted">
        {l.street}
        {dense ? <span className="hidden lg:inline">, </span> : null}
        <br className={dense ? "lg:hidden" : undefined} />
        {l.city} {l.state} {l.postcode}
      </address>
      {l.todayHours ? (
        <p className="mt-1 text-sm">
          Today {hoursText(l.todayHours)} ·{" "}
          <span className={l.openNow ? "font-semibold text-green-800" : "font-semibold text-red-800"}>
            {l.openNow ? "Open now" : "Closed now"}
          </span>
        </p>
      ) : null}
      {l.averageRating && l.reviewCount ? <Stars average={l.averageRating} count={l.reviewCount} /> : null}
      {l.phone ? (
        <a href={phoneHref(l.phone)} className="mt-1 inline-block font-semibold underline">
          {formatPhone(l.phone)}
        </a>
      ) : null}
    </div>
  );
}

/** Contact, Book a Service or Parts Enquiry by its type, the enquiry and test-drive dialogs, directions and its website. */
function LocationActions({ location: l, className }: { location: LocationCardData; className: string }) {
  const site = usePublicSite();
  const contactLinkText = site?.contactLinkText;
  return (
    <div className={`mt-auto flex flex-wrap gap-2 ${className}`}>
      <Link to={`/locations/${l.slug}`} className={SECONDARY_BUTTON}>
        View Location
      </Link>
      {site?.locationCardStock && isSalesLocation(l) ? (
        <Link to={dealershipPath(l.dealershipSlug)} className={SECONDARY_BUTTON}>
          View Our Stock
        </Link>
      ) : null}
      <Link to={`/contact-us/${l.contactSlug}`} className="rounded-site bg-brand px-3 py-2 text-sm font-semibold text-on-brand">
        {contactLinkText}
      </Link>
      {l.type === "service" ? (
        l.serviceBookingUrl ? (
          <a
            href={l.serviceBookingUrl}
            rel="noopener noreferrer"
            className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/15"
          >
            Book a Service
          </a>
        ) : (
          <Link to="/service" className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/15">
            Book a Service
          </Link>
        )
      ) : null}
      {l.type === "parts" ? (
        <Link to="/vehicle-parts-and-accessories" className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/15">
          Parts Enquiry
        </Link>
      ) : null}
      <LeadDialog kind="location" locationId={l.id} title={`Contact Us at ${l.name}`} trigger="Send Enquiry" className={SECONDARY_BUTTON} />
      {isSalesLocation(l) ? (
        <LeadDialog
          kind="test-drive"
          locationId={l.id}
          title={`Contact Us at ${l.name}`}
          trigger="Book a Test Drive"
          className={SECONDARY_BUTTON}
        />
      ) : null}
      <a href={directionsHref(l)} rel="noopener noreferrer" className="rounded-site px-3 py-2 text-sm font-semibold underline">
        Get Directions
      </a>
      {l.website ? (
        <a href={l.website} rel="noopener noreferrer" className="rounded-site px-3 py-2 text-sm font-semibold underline">
          Visit Website
        </a>
      ) : null}
    </div>
  );
}
