import { describe, expect, it } from "vitest";
import { chunkDays, daysToRollUp, previousCalendarDay } from "./rollup-days";

// 3 December 2026, 10:30 pm in Perth (UTC+8) and already 4 December (1:30 am) in Sydney (UTC+11, daylight saving).
const now = new Date("2026-12-03T14:30:00Z");
const zones = ["Australia/Perth", "Australia/Sydney"];

describe("daysToRollUp", () => {
  it("redoes from the day it last rolled through to the latest date any zone shows", () => {
    expect(daysToRollUp({ now, zones, rolledThrough: "2026-12-02", retentionDays: 90 })).toEqual({
      from: "2026-12-02",
      to: "2026-12-04",
      // 3 December has not ended in Perth yet
      rolledThrough: "2026-12-02",
    });
  });

  it("catches up after downtime from where it stopped", () => {
    expect(daysToRollUp({ now, zones: ["Australia/Brisbane"], rolledThrough: "2026-11-20", retentionDays: 90 })).toEqual({
      from: "2026-11-20",
      to: "2026-12-04",
      rolledThrough: "2026-12-03",
    });
  });

  it("starts a first run at the first day the purge has not cut into", () => {
    // 90 days before is 5 September 2026 00:30 in Brisbane: that day is partly purged, the 6th is whole
    expect(daysToRollUp({ now, zones: ["Australia/Brisbane"], rolledThrough: null, retentionDays: 90 })?.from).toBe("2026-09-06");
  });

  it("never redoes a day older than the retention, however long the downtime", () => {
    expect(daysToRollUp({ now, zones: ["Australia/Brisbane"], rolledThrough: "2026-01-01", retentionDays: 30 })?.from).toBe("2026-11-05");
  });

  it("never moves the state backwards", () => {
    expect(daysToRollUp({ now, zones, rolledThrough: "2026-12-04", retentionDays: 90 })?.rolledThrough).toBe("2026-12-04");
  });

  it("uses Sydney when a site has no location yet", () => {
    expect(daysToRollUp({ now, zones: [], rolledThrough: "2026-12-03", retentionDays: 90 })).toEqual({
      from: "2026-12-03",
      to: "2026-12-04",
      rolledThrough: "2026-12-03",
    });
  });
});

describe("chunkDays", () => {
  it("splits a range into runs of at most the size, across a month's end", () => {
    expect(chunkDays({ from: "2026-11-27", to: "2026-12-04" }, 3)).toEqual([
      { from: "2026-11-27", to: "2026-11-29" },
      { from: "2026-11-30", to: "2026-12-02" },
      { from: "2026-12-03", to: "2026-12-04" },
    ]);
    expect(chunkDays({ from: "2026-12-04", to: "2026-12-04" }, 7)).toEqual([{ from: "2026-12-04", to: "2026-12-04" }]);
  });

  it("knows the day before the first of March in a leap year", () => {
    expect(previousCalendarDay("2028-03-01")).toBe("2028-02-29");
  });
});
