import { describe, expect, it } from "vitest";
import { simpleBodyOf, simpleFuelOf, simpleTransmissionOf, wasPriceAfter } from "./feed-car";

describe("wasPriceAfter", () => {
  it("keeps the old price as the Was price when the price drops", () => {
    expect(wasPriceAfter(undefined, 43990, { price: 45990, beforePrice: null })).toBe(45990);
  });
  it("keeps an existing Was price while it is above the price, and clears it when the price rises past it", () => {
    expect(wasPriceAfter(undefined, 43990, { price: 43990, beforePrice: 45990 })).toBe(45990);
    expect(wasPriceAfter(undefined, 46990, { price: 43990, beforePrice: 45990 })).toBeNull();
  });
  it("takes a Was price the feed states, only when above the price", () => {
    expect(wasPriceAfter(49990, 45990, { price: 47990, beforePrice: null })).toBe(49990);
    expect(wasPriceAfter(40000, 45990, null)).toBeNull();
  });
  it("gives a new car no Was price unless the feed states one", () => {
    expect(wasPriceAfter(undefined, 45990, null)).toBeNull();
  });
});

describe("simple fields for search", () => {
  it("groups body, fuel and transmission the way search filters them", () => {
    expect(simpleBodyOf("Dual Cab Ute", "car")).toBe("ute");
    expect(simpleBodyOf("People Mover", "car")).toBe("peopleMover");
    expect(simpleBodyOf("Wagon", "motorcycle")).toBe("motorcycle");
    expect(simpleFuelOf("Petrol - Premium ULP")).toBe("Petrol");
    expect(simpleFuelOf("Plug-in Hybrid Petrol")).toBe("Plug-in Hybrid");
    expect(simpleTransmissionOf("6 Speed Manual")).toBe("Manual");
    expect(simpleTransmissionOf("CVT")).toBe("Automatic");
  });
});
