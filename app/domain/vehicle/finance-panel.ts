import { type AvailabilityRule, financeHref, isAvailable } from "~/domain/card-actions";
import { type CalculatorBounds, calculatorBounds, defaultAmount, startingTerm } from "~/domain/finance/finance-calculator";
import { type LenderEntry, showFinanceEstimate } from "~/domain/finance/finance-estimate";
import { showFuelCalculator } from "~/domain/finance/fuel-cost";
import { FALLBACK_DISCLAIMER } from "~/domain/finance/finance-disclaimer";
import { gaugeEligible } from "~/domain/finance/market-gauge";
import { financeOffered } from "~/domain/price-thresholds";
import type { CarDetail } from "./car";

export type FinancePanelCar = Pick<
  CarDetail,
  "id" | "year" | "price" | "make" | "status" | "reserved" | "carType" | "vin" | "nvic" | "dealershipSlug" | "fuel" | "itemType" | "variant"
>;

export type FinanceSettings = {
  financePath: string;
  /** The site's market-price gauge plugin (`vehicle.plugins`). */
  marketGauge: boolean;
  availability: AvailabilityRule;
  lenderGroup: "A" | "B" | "C" | "D";
  excludedMake: string | null;
  excludedDealerships: string[];
  calculator: {
    amountFromPrice: boolean;
    defaultTermYears: number;
    defaultInterest: number;
    establishmentFee: number;
    quickPicks: "standard" | "market";
    disclaimerExpanded: boolean;
  } & Parameters<typeof calculatorBounds>[0];
};

export type FinancePanel = {
  /** The lender's own figures, when the site may show them (vehicle spec section 5). */
  estimate: { weekly: number | null; advertisedRate: number | null; comparisonRate: number | null; disclaimer: string | null } | null;
  /** Without an estimate, an available priced car asks the quote engine once. */
  quoteRequest: { purchasePrice: number; year: number; vin: string | null; nvic: string | null } | null;
  bounds: CalculatorBounds;
  /** `deposit`: a trade-in estimate the shopper brought from the valuation page (0 otherwise). */
  defaults: { amount: number; deposit: number; years: number; interest: number; establishmentFee: number };
  quickPicks: "standard" | "market";
  /** The lender's disclaimer (or the spec's fallback) under the calculator, expanded at first on the brand that asks. */
  calculatorDisclaimer: { text: string; expanded: boolean };
  /** 'Get Finance Now': an available car priced above $500. */
  href: string | null;
  /** Available by the site's rule: trade-in, delivery and the finance link follow it. */
  available: boolean;
  gauge: boolean;
  /** Caravans burn no fuel of their own; electric cars none at all. */
  fuel: boolean;
  litresPer100Km: number | null;
};

/** What the car page's finance boxes, calculators and gauge show for one car on one site. */
export function financePanel(
  car: FinancePanelCar,
  lender: LenderEntry | null,
  settings: FinanceSettings,
  currentYear: number,
): FinancePanel {
  const available = isAvailable(car, settings.availability);
  const estimateShown = showFinanceEstimate(
    { year: car.year, price: car.price, make: car.make, dealershipSlug: car.dealershipSlug, available },
    lender,
    settings,
    currentYear,
  );
  const calculator = settings.calculator;
  const bounds = calculatorBounds(calculator, car.price);
  return {
    estimate:
      estimateShown && lender
        ? {
            weekly: lender.paymentWeek,
            advertisedRate: lender.interestRate,
            comparisonRate: lender.comparisonRate,
            disclaimer: lender.disclaimer,
          }
        : null,
    quoteRequest:
      !estimateShown && available && car.price > 0 ? { purchasePrice: car.price, year: car.year, vin: car.vin, nvic: car.nvic } : null,
    bounds,
    defaults: {
      amount: defaultAmount(car.price, calculator.amountFromPrice),
      deposit: 0,
      years: startingTerm(calculator.defaultTermYears, bounds.term.steps),
      interest: calculator.defaultInterest,
      establishmentFee: calculator.establishmentFee,
    },
    quickPicks: calculator.quickPicks,
    calculatorDisclaimer: { text: lender?.disclaimer ?? FALLBACK_DISCLAIMER, expanded: calculator.disclaimerExpanded },
    href:
      available && financeOffered(car)
        ? financeHref(
            { id: car.id, price: car.price, car_type: car.carType, vin: car.vin, dealership_slug: car.dealershipSlug },
            settings.financePath,
          )
        : null,
    available,
    gauge: settings.marketGauge && gaugeEligible(car),
    fuel: showFuelCalculator(car.fuel) && car.itemType !== "caravan",
    litresPer100Km: typeof car.variant.fuelconsumptioncombined === "number" ? car.variant.fuelconsumptioncombined : null,
  };
}
