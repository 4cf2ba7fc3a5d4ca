import { usePublicSite } from "~/components/site/use-public-site";
import { dealershipPath } from "~/domain/search-paths";
import { Link } from "react-router";
import { LeadDialog } from "~/components/leads/lead-dialog";
import { formatPhone, phoneHref } from "~/domain/phone";
import { directionsHref } from "~/domain/locations/address";
import { isSalesLocation, type LocationSummary } from "~/domain/locations/location";
import { Stars } from "./stars";

/**
 * A location page's contact panel: address, licence numbers where the site shows them, rating, a
 * call (or Parts Enquiry) button, directions, the dealership's stock for a sales location, and contact links.
 */
export function LocationContact({
  location: l,
  contactSlug,
  showLicences,
}: {
  location: LocationSummary;
  contactSlug: string;
  showLicences: boolean;
}) {
  const contactLinkText = usePublicSite()?.contactLinkText;
  return (
    <div className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <address className="not-italic">
        {l.street}
        <br />
        {l.city} {l.state} {l.postcode}
      </address>
      {showLicences && l.dealerLicenseNumber ? <p className="mt-2 text-sm text-muted">DL# {l.dealerLicenseNumber}</p> : null}
      {showLicences && l.motorVehicleRepairer ? <p className="text-sm text-muted">MVR# {l.motorVehicleRepairer}</p> : null}
      {l.averageRating && l.reviewCount ? (
        <div className="mt-2">
          <Stars average={l.averageRating} count={l.reviewCount} />
        </div>
      ) : null}
      {l.phone ? (
        <a href={phoneHref(l.phone)} className="mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand">
          Call {formatPhone(l.phone)}
        </a>
      ) : (
        <Link
          to="/vehicle-parts-and-accessories"
          className="mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand"
        >
          Parts Enquiry
        </Link>
      )}
      <a
        href={directionsHref(l)}
        rel="noopener noreferrer"
        className="mt-2 block rounded-site px-4 py-3 text-center font-semibold ring-1 ring-black/15"
      >
        Get Directions
      </a>
      {isSalesLocation(l) ? (
        <Link
          to={dealershipPath(l.dealershipSlug)}
          className="mt-2 block rounded-site px-4 py-3 text-center font-semibold ring-1 ring-black/15"
        >
          View Our Stock
        </Link>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <LeadDialog
          kind="location"
          locationId={l.id}
          title={`Contact Us at ${l.name}`}
          trigger="Send Enquiry"
          className="rounded-site bg-surface px-3 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-brand"
        />
        <Link to={`/contact-us/${contactSlug}`} className="rounded-site px-3 py-2 text-sm font-semibold underline">
          {contactLinkText}
        </Link>
      </div>
    </div>
  );
}
