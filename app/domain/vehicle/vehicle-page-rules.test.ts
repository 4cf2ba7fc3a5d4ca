import { describe, expect, it } from "vitest";
import type { LenderEntry } from "~/domain/finance/finance-estimate";
import { type FinancePanelCar, type FinanceSettings, financePanel } from "./finance-panel";
import { carKeyFacts, presentFacts } from "./key-facts";
import { specRows } from "./spec-rows";

const car: FinancePanelCar = {
  id: 7,
  year: 2022,
  price: 45_990,
  make: "Toyota",
  status: "in_stock",
  reserved: false,
  carType: "used",
  vin: "JTNBV58E50J000001",
  nvic: null,
  dealershipSlug: "coastal-toyota-brisbane",
  fuel: "Petrol",
  itemType: "car",
  variant: { fuelconsumptioncombined: 6.8 },
};
const settings: FinanceSettings = {
  financePath: "/finance",
  financeProvider: "youx",
  marketGauge: true,
  availability: "status",
  lenderGroup: "C",
  excludedMake: null,
  excludedDealerships: [],
  calculator: {
    amountFromPrice: true,
    defaultTermYears: 6,
    defaultInterest: 10,
    establishmentFee: 0,
    quickPicks: "standard",
    disclaimerExpanded: false,
  },
};
const lender: LenderEntry = {
  interestRate: 8.99,
  comparisonRate: 9.62,
  paymentWeek: 187,
  paymentMonth: 810,
  balloon: 13_797,
  deposit: 4_599,
  termYears: 5,
  establishmentFees: 300,
  weeklyFees: 1.5,
  disclaimer: "Indicative.",
};

describe("finance panel on the car page (vehicle spec section 5)", () => {
  it("shows the lender's own figures when the site's lender group allows, and then asks for no quote", () => {
    const panel = financePanel(car, lender, settings, 2026);
    expect(panel.estimate).toMatchObject({ weekly: 187, advertisedRate: 8.99, comparisonRate: 9.62 });
    expect(panel.estimate?.disclaimer).toBe(
      "Estimated repayment over a 5 year term at 8.99% p.a., comparison rate 9.62% p.a., with a $4,599 deposit, a $13,797 final payment, a $300 establishment fee and a $1.50 weekly account fee. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges and lending criteria apply. Subject to credit approval.",
    );
    expect(panel.quoteRequest).toBeNull();
  });

  it("starts the calculator's disclaimer (written from its own figures) expanded where the site says so", () => {
    expect(financePanel(car, lender, settings, 2026).calculatorDisclaimerExpanded).toBe(false);
    const expanded = { ...settings, calculator: { ...settings.calculator, disclaimerExpanded: true } };
    expect(financePanel(car, null, expanded, 2026).calculatorDisclaimerExpanded).toBe(true);
  });

  it("asks the quote engine once for an available priced car without an estimate", () => {
    expect(financePanel(car, null, settings, 2026).quoteRequest).toEqual({ purchasePrice: 45_990, year: 2022, vin: car.vin, nvic: null });
    expect(financePanel({ ...car, price: 0 }, null, settings, 2026).quoteRequest).toBeNull();
    expect(financePanel({ ...car, status: "sold" }, null, settings, 2026).quoteRequest).toBeNull();
  });

  it("on the brand whose cars are available only when priced, an unpriced car in stock offers no trade-in, delivery or finance link (vehicle spec section 3)", () => {
    const priced = { ...settings, availability: "priced" as const };
    expect(financePanel({ ...car, price: 0 }, null, priced, 2026).available).toBe(false);
    expect(financePanel({ ...car, price: 0 }, null, settings, 2026).available).toBe(true);
    expect(financePanel(car, null, priced, 2026).available).toBe(true);
  });

  it("links to the finance form only for an available car priced above $500", () => {
    expect(financePanel({ ...car, price: 500 }, null, settings, 2026).href).toBeNull();
    expect(financePanel({ ...car, price: 501 }, null, settings, 2026).href).toBe(
      "/finance?preferredDealership=coastal-toyota-brisbane&vehiclePriceBudget=501&car_id=7&car_type=used&vin=JTNBV58E50J000001#finance-form",
    );
    expect(financePanel({ ...car, status: "sold" }, null, settings, 2026).href).toBeNull();
  });

  it("offers the market gauge for used and demo cars above $200, never for new ones", () => {
    expect(financePanel(car, null, settings, 2026).gauge).toBe(true);
    expect(financePanel({ ...car, carType: "demo" }, null, settings, 2026).gauge).toBe(true);
    expect(financePanel({ ...car, carType: "new" }, null, settings, 2026).gauge).toBe(false);
    expect(financePanel({ ...car, price: 200 }, null, settings, 2026).gauge).toBe(false);
    // A site without the market-gauge plugin shows none.
    expect(financePanel(car, null, { ...settings, marketGauge: false }, 2026).gauge).toBe(false);
  });

  it("hides the fuel calculator for caravans and electric cars, and reads the combined consumption", () => {
    expect(financePanel(car, null, settings, 2026)).toMatchObject({ fuel: true, litresPer100Km: 6.8 });
    expect(financePanel({ ...car, itemType: "caravan" }, null, settings, 2026).fuel).toBe(false);
    expect(financePanel({ ...car, fuel: "Electric" }, null, settings, 2026).fuel).toBe(false);
    expect(financePanel({ ...car, variant: {} }, null, settings, 2026).litresPer100Km).toBeNull();
  });

  it("defaults the calculator's amount to the price on sites that say so, else $30,000", () => {
    expect(financePanel(car, null, settings, 2026).defaults.amount).toBe(45_990);
    const standard = { ...settings, calculator: { ...settings.calculator, amountFromPrice: false } };
    expect(financePanel(car, null, standard, 2026).defaults.amount).toBe(30_000);
  });
});

