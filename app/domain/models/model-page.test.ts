import { describe, expect, it } from "vitest";
import { modelPagePath, modelPriceFrom, modelStockLink } from "./model-page";

describe("model pages", () => {
  it("live at /models/{slug}", () => {
    expect(modelPagePath("mu-x")).toBe("/models/mu-x");
  });

  it("say the price from in dollars, unless the dealer words it", () => {
    expect(modelPriceFrom({ priceFrom: 47990, priceFromText: null })).toBe("From $47,990");
    expect(modelPriceFrom({ priceFrom: 47990, priceFromText: "From $47,990 drive away" })).toBe("From $47,990 drive away");
    expect(modelPriceFrom({ priceFrom: null, priceFromText: " " })).toBeNull();
  });

  it("link to the model's stock with the live count, or to all stock when there is none", () => {
    expect(modelStockLink({ make: "Isuzu UTE", model: "D-MAX" }, 12)).toEqual({
      href: "/search/isuzu-ute/d-max",
      label: "See 12 in stock",
      inStock: 12,
    });
    expect(modelStockLink({ make: "Isuzu UTE", model: "D-MAX" }, 0)).toEqual({
      href: "/search/new-used-and-demo-cars",
      label: "Search all our stock",
      inStock: 0,
    });
  });
});
