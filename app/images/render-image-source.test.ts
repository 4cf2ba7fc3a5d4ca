import { describe, expect, it } from "vitest";
import { renderImageSource } from "./render-image-source";

describe("demo artwork keys", () => {
  it("draws every seeded kind of key", () => {
    for (const key of [
      "car/suv/red/side",
      "car/ute/white/spin-23",
      "car/cabchassis/black/front-34",
      "car/suv/interior/pano-11",
      "car/caravan/blue/rear",
      "logo/make/skoda",
      "location/service",
      "slide/coast/suv/white",
      "slide/sale-banner/ute/red",
    ]) {
      expect(renderImageSource(key), key).toMatch(/^<svg /);
    }
  });
  it("refuses keys it cannot draw", () => {
    for (const key of [
      "car/suv/red/nope",
      "car/spaceship/red/side",
      "car/suv/purple/side",
      "car/suv/red/spin-24",
      "car/suv/interior/side",
      "other/thing",
      // Security findings 4 and 9: no artwork for made-up location types, odd slugs or inherited object keys.
      "car/suv/constructor/side",
      "location/attacker-3872",
      "location/constructor",
      "logo/make/-x",
      "logo/make/a--b",
      `logo/make/${"a".repeat(3000)}`,
      "slide/moon/suv/red",
      "slide/coast/suv/interior",
      "slide/coast/spaceship/red",
      "slide/constructor/suv/red",
      "slide/coast/suv/red/extra",
    ]) {
      expect(renderImageSource(key), key).toBeNull();
    }
  });
});
