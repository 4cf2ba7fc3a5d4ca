import { describe, expect, it } from "vitest";
import { contactUsSlug } from "./contact-slug";
import { distanceKm } from "./distance";
import { locationGridClass } from "./grid-columns";
import { holidayHours, localClock, type OpeningHour, openNow, twelveHour } from "./opening-hours";
import { starRating } from "./star-rating";

describe("contact-us slug (discovery spec section 2)", () => {
  it("drops the Sales, Service or Parts suffix", () => {
    expect(contactUsSlug("Coastal Toyota Sales")).toBe("coastal-toyota");
    expect(contactUsSlug("Metro Ford Ringwood Service")).toBe("metro-ford-ringwood");
    expect(contactUsSlug("Metro Ford Ringwood Parts")).toBe("metro-ford-ringwood");
    expect(contactUsSlug("Value Used Cars Logan")).toBe("value-used-cars-logan");
  });
  it("rewrites koda as skoda", () => {
    expect(contactUsSlug("Metro Škoda Sales")).toBe("metro-skoda");
    expect(contactUsSlug("Metro koda Service")).toBe("metro-skoda");
    expect(contactUsSlug("Kodiaq Motors")).toBe("kodiaq-motors");
  });
});

describe("star rating (spec: 4 full stars, partial only above 0.30)", () => {
  it("draws 4.7 as four full stars and a 0.7 star", () => expect(starRating(4.7)).toEqual({ full: 4, partial: 0.7 }));
  it("draws 4.2 as four full stars only", () => expect(starRating(4.2)).toEqual({ full: 4, partial: 0 }));
  it("draws 4.31 with a 0.31 partial star", () => expect(starRating(4.31)).toEqual({ full: 4, partial: 0.31 }));
  it("draws 4.3 without one (the fraction must exceed 0.30)", () => expect(starRating(4.3)).toEqual({ full: 4, partial: 0 }));
  it("draws 3.5 as three full stars and a half", () => expect(starRating(3.5)).toEqual({ full: 3, partial: 0.5 }));
  it("draws 3.35 as three full stars and a 0.35 star", () => expect(starRating(3.35)).toEqual({ full: 3, partial: 0.35 }));
  it("draws 5 as four full stars and a whole fifth (never five full)", () => expect(starRating(5)).toEqual({ full: 4, partial: 1 }));
});

describe("haversine distance (earth radius 6371 km)", () => {
  it("puts Sydney to Melbourne at about 714 km", () => {
    expect(Math.abs(distanceKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 }) - 713.4)).toBeLessThan(1);
  });
  it("puts Brisbane to the Gold Coast at about 66 km", () => {
    expect(Math.abs(distanceKm({ lat: -27.4698, lng: 153.0251 }, { lat: -28.0167, lng: 153.4 }) - 71.5)).toBeLessThan(1);
  });
});

describe("opening hours in the location's own time zone", () => {
  const hours: OpeningHour[] = Array.from({ length: 7 }, (_, weekday) => ({
    department: "sales",
    weekday,
    status: weekday === 0 ? "Closed" : "Open",
    open: "08:30",
    close: "17:30",
  }));
  it("knows QLD has no daylight saving while NSW does", () => {
    // 06:45 UTC on Monday 23 Nov 2026 = 4:45pm in Brisbane (UTC+10) and 5:45pm in Sydney (UTC+11).
    const now = new Date("2026-11-23T06:45:00Z");
    expect(openNow(hours, [], "sales", now, "Australia/Brisbane")).toBe(true);
    expect(openNow(hours, [], "sales", now, "Australia/Sydney")).toBe(false);
  });
  it("is right across the daylight-saving change in Melbourne", () => {
    // Sunday 4 Oct 2026 clocks go forward at 2am. Monday 5 Oct 07:00 UTC = 6pm AEDT (closed); the day before the change it would be 5pm AEST.
    expect(localClock(new Date("2026-10-05T07:00:00Z"), "Australia/Melbourne")).toMatchObject({ weekday: 1, minutes: 18 * 60 });
    expect(openNow(hours, [], "sales", new Date("2026-10-05T07:00:00Z"), "Australia/Melbourne")).toBe(false);
    expect(localClock(new Date("2026-10-02T07:00:00Z"), "Australia/Melbourne")).toMatchObject({ weekday: 5, minutes: 17 * 60 });
    expect(openNow(hours, [], "sales", new Date("2026-10-02T07:00:00Z"), "Australia/Melbourne")).toBe(true);
  });
  it("lets holiday hours override the week", () => {
    const christmas = new Date("2026-12-25T00:00:00Z"); // 10am Friday in Brisbane
    expect(openNow(hours, [], "sales", christmas, "Australia/Brisbane")).toBe(true);
    expect(
      openNow(
        hours,
        [{ date: "2026-12-25", name: "Christmas Day", status: "Closed", start: null, end: null }],
        "sales",
        christmas,
        "Australia/Brisbane",
      ),
    ).toBe(false);
  });
  it("formats holiday hours in 12-hour am/pm, upcoming only", () => {
    expect(twelveHour("17:30")).toBe("5:30pm");
    expect(twelveHour("09:00")).toBe("9am");
    expect(twelveHour("12:00")).toBe("12pm");
    expect(twelveHour("00:15")).toBe("12:15am");
    expect(
      holidayHours(
        [
          { date: "2026-12-25", name: "Christmas Day", status: "Closed", start: null, end: null },
          { date: "2026-12-24", name: "Christmas Eve", status: "Open", start: "09:00", end: "14:00" },
          { date: "2026-01-01", name: "New Year's Day", status: "Closed", start: null, end: null },
        ],
        "2026-11-22",
      ),
    ).toEqual([
      { date: "2026-12-24", name: "Christmas Eve", text: "9am – 2pm" },
      { date: "2026-12-25", name: "Christmas Day", text: "Closed" },
    ]);
  });
});

describe("location grid columns", () => {
  it("uses 4 columns above 3 locations, wider cards below 3, and the 6 layout where asked", () => {
    expect(locationGridClass(5)).toContain("lg:grid-cols-4");
    expect(locationGridClass(2)).toContain("md:grid-cols-2");
    expect(locationGridClass(6, true)).toContain("lg:grid-cols-3");
    expect(locationGridClass(6)).toContain("lg:grid-cols-4");
  });
});
