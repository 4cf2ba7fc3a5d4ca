import { describe, expect, it } from "vitest";
import { chartBuckets, dailySeries, headlineMetrics, type PeriodTotals, percentChange, viewToLead } from "./insights";
import { daysOf, reportPeriods, shiftDays } from "./report-period";

const totals = (over: Partial<PeriodTotals>): PeriodTotals => ({
  events: {},
  visitors: 0,
  leads: 0,
  reservations: 0,
  depositCents: 0,
  ...over,
});

describe("reportPeriods", () => {
  it("ends today in the dealership's zone and compares with as many days before", () => {
    // 2 December 2026, 11 pm in Sydney; still the 2nd in Perth.
    const now = new Date("2026-12-02T12:00:00Z");
    expect(reportPeriods(now, "Australia/Sydney", 7)).toEqual({
      current: { from: "2026-11-26", to: "2026-12-02" },
      previous: { from: "2026-11-19", to: "2026-11-25" },
    });
    // 1:30 am on the 3rd in Sydney
    expect(reportPeriods(new Date("2026-12-02T14:30:00Z"), "Australia/Sydney", 30).current).toEqual({
      from: "2026-11-04",
      to: "2026-12-03",
    });
  });

  it("ends on a given day instead, whatever the day today (the weekly summary's Sunday)", () => {
    expect(reportPeriods(new Date("2026-12-07T00:00:00Z"), "Australia/Brisbane", 7, "2026-12-06")).toEqual({
      current: { from: "2026-11-30", to: "2026-12-06" },
      previous: { from: "2026-11-23", to: "2026-11-29" },
    });
  });

  it("spans a leap day", () => {
    expect(daysOf({ from: "2028-02-27", to: "2028-03-01" })).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(shiftDays("2028-03-01", -365)).toBe("2027-03-02");
  });
});

describe("headlineMetrics", () => {
  const current = totals({
    events: {
      search_page_view: 400,
      used_vehicle_view: 150,
      vehicle_view: 50,
      phone_click: 12,
      finance_calculator: 30,
      watchlist_add: 8,
      favourite: 2,
    },
    visitors: 320,
    leads: 9,
    reservations: 2,
    depositCents: 100_000,
  });
  const previous = totals({ events: { search_page_view: 500, used_vehicle_view: 100, vehicle_view: 60 }, visitors: 320, leads: 0 });

  it("adds the events each metric counts and compares each with the period before", () => {
    const rows = headlineMetrics(current, previous, { oneDealership: false });
    expect(rows.map((r) => [r.label, r.value, r.previous, r.change])).toEqual([
      ["Visitors", 320, 320, 0],
      ["Search views", 400, 500, -20],
      ["Vehicle views", 200, 160, 25],
      ["Phone reveals", 12, 0, null],
      ["Calculator use", 30, 0, null],
      ["Watchlist adds", 10, 0, null],
      ["Leads", 9, 0, null],
      ["Reservations", 2, 0, null],
      ["Deposits", 1000, 0, null],
    ]);
    expect(rows.find((r) => r.key === "deposits")?.money).toBe(true);
  });

  it("leaves out what belongs to no dealership on one dealership's report", () => {
    const search = headlineMetrics(current, previous, { oneDealership: true }).find((r) => r.key === "searchViews");
    expect(search).toMatchObject({ value: null, previous: null, change: null });
  });
});

describe("percentChange and viewToLead", () => {
  it("rounds to whole per cent, with no percentage from nothing", () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
  });
  it("gives leads per hundred views to one place", () => {
    expect(viewToLead(9, 200)).toBe(4.5);
    expect(viewToLead(1, 3)).toBe(33.3);
    expect(viewToLead(2, 0)).toBeNull();
  });
});

describe("dailySeries", () => {
  it("has a point for every day, zero where nothing was counted, counts of one day added", () => {
    expect(
      dailySeries(daysOf({ from: "2026-11-29", to: "2026-12-01" }), [
        { day: "2026-12-01", count: 2 },
        { day: "2026-11-29", count: 1 },
        { day: "2026-12-01", count: 3 },
      ]),
    ).toEqual([
      { day: "2026-11-29", count: 1 },
      { day: "2026-11-30", count: 0 },
      { day: "2026-12-01", count: 5 },
    ]);
  });
});

describe("chartBuckets", () => {
  const series = (from: string, to: string) => daysOf({ from, to }).map((day) => ({ day, count: 1 }));
  it("keeps days up to a month", () => {
    expect(chartBuckets(series("2026-11-04", "2026-12-03")).slice(0, 2)).toEqual([
      { label: "04/11", count: 1 },
      { label: "05/11", count: 1 },
    ]);
  });
  it("adds 90 days up in weeks from the first day, the last week short", () => {
    const weeks = chartBuckets(series("2026-09-05", "2026-12-03"));
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual({ label: "from 05/09", count: 7 });
    expect(weeks.at(-1)).toEqual({ label: "from 28/11", count: 6 });
  });
  it("adds a year up in calendar months", () => {
    const months = chartBuckets(series("2025-12-04", "2026-12-03"));
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ label: "Dec 2025", count: 28 });
    expect(months[2]).toEqual({ label: "Feb 2026", count: 28 });
    expect(months.reduce((n, m) => n + m.count, 0)).toBe(365);
  });
});
