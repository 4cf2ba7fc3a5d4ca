import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bulkPrices, newPrice } from "./bulk-price";

const car = (id: number, price: number) => ({ id, stocknum: `S${id}`, price });

describe("bulk price changes", () => {
  it("adds or takes off whole dollars", () => {
    expect(newPrice(45_990, { by: "amount", amount: -1_000 })).toBe(44_990);
    expect(newPrice(45_990, { by: "amount", amount: 500 })).toBe(46_490);
  });

  it("changes by a percentage, rounded to whole dollars", () => {
    expect(newPrice(45_990, { by: "percent", percent: -10 })).toBe(41_391);
    expect(newPrice(45_990, { by: "percent", percent: 2.5 })).toBe(47_140);
    expect(newPrice(19_999, { by: "percent", percent: -5 })).toBe(18_999);
    // 1% of $150 is $1.50: a half rounds up.
    expect(newPrice(150, { by: "percent", percent: 1 })).toBe(152);
  });

  it("never gives a car with no price one, and says which cars have none", () => {
    const outcome = bulkPrices([car(1, 20_000), car(2, 0), car(3, 0)], { by: "amount", amount: 500 });
    expect(outcome).toEqual({ ok: false, message: "2 cars have no price (S2, S3). Leave them out, or price them one by one." });
  });

  it("refuses the whole change when any car would go to $0 or below", () => {
    expect(bulkPrices([car(1, 20_000), car(2, 900)], { by: "amount", amount: -1_000 })).toEqual({
      ok: false,
      message: "That would take 1 car to $0 or less (S2). Nothing was changed.",
    });
    expect(bulkPrices([car(1, 20_000)], { by: "percent", percent: -100 }).ok).toBe(false);
  });

  it("gives every car its before and after price", () => {
    expect(bulkPrices([car(1, 20_000), car(2, 30_000)], { by: "percent", percent: -10 })).toEqual({
      ok: true,
      prices: [
        { id: 1, before: 20_000, after: 18_000 },
        { id: 2, before: 30_000, after: 27_000 },
      ],
    });
  });

  it("always ends on a whole number of dollars of at least $1 when it succeeds", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.oneof(
          fc.record({ by: fc.constant("amount" as const), amount: fc.integer({ min: -100_000, max: 100_000 }) }),
          fc.record({ by: fc.constant("percent" as const), percent: fc.double({ min: -99, max: 100, noNaN: true }) }),
        ),
        (prices, change) => {
          const outcome = bulkPrices(
            prices.map((p, i) => car(i, p)),
            change,
          );
          if (outcome.ok) for (const p of outcome.prices) expect(Number.isInteger(p.after) && p.after >= 1).toBe(true);
        },
      ),
    );
  });
});
