import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDate,
  currentYear,
  formatAud,
  formatDate,
  formatDateTime,
  formatKm,
  formatCount,
  formatNumber,
  midnightIn,
  nextCalendarDay,
} from "./format";
import { formatDecimal } from "./format-decimal";
import { formatPhone, phoneHref } from "./phone";
import { slugify } from "./slugify";

describe("Australian formats", () => {
  it("shows prices in whole Australian dollars with thousands separators", () => {
    expect(formatAud(45990)).toBe("$45,990");
    expect(formatAud(1234567.4)).toBe("$1,234,567");
  });
  it("shows distances in km", () => {
    expect(formatKm(62300)).toBe("62,300 km");
  });
  it("groups digits as en-AU does, with fractions only when asked for", () => {
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(12.5)).toBe("13");
    expect(formatDecimal(12.34, 3)).toBe("12.34");
    expect(formatDecimal(12.3456, 3)).toBe("12.346");
    expect(formatDecimal(2, 3)).toBe("2");
    expect(formatDecimal(-1234567.25, 1)).toBe("-1,234,567.3");
    expect(formatAud(-1200)).toBe("-$1,200");
  });
});

// formatNumber, formatDecimal and formatAud stand in for Intl (a browser's first Intl number format costs tens of ms): the same text
// for any number, checked against Node's ICU.
describe("Australian formats without Intl", () => {
  const intlNumber = (digits: number) => new Intl.NumberFormat("en-AU", { maximumFractionDigits: digits });
  const intlAud = new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency: "AUD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const numbers = fc.oneof(
    fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    fc.double({ noNaN: false }),
    fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 8),
  );
  it("gives toLocaleString's text for any number (its default: up to 3 decimals)", () => {
    fc.assert(
      fc.property(numbers, (n) => formatDecimal(n, 3) === n.toLocaleString("en-AU")),
      { numRuns: 2000 },
    );
  });
  it("gives Intl's text for whole numbers", () => {
    fc.assert(
      fc.property(numbers, (n) => formatNumber(n) === intlNumber(0).format(n)),
      { numRuns: 2000 },
    );
  });
  it("gives Intl's text for 0 to 6 decimals", () => {
    fc.assert(
      fc.property(numbers, fc.integer({ min: 0, max: 6 }), (n, digits) => formatDecimal(n, digits) === intlNumber(digits).format(n)),
      { numRuns: 2000 },
    );
  });
  it("gives Intl's Australian dollars for any amount", () => {
    fc.assert(
      fc.property(numbers, (n) => formatAud(n) === intlAud.format(Math.round(n))),
      { numRuns: 2000 },
    );
  });
  it("shows calendar dates as dd/mm/yyyy", () => {
    expect(formatDate("2026-11-22")).toBe("22/11/2026");
  });
  it("shows an instant on the dealership's own calendar day", () => {
    // 14:30 UTC on 21 Nov is 00:30 on 22 Nov in Brisbane (UTC+10) and 01:30 in Sydney (UTC+11, daylight saving).
    const instant = new Date("2026-11-21T14:30:00Z");
    expect(formatDate(instant, "Australia/Brisbane")).toBe("22/11/2026");
    expect(formatDate(new Date("2026-11-21T13:30:00Z"), "Australia/Brisbane")).toBe("21/11/2026");
    expect(formatDate(new Date("2026-11-21T13:30:00Z"), "Australia/Sydney")).toBe("22/11/2026");
  });
  it("has no default zone for an instant: which calendar day it is depends on the dealership", () => {
    const format = formatDate as (value: Date | string, timeZone?: string) => string;
    expect(() => format(new Date("2026-11-21T13:30:00Z"))).toThrow("needs a time zone");
    expect(() => format("2026-11-21T13:30:00Z")).toThrow("needs a time zone");
  });
  it("gives the year on the zone's calendar", () => {
    // 13:30 UTC on 31 Dec is already New Year's Day in Sydney (UTC+11), still 31 Dec in Perth (UTC+8).
    expect(currentYear(new Date("2026-12-31T13:30:00Z"), "Australia/Sydney")).toBe(2027);
    expect(currentYear(new Date("2026-12-31T13:30:00Z"), "Australia/Perth")).toBe(2026);
  });
});

describe("calendarDate", () => {
  it("gives the day in the dealership's zone: QLD has no daylight saving, NSW does", () => {
    const instant = new Date("2026-11-21T13:30:00Z");
    expect(calendarDate(instant, "Australia/Brisbane")).toBe("2026-11-21");
    expect(calendarDate(instant, "Australia/Sydney")).toBe("2026-11-22");
    // In winter (no daylight saving anywhere) both are UTC+10.
    expect(calendarDate(new Date("2026-06-21T13:30:00Z"), "Australia/Sydney")).toBe("2026-06-21");
  });
});

describe("phone formatting (spec: +61 becomes 0, grouped 2-4-4)", () => {
  it("turns +61 into 0 and groups 2-4-4", () => {
    expect(formatPhone("+61754431800")).toBe("07 5443 1800");
    expect(formatPhone("+61 2 9635 1100")).toBe("02 9635 1100");
    expect(formatPhone("0412345678")).toBe("04 1234 5678");
  });
  it("leaves numbers it cannot read as they are", () => {
    expect(formatPhone("13 19 00")).toBe("13 19 00");
  });
  it("dials in international form", () => {
    expect(phoneHref("07 5443 1800")).toBe("tel:+61754431800");
    expect(phoneHref("+61754431800")).toBe("tel:+61754431800");
  });
});

