import { describe, expect, it } from "vitest";
import { isVisibleOnSite, offeredOnSite, type StockRestrictions, type VisibilityFacts, whyNotVisible } from "./stock-visibility";

const now = new Date("2026-11-22T02:00:00Z");
const DAY = 86_400_000;
const car: VisibilityFacts = {
  status: "in_stock",
  soldAt: null,
  showOnDealerWebsite: true,
  carType: "used",
  photosCount: 5,
  make: "Toyota",
  stocknum: "A1",
  certified: true,
  createdAt: new Date("2026-11-01T00:00:00Z"),
};
const noRestrictions: StockRestrictions = {
  carTypes: [],
  photoRequired: false,
  excludedMakes: [],
  excludedStockNumbers: [],
  certifiedOnly: false,
  inStockOnly: false,
  maxAgeDays: null,
};
const rules = { recentSoldDays: 3, stockRestrictions: noRestrictions };

describe("stock visibility (discovery spec section 5)", () => {
  it("shows in-stock and coming-soon cars marked for the dealer website", () => {
    expect(isVisibleOnSite(car, rules, now)).toBe(true);
    expect(isVisibleOnSite({ ...car, status: "coming_soon" }, rules, now)).toBe(true);
    expect(isVisibleOnSite({ ...car, showOnDealerWebsite: false }, rules, now)).toBe(false);
  });
  it("keeps a sold car for 3 days by default, then drops it without any data change", () => {
    const sold = { ...car, status: "sold" as const, soldAt: new Date(now.getTime() - 2.9 * DAY) };
    expect(isVisibleOnSite(sold, rules, now)).toBe(true);
    expect(isVisibleOnSite(sold, rules, new Date(now.getTime() + 0.2 * DAY))).toBe(false);
    expect(isVisibleOnSite({ ...sold, soldAt: null }, rules, now)).toBe(false);
  });
  it("honours a dealer-configured sold window", () => {
    const sold = { ...car, status: "sold" as const, soldAt: new Date(now.getTime() - 4 * DAY) };
    expect(isVisibleOnSite(sold, { ...rules, recentSoldDays: 5 }, now)).toBe(true);
  });
  it("applies the site's own restrictions", () => {
    const r = (o: Partial<StockRestrictions>) => ({ ...rules, stockRestrictions: { ...noRestrictions, ...o } });
    expect(isVisibleOnSite({ ...car, carType: "new" }, r({ carTypes: ["used"] }), now)).toBe(false);
    expect(isVisibleOnSite({ ...car, photosCount: 0 }, r({ photoRequired: true }), now)).toBe(false);
    expect(isVisibleOnSite({ ...car, make: "Holden" }, r({ excludedMakes: ["Holden"] }), now)).toBe(false);
    expect(isVisibleOnSite(car, r({ excludedStockNumbers: ["A1"] }), now)).toBe(false);
    expect(isVisibleOnSite({ ...car, certified: false }, r({ certifiedOnly: true }), now)).toBe(false);
    expect(isVisibleOnSite(car, r({ carTypes: ["used"], photoRequired: true, excludedMakes: ["Jeep"], certifiedOnly: true }), now)).toBe(
      true,
    );
  });
  it('limits a site to "status in_stock": no coming-soon cars anywhere, no sold window in its lists', () => {
    const inStock = { ...rules, stockRestrictions: { ...noRestrictions, inStockOnly: true } };
    expect(isVisibleOnSite(car, inStock, now)).toBe(true);
    expect(isVisibleOnSite({ ...car, status: "coming_soon" }, inStock, now)).toBe(false);
    const justSold = { ...car, status: "sold" as const, soldAt: new Date(now.getTime() - DAY) };
    expect(isVisibleOnSite(justSold, rules, now)).toBe(true);
    expect(isVisibleOnSite(justSold, inStock, now)).toBe(false);
    // A car the site sold stays reachable by its own URL, like every sold car it offered.
    expect(offeredOnSite(justSold, inStock.stockRestrictions, now)).toBe(true);
    expect(offeredOnSite({ ...car, status: "coming_soon" }, inStock.stockRestrictions, now)).toBe(false);
  });
  it("reads the age filter's number as the most days since the car was listed (decision 014)", () => {
    const within90 = { ...noRestrictions, maxAgeDays: 90 };
    const listed = (daysAgo: number) => ({ ...car, createdAt: new Date(now.getTime() - daysAgo * DAY) });
    expect(offeredOnSite(listed(89.9), within90, now)).toBe(true);
    expect(offeredOnSite(listed(90), within90, now)).toBe(true);
    expect(offeredOnSite(listed(90.1), within90, now)).toBe(false);
    // It depends on now: the same car leaves the site a day later without any data changing.
    expect(isVisibleOnSite(listed(89.5), { ...rules, stockRestrictions: within90 }, now)).toBe(true);
    expect(isVisibleOnSite(listed(89.5), { ...rules, stockRestrictions: within90 }, new Date(now.getTime() + DAY))).toBe(false);
    expect(offeredOnSite(listed(5000), noRestrictions, now)).toBe(true);
  });
  it("names the rule that hides a car, the first one that applies, and none for a car the site lists", () => {
    const valueUsedCars = {
      recentSoldDays: 5,
      stockRestrictions: {
        ...noRestrictions,
        carTypes: ["used" as const],
        photoRequired: true,
        excludedMakes: ["Holden"],
        certifiedOnly: true,
      },
    };
    expect(whyNotVisible(car, valueUsedCars, now)).toBeNull();
    expect(whyNotVisible({ ...car, certified: false }, valueUsedCars, now)).toBe("not_certified");
    expect(whyNotVisible({ ...car, photosCount: 0, certified: false }, valueUsedCars, now)).toBe("no_photo");
    expect(whyNotVisible({ ...car, carType: "demo" }, valueUsedCars, now)).toBe("car_type");
    expect(whyNotVisible({ ...car, make: "Holden" }, valueUsedCars, now)).toBe("excluded_make");
    expect(whyNotVisible({ ...car, showOnDealerWebsite: false }, valueUsedCars, now)).toBe("hidden_by_dealer");
    expect(whyNotVisible({ ...car, status: "sold", soldAt: new Date(now.getTime() - 6 * DAY) }, valueUsedCars, now)).toBe("sold");
  });
});
