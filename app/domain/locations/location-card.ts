import { contactUsSlug } from "./contact-slug";
import { departmentOf, type LocationSummary } from "./location";
import { hoursOn, localClock, type OpeningHour, openNow } from "./opening-hours";

export type LocationCardData = {
  id: number;
  name: string;
  slug: string;
  contactSlug: string;
  /** The dealership's slug: its stock's search page (View Our Stock). */
  dealershipSlug: string;
  type: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string | null;
  website: string | null;
  serviceBookingUrl: string | null;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
  averageRating: number | null;
  reviewCount: number;
  todayHours: OpeningHour | null;
  openNow: boolean;
  distanceKm?: number;
};

/** A location as its card shows it, with today's hours and open-now worked out in its own zone. */
export function toLocationCard(l: LocationSummary, now: Date): LocationCardData {
  const clock = localClock(now, l.timeZone);
  const department = departmentOf(l.type);
  const today = hoursOn(clock.date, clock.weekday, l.hours, l.specialHours, department);
  const todayHours = today && { department, weekday: clock.weekday, ...today };
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    contactSlug: contactUsSlug(l.name),
    dealershipSlug: l.dealershipSlug,
    type: l.type,
    street: l.street,
    city: l.city,
    state: l.state,
    postcode: l.postcode,
    lat: l.lat,
    lng: l.lng,
    phone: l.phone,
    website: l.website,
    serviceBookingUrl: l.serviceBookingUrl,
    dealerLicenseNumber: l.dealerLicenseNumber,
    motorVehicleRepairer: l.motorVehicleRepairer,
    averageRating: l.averageRating,
    reviewCount: l.reviewCount,
    todayHours,
    openNow: openNow(l.hours, l.specialHours, department, now, l.timeZone),
  };
}
