import { describe, expect, it } from "vitest";
import { formatWait, percentile, responseTimes, type ResponseLead } from "./response-times";

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 0, minutes));
const lead = (wait: number | null, staffName: string | null, dealershipName: string | null = "Coastal Toyota"): ResponseLead => ({
  createdAt: at(0),
  firstContactAt: wait === null ? null : at(wait),
  staffName,
  dealershipName,
});

describe("percentile", () => {
  it("takes the nearest rank, never an interpolated value", () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 0.5)).toBe(5);
    expect(percentile(ten, 0.9)).toBe(9);
    expect(percentile([4], 0.9)).toBe(4);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe("responseTimes", () => {
  const leads = [
    lead(5, "Sam"),
    lead(15, "Sam"),
    lead(120, "Sam"),
    lead(null, "Sam"),
    lead(30, "Alex", "Metro Kia"),
    lead(null, null, null),
  ];
  const report = responseTimes(leads);

  it("counts every lead, and the unanswered ones apart", () => {
    expect(report.overall).toMatchObject({ leads: 6, answered: 4, unanswered: 2, medianMinutes: 15, p90Minutes: 120 });
  });

  it("groups by who answered (or holds) the lead, busiest first, with nobody's leads under their own name", () => {
    expect(report.bySalesperson.map((g) => [g.name, g.leads, g.unanswered, g.medianMinutes])).toEqual([
      ["Sam", 4, 1, 15],
      ["Alex", 1, 0, 30],
      ["Nobody yet", 1, 1, null],
    ]);
  });

  it("groups by dealership", () => {
    expect(report.byDealership.map((g) => [g.name, g.leads])).toEqual([
      ["Coastal Toyota", 4],
      ["Metro Kia", 1],
      ["No dealership", 1],
    ]);
  });

  it("never counts a contact logged before the lead as a negative wait", () => {
    const early = { ...lead(0, "Sam"), firstContactAt: new Date(at(0).getTime() - 60_000) };
    expect(responseTimes([early]).overall.medianMinutes).toBe(0);
  });
});

describe("formatWait", () => {
  it.each([
    [null, "–"],
    [0.4, "under a minute"],
    [42, "42 min"],
    [60, "1 h"],
    [185, "3 h 5 min"],
    [24 * 60, "1 day"],
    [52 * 60, "2 days 4 h"],
  ])("%s minutes reads %s", (minutes, text) => expect(formatWait(minutes)).toBe(text));
});
