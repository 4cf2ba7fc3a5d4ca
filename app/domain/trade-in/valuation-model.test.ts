import { describe, expect, it } from "vitest";
import type { Comparable } from "~/domain/finance/market-gauge";
import type { AdjustmentAnswers } from "./adjustment-answers";
import { valueTradeIn } from "./valuation-model";

// The worked example in docs/trade-in-valuation.md: five Toyota RAV4 GX comparables for a 2022 RAV4 GX.
const rav4s: Comparable[] = [
  { price: 33_990, year: 2021, km: 78_000, state: "qld", sold: false },
  { price: 36_500, year: 2022, km: 52_000, state: "nsw", sold: false },
  { price: 35_990, year: 2022, km: 61_000, state: "qld", sold: true },
  { price: 38_900, year: 2023, km: 34_000, state: "vic", sold: false },
  { price: 34_500, year: 2021, km: 69_000, state: "qld", sold: true },
];
const shopper: AdjustmentAnswers = {
  km: 72_500,
  condition: "good",
  serviceHistory: "partial",
  damage: "minor",
  accessories: ["towbar", "roof-racks"],
};
const plain: AdjustmentAnswers = { km: 60_000, condition: "good", serviceHistory: "full", damage: "none", accessories: [] };
const threeAt = (price: number, km = 60_000): Comparable[] =>
  [0, 1, 2].map((i) => ({ price, year: 2022, km, state: "nsw", sold: i === 0 }));

describe("trade-in valuation: the documented worked example", () => {
  const valuation = valueTradeIn(shopper, rav4s);

  it("prices retail at the median $35,990 less $685 for 13,700 km over the 58,800 km average", () => {
    expect(valuation?.retail).toBe(35_305);
    expect(valuation?.comparables).toBe(5);
  });
  it("takes the dealer's 15%, partial history 4%, minor damage 5% of retail and adds $300 an accessory", () => {
    expect(valuation?.adjustments).toEqual([
      { label: "Dealer's cost to recondition and resell", amount: -5_296 },
      { label: "Service history: partial", amount: -1_412 },
      { label: "Damage: minor", amount: -1_765 },
      { label: "Accessories (2)", amount: 600 },
    ]);
  });
  it("gives $25,800 to $28,500 around a trade-in value of $27,432", () => {
    const value = (valuation?.retail ?? 0) + (valuation?.adjustments ?? []).reduce((sum, a) => sum + a.amount, 0);
    expect(value).toBe(27_432);
    expect(valuation).toMatchObject({ low: 25_800, high: 28_500 });
  });
});

describe("trade-in valuation: edge cases", () => {
  it("gives no valuation with fewer than 3 priced comparables (unpriced ones don't count)", () => {
    expect(valueTradeIn(plain, threeAt(30_000).slice(0, 2))).toBeNull();
    expect(
      valueTradeIn(plain, [...threeAt(30_000).slice(0, 2), { price: 0, year: 2022, km: 60_000, state: "nsw", sold: false }]),
    ).toBeNull();
    expect(valueTradeIn(plain, threeAt(30_000))?.comparables).toBe(3);
  });
  it("leaves unpriced comparables out of the average kilometres too", () => {
    const withUnpriced = [...threeAt(30_000), { price: 0, year: 2022, km: 500_000, state: "nsw", sold: false }];
    expect(valueTradeIn(plain, withUnpriced)?.retail).toBe(30_000);
  });
  it("takes the mean of the middle two prices for an even number of comparables", () => {
    const four = [30_000, 31_001, 32_000, 40_000].map((price) => ({ price, year: 2022, km: 60_000, state: "nsw", sold: false }));
    expect(valueTradeIn(plain, four)?.retail).toBe(31_501); // 31,500.50 rounds up
  });
  it("caps the kilometre adjustment at 15% of the median either way", () => {
    // 100,000 km under the average is worth $5,000 at 5 c/km, more than 15% of $30,000 ($4,500).
    expect(valueTradeIn({ ...plain, km: 0 }, threeAt(30_000, 100_000))?.retail).toBe(34_500);
    expect(valueTradeIn({ ...plain, km: 200_000 }, threeAt(30_000, 100_000))?.retail).toBe(25_500);
    // Under the cap it is the plain 5 c/km: 20,000 km fewer is $1,000 more.
    expect(valueTradeIn({ ...plain, km: 80_000 }, threeAt(30_000, 100_000))?.retail).toBe(31_000);
  });
  it("adds $300 an accessory up to $1,200", () => {
    const amountFor = (accessories: AdjustmentAnswers["accessories"]) =>
      valueTradeIn({ ...plain, accessories }, threeAt(30_000))?.adjustments.find((a) => a.label.startsWith("Accessories"));
    expect(amountFor(["towbar", "bullbar", "canopy"])).toEqual({ label: "Accessories (3)", amount: 900 });
    expect(amountFor(["towbar", "bullbar", "canopy", "roof-racks"])).toEqual({ label: "Accessories (4)", amount: 1_200 });
    expect(amountFor([...(["towbar", "bullbar", "roof-racks", "canopy", "upgraded-wheels", "dash-camera"] as const)])).toEqual({
      label: "Accessories (6)",
      amount: 1_200,
    });
    expect(amountFor([])).toBeUndefined();
  });
  it("adds 3% for excellent condition and takes 15% for poor", () => {
    const conditionFor = (condition: AdjustmentAnswers["condition"]) =>
      valueTradeIn({ ...plain, condition }, threeAt(30_000))?.adjustments.find((a) => a.label.startsWith("Condition"));
    expect(conditionFor("excellent")).toEqual({ label: "Condition: excellent", amount: 900 });
    expect(conditionFor("fair")).toEqual({ label: "Condition: fair", amount: -2_100 });
    expect(conditionFor("poor")).toEqual({ label: "Condition: poor", amount: -4_500 });
    expect(conditionFor("good")).toBeUndefined();
  });
  it("with no deductions but the dealer's, quotes 85% of retail less 6% to plus 4%", () => {
    // $30,000 - $4,500 = $25,500; x 0.94 = $23,970 -> $24,000; x 1.04 = $26,520 -> $26,500.
    expect(valueTradeIn(plain, threeAt(30_000))).toEqual({
      low: 24_000,
      high: 26_500,
      retail: 30_000,
      comparables: 3,
      adjustments: [{ label: "Dealer's cost to recondition and resell", amount: -4_500 }],
    });
  });
  it("never quotes under $500, and gives no range when even the high end is under $500", () => {
    const worst: AdjustmentAnswers = { km: 60_000, condition: "poor", serviceHistory: "none", damage: "major", accessories: [] };
    // $1,000 - 150 - 150 - 80 - 150 = $470: high $488.80 -> $500, low $441.80 -> $400, lifted to $500.
    expect(valueTradeIn(worst, threeAt(1_000))).toMatchObject({ low: 500, high: 500, retail: 1_000 });
    // $800 - 120 - 120 - 64 - 120 = $376: high $391.04 -> $400, under the floor.
    expect(valueTradeIn(worst, threeAt(800))).toBeNull();
  });
});
