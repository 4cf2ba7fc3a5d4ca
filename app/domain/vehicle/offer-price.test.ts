import { describe, expect, it } from "vitest";
import { priceDisplay } from "~/domain/price-display";
import { advertisedPrice } from "./offer-price";

const car = (offerPrice: number | null, beforePrice: number | null = null) => ({ id: 7, price: 45_990, beforePrice, offerPrice });

describe("a car's offer price (vehicle spec section 3, decision 041)", () => {
  it("is the advertised price while it stands, the car's own price shown as Was", () => {
    expect(advertisedPrice(car(43_490))).toEqual({ id: 7, price: 43_490, beforePrice: 45_990 });
    const shown = priceDisplay({ ...advertisedPrice(car(43_490)), preorder: false, priceType: "Drive Away" }, "Enquire for price.");
    expect(shown).toEqual({ kind: "price", text: "$43,490", priceType: "Drive Away", was: "$45,990" });
  });

  it("takes the place of an older Was price: the price the offer takes off is the one struck", () => {
    expect(advertisedPrice(car(43_490, 48_990))).toEqual({ id: 7, price: 43_490, beforePrice: 45_990 });
  });

  it("is ignored when absent, not a shown price ($10 or less), or not below the price", () => {
    for (const offer of [null, 0, 10, 45_990, 46_990])
      expect(advertisedPrice(car(offer, 48_990)), String(offer)).toEqual({ id: 7, price: 45_990, beforePrice: 48_990 });
  });

  it("never prices an unpriced car", () => {
    expect(advertisedPrice({ price: 0, beforePrice: null, offerPrice: 19_990 })).toEqual({ price: 0, beforePrice: null });
  });
});
