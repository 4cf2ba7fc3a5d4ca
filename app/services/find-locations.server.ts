import { siteContent } from "~/site-content/site-content-cache.server";
import { listLocations } from "~/db/queries/locations.server";
import type { Database } from "~/db/database";
import type { LatLng } from "~/domain/locations/distance";
import { byDistance, groupByDealership, isInAustralia, matchesLocationQuery } from "~/domain/locations/find-locations";
import { toLocationCard } from "~/domain/locations/location-card";
import { POSTCODE_NOT_FOUND, postcodeError } from "~/domain/postcode";
import { geocodePostcode } from "~/geo/postcodes.server";
import type { TenantSite } from "~/sites/tenant-site";

export type FindLocationsRequest = {
  /** The search box: every word must appear in the location's name, address or dealership. */
  locationQuery: string;
  /** Sort by distance from this postcode; a bad or unknown one is explained, not used. */
  postcode: string;
  /** The browser's own position, when the shopper shares it; used only without a postcode and in Australia. */
  here: LatLng;
};

/**
 * The locations page: the site's locations matching the search, grouped by dealership, or as
 * one list nearest first when a postcode or the browser's position gives a starting point.
 */
export async function findLocations(deps: { db: Database; site: TenantSite; now: Date }, request: FindLocationsRequest) {
  const { db, site, now } = deps;
  const { locationQuery, postcode, here } = request;
  const all = (await siteContent(db, site.id, "locations", listLocations)).filter((l) => matchesLocationQuery(l, locationQuery));
  let postcodeMessage: string | null = null;
  let origin: { locality: string; state: string } | null = null;
  let located: ((typeof all)[number] & { distanceKm?: number })[] = all;
  if (!postcode && isInAustralia(here)) {
    located = byDistance(all, here);
    origin = { locality: "your location", state: "" };
  }
  if (postcode) {
    postcodeMessage = postcodeError(postcode);
    const place = postcodeMessage ? null : geocodePostcode(postcode);
    if (!postcodeMessage && !place) postcodeMessage = POSTCODE_NOT_FOUND;
    if (place) {
      located = byDistance(all, place);
      origin = { locality: place.locality, state: place.state };
    }
  }
  const cards = located.map((l) => ({ ...toLocationCard(l, now), distanceKm: l.distanceKm, dealershipName: l.dealershipName }));
  return {
    siteName: site.name,
    locationQuery,
    postcode,
    postcodeMessage,
    /** By distance: one group, nearest first; otherwise one group per dealership. */
    sortedBy: origin ? ("distance" as const) : ("dealership" as const),
    groups: origin ? [{ dealership: `Nearest to ${origin.locality} ${origin.state}`.trim(), locations: cards }] : groupByDealership(cards),
    showLicences: site.showLicenceNumbers,
    count: cards.length,
  };
}
