import { describe, expect, it } from "vitest";
import { weeklySummaryDue } from "./weekly-summary";

const LAST_WEEK = { from: "2026-11-30", to: "2026-12-06" };

describe("when the weekly summary is due", () => {
  it("goes out from Monday 7 am on each site's own clock: Sydney (daylight saving, +11) an hour before Brisbane (+10)", () => {
    // Monday 7 December 2026, 6:59 am in Sydney is 5:59 am in Brisbane.
    expect(weeklySummaryDue(new Date("2026-12-06T19:59:00Z"), "Australia/Sydney")).toBeNull();
    // 7:30 am in Sydney, 6:30 am in Brisbane.
    expect(weeklySummaryDue(new Date("2026-12-06T20:30:00Z"), "Australia/Sydney")).toEqual(LAST_WEEK);
    expect(weeklySummaryDue(new Date("2026-12-06T20:30:00Z"), "Australia/Brisbane")).toBeNull();
    // 7 am in Brisbane.
    expect(weeklySummaryDue(new Date("2026-12-06T21:00:00Z"), "Australia/Brisbane")).toEqual(LAST_WEEK);
  });

  it("is the same hour in both in winter, when Sydney keeps standard time", () => {
    const week = { from: "2026-06-29", to: "2026-07-05" };
    for (const zone of ["Australia/Sydney", "Australia/Brisbane"]) {
      expect(weeklySummaryDue(new Date("2026-07-05T20:59:00Z"), zone)).toBeNull();
      expect(weeklySummaryDue(new Date("2026-07-05T21:00:00Z"), zone)).toEqual(week);
    }
  });

  it("counts the week in which daylight saving began (Sunday 4 October 2026) as Monday to Sunday", () => {
    // Monday 5 October, 7 am AEDT is 20:00 UTC on the Sunday.
    expect(weeklySummaryDue(new Date("2026-10-04T19:59:00Z"), "Australia/Sydney")).toBeNull();
    expect(weeklySummaryDue(new Date("2026-10-04T20:00:00Z"), "Australia/Sydney")).toEqual({ from: "2026-09-28", to: "2026-10-04" });
  });

  it("is still due two days after, for a server that was down, and not after that", () => {
    // Wednesday 9 December, 6:59 am and 7 am in Brisbane.
    expect(weeklySummaryDue(new Date("2026-12-08T20:59:00Z"), "Australia/Brisbane")).toEqual(LAST_WEEK);
    expect(weeklySummaryDue(new Date("2026-12-08T21:00:00Z"), "Australia/Brisbane")).toBeNull();
    // Sunday night is the week still running: nothing due.
    expect(weeklySummaryDue(new Date("2026-12-06T13:00:00Z"), "Australia/Brisbane")).toBeNull();
  });
});
