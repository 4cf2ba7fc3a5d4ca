import { describe, expect, it } from "vitest";
import { type CardCar, type CardRules, cardButtons, showSaveControls, subscriptionOffer } from "./card-actions";

const car: CardCar = {
  id: 7,
  make: "Toyota",
  model: "HiLux",
  slug: "2024-toyota-hilux-sr5-x1",
  status: "in_stock",
  reserved: false,
  price: 45990,
  tag: null,
  car_type: "used",
  vin: "MR0HA3CD100000001",
  dealership_slug: "coastal",
  photos_count: 7,
};
const rules: CardRules = {
  detailsText: "View Details",
  enquireText: "Enquire Now",
  quickEnquiry: false,
  availability: "status",
  financeText: "Get Finance",
  financePath: "/finance",
  checkoutPath: "/cars/{slug}/checkout",
  reserveLabel: "Reserve Now $200",
  hideTestDriveForComingSoon: false,
  hideSaveWithoutPriceOrPhotos: true,
  subscriptions: false,
};
const labels = (c: CardCar, r = rules) => cardButtons(c, r).map((b) => b.label);

describe("result card buttons", () => {
  it("offers details, enquiry, finance, test drive and reserve with the deposit for an available car", () => {
    expect(labels(car)).toEqual(["View Details", "Enquire Now", "Get Finance", "Book a Test Drive", "Reserve Now $200"]);
    expect(cardButtons(car, rules).find((b) => b.kind === "reserve")?.href).toBe("/cars/2024-toyota-hilux-sr5-x1/checkout");
    // A site that sells online goes to the car's own buy-online page, never to a checkout without the car.
    expect(cardButtons(car, { ...rules, checkoutPath: "/cars/{slug}/buy-online" }).find((b) => b.kind === "reserve")?.href).toBe(
      "/cars/2024-toyota-hilux-sr5-x1/buy-online",
    );
  });
  it("on the brand that asks, offers Find Me Something Similar for a car in stock without a price (vehicle spec section 3)", () => {
    expect(labels({ ...car, price: 0 }, { ...rules, availability: "priced" })).toEqual(["Find Me Something Similar"]);
    expect(labels({ ...car, price: 0 })).toContain("View Details");
    expect(labels(car, { ...rules, availability: "priced" })).toContain("View Details");
  });
  it("words the buttons as the site does (discovery spec section 2)", () => {
    expect(labels(car, { ...rules, detailsText: "Explore Vehicle", enquireText: "Quick Enquiry" }).slice(0, 2)).toEqual([
      "Explore Vehicle",
      "Quick Enquiry",
    ]);
  });
  it("builds the finance link with the car, dealership and the #finance-form anchor", () => {
    expect(cardButtons(car, rules).find((b) => b.kind === "finance")?.href).toBe(
      "/finance?preferredDealership=coastal&vehiclePriceBudget=45990&car_id=7&car_type=used&vin=MR0HA3CD100000001#finance-form",
    );
  });
  it("never offers reserve for a Test Drive Only, reserved, unpriced or coming-soon car", () => {
    for (const c of [
      { ...car, tag: "Test Drive Only" },
      { ...car, reserved: true },
      { ...car, price: 0 },
      { ...car, status: "coming_soon" as const },
    ])
      expect(labels(c)).not.toContain("Reserve Now $200");
  });
  it("offers no reserve on a site that takes no deposits", () => {
    expect(cardButtons(car, { ...rules, reserveLabel: null }).map((b) => b.kind)).not.toContain("reserve");
  });
  it("hides the test drive for coming-soon cars on the dealer that asks", () => {
    expect(labels({ ...car, status: "coming_soon" }, { ...rules, hideTestDriveForComingSoon: true })).not.toContain("Book a Test Drive");
    expect(labels({ ...car, status: "coming_soon" })).toContain("Book a Test Drive");
  });
  it("offers Find Me Something Similar instead for an unavailable car", () => {
    expect(cardButtons({ ...car, status: "sold" }, rules)).toEqual([
      { kind: "similar", label: "Find Me Something Similar", href: "/search/toyota/hilux" },
    ]);
  });
});

describe("favourite and compare controls", () => {
  it("hide without a price or photos where the site says so", () => {
    expect(showSaveControls({ ...car, price: 0 }, false, rules)).toBe(false);
    expect(showSaveControls({ ...car, photos_count: 0 }, false, rules)).toBe(false);
    expect(showSaveControls({ ...car, price: 0 }, false, { hideSaveWithoutPriceOrPhotos: false })).toBe(true);
  });
  it("show on a sold car only when it is already saved", () => {
    expect(showSaveControls({ ...car, status: "sold" }, false, rules)).toBe(false);
    expect(showSaveControls({ ...car, status: "sold" }, true, rules)).toBe(true);
  });
});

describe("subscription price (vehicle spec section 5)", () => {
  it("is used when the site offers subscriptions and the price is above 0", () => {
    expect(subscriptionOffer({ price: 45_990, subscriptionPrice: 285 }, true)).toBe(285);
    expect(subscriptionOffer({ price: 45_990, subscriptionPrice: 285 }, false)).toBeNull();
    expect(subscriptionOffer({ price: 0, subscriptionPrice: 285 }, true)).toBeNull();
    expect(subscriptionOffer({ price: 45_990, subscriptionPrice: null }, true)).toBeNull();
  });
});
