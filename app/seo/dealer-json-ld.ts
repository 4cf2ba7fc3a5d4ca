import { calendarDate } from "~/domain/format";
import { departmentOf, type LocationSummary } from "~/domain/locations/location";
import { type OpeningHour, type SpecialHour, weekdayName } from "~/domain/locations/opening-hours";

type Spec = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/** Monday first, as a week reads on a dealership's door; weekday numbers are JavaScript's (0 = Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * schema.org opening hours for a department: the days it opens, days with the same hours together,
 * and its upcoming holiday hours (from the location's own today, so a holiday already past there is
 * gone). Times are the location's local clock times, which is what schema.org's opens/closes mean;
 * a holiday it is shut opens and closes at 00:00, schema.org's way of saying closed all day.
 */
export function openingHoursJsonLd(
  hours: readonly OpeningHour[],
  special: readonly SpecialHour[],
  department: string,
  today: string,
): Spec[] {
  const groups = new Map<string, Spec>();
  for (const weekday of WEEK_ORDER) {
    const h = hours.find((x) => x.department === department && x.weekday === weekday);
    if (h?.status !== "Open" || !h.open || !h.close) continue;
    const key = `${h.open}-${h.close}`;
    const spec = groups.get(key) ?? { "@type": "OpeningHoursSpecification", dayOfWeek: [], opens: h.open, closes: h.close };
    spec.dayOfWeek?.push(`https://schema.org/${weekdayName(weekday)}`);
    groups.set(key, spec);
  }
  const holidays: Spec[] = special
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => {
      const open = s.status === "Open" && s.start && s.end;
      return {
        "@type": "OpeningHoursSpecification",
        opens: open ? (s.start as string) : "00:00",
        closes: open ? (s.end as string) : "00:00",
        validFrom: s.date,
        validThrough: s.date,
      };
    });
  return [...groups.values(), ...holidays];
}

export type DealerFacts = Pick<
  LocationSummary,
  "name" | "type" | "street" | "city" | "state" | "postcode" | "lat" | "lng" | "phone" | "timeZone" | "hours" | "specialHours"
> &
  Pick<LocationSummary, "averageRating" | "reviewCount">;

/**
 * schema.org AutoDealer for one location: its address and map position, phone, the hours of the
 * department it keeps (a used-car yard keeps the sales hours), its page, and its star rating when
 * shoppers have reviewed it.
 */
export function autoDealerJsonLd(location: DealerFacts, url: string, now: Date) {
  const l = location;
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: l.name,
    url,
    address: {
      "@type": "PostalAddress",
      streetAddress: l.street,
      addressLocality: l.city,
      addressRegion: l.state,
      postalCode: l.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: l.lat, longitude: l.lng },
    ...(l.phone ? { telephone: l.phone } : {}),
    openingHoursSpecification: openingHoursJsonLd(l.hours, l.specialHours, departmentOf(l.type), calendarDate(now, l.timeZone)),
    ...(l.reviewCount > 0 && l.averageRating !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(l.averageRating * 10) / 10,
            reviewCount: l.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
