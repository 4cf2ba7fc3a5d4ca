import { type AvailabilityRule, financeHref, isAvailable } from "~/domain/card-actions";
import { type CalculatorBounds, calculatorBounds, defaultAmount, startingTerm } from "~/domain/finance/finance-calculator";
import { type LenderEntry, lenderQuote, showFinanceEstimate } from "~/domain/finance/finance-estimate";
import { showFuelCalculator } from "~/domain/finance/fuel-cost";
import { comparisonRangeOf } from "~/domain/finance/finance-disclaimer";
import { type ShownFinance, shownFinance } from "~/domain/finance/finance-quote";
import { QUOTE_TERM_YEARS } from "~/domain/finance/quote-term";
import { quoteAnswer, type RateCard } from "~/domain/finance/quote-engine";
import { gaugeEligible } from "~/domain/finance/market-gauge";
import { financeOffered } from "~/domain/price-thresholds";
import type { CarDetail } from "./car";

export type FinancePanelCar = Pick<
  CarDetail,
  "id" | "year" | "price" | "make" | "status" | "reserved" | "carType" | "vin" | "nvic" | "dealershipSlug" | "fuel" | "itemType" | "variant"
>;

export type FinanceSettings = {
  financePath: string;
  /** The lender whose entry the car page reads (`financeProvider`). */
  financeProvider: string;
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
  /** The lender's own figures, when the site may show them (vehicle spec section 5), with the disclaimer written from them. */
  estimate: ShownFinance | null;
  /** Without an estimate, an available priced car asks the quote engine once. */
  quoteRequest: { purchasePrice: number; year: number; vin: string | null; nvic: string | null } | null;
  bounds: CalculatorBounds;
  /** `deposit`: a trade-in estimate the shopper brought from the valuation page (0 otherwise). */
  defaults: { amount: number; deposit: number; years: number; interest: number; establishmentFee: number };
  quickPicks: "standard" | "market";
  /** The calculator writes its disclaimer from its own figures; it starts expanded on the brand that asks. */
  calculatorDisclaimerExpanded: boolean;
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
    estimate: estimateShown && lender ? shownFinance(lenderQuote(lender, comparisonRangeOf(settings.financeProvider))) : null,
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
    calculatorDisclaimerExpanded: calculator.disclaimerExpanded,
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

/**
 * The estimate a page without JavaScript shows (the print page): the lender's, or else the rate card's quote worked
 * out here rather than fetched, with the disclaimer of whichever it is, as the car page's box shows them.
 */
export function estimateOrQuote(
  panel: Pick<FinancePanel, "estimate" | "quoteRequest">,
  card: RateCard,
  currentYear: number,
): ShownFinance | null {
  if (panel.estimate) return panel.estimate;
  if (!panel.quoteRequest) return null;
  const { purchasePrice, year } = panel.quoteRequest;
  const answer = quoteAnswer({ selfAssessedCreditScore: "GREAT", purchasePrice, loanTerm: QUOTE_TERM_YEARS, year }, card, currentYear);
  if (answer.disclaimer === null) return null;
  return {
    weekly: answer.weeklyRepaymentAmount,
    advertisedRate: answer.advertisedRate,
    comparisonRate: answer.comparisonRate,
    disclaimer: answer.disclaimer,
  };
}
