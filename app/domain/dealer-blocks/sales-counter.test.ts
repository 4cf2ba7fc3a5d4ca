import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SALES_COUNTER_TIME_ZONE, SALES_PER_DAY, SECONDS_PER_SALE, salesThisMonth } from "./sales-counter";

// Brisbane is UTC+10 all year: 00:00 on the 1st in Brisbane is 14:00 UTC the day before.
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe("Sales this Month (vehicle spec: 192 a day, one per 450 s, Brisbane time)", () => {
  it("agrees with itself: 192 sales of 450 seconds fill a day", () => expect(SALES_PER_DAY * SECONDS_PER_SALE).toBe(86_400));

  it("starts at 0 at midnight on the 1st in Brisbane", () => {
    expect(salesThisMonth(brisbane("2026-11-01T00:00:00"))).toBe(0);
    expect(salesThisMonth(brisbane("2026-11-01T00:07:29"))).toBe(0);
  });

  it("adds one sale every 450 seconds (7.5 minutes)", () => {
    expect(salesThisMonth(brisbane("2026-11-01T00:07:30"))).toBe(1);
    expect(salesThisMonth(brisbane("2026-11-01T00:14:59"))).toBe(1);
    expect(salesThisMonth(brisbane("2026-11-01T00:15:00"))).toBe(2);
    expect(salesThisMonth(brisbane("2026-11-01T12:00:00"))).toBe(96);
  });

  it("adds 192 for every completed day of the month", () => {
    expect(salesThisMonth(brisbane("2026-11-01T23:59:59"))).toBe(191);
    expect(salesThisMonth(brisbane("2026-11-02T00:00:00"))).toBe(192);
    expect(salesThisMonth(brisbane("2026-11-22T12:00:00"))).toBe(21 * 192 + 96);
  });

  it("starts again at the month's first Brisbane midnight, not at UTC's", () => {
    // 13:59:59 UTC on 31 October is 23:59:59 on the 31st in Brisbane: 30 days and 191 ticks.
    expect(salesThisMonth(new Date("2026-10-31T13:59:59Z"))).toBe(30 * 192 + 191);
    // One second later it is 1 November in Brisbane, though still 31 October in UTC.
    expect(salesThisMonth(new Date("2026-10-31T14:00:00Z"))).toBe(0);
  });

  it("ends February on its 28th day and a 31-day month on its 31st", () => {
    expect(salesThisMonth(brisbane("2027-02-28T23:59:59"))).toBe(27 * 192 + 191);
    expect(salesThisMonth(brisbane("2027-03-01T00:00:00"))).toBe(0);
    expect(salesThisMonth(brisbane("2026-12-31T23:59:59"))).toBe(30 * 192 + 191);
    expect(salesThisMonth(brisbane("2027-01-01T00:00:00"))).toBe(0);
  });

  it("runs on through Sydney's daylight-saving changes without a jump (Brisbane keeps no daylight saving)", () => {
    // Sydney moved its clocks forward at 2 am on Sunday 4 October 2026 (16:00 UTC on the 3rd).
    const before = salesThisMonth(new Date("2026-10-03T15:59:59Z"));
    const after = salesThisMonth(new Date("2026-10-03T16:00:00Z"));
    // One second apart: only the sale due at 2 am Brisbane time, not an hour's eight.
    expect(after - before).toBe(1);
    // An hour is 8 sales, on either side of the change.
    expect(salesThisMonth(new Date("2026-10-03T17:00:00Z")) - salesThisMonth(new Date("2026-10-03T16:00:00Z"))).toBe(8);
    expect(salesThisMonth(new Date("2026-10-03T16:00:00Z")) - salesThisMonth(new Date("2026-10-03T15:00:00Z"))).toBe(8);
    // 16:00 UTC is 2 am in Brisbane on the 4th: 3 days and 16 sales, whatever Sydney's clocks say.
    expect(after).toBe(3 * 192 + 16);
    // Sydney moves back at 3 am on Sunday 5 April 2026 (16:00 UTC on the 4th): still 8 sales an hour.
    expect(salesThisMonth(new Date("2026-04-04T17:00:00Z")) - salesThisMonth(new Date("2026-04-04T15:00:00Z"))).toBe(16);
  });
  it("reads Brisbane's clock as the time-zone database does, for any instant (the counter uses a fixed UTC+10)", () => {
    const clock = new Intl.DateTimeFormat("en-AU", {
      timeZone: SALES_COUNTER_TIME_ZONE,
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2060-01-01T00:00:00Z"), noInvalidDate: true }), (now) => {
        const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, Number(p.value)]));
        const seconds = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
        return salesThisMonth(now) === ((parts.day ?? 0) - 1) * SALES_PER_DAY + Math.floor(seconds / SECONDS_PER_SALE);
      }),
      { numRuns: 2000 },
    );
  });
});
