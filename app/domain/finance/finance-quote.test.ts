import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FinancePanelCar, type FinanceSettings, financePanel } from "~/domain/vehicle/finance-panel";
import { COMPARISON_RATE_RANGE } from "./finance-disclaimer";
import { calculateRepayment, calculatorQuote, type CalculatorInput } from "./finance-calculator";
import type { LenderEntry } from "./finance-estimate";
import { moneyText, shownFinance } from "./finance-quote";
import { percentText } from "./percent-text";
import { quoteAnswer, type RateCard } from "./quote-engine";

/** What a disclaimer states, read back from its words (independently of how they were written). */
function stated(text: string) {
  const amount = (s: string) => Number(s.replace(/[$,]/g, ""));
  const one = (re: RegExp) => {
    const m = re.exec(text);
    return m ? amount(m[1]) : null;
  };
  return {
    termYears: one(/over a ([\d.]+) year term/),
    rate: one(/ at ([\d.]+)% p\.a\./),
    comparison: one(/, comparison rate ([\d.]+)% p\.a\./),
    deposit: one(/\$([\d,.]+) deposit/),
    balloon: one(/\$([\d,.]+) final payment/),
    fees: [...text.matchAll(/\$([\d,.]+) ([a-z]+(?: [a-z]+)*) fee\b/g)].map(([, a, label]) => ({
      label: `${label} fee`,
      amount: amount(a),
    })),
    percents: [...text.matchAll(/([\d.]+)% p\.a\./g)].map(([, p]) => Number(p)),
    dollars: [...text.matchAll(/\$([\d,]+(?:\.\d\d)?)/g)].map(([, d]) => amount(d)),
  };
}

type Terms = {
  termYears: number | null;
  deposit: number | null;
  balloon: number | null;
  fees: { label: string; amount: number }[];
  range: { lowest: number; highest: number } | null;
};
const twoPlaces = (n: number | null) => (n === null ? null : Number(n.toFixed(2)));
const cents = (n: number) => Math.round(n * 100) / 100;

/** Every figure the disclaimer states is one shown beside it (the rates as the box prints them) or one of the quote's terms. */
function expectDescribes(text: string, shown: { advertisedRate: number | null; comparisonRate: number | null }, terms: Terms) {
  const s = stated(text);
  expect(s.rate).toBe(twoPlaces(shown.advertisedRate));
  expect(s.comparison).toBe(twoPlaces(shown.comparisonRate));
  expect(s.termYears).toBe(terms.termYears);
  expect(s.deposit).toBe(terms.deposit);
  expect(s.balloon).toBe(terms.balloon);
  expect(s.fees).toEqual(terms.fees.filter((f) => f.amount > 0).map((f) => ({ ...f, amount: cents(f.amount) })));
  const percents = [shown.advertisedRate, shown.comparisonRate, terms.range?.lowest ?? null, terms.range?.highest ?? null].map(twoPlaces);
  for (const p of s.percents) expect(percents).toContain(p);
  const dollars = [terms.deposit, terms.balloon, ...terms.fees.map((f) => cents(f.amount)), 30_000];
  for (const d of s.dollars) expect(dollars).toContain(d);
}

const rate = fc.integer({ min: 1, max: 2500 }).map((n) => n / 100);
const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const carArb: fc.Arbitrary<FinancePanelCar> = fc.record({
  id: fc.constant(1),
  year: fc.integer({ min: 2000, max: 2026 }),
  price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 250_000 })),
  make: fc.constantFrom("Toyota", "Kia", "Yamaha"),
  status: fc.constantFrom("in_stock" as const, "coming_soon" as const, "sold" as const),
  reserved: fc.boolean(),
  carType: fc.constantFrom("new" as const, "used" as const, "demo" as const),
  vin: fc.constant(null),
  nvic: fc.constant(null),
  dealershipSlug: fc.constant("a-dealer"),
  fuel: fc.constant("Petrol"),
  itemType: fc.constant("car"),
  variant: fc.constant({}),
});

/** A lender entry as a stock feed may send it: any figure missing, and its own wording stating other figures. */
const lenderArb: fc.Arbitrary<LenderEntry> = fc.record({
  interestRate: nullable(rate),
  comparisonRate: nullable(rate),
  paymentWeek: nullable(fc.integer({ min: 0, max: 2_000 })),
  paymentMonth: nullable(fc.integer({ min: 0, max: 9_000 })),
  balloon: nullable(fc.integer({ min: 0, max: 100_000 })),
  deposit: nullable(fc.integer({ min: 0, max: 50_000 })),
  termYears: nullable(fc.constantFrom(1, 2, 3, 4, 5, 5.5, 7)),
  establishmentFees: nullable(money(2_000)),
  weeklyFees: nullable(money(10)),
  disclaimer: nullable(
    fc.oneof(
      fc.constant("Finance estimate based on a 5-year term at 6.29% p.a., comparison rate 8.19% p.a., with no deposit."),
      fc.string(),
    ),
  ),
});

const bandsArb = fc.array(fc.record({ maxAgeYears: fc.integer({ min: 0, max: 20 }), ratePercent: rate }), { minLength: 1, maxLength: 3 });
const rateCardArb: fc.Arbitrary<RateCard> = fc.record({
  bands: fc.record({ GREAT: bandsArb, GOOD: bandsArb, FAIR: bandsArb }),
  establishmentFee: money(1_500),
  weeklyFee: money(5),
  securityRegistrationFee: money(10),
  dealerAgencyFee: money(1_000),
  monthlyAdminFee: money(10),
  balloonShare: fc.integer({ min: 0, max: 60 }).map((n) => n / 100),
  roundUp: fc.boolean(),
});

