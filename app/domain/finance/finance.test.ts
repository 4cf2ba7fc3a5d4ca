import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparisonRate, WEEKS_PER_YEAR } from "./comparison-rate";
import { belowMarket, dealLabel, fillBand, gaugeEligible, marketGauge, showGauge } from "./market-gauge";
import {
  boundMessage,
  calculateRepayment,
  calculatorBounds,
  clampToBound,
  monthlyDisplay,
  monthlyFromWeekly,
  startingTerm,
  weeklyDisplay,
} from "./finance-calculator";
import { truncateDisclaimer } from "./finance-disclaimer";
import { ENQUIRE_FOR_FINANCE } from "~/domain/price-thresholds";
import { fuelCost, showFuelCalculator } from "./fuel-cost";
import { periodicRepayment } from "./periodic-repayment";
import { quote, type RateCard, rateCardFees } from "./quote-engine";
import { deliveryEstimate } from "./delivery-estimate";
import { showFinanceEstimate } from "./finance-estimate";

describe("repayments (standard amortised loan)", () => {
  it("matches an independent calculation for amount, rate, term, frequency and balloon", () => {
    expect(periodicRepayment({ principal: 30_000, annualRatePercent: 10, years: 5, periodsPerYear: 12 })).toBeCloseTo(637.41, 2);
    expect(periodicRepayment({ principal: 30_000, annualRatePercent: 10, years: 5, periodsPerYear: 12, balloon: 9_000 })).toBeCloseTo(
      521.19,
      2,
    );
    expect(periodicRepayment({ principal: 30_000, annualRatePercent: 10, years: 5, periodsPerYear: 52 })).toBeCloseTo(146.73, 2);
    expect(periodicRepayment({ principal: 30_000, annualRatePercent: 10, years: 5, periodsPerYear: 26 })).toBeCloseTo(293.68, 2);
    expect(periodicRepayment({ principal: 12_000, annualRatePercent: 0, years: 1, periodsPerYear: 12 })).toBe(1000);
  });
  it("decreases as the term grows and increases with the rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 250_000 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 13 }),
        (principal, rate, halfYears) => {
          const years = halfYears / 2;
          const at = (y: number, r: number) => periodicRepayment({ principal, annualRatePercent: r, years: y, periodsPerYear: 52 });
          expect(at(years + 0.5, rate)).toBeLessThan(at(years, rate));
          expect(at(years, rate + 0.5)).toBeGreaterThan(at(years, rate));
        },
      ),
    );
  });
  it("totals what is paid and the interest in it", () => {
    const r = calculateRepayment({
      amount: 30_000,
      deposit: 0,
      balloon: 0,
      years: 5,
      interest: 10,
      frequency: "monthly",
      establishmentFee: 0,
    });
    expect(r.periods).toBe(60);
    expect(r.totalPayable).toBeCloseTo(38_244.69, 0);
    expect(r.totalInterest).toBeCloseTo(8_244.69, 0);
  });
});

describe("comparison rate ($30,000 over 5 years)", () => {
  it("equals the advertised rate without fees and rises with a known fee set", () => {
    expect(comparisonRate(6.29, { establishment: 0, perPeriod: 0 })).toBe(6.29);
    expect(comparisonRate(6.29, { establishment: 395, perPeriod: 2 })).toBe(7.46);
    expect(comparisonRate(8.99, { establishment: 1300, perPeriod: 0 })).toBe(10.83);
  });
  it("is never below the advertised rate when fees are positive", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 20 }),
        (rate, establishment, perPeriod) => {
          expect(comparisonRate(rate, { establishment, perPeriod })).toBeGreaterThanOrEqual(Math.round(rate * 100) / 100);
        },
      ),
    );
  });
});

