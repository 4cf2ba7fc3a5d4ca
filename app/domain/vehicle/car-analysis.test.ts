import { describe, expect, it } from "vitest";
import { carAnalysis, type MarketListing } from "./car-analysis";

const listing = (o: Partial<MarketListing>): MarketListing => ({ year: 2022, km: 60_000, sold: false, listedDays: null, ...o });

describe("car analysis (discovery spec section 3, a vehicle-page plugin)", () => {
  it("compares the car's kilometres a year with others of its make and model", () => {
    // 2022 car in 2026: 4 years, 40,000 km -> 10,000 km a year; the others do 15,000 a year.
    const others = [listing({}), listing({}), listing({})];
    expect(carAnalysis({ year: 2022, km: 40_000, carType: "used" }, others, 2026)).toMatchObject({
      ageYears: 4,
      kmPerYear: 10_000,
      similarCount: 3,
      similarKmPerYear: 15_000,
      kmVerdict: "lower",
    });
    expect(carAnalysis({ year: 2022, km: 80_000, carType: "used" }, others, 2026)?.kmVerdict).toBe("higher");
    // Within 10% either way is about the same.
    expect(carAnalysis({ year: 2022, km: 64_000, carType: "used" }, others, 2026)?.kmVerdict).toBe("about the same");
  });

  it("counts a car in its first year as a year old, so its yearly kilometres are not inflated", () => {
    expect(carAnalysis({ year: 2026, km: 8_000, carType: "demo" }, [], 2026)).toMatchObject({ ageYears: 0, kmPerYear: 8_000 });
  });

  it("says nothing about others from fewer than three listings", () => {
    const result = carAnalysis(
      { year: 2022, km: 40_000, carType: "used" },
      [listing({ sold: true, listedDays: 20 }), listing({ sold: true, listedDays: 30 })],
      2026,
    );
    expect(result).toMatchObject({ similarCount: 2, similarKmPerYear: null, kmVerdict: null, daysToSell: null });
  });

  it("gives the median days to sell of those sold lately", () => {
    const sold = [10, 40, 25, 31].map((d) => listing({ sold: true, listedDays: d }));
    expect(carAnalysis({ year: 2022, km: 40_000, carType: "used" }, [...sold, listing({})], 2026)?.daysToSell).toBe(28);
  });

  it("has nothing to say about a new car", () => {
    expect(carAnalysis({ year: 2026, km: 10, carType: "new" }, [listing({}), listing({}), listing({})], 2026)).toBeNull();
  });
});
