import { describe, expect, it } from "vitest";
import type { OpeningHour } from "~/domain/locations/opening-hours";
import { autoDealerJsonLd, type DealerFacts, openingHoursJsonLd } from "./dealer-json-ld";

const week = (department: string, open: string, close: string, days: number[]): OpeningHour[] =>
  days.map((weekday) => ({ department, weekday, status: "Open", open, close }));

const gosford: DealerFacts = {
  name: "Coastal Toyota Gosford",
  type: "sales",
  street: "12 Pacific Highway",
  city: "Gosford",
  state: "NSW",
  postcode: "2250",
  lat: -33.4245,
  lng: 151.3419,
  phone: "02 4325 1000",
  timeZone: "Australia/Sydney",
  hours: [
    ...week("sales", "08:30", "17:30", [1, 2, 3, 4, 5]),
    ...week("sales", "09:00", "16:00", [6]),
    { department: "sales", weekday: 0, status: "Closed", open: null, close: null },
    ...week("service", "07:30", "17:00", [1, 2, 3, 4, 5]),
  ],
  specialHours: [
    { date: "2026-12-25", name: "Christmas Day", status: "Closed", start: null, end: null },
    { date: "2026-12-24", name: "Christmas Eve", status: "Open", start: "08:30", end: "12:00" },
    { date: "2026-01-26", name: "Australia Day", status: "Closed", start: null, end: null },
  ],
  averageRating: 4.6666,
  reviewCount: 27,
};

const url = "https://www.coastaltoyota.com.au/locations/coastal-toyota-gosford";

describe("AutoDealer JSON-LD", () => {
  // 11:30 pm on 23 December in Sydney is still the 23rd there (12:30 pm UTC).
  const now = new Date("2026-12-23T12:30:00Z");

  it("groups days with the same hours, Monday first, and leaves closed days out", () => {
    const specs = openingHoursJsonLd(gosford.hours, [], "sales", "2026-12-23");
    expect(specs).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "08:30",
        closes: "17:30",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "16:00" },
    ]);
  });

  it("adds upcoming holiday hours from the location's own today, closed ones as 00:00 to 00:00", () => {
    const specs = openingHoursJsonLd(gosford.hours, gosford.specialHours, "sales", "2026-12-24");
    expect(specs.slice(2)).toEqual([
      { "@type": "OpeningHoursSpecification", opens: "08:30", closes: "12:00", validFrom: "2026-12-24", validThrough: "2026-12-24" },
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2026-12-25", validThrough: "2026-12-25" },
    ]);
  });

  it("describes the location: address in Australia, map position, phone, hours, rating and page", () => {
    const ld = autoDealerJsonLd(gosford, url, now);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Coastal Toyota Gosford",
      url,
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Pacific Highway",
        addressLocality: "Gosford",
        addressRegion: "NSW",
        postalCode: "2250",
        addressCountry: "AU",
      },
      geo: { "@type": "GeoCoordinates", latitude: -33.4245, longitude: 151.3419 },
      telephone: "02 4325 1000",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 27, bestRating: 5 },
    });
    // Sales hours (the location's own department) plus Christmas Eve and Christmas Day; Australia Day is past.
    expect(ld.openingHoursSpecification).toHaveLength(4);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("keeps a used-car yard on the sales hours and leaves out a rating nobody gave", () => {
    const ld = autoDealerJsonLd({ ...gosford, type: "used", averageRating: null, reviewCount: 0, phone: null }, url, now);
    expect(ld.openingHoursSpecification[0].opens).toBe("08:30");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("telephone");
  });
});
