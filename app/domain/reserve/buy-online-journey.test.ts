import { describe, expect, it } from "vitest";
import { canOpenStep, type JourneyChoices, journeyBalance, JourneyChoicesSchema, nextJourneyStep } from "./buy-online-journey";
import { cents } from "./money";

const DELIVERY = { method: "delivery", postcode: "2000", priceCents: 35_000, region: "Metro: Sydney NSW" } as const;
const TRADE_IN = {
  method: "valuation",
  valuationId: "0b8f2f3e-1c7a-4c61-9d4e-2f0c9b1e7a11",
  vehicleName: "2021 Toyota RAV4 GX",
  lowCents: 2_580_000,
  highCents: 2_850_000,
  validUntil: "29/11/2026",
} as const;

describe("the buy-online journey", () => {
  it("opens the first unanswered step, in order, and the summary once every step is answered", () => {
    expect(nextJourneyStep({})).toBe("delivery");
    expect(nextJourneyStep({ delivery: { method: "pickup" } })).toBe("trade-in");
    expect(nextJourneyStep({ delivery: { method: "pickup" }, tradeIn: { method: "none" } })).toBe("finance");
    expect(nextJourneyStep({ delivery: { method: "pickup" }, tradeIn: { method: "none" }, finance: { method: "cash" } })).toBe("summary");
    // A later step answered out of order (a trade-in added from the valuation page) does not skip an earlier one.
    expect(nextJourneyStep({ tradeIn: TRADE_IN })).toBe("delivery");
  });

  it("lets a shopper go back to an answered step, never ahead of the first unanswered one", () => {
    const choices: JourneyChoices = { delivery: { method: "pickup" }, tradeIn: { method: "none" } };
    expect(canOpenStep(choices, "delivery")).toBe(true);
    expect(canOpenStep(choices, "finance")).toBe(true);
    expect(canOpenStep(choices, "summary")).toBe(false);
  });

  it("adds delivery and takes off the trade-in (at its low estimate) and the deposit, in cents", () => {
    // $45,990 car, $350 delivery, a $25,800 to $28,500 trade-in, $200 deposit: $45,990 + $350 - $25,800 - $200 = $20,340.
    const balance = journeyBalance({
      priceDollars: 45_990,
      depositPaid: cents(20_000),
      choices: { delivery: DELIVERY, tradeIn: TRADE_IN, finance: { method: "cash" } },
    });
    expect(balance).toEqual({
      price: 4_599_000,
      delivery: 35_000,
      tradeIn: 2_580_000,
      depositPaid: 20_000,
      balance: 2_034_000,
      inFavour: 0,
    });
    expect(journeyBalance({ priceDollars: 45_990, depositPaid: cents(20_000), choices: { delivery: { method: "pickup" } } }).balance).toBe(
      4_579_000,
    );
  });

  it("never owes less than nothing: a trade-in worth more than the car leaves a balance of $0 and the difference in the shopper's favour", () => {
    // $12,000 car, $25,800 trade-in, $200 deposit: the dealer owes the shopper $14,000.
    const balance = journeyBalance({ priceDollars: 12_000, depositPaid: cents(20_000), choices: { tradeIn: TRADE_IN } });
    expect(balance).toMatchObject({ balance: 0, inFavour: 1_400_000 });
  });

  it("reads back only choices it wrote", () => {
    expect(JourneyChoicesSchema.safeParse({ delivery: DELIVERY, tradeIn: TRADE_IN }).success).toBe(true);
    expect(JourneyChoicesSchema.safeParse({ finance: { method: "finance", termYears: 9, creditScore: "GREAT" } }).success).toBe(false);
    expect(JourneyChoicesSchema.safeParse({ delivery: { method: "drone" } }).success).toBe(false);
  });
});
