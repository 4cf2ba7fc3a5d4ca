import { describe, expect, it } from "vitest";
import { mergeSimilar, similarPriceWindow } from "./similar-cars";

describe("similar cars (vehicle spec section 9)", () => {
  it("uses a $10,000 window under $50,000 and $25,000 from $50,000", () => {
    expect(similarPriceWindow(45_990)).toEqual({ min: 35_990, max: 55_990 });
    expect(similarPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceWindow(5_000)).toEqual({ min: 0, max: 15_000 });
  });
  it("puts the same model first, drops repeats and the car itself, and keeps six", () => {
    const car = (id: number, model: string) => ({ id, model });
    const merged = mergeSimilar(
      [
        [car(1, "HiLux"), car(2, "RAV4"), car(3, "HiLux")],
        [car(3, "HiLux"), car(4, "Corolla"), car(5, "HiLux"), car(6, "Camry"), car(7, "Kluger"), car(8, "Prado")],
      ],
      car(1, "HiLux"),
    );
    expect(merged.map((c) => c.id)).toEqual([3, 5, 2, 4, 6, 7]);
  });
  it("keeps the site's own number instead (vehicle spec section 9: similar cars per page is set per tenant)", () => {
    const cars = Array.from({ length: 12 }, (_, i) => ({ id: i + 2, model: i % 2 ? "RAV4" : "HiLux" }));
    expect(mergeSimilar([cars], { id: 1, model: "HiLux" }, 9)).toHaveLength(9);
    expect(mergeSimilar([cars], { id: 1, model: "HiLux" }, 3).map((c) => c.model)).toEqual(["HiLux", "HiLux", "HiLux"]);
    expect(mergeSimilar([cars], { id: 1, model: "HiLux" }, 0)).toEqual([]);
  });
});