describe("quotes from the site's rate card", () => {
  const card: RateCard = {
    bands: {
      GREAT: [
        { maxAgeYears: 3, ratePercent: 6.29 },
        { maxAgeYears: 12, ratePercent: 8.99 },
      ],
      GOOD: [{ maxAgeYears: 12, ratePercent: 10.5 }],
      FAIR: [{ maxAgeYears: 12, ratePercent: 14 }],
    },
    establishmentFee: 0,
    weeklyFee: 0,
    securityRegistrationFee: 0,
    dealerAgencyFee: 0,
    monthlyAdminFee: 0,
    balloonShare: 0,
    roundUp: false,
  };
  it("prices by credit band and car age, rounding to whole dollars (up where the site says so)", () => {
    const q = quote({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2025 }, card, 2026);
    expect(q).toEqual({ weeklyRepaymentAmount: 134, advertisedRate: 6.29, comparisonRate: 6.29 });
    expect(
      quote({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2025 }, { ...card, roundUp: true }, 2026)
        ?.weeklyRepaymentAmount,
    ).toBe(135);
    expect(quote({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2018 }, card, 2026)?.advertisedRate).toBe(
      8.99,
    );
    expect(quote({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2010 }, card, 2026)).toBeNull();
  });
  it("counts one brand's fees (establishment $395, security registration $6, monthly admin $8, dealer agency $912.25) in the repayment and the comparison rate", () => {
    const branded = { ...card, establishmentFee: 395, securityRegistrationFee: 6, monthlyAdminFee: 8, dealerAgencyFee: 912.25 };
    const fees = rateCardFees(branded);
    expect(fees.establishment).toBeCloseTo(1313.25, 10);
    // $8 a month is $96 a year, over 52.18 weeks: about $1.84 a week.
    expect(fees.perPeriod).toBeCloseTo(96 / 52.18, 10);
    const request = { selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2025 } as const;
    const plain = quote(request, card, 2026);
    const withFees = quote(request, branded, 2026);
    const expectedWeekly =
      periodicRepayment({ principal: 31_313.25, annualRatePercent: 6.29, years: 5, periodsPerYear: WEEKS_PER_YEAR }) + 96 / 52.18;
    expect(withFees?.weeklyRepaymentAmount).toBe(Math.round(expectedWeekly));
    expect(withFees?.weeklyRepaymentAmount).toBeGreaterThan(plain?.weeklyRepaymentAmount ?? Infinity);
    expect(withFees?.comparisonRate).toBe(comparisonRate(6.29, { establishment: 1313.25, perPeriod: 96 / 52.18 }));
    // $1,313.25 financed and $1.84 a week on a $30,000 loan over 5 years is worth about 2.5 points a year.
    expect(withFees?.comparisonRate).toBeGreaterThan(8.5);
    expect(withFees?.comparisonRate).toBeLessThan(9.5);
  });
  it("says 'Enquire for Finance' at $25 a week or less, and monthly is weekly x 4.33", () => {
    expect(weeklyDisplay(25)).toBe(ENQUIRE_FOR_FINANCE);
    expect(weeklyDisplay(26)).toBe("$26/wk");
    expect(monthlyFromWeekly(100)).toBe(433);
    expect(monthlyDisplay(100)).toBe("about $433/month");
    expect(monthlyDisplay(25)).toBeNull();
    expect(monthlyDisplay(null)).toBeNull();
  });
});

