import { describe, expect, it } from "vitest";
import { priceChangeOutcome, stockAgeGroups } from "./car-insights";

describe("stockAgeGroups", () => {
  const rows = [
    { dealership: "Metro Kia", car_type: "used", make: "Kia", cars: 3, days: 90, over: 0 },
    { dealership: "Metro Kia", car_type: "new", make: "Kia", cars: 2, days: 250, over: 2 },
    { dealership: "Metro Mazda", car_type: "used", make: "Mazda", cars: 4, days: 100, over: 1 },
  ];
  it("adds up by dealership, type and make, those with most cars past the line first", () => {
    const groups = stockAgeGroups(rows);
    expect(groups.byDealership).toEqual([
      { name: "Metro Kia", cars: 5, averageDays: 68, over: 2 },
      { name: "Metro Mazda", cars: 4, averageDays: 25, over: 1 },
    ]);
    expect(groups.byType).toEqual([
      { name: "New", cars: 2, averageDays: 125, over: 2 },
      { name: "Used", cars: 7, averageDays: 27, over: 1 },
    ]);
    expect(groups.byMake.map((g) => g.name)).toEqual(["Kia", "Mazda"]);
  });
});

describe("priceChangeOutcome", () => {
  it("gives the change and views a day before and since", () => {
    expect(priceChangeOutcome({ priceBefore: 45_990, priceAfter: 42_990, viewsBefore: 14, viewsAfter: 15, daysAfter: 3 })).toEqual({
      difference: -3000,
      percent: -6.5,
      viewsADayBefore: 2,
      viewsADayAfter: 5,
    });
  });
  it("has no rate for the day of the change, nor a percentage from no price", () => {
    expect(priceChangeOutcome({ priceBefore: 0, priceAfter: 30_000, viewsBefore: 0, viewsAfter: 0, daysAfter: 0 })).toMatchObject({
      percent: null,
      viewsADayAfter: null,
    });
  });
});
