import { describe, expect, it } from "vitest";
import { priceDisplay } from "./price-display";

const base = { preorder: false, priceType: "Drive Away", beforePrice: null };

describe("price display (vehicle spec section 5)", () => {
  it("shows the price only above $10", () => {
    expect(priceDisplay({ ...base, price: 11 }, "Enquire for price.")).toMatchObject({ kind: "price", text: "$11" });
    expect(priceDisplay({ ...base, price: 10 }, "Enquire for price.")).toEqual({ kind: "no-price", text: "Enquire for price." });
    expect(priceDisplay({ ...base, price: 0 }, "Call for price")).toEqual({ kind: "no-price", text: "Call for price" });
  });
  it("shows PREORDER for an unpriced pre-order car", () => {
    expect(priceDisplay({ ...base, price: 0, preorder: true }, "Enquire for price.")).toEqual({ kind: "preorder", text: "PREORDER" });
  });
  it("shows a Was price only when before_price exceeds the price", () => {
    expect(priceDisplay({ ...base, price: 45990, beforePrice: 48990 }, "")).toMatchObject({ was: "$48,990" });
    expect(priceDisplay({ ...base, price: 45990, beforePrice: 45990 }, "")).toMatchObject({ was: null });
  });
});
