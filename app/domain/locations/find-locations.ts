import { normalizeText } from "~/domain/text";
import { distanceKm, type LatLng } from "./distance";

export type Findable = {
  name: string;
  city: string;
  state: string;
  postcode: string;
  dealershipName: string;
  street: string;
  lat: number;
  lng: number;
};

/** The locations search box: every word must appear in the name, address or dealership. */
export function matchesLocationQuery(location: Findable, query: string): boolean {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = normalizeText(
    `${location.name} ${location.dealershipName} ${location.street} ${location.city} ${location.state} ${location.postcode}`,
  );
  return words.every((w) => text.includes(w));
}

/** Nearest first, each with its distance in whole km. */
export function byDistance<T extends Findable>(locations: T[], from: LatLng): (T & { distanceKm: number })[] {
  return locations.map((l) => ({ ...l, distanceKm: Math.round(distanceKm(from, l)) })).sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * Whether a point is in or near Australia (a box from Tasmania's south to Cape York, and from the
 * west coast to past the east coast). A browser position outside it is not used to sort locations.
 */
export const isInAustralia = (point: LatLng) => point.lat >= -45 && point.lat <= -9 && point.lng >= 110 && point.lng <= 155;

/** Locations grouped by dealership, dealerships in the order they first appear. */
export function groupByDealership<T extends { dealershipName: string }>(locations: readonly T[]): { dealership: string; locations: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const l of locations) groups.set(l.dealershipName, [...(groups.get(l.dealershipName) ?? []), l]);
  return [...groups].map(([dealership, list]) => ({ dealership, locations: list }));
}
