import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimCode, prizeFor, prizeOdds, promotionOpen, totalWeight } from "./spin-to-win";

const PRIZES = [
  { label: "Free window tint", weight: 1 },
  { label: "$50 fuel card", weight: 3 },
  { label: "Free car wash", weight: 6 },
];

describe("spin to win", () => {
  it("lands each roll on the prize whose share of the total it falls in", () => {
    expect(prizeFor(PRIZES, 0).label).toBe("Free window tint");
    expect([1, 2, 3].map((r) => prizeFor(PRIZES, r).label)).toEqual(Array(3).fill("$50 fuel card"));
    expect([4, 9].map((r) => prizeFor(PRIZES, r).label)).toEqual(Array(2).fill("Free car wash"));
    expect(() => prizeFor(PRIZES, 10)).toThrow(RangeError);
  });

  it("wins every prize exactly in proportion to its weight over all rolls", () => {
    const counts = new Map<string, number>();
    for (let roll = 0; roll < totalWeight(PRIZES); roll++) {
      const { label } = prizeFor(PRIZES, roll);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ "Free window tint": 1, "$50 fuel card": 3, "Free car wash": 6 });
  });

  it("states the odds as shoppers read them, in lowest terms", () => {
    expect(prizeOdds(PRIZES)).toEqual([
      { label: "Free window tint", odds: "1 in 10" },
      { label: "$50 fuel card", odds: "3 in 10" },
      { label: "Free car wash", odds: "3 in 5" },
    ]);
  });

  it("is open from its first day to its last, in the site's calendar", () => {
    const promo = { startsOn: "2026-11-01", endsOn: "2026-12-24" };
    expect(promotionOpen(promo, "2026-10-31")).toBe(false);
    expect(promotionOpen(promo, "2026-11-01")).toBe(true);
    expect(promotionOpen(promo, "2026-12-24")).toBe(true);
    expect(promotionOpen(promo, "2026-12-25")).toBe(false);
  });

  it("makes claim codes without look-alike characters", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (picks) => {
        let i = 0;
        const code = claimCode((max) => picks[i++] % max);
        expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      }),
    );
  });
});
