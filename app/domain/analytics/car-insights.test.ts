import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceChangeOutcome, type StockAgeCar, stockAgeGroups, stockAges } from "./car-insights";

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

describe("stockAges", () => {
  const now = new Date("2026-12-03T02:00:00Z");
  const day = 24 * 60 * 60 * 1000;
  const car = (id: number, daysIn: number, over: Partial<StockAgeCar> = {}): StockAgeCar => ({
    id,
    status: "in_stock",
    carType: "used",
    make: "Kia",
    dealershipSlug: "metro-kia",
    dealershipName: "Metro Kia",
    createdAt: now.getTime() - daysIn * day - 1000,
    ...over,
  });
  const cars = [
    car(1, 10),
    car(2, 61),
    car(3, 60, { make: "Mazda" }),
    car(4, 200, { status: "sold" }),
    car(5, 90, { dealershipSlug: "metro-mazda", dealershipName: "Metro Mazda" }),
  ];

  it("adds up the cars for sale with their whole days, the line's day counting as past it", () => {
    expect(stockAges(cars, { now, overDays: 60, dealershipSlugs: null, limit: 10 }).rows).toEqual([
      { dealership: "Metro Kia", car_type: "used", make: "Kia", cars: 2, days: 71, over: 1 },
      { dealership: "Metro Kia", car_type: "used", make: "Mazda", cars: 1, days: 60, over: 1 },
      { dealership: "Metro Mazda", car_type: "used", make: "Kia", cars: 1, days: 90, over: 1 },
    ]);
  });

  it("lists those past the line oldest first, within the dealerships in scope and the limit", () => {
    expect(stockAges(cars, { now, overDays: 60, dealershipSlugs: null, limit: 2 }).past.map((c) => c.id)).toEqual([5, 2]);
    const kia = stockAges(cars, { now, overDays: 60, dealershipSlugs: ["metro-kia"], limit: 10 });
    expect(kia.past.map((c) => c.id)).toEqual([2, 3]);
    expect(kia.rows.every((r) => r.dealership === "Metro Kia")).toBe(true);
  });

  it("keeps the same cars past the line as sorting them all would, ties by id, at any limit", () => {
    const arbitraryCar = fc.record({ id: fc.integer({ min: 1, max: 10_000 }), daysIn: fc.integer({ min: 0, max: 120 }) });
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryCar, { selector: (c) => c.id, maxLength: 80 }),
        fc.integer({ min: 1, max: 30 }),
        (drawn, limit) => {
          // Whole days only, so equal ages tie and the id decides.
          const stock = drawn.map((c) => ({ ...car(c.id, c.daysIn), createdAt: now.getTime() - c.daysIn * day }));
          const sorted = stock
            .filter((c) => now.getTime() - c.createdAt >= 60 * day)
            .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
            .slice(0, limit)
            .map((c) => c.id);
          expect(stockAges(stock, { now, overDays: 60, dealershipSlugs: null, limit }).past.map((c) => c.id)).toEqual(sorted);
        },
      ),
    );
  });
});
