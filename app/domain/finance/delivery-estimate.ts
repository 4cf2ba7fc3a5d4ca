import { distanceKm, type LatLng } from "~/domain/locations/distance";

export type DeliveryBand = { maxKm: number; price: number; region: string };

/** Delivery calculator messages (vehicle spec sections 5 and 8). */
export const DELIVERY_POSTCODE_REQUIRED = "Please enter a postcode.";
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/**
 * The price and region for delivering from the car's location to a place, by bands of straight-line (great-circle)
 * distance, an estimate: a road trip is longer, and the page says so (decision 030). Null beyond the last band.
 */
export function deliveryEstimate(from: LatLng, to: LatLng, bands: DeliveryBand[]): { price: number; region: string; km: number } | null {
  const km = Math.round(distanceKm(from, to));
  const band = [...bands].sort((a, b) => a.maxKm - b.maxKm).find((b) => km <= b.maxKm);
  return band ? { price: band.price, region: band.region, km } : null;
}
