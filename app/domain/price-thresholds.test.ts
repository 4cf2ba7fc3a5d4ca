import { describe, expect, it } from "vitest";
import { belowMarket, gaugeEligible } from "./finance/market-gauge";
import { cardButtons, canReserve, type CardCar } from "./card-actions";
import { priceDisplay } from "./price-display";
import { financeOffered, isPriced, showsWeeklyRepayment } from "./price-thresholds";
import { weeklyDisplay } from "./finance/finance-calculator";

const car: CardCar = {
  id: 1,
  make: "Toyota",
  model: "Corolla",
  slug: "2024-toyota-corolla-1",
  status: "in_stock",
  reserved: false,
  price: 45_990,
  tag: null,
  car_type: "used",
  vin: null,
  dealership_slug: "coastal",
  photos_count: 10,
};
const rules = {
  detailsText: "View Details",
  enquireText: "Enquire Now",
  quickEnquiry: false,
  availability: "status" as const,
  financeText: "Finance",
  financePath: "/finance",
  checkoutPath: "/cars/{slug}/checkout",
  reserveLabel: "Reserve Now $200",
  hideTestDriveForComingSoon: false,
  hideSaveWithoutPriceOrPhotos: false,
  subscriptions: false,
};
const kinds = (price: number) => cardButtons({ ...car, price }, rules).map((b) => b.kind);

describe("price thresholds at their boundaries", () => {
  it("$10: the price shows and the car can be reserved only above it", () => {
    expect(isPriced({ price: 10 })).toBe(false);
    expect(isPriced({ price: 11 })).toBe(true);
    expect(priceDisplay({ price: 10, preorder: false, priceType: null }, "Call for price").text).toBe("Call for price");
    expect(priceDisplay({ price: 11, preorder: false, priceType: null }, "Call for price").text).toBe("$11");
    expect(canReserve({ ...car, price: 10 })).toBe(false);
    expect(canReserve({ ...car, price: 11 })).toBe(true);
  });

  it("$500: the card's finance button and the finance link need a price above it", () => {
    expect(financeOffered({ price: 500 })).toBe(false);
    expect(financeOffered({ price: 501 })).toBe(true);
    expect(kinds(500)).not.toContain("finance");
    expect(kinds(501)).toContain("finance");
  });

  it("$200: the market gauge needs a price above it", () => {
    expect(gaugeEligible({ status: "in_stock", reserved: false, price: 200, carType: "used" })).toBe(false);
    expect(gaugeEligible({ status: "in_stock", reserved: false, price: 201, carType: "used" })).toBe(true);
    expect(gaugeEligible({ status: "in_stock", reserved: false, price: 201, carType: "new" })).toBe(false);
  });

  it("$25 a week: at or below it the figure gives way to 'Enquire for Finance'", () => {
    expect(showsWeeklyRepayment(25)).toBe(false);
    expect(showsWeeklyRepayment(25.01)).toBe(true);
    expect(showsWeeklyRepayment(null)).toBe(false);
    expect(weeklyDisplay(25)).toBe("Enquire for Finance");
    expect(weeklyDisplay(26)).toBe("$26/wk");
  });

  it("$499: below market only when the average is more than $499 above the price", () => {
    expect(belowMarket(30_000, { average: 30_499 })).toBe(false);
    expect(belowMarket(30_000, { average: 30_500 })).toBe(true);
    expect(belowMarket(30_000, { average: 40_000, stateAverage: 30_499 })).toBe(false);
  });
});
