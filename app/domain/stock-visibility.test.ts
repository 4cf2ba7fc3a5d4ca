import { describe, expect, it } from "vitest";
import { isVisibleOnSite, type StockRestrictions, type VisibilityFacts } from "./stock-visibility";

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
};
const noRestrictions: StockRestrictions = {
  carTypes: [],
  photoRequired: false,
  excludedMakes: [],
  excludedStockNumbers: [],
  certifiedOnly: false,
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
});
