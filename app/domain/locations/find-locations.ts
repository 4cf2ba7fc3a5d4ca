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