const factCar = {
  carType: "used" as const,
  itemType: "car",
  km: 45_000,
  trans: "Automatic",
  body: "Sedan",
  fuel: "Petrol",
  engineSize: null,
  drive: "FWD",
  seats: 5,
  colour: "",
  buildDate: "2022-03-01",
  complianceDate: null,
  regplate: "123ABC",
  stocknum: "U1234",
  vin: null,
};

describe("key facts (vehicle spec section 4)", () => {
  it("lists the present facts in order, dates as dd/mm/yyyy, empty rows hidden", () => {
    expect(carKeyFacts(factCar, null)).toEqual([
      ["Condition", "Used"],
      ["Kilometres", "45,000 km"],
      ["Transmission", "Automatic"],
      ["Body", "Sedan"],
      ["Fuel", "Petrol"],
      ["Drive", "FWD"],
      ["Seats", 5],
      ["Build date", "01/03/2022"],
      ["Registration", "123ABC"],
      ["Stock no.", "U1234"],
    ]);
  });

  it("hides kilometres for caravans", () => {
    expect(carKeyFacts({ ...factCar, itemType: "caravan" }, null).map(([label]) => label)).not.toContain("Kilometres");
  });

  it("joins the plate and the rego label, or shows the label alone without a plate", () => {
    const rego = (plate: string | null, label: string | null) =>
      carKeyFacts({ ...factCar, regplate: plate }, label).find(([l]) => l === "Registration")?.[1];
    expect(rego("123ABC", "Expires on 01/06/2027")).toBe("123ABC (Expires on 01/06/2027)");
    expect(rego(null, "Unregistered")).toBe("Unregistered");
    expect(rego(null, null)).toBeUndefined();
  });

  it("keeps zero, drops null, undefined and empty text", () => {
    expect(
      presentFacts([
        ["a", 0],
        ["b", null],
        ["c", undefined],
        ["d", ""],
        ["e", "x"],
      ]),
    ).toEqual([
      ["a", 0],
      ["e", "x"],
    ]);
  });
});

describe("All Specifications rows", () => {
  it("formats the variant's rows, then the car's own specifications in sentence case", () => {
    const rows = specRows({
      variant: { cylinders: 4, enginesize_litres: 2.5, fuelconsumptioncombined: 6.8, ancaprating: 5, induction: null },
      doors: 4,
      interiorColour: null,
      specifications: { sleeping_capacity: 4, tare_weight: "1,980 kg" },
    });
    expect(rows).toEqual([
      ["Cylinders", 4],
      ["Engine size", "2.5 L"],
      ["Fuel consumption", "6.8 L/100km"],
      ["ANCAP rating", "5 stars"],
      ["Doors", 4],
      ["Sleeping capacity", 4],
      ["Tare weight", "1,980 kg"],
    ]);
  });
});
