import type { OpeningHour, SpecialHour } from "./opening-hours";

export type LocationSummary = {
  id: number;
  name: string;
  slug: string;
  type: string;
  dealershipName: string;
  dealershipSlug: string;
  isPrimary: boolean;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  timeZone: string;
  phone: string | null;
  website: string | null;
  placeUrl: string | null;
  serviceBookingUrl: string | null;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
  averageRating: number | null;
  reviewCount: number;
  hours: OpeningHour[];
  specialHours: SpecialHour[];
};

export type Review = { id: number; customerName: string; text: string; rating: number; reviewDate: string; replyText: string | null };

/**
 * The department whose hours a location keeps: a used-car yard (or a location of no stated type)
 * sells cars, so it opens on the sales hours.
 */
export const departmentOf = (type: string) => (type === "used" || type === "" ? "sales" : type);

/** Where a shopper can see and buy a car: a sales or used-car location (test drives, enquiries, home blocks). */
export const isSalesLocation = (location: { type: string }) => location.type === "sales" || location.type === "used";

/**
 * A dealership's main location, as home-page blocks show it: the first sales or used-car location
 * of each dealership, in the order given (the query lists each dealership's primary location first).
 */
export function mainSalesLocations<T extends { type: string; dealershipSlug: string }>(locations: readonly T[]): T[] {
  const main = new Map<string, T>();
  for (const l of locations) if (isSalesLocation(l) && !main.has(l.dealershipSlug)) main.set(l.dealershipSlug, l);
  return [...main.values()];
}
