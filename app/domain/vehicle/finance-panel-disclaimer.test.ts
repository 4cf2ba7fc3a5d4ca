import { describe, expect, it } from "vitest";
import { type FinanceSettings, financePanel } from "./finance-panel";

// Issue 52: an imported car headlined its lender's 8.99% while the disclaimer under it stated the fallback's
// 6.29% and comparison 8.19%.
const car = {
  id: 7,
  year: 2019,
  price: 45_990,
  make: "Toyota",
  status: "in_stock" as const,
  reserved: false,
  carType: "used" as const,
  vin: null,
  nvic: null,
  dealershipSlug: "coastal-toyota-brisbane",
  fuel: "Petrol",
  itemType: "car",
  variant: {},
};
const settings = {
  financePath: "/finance",
  financeProvider: "youx",
  marketGauge: false,
  availability: "status",
  lenderGroup: "C",
  excludedMake: null,
  excludedDealerships: [],
  calculator: {
    amountFromPrice: true,
    defaultTermYears: 5,
    defaultInterest: 10,
    establishmentFee: 0,
    quickPicks: "standard",
    disclaimerExpanded: false,
  },
} satisfies FinanceSettings;
/** A stock feed's lender entry: the lender's figures, and no disclaimer, or one of its own that states other figures. */
const imported = {
  interestRate: 8.99,
  comparisonRate: 9.48,
  paymentWeek: 187,
  paymentMonth: 810,
  balloon: 0,
  deposit: 0,
  termYears: 5,
  establishmentFees: 300,
  weeklyFees: null,
  disclaimer: null as string | null,
};

describe("the car page's finance estimate and its disclaimer (issue 52)", () => {
  it("states the lender's 8.99% and comparison 9.48% beside them, not the fallback's 6.29% and 8.19%", () => {
    const { estimate } = financePanel(car, imported, settings, 2026);
    expect(estimate).toMatchObject({ weekly: 187, advertisedRate: 8.99, comparisonRate: 9.48 });
    expect(estimate?.disclaimer).toContain("at 8.99% p.a., comparison rate 9.48% p.a.");
    expect(estimate?.disclaimer).not.toMatch(/6\.29%|8\.19%/);
  });

  it("never shows a feed-written disclaimer that states other figures than the ones shown", () => {
    const feed = { ...imported, disclaimer: "Based on a 5-year term at 6.29% p.a., comparison rate 8.19% p.a., with no deposit." };
    const { estimate } = financePanel(car, feed, settings, 2026);
    expect(estimate?.disclaimer).not.toContain(feed.disclaimer);
    expect(estimate?.disclaimer).toContain(
      "over a 5 year term at 8.99% p.a., comparison rate 9.48% p.a., with $0 deposit, $0 final payment and a $300 establishment fee.",
    );
  });
});
