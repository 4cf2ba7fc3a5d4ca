import { describe, expect, it } from "vitest";
import { applySliderChange, DEFAULT_BOUNDS, sliderBounds, sliderStep } from "./slider-range";

describe("range slider rules (discovery spec sections 5 and 9)", () => {
  it("spans 0 to 100,000 when there are no stats", () => {
    expect(sliderBounds("price", undefined)).toEqual(DEFAULT_BOUNDS);
    expect(sliderStep("price", DEFAULT_BOUNDS)).toBe(1000);
  });
  it("rounds price and km to the nearest 1000", () => {
    const bounds = sliderBounds("price", { min: 8_390, max: 141_990 });
    expect(bounds).toEqual({ min: 8_000, max: 142_000 });
    expect(applySliderChange("price", [20_499, 60_501], bounds)).toEqual({ ok: true, min: 20_000, max: 61_000 });
    expect(applySliderChange("km", [1_500, 9_400], { min: 0, max: 200_000 })).toEqual({ ok: true, min: 2_000, max: 9_000 });
  });
  it("keeps years whole", () => {
    expect(applySliderChange("year", [2018.4, 2024], { min: 2012, max: 2026 })).toEqual({ ok: true, min: 2018, max: 2024 });
  });
  it("ignores values outside the range", () => {
    expect(applySliderChange("price", [-1000, 5000], { min: 0, max: 10_000 })).toEqual({
      ok: false,
      reason: "Cannot refine below the range minimum",
    });
    expect(applySliderChange("price", [0, 11_000], { min: 0, max: 10_000 })).toEqual({
      ok: false,
      reason: "Cannot refine above the range maximum",
    });
  });
  it("never lets the thumbs meet or cross", () => {
    expect(applySliderChange("price", [5_400, 5_100], { min: 0, max: 10_000 })).toMatchObject({ ok: false });
  });
  it("treats a thumb at the end of the range as no limit", () => {
    expect(applySliderChange("price", [0, 10_000], { min: 0, max: 10_000 })).toEqual({ ok: true, min: null, max: null });
  });
});
