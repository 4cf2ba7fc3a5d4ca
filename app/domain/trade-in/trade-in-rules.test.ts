import { describe, expect, it } from "vitest";
import { ageRefusal, DEFAULT_TRADE_IN_RULES, estimateExpiry, estimateRefusal, type TradeInRules } from "./trade-in-rules";

const rules = DEFAULT_TRADE_IN_RULES;
const withBrand: TradeInRules = { ...rules, maxAgeYearsByMake: { Mazda: 10 } };

describe("trade-in estimate cut-offs (spec: not over 7 years or 100,000 km; 10 years for the site's brand)", () => {
  it("estimates a car exactly 7 years old and refuses one 8 years old", () => {
    expect(estimateRefusal({ year: 2019, make: "Toyota" }, 50_000, 2026, rules)).toBeNull();
    expect(estimateRefusal({ year: 2018, make: "Toyota" }, 50_000, 2026, rules)).toEqual({
      reason: "too-old",
      message: "We can't give an online estimate for cars more than 7 years old, but our team can still make you an offer.",
    });
  });
  it("estimates a car on exactly 100,000 km and refuses one on 100,001 km", () => {
    expect(estimateRefusal({ year: 2022, make: "Toyota" }, 100_000, 2026, rules)).toBeNull();
    expect(estimateRefusal({ year: 2022, make: "Toyota" }, 100_001, 2026, rules)).toEqual({
      reason: "too-far",
      message: "We can't give an online estimate for cars with more than 100,000 km, but our team can still make you an offer.",
    });
  });
  it("gives the configured brand 10 years, matching the make in any case", () => {
    expect(estimateRefusal({ year: 2016, make: "MAZDA" }, 50_000, 2026, withBrand)).toBeNull();
    expect(estimateRefusal({ year: 2015, make: "mazda" }, 50_000, 2026, withBrand)).toEqual({
      reason: "too-old",
      message: "We can't give an online estimate for cars more than 10 years old, but our team can still make you an offer.",
    });
    expect(estimateRefusal({ year: 2016, make: "Toyota" }, 50_000, 2026, withBrand)?.reason).toBe("too-old");
  });
  it("still applies the kilometre limit to the brand with the longer age limit", () => {
    expect(estimateRefusal({ year: 2017, make: "Mazda" }, 120_000, 2026, withBrand)?.reason).toBe("too-far");
  });
  it("reports age first when a car is over both limits", () => {
    expect(estimateRefusal({ year: 2010, make: "Toyota" }, 250_000, 2026, rules)?.reason).toBe("too-old");
  });
  it("formats a configured kilometre limit with thousands separators", () => {
    expect(estimateRefusal({ year: 2022, make: "Toyota" }, 150_001, 2026, { ...rules, maxKm: 150_000 })?.message).toContain(
      "more than 150,000 km,",
    );
  });
});

describe("estimate expiry", () => {
  it("is 7 days (168 hours) after the estimate by default", () => {
    expect(estimateExpiry(new Date("2026-03-30T23:15:00Z"), rules)).toEqual(new Date("2026-04-06T23:15:00Z"));
  });
  it("follows the configured number of days", () => {
    expect(estimateExpiry(new Date("2026-03-30T23:15:00Z"), { ...rules, validDays: 14 })).toEqual(new Date("2026-04-13T23:15:00Z"));
  });
});

describe("ageRefusal: what the registry's answer alone decides", () => {
  it("refuses over the age limit for the make, whatever the kilometres", () => {
    expect(ageRefusal({ year: 2019, make: "Toyota" }, 2026, DEFAULT_TRADE_IN_RULES)).toBeNull();
    expect(ageRefusal({ year: 2012, make: "Holden" }, 2026, DEFAULT_TRADE_IN_RULES)?.reason).toBe("too-old");
  });
});
