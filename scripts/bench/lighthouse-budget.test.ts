import { describe, expect, it } from "vitest";
import { budgetMisses, medianFigures, type PageFigures } from "./lighthouse-budget";

const within: PageFigures = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  fcpMs: 900,
  tbtMs: 50,
  cls: 0.01,
  speedIndexMs: 1200,
  benchmarkIndex: 1500,
};

describe("Lighthouse budget (issue 18)", () => {
  it("is met at its limits exactly", () => {
    expect(budgetMisses(within)).toEqual([]);
  });

  it("names every figure past its limit", () => {
    expect(
      budgetMisses({ ...within, performance: 97, accessibility: 96, bestPractices: 92, seo: 91, lcpMs: 1500.6, tbtMs: 51, cls: 0.0104 }),
    ).toEqual([
      "Performance 97 < 98",
      "Accessibility 96 < 100",
      "Best Practices 92 < 100",
      "SEO 91 < 100",
      "LCP 1501 ms > 1500 ms",
      "TBT 51 ms > 50 ms",
    ]);
    expect(budgetMisses({ ...within, cls: 0.011 })).toEqual(["CLS 0.011 > 0.01"]);
  });

  it("takes each figure's median over the runs", () => {
    const runs = [
      { ...within, performance: 99, lcpMs: 1700 },
      { ...within, performance: 90, lcpMs: 1400 },
      { ...within, performance: 97, lcpMs: 1450 },
    ];
    expect(medianFigures(runs)).toEqual({ ...within, performance: 97, lcpMs: 1450 });
  });
});