describe("slugify", () => {
  it("drops diacritics so Škoda reads as skoda", () => {
    expect(slugify("Metro Škoda Sales")).toBe("metro-skoda-sales");
    expect(slugify("2024 Isuzu UTE D-MAX X-Terrain")).toBe("2024-isuzu-ute-d-max-x-terrain");
    expect(slugify("Sunset Caravans & Cars")).toBe("sunset-caravans-and-cars");
  });
});

describe("formatDateTime", () => {
  it("shows the dealership's clock: AEDT in Sydney in November, AEST all year in Brisbane", () => {
    const instant = new Date("2026-11-24T02:00:00Z");
    expect(formatDateTime(instant, "Australia/Sydney")).toBe("24/11/2026, 1:00 pm");
    expect(formatDateTime(instant, "Australia/Brisbane")).toBe("24/11/2026, 12:00 pm");
    expect(formatDateTime(new Date("2026-11-23T22:05:00Z"), "Australia/Brisbane")).toBe("24/11/2026, 8:05 am");
  });
});

describe("midnightIn: the instant a day begins in a dealership's zone", () => {
  it("is 10 hours before UTC's midnight in Brisbane all year (no daylight saving in Queensland)", () => {
    expect(midnightIn("2026-12-31", "Australia/Brisbane").toISOString()).toBe("2026-12-30T14:00:00.000Z");
    expect(midnightIn("2026-07-01", "Australia/Brisbane").toISOString()).toBe("2026-06-30T14:00:00.000Z");
  });

  it("follows daylight saving in Sydney, on the days it starts and ends too", () => {
    expect(midnightIn("2026-07-01", "Australia/Sydney").toISOString()).toBe("2026-06-30T14:00:00.000Z");
    expect(midnightIn("2026-12-25", "Australia/Sydney").toISOString()).toBe("2026-12-24T13:00:00.000Z");
    // Daylight saving starts at 2 am on 4 October 2026: that midnight is still standard time.
    expect(midnightIn("2026-10-04", "Australia/Sydney").toISOString()).toBe("2026-10-03T14:00:00.000Z");
    expect(midnightIn("2026-10-05", "Australia/Sydney").toISOString()).toBe("2026-10-04T13:00:00.000Z");
    // It ends at 3 am on 4 April 2027: that midnight is still daylight time.
    expect(midnightIn("2027-04-04", "Australia/Sydney").toISOString()).toBe("2027-04-03T13:00:00.000Z");
    expect(midnightIn("2027-04-05", "Australia/Sydney").toISOString()).toBe("2027-04-04T14:00:00.000Z");
  });

  it("handles half-hour zones and the west", () => {
    expect(midnightIn("2026-12-25", "Australia/Adelaide").toISOString()).toBe("2026-12-24T13:30:00.000Z");
    expect(midnightIn("2026-12-25", "Australia/Perth").toISOString()).toBe("2026-12-24T16:00:00.000Z");
  });

  it("is the instant calendarDate turns to that day", () => {
    const midnight = midnightIn("2026-10-04", "Australia/Melbourne");
    expect(calendarDate(midnight, "Australia/Melbourne")).toBe("2026-10-04");
    expect(calendarDate(new Date(midnight.getTime() - 1), "Australia/Melbourne")).toBe("2026-10-03");
  });
});

describe("nextCalendarDay", () => {
  it("rolls over months and years", () => {
    expect(nextCalendarDay("2026-12-31")).toBe("2027-01-01");
    expect(nextCalendarDay("2028-02-28")).toBe("2028-02-29");
    expect(nextCalendarDay("2026-11-30")).toBe("2026-12-01");
  });
});

describe("formatCount", () => {
  it("says 1 view, not 1 views (issue 52)", () => {
    expect(formatCount(1, "view")).toBe("1 view");
    expect(formatCount(0, "view")).toBe("0 views");
    expect(formatCount(2400, "view")).toBe("2,400 views");
    expect(formatCount(3, "person", "people")).toBe("3 people");
  });
});

describe("formatDateTime with the zone named (issue 52: a Queensland hold read in Sydney time)", () => {
  it("shows the dealership's own clock and names its zone, daylight saving where the state has it", () => {
    const summer = new Date("2026-12-01T03:00:00Z");
    expect(formatDateTime(summer, "Australia/Brisbane", { zoneName: true })).toBe("01/12/2026, 1:00 pm AEST");
    expect(formatDateTime(summer, "Australia/Sydney", { zoneName: true })).toBe("01/12/2026, 2:00 pm AEDT");
    expect(formatDateTime(new Date("2026-07-01T03:00:00Z"), "Australia/Sydney", { zoneName: true })).toBe("01/07/2026, 1:00 pm AEST");
    expect(formatDateTime(summer, "Australia/Brisbane")).toBe("01/12/2026, 1:00 pm");
  });
});
