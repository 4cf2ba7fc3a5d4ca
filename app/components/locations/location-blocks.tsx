import { formatAddress } from "~/domain/locations/address";
import { locationGridClass } from "~/domain/locations/grid-columns";
import { Carousel } from "~/components/ui/carousel";
import type { LocationCardData } from "~/domain/locations/location-card";
import { LocationCard } from "./location-card";
import { LocationMap } from "./location-map";

export type LocationBlockLayout = "auto" | "carousel";

/**
 * Location blocks for other pages (discovery spec section 2): one location as a map-and-details
 * section, several as a card grid, or a carousel where the site asks. Nothing when there is no data.
 */
export function LocationBlocks({
  locations,
  layout,
  showLicences,
  sixLayout,
}: {
  locations: LocationCardData[];
  layout: LocationBlockLayout;
  showLicences: boolean;
  sixLayout: boolean;
}) {
  if (!locations.length) return null;
  if (locations.length === 1) {
    const l = locations[0];
    return (
      <div className="grid items-start gap-6 md:grid-cols-2">
        <LocationMap lat={l.lat} lng={l.lng} name={l.name} address={formatAddress(l)} />
        {/* The card links View Location itself (spec D3.34), as every location card does. */}
        <LocationCard location={l} showLicences={showLicences} showMap={false} />
      </div>
    );
  }
  if (layout === "carousel") {
    return (
      <Carousel label="Our locations">
        {locations.map((l) => (
          <LocationCard key={l.id} location={l} showLicences={showLicences} />
        ))}
      </Carousel>
    );
  }
  return (
    <div className={locationGridClass(locations.length, sixLayout)}>
      {locations.map((l) => (
        <LocationCard key={l.id} location={l} showLicences={showLicences} />
      ))}
    </div>
  );
}