describe("calculator bounds (vehicle spec section 5)", () => {
  const b = calculatorBounds();
  it("clamps above the maximum to the maximum and at or below the minimum to the minimum", () => {
    expect(clampToBound(150_000, b.amount)).toBe(100_000);
    expect(clampToBound(1000, b.amount)).toBe(1000);
    expect(clampToBound(-5, b.amount)).toBe(1000);
    expect(clampToBound(7.5, b.term)).toBe(7);
    expect(clampToBound(0.5, b.interest)).toBe(0.5);
    expect(clampToBound(16, b.interest)).toBe(15);
    expect(clampToBound(300_000, b.deposit)).toBe(250_000);
    expect(clampToBound(300_000, b.balloon)).toBe(250_000);
  });
  it("has the site variants and the spec's message", () => {
    expect(calculatorBounds({ amountMin: 5000, termMax: 5, interest: "narrow" })).toMatchObject({
      amount: { min: 5000 },
      term: { max: 5 },
      interest: { min: 7.5, max: 14.5 },
    });
    expect(calculatorBounds({}, 200_000).amount.max).toBe(210_000);
    expect(calculatorBounds({ amountMax: 250_000 }, 200_000).amount.max).toBe(250_000);
    expect(boundMessage(b.amount)).toBe("Cannot be less than 1,000 or more than 100,000");
  });
  it("offers terms from 1 to 7 years in half years (5 on some sites), or a site's own list of year steps", () => {
    expect(b.term.steps).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
    expect(calculatorBounds({ termMax: 5 }).term.steps.at(-1)).toBe(5);
    const custom = calculatorBounds({ termYears: [5, 2, 3, 4, 3, 7] }).term;
    expect(custom.steps).toEqual([2, 3, 4, 5, 7]);
    expect(custom).toMatchObject({ min: 2, max: 7 });
    // The site's default term (6 years) is not on that list: the calculator starts on the nearest, the lower on a tie.
    expect(startingTerm(6, custom.steps)).toBe(5);
    expect(startingTerm(5, custom.steps)).toBe(5);
    expect(startingTerm(1, custom.steps)).toBe(2);
  });
  it("shows the interest rate except where a site hides it (then the standard range still bounds the default rate)", () => {
    expect(b.interest.shown).toBe(true);
    expect(calculatorBounds({ interest: "wide" }).interest).toMatchObject({ min: 4, max: 20, shown: true });
    expect(calculatorBounds({ interest: "hidden" }).interest).toMatchObject({ min: 0.5, max: 15, shown: false });
  });
});

describe("fuel calculator", () => {
  it("costs distance / 100 x consumption x price with the spec's defaults", () => {
    const cost = fuelCost({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 });
    expect(cost.weekly).toBeCloseTo(42.5, 5);
    expect(cost.yearly).toBeCloseTo(2210, 5);
    expect(cost.monthly).toBeCloseTo(184.17, 2);
  });
  it("is hidden for electric cars only", () => {
    expect(showFuelCalculator("Electric")).toBe(false);
    expect(showFuelCalculator("Plug-in Hybrid (Petrol)")).toBe(true);
    expect(showFuelCalculator("Diesel")).toBe(true);
  });
});

describe("market gauge", () => {
  const comps = [30_000, 31_000, 32_000, 33_000, 34_000, 35_000, 36_000, 37_000, 38_000, 39_000, 40_000, 41_000].map((price) => ({
    price,
    year: 2021,
    km: 50_000,
    state: "QLD",
    sold: false,
  }));
  it("gives a range, a fill and a confidence from the comparables", () => {
    const g = marketGauge({ price: 33_000, km: 50_000, state: "QLD" }, comps);
    expect(g).toMatchObject({ listing_price: 33_000, market_range_min: 31_100, market_range_max: 39_900, comparables: 12 });
    expect(g?.fill).toBeCloseTo(0.78, 2);
    expect(g?.confidence).toBeGreaterThan(0.2);
  });
  it("gives no gauge with fewer than 3 comparables: one or two would reveal another dealer's own price", () => {
    expect(marketGauge({ price: 33_000, km: 50_000, state: "QLD" }, comps.slice(0, 1))).toBeNull();
    expect(marketGauge({ price: 33_000, km: 50_000, state: "QLD" }, comps.slice(0, 2))).toBeNull();
    expect(showGauge(null)).toBe(false);
    expect(marketGauge({ price: 33_000, km: 50_000, state: "QLD" }, comps.slice(0, 3))?.comparables).toBe(3);
  });
  it("hides on missing fields, confidence 0.2 or lower, or a range below the price", () => {
    const ok = { fill: 0.5, listing_price: 30_000, market_range_min: 28_000, market_range_max: 32_000, confidence: 0.5 };
    expect(showGauge(ok)).toBe(true);
    expect(showGauge({ ...ok, confidence: 0.2 })).toBe(false);
    expect(showGauge({ ...ok, market_range_max: 29_999 })).toBe(false);
    expect(showGauge({ ...ok, fill: undefined })).toBe(false);
  });
  it("bands the fill and labels the deal", () => {
    expect([0.29, 0.3, 0.59, 0.6].map(fillBand)).toEqual(["low", "medium", "medium", "high"]);
    expect(dealLabel(0.64, null)).toBe("Good Deal");
    expect(dealLabel(0.65, null)).toBe("Great Deal");
    expect(dealLabel(0.9, "Priced to sell")).toBe("Priced to sell");
  });
  it("shows only for priced cars in stock and not reserved", () => {
    expect(gaugeEligible({ status: "in_stock", reserved: false, price: 201, carType: "used" })).toBe(true);
    expect(gaugeEligible({ status: "in_stock", reserved: false, price: 200, carType: "used" })).toBe(false);
    expect(gaugeEligible({ status: "in_stock", reserved: true, price: 30_000, carType: "used" })).toBe(false);
    expect(gaugeEligible({ status: "sold", reserved: false, price: 30_000, carType: "used" })).toBe(false);
  });
  it("badges below market at more than $499 under the average, preferring the state's", () => {
    expect(belowMarket(30_000, { average: 30_499 })).toBe(false);
    expect(belowMarket(30_000, { average: 30_500 })).toBe(true);
    expect(belowMarket(30_000, { average: 40_000, stateAverage: 30_400 })).toBe(false);
  });
});

