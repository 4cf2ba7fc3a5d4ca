import type { LocationCardData } from "~/components/locations/location-card";
import type { LocationSummary } from "~/db/queries/locations.server";
import { contactUsSlug } from "~/domain/locations/contact-slug";
import { localClock, openNow } from "~/domain/locations/opening-hours";

const departmentOf = (type: string) => (type === "used" || type === "" ? "sales" : type);

/** A location as its card shows it, with today's hours and open-now worked out in its own zone. */
export function toLocationCard(l: LocationSummary, now: Date): LocationCardData {
  const clock = localClock(now, l.timeZone);
  const department = departmentOf(l.type);
  const holiday = l.specialHours.find((s) => s.date === clock.date);
  const todayHours = holiday
    ? { department, weekday: clock.weekday, status: holiday.status, open: holiday.start, close: holiday.end }
    : (l.hours.find((h) => h.department === department && h.weekday === clock.weekday) ?? null);
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    contactSlug: contactUsSlug(l.name),
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

export { departmentOf };