const settingsArb: fc.Arbitrary<FinanceSettings> = fc.record({
  financePath: fc.constant("/finance"),
  financeProvider: fc.constantFrom("youx", "carclarity", "another-lender"),
  marketGauge: fc.constant(false),
  availability: fc.constant("status" as const),
  lenderGroup: fc.constantFrom("A" as const, "B" as const, "C" as const, "D" as const),
  excludedMake: fc.constantFrom(null, "Kia"),
  excludedDealerships: fc.constant([]),
  calculator: fc.constant({
    amountFromPrice: true,
    defaultTermYears: 5,
    defaultInterest: 10,
    establishmentFee: 0,
    quickPicks: "standard" as const,
    disclaimerExpanded: false,
  }),
});

describe("every finance disclaimer describes the figures beside it (issue 52)", () => {
  it("on the car page and the cards, for every lender entry (or none) and every rate card", () => {
    fc.assert(
      fc.property(carArb, nullable(lenderArb), rateCardArb, settingsArb, (car, lender, card, settings) => {
        const panel = financePanel(car, lender, settings, 2026);
        if (panel.estimate && lender) {
          // The lender's figures, and its own terms.
          expectDescribes(panel.estimate.disclaimer, panel.estimate, {
            termYears: lender.termYears,
            deposit: lender.deposit,
            balloon: lender.balloon,
            fees: [
              { label: "establishment fee", amount: lender.establishmentFees ?? 0 },
              { label: "weekly account fee", amount: lender.weeklyFees ?? 0 },
            ],
            range: settings.financeProvider === "carclarity" ? COMPARISON_RATE_RANGE : null,
          });
          expect(panel.estimate.disclaimer).not.toContain("6.29% p.a., comparison rate 8.19%");
        }
        if (!panel.quoteRequest) return;
        // A car without an estimate: the quote the box (and the card) fetches, as `POST /api/youx/quote` answers it.
        const request = {
          selfAssessedCreditScore: "GREAT" as const,
          purchasePrice: panel.quoteRequest.purchasePrice,
          loanTerm: 5,
          year: car.year,
        };
        const answer = quoteAnswer(request, card, 2026);
        if (answer.disclaimer === null) {
          expect(answer.weeklyRepaymentAmount).toBeNull();
          return;
        }
        expectDescribes(
          answer.disclaimer,
          { advertisedRate: answer.advertisedRate, comparisonRate: answer.comparisonRate },
          {
            termYears: 5,
            deposit: 0,
            balloon: Math.round(request.purchasePrice * card.balloonShare),
            fees: [
              { label: "establishment fee", amount: card.establishmentFee },
              { label: "security registration fee", amount: card.securityRegistrationFee },
              { label: "dealer agency fee", amount: card.dealerAgencyFee },
              { label: "weekly account fee", amount: card.weeklyFee },
              { label: "monthly admin fee", amount: card.monthlyAdminFee },
            ],
            range: null,
          },
        );
      }),
      { numRuns: 500 },
    );
  });

  it("under the calculator, for every figure the shopper can pick", () => {
    const inputArb: fc.Arbitrary<CalculatorInput> = fc.record({
      amount: fc.integer({ min: 1_000, max: 250_000 }),
      deposit: fc.integer({ min: 0, max: 250_000 }),
      balloon: fc.integer({ min: 0, max: 250_000 }),
      years: fc.constantFrom(1, 1.5, 2, 3, 5, 6, 7),
      interest: fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
      frequency: fc.constantFrom("weekly" as const, "fortnightly" as const, "monthly" as const),
      establishmentFee: fc.constantFrom(0, 395, 1300, 1360.5),
    });
    fc.assert(
      fc.property(inputArb, (input) => {
        const shown = shownFinance(calculatorQuote(input));
        expect(shown.advertisedRate).toBe(input.interest);
        expectDescribes(shown.disclaimer, shown, {
          termYears: input.years,
          deposit: input.deposit,
          balloon: Math.min(input.balloon, calculateRepayment(input).principal),
          fees: [{ label: "establishment fee", amount: input.establishmentFee }],
          range: null,
        });
      }),
    );
  });
});

describe("the rate card's quote (issue 52: an imported car without a lender entry)", () => {
  const card: RateCard = {
    bands: {
      GREAT: [
        { maxAgeYears: 3, ratePercent: 6.29 },
        { maxAgeYears: 12, ratePercent: 8.99 },
      ],
      GOOD: [],
      FAIR: [],
    },
    establishmentFee: 395,
    weeklyFee: 0,
    securityRegistrationFee: 6,
    dealerAgencyFee: 912.25,
    monthlyAdminFee: 8,
    balloonShare: 0,
    roundUp: false,
  };
  it("answers with the disclaimer of its own 8.99%, not the fallback's 6.29% and 8.19%", () => {
    const answer = quoteAnswer({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2019 }, card, 2026);
    expect(answer.advertisedRate).toBe(8.99);
    expect(answer.disclaimer).toContain(`at 8.99% p.a., comparison rate ${percentText(answer.comparisonRate)}`);
    expect(answer.disclaimer).toContain(
      "with $0 deposit, $0 final payment, a $395 establishment fee, a $6 security registration fee, a $912.25 dealer agency fee and a $8 monthly admin fee.",
    );
    expect(answer.disclaimer).not.toMatch(/6\.29%|8\.19%/);
  });

  it("writes money with cents only where there are some", () => {
    expect([moneyText(300), moneyText(1.5), moneyText(912.25), moneyText(30_000), moneyText(1360.5)]).toEqual([
      "$300",
      "$1.50",
      "$912.25",
      "$30,000",
      "$1,360.50",
    ]);
  });
});