describe("finance disclaimer and delivery", () => {
  it("cuts the disclaimer at 197 characters", () => {
    const text = "x".repeat(250);
    expect(truncateDisclaimer(text).shown).toHaveLength(197);
    expect(truncateDisclaimer("short").rest).toBe("");
  });
  it("prices delivery by the band the distance falls in, and none beyond the last", () => {
    const bands = [
      { maxKm: 50, price: 0, region: "Local" },
      { maxKm: 500, price: 690, region: "Regional" },
    ];
    const brisbane = { lat: -27.47, lng: 153.03 };
    expect(deliveryEstimate(brisbane, { lat: -26.65, lng: 153.09 }, bands)).toMatchObject({ price: 690, region: "Regional" });
    expect(deliveryEstimate(brisbane, { lat: -27.5, lng: 153.0 }, bands)).toMatchObject({ price: 0, region: "Local" });
    expect(deliveryEstimate(brisbane, { lat: -33.87, lng: 151.21 }, bands)).toBeNull();
  });
});

describe("finance estimate on the car page (vehicle spec section 5)", () => {
  const car = { year: 2020, price: 30_000, make: "Toyota", dealershipSlug: "coastal", available: true };
  const lender = { interestRate: 8.99, comparisonRate: 9.5, paymentWeek: 140, paymentMonth: 606, disclaimer: null };
  const rules = { lenderGroup: "A" as const, excludedMake: null, excludedDealerships: [] };
  it("needs a lender entry with both rates", () => {
    expect(showFinanceEstimate(car, lender, rules, 2026)).toBe(true);
    expect(showFinanceEstimate(car, null, rules, 2026)).toBe(false);
    expect(showFinanceEstimate(car, { ...lender, comparisonRate: null }, rules, 2026)).toBe(false);
  });
  it("respects the excluded make and dealerships", () => {
    expect(showFinanceEstimate(car, lender, { ...rules, excludedMake: "toyota" }, 2026)).toBe(false);
    expect(showFinanceEstimate(car, lender, { ...rules, excludedDealerships: ["coastal"] }, 2026)).toBe(false);
  });
  it("applies each lender group's conditions", () => {
    expect(showFinanceEstimate({ ...car, year: 2014 }, lender, rules, 2026)).toBe(false);
    expect(showFinanceEstimate({ ...car, year: 2015 }, lender, rules, 2026)).toBe(true);
    expect(showFinanceEstimate({ ...car, price: 500 }, lender, rules, 2026)).toBe(false);
    expect(showFinanceEstimate({ ...car, price: 500 }, lender, { ...rules, lenderGroup: "B" }, 2026)).toBe(true);
    expect(showFinanceEstimate(car, { ...lender, paymentWeek: null }, { ...rules, lenderGroup: "C" }, 2026)).toBe(false);
    expect(showFinanceEstimate(car, { ...lender, paymentMonth: null }, { ...rules, lenderGroup: "D" }, 2026)).toBe(false);
    expect(showFinanceEstimate({ ...car, available: false }, lender, { ...rules, lenderGroup: "B" }, 2026)).toBe(false);
  });
});
