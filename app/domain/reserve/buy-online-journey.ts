import { z } from "zod";
import { type Cents, cents } from "./money";

/**
 * The buy-online journey after the deposit (issue 13): delivery or pickup, a trade-in, how the
 * balance is paid, then a summary the dealer receives. The steps are taken in this order; a step
 * already answered can be changed until the summary is sent.
 */
export const JOURNEY_STEPS = ["delivery", "trade-in", "finance", "summary"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
export const isJourneyStep = (value: unknown): value is JourneyStep => (JOURNEY_STEPS as readonly unknown[]).includes(value);

export const CREDIT_SCORES = { GREAT: "Excellent", GOOD: "Good", FAIR: "Fair" } as const;
export const FINANCE_TERMS_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;

const Money = z.number().int().min(0);
export const JourneyChoicesSchema = z.object({
  delivery: z
    .discriminatedUnion("method", [
      z.object({ method: z.literal("pickup") }),
      z.object({ method: z.literal("delivery"), postcode: z.string(), priceCents: Money, region: z.string() }),
    ])
    .optional(),
  tradeIn: z
    .discriminatedUnion("method", [
      z.object({ method: z.literal("none") }),
      z.object({
        method: z.literal("valuation"),
        valuationId: z.string(),
        vehicleName: z.string(),
        lowCents: Money,
        highCents: Money,
        validUntil: z.string(),
      }),
    ])
    .optional(),
  finance: z
    .discriminatedUnion("method", [
      z.object({ method: z.literal("cash") }),
      z.object({
        method: z.literal("finance"),
        termYears: z.number().int().min(1).max(7),
        creditScore: z.enum(Object.keys(CREDIT_SCORES) as [keyof typeof CREDIT_SCORES, ...(keyof typeof CREDIT_SCORES)[]]),
      }),
    ])
    .optional(),
});
export type JourneyChoices = z.infer<typeof JourneyChoicesSchema>;
export type DeliveryChoice = NonNullable<JourneyChoices["delivery"]>;
export type TradeInChoice = NonNullable<JourneyChoices["tradeIn"]>;
export type FinanceChoice = NonNullable<JourneyChoices["finance"]>;

/** The first step not yet answered; the summary once all are. */
export function nextJourneyStep(choices: JourneyChoices): JourneyStep {
  if (!choices.delivery) return "delivery";
  if (!choices.tradeIn) return "trade-in";
  if (!choices.finance) return "finance";
  return "summary";
}

/** A step can be opened once every step before it is answered. */
export function canOpenStep(choices: JourneyChoices, step: JourneyStep): boolean {
  return JOURNEY_STEPS.indexOf(step) <= JOURNEY_STEPS.indexOf(nextJourneyStep(choices));
}

export type JourneyBalance = {
  price: Cents;
  delivery: Cents;
  /** The trade-in counts at the low end of its estimate: the figure the dealer has offered, before inspection. */
  tradeIn: Cents;
  depositPaid: Cents;
  /** What is left to pay or finance; never below zero. */
  balance: Cents;
  /** What the dealer owes the shopper when the trade-in and deposit are worth more than the car and its delivery. */
  inFavour: Cents;
};

/** What the car comes to: its price and delivery, less the trade-in and the deposit already paid. */
export function journeyBalance(input: { priceDollars: number; depositPaid: Cents; choices: JourneyChoices }): JourneyBalance {
  const { choices } = input;
  const price = cents(Math.round(input.priceDollars * 100));
  const delivery = cents(choices.delivery?.method === "delivery" ? choices.delivery.priceCents : 0);
  const tradeIn = cents(choices.tradeIn?.method === "valuation" ? choices.tradeIn.lowCents : 0);
  const owed = price + delivery - tradeIn - input.depositPaid;
  return {
    price,
    delivery,
    tradeIn,
    depositPaid: input.depositPaid,
    balance: cents(Math.max(0, owed)),
    inFavour: cents(Math.max(0, -owed)),
  };
}

/** The journey as its page shows it: amounts already formatted, the open step, and the choices so far. */
export type JourneyView = {
  reservationId: string;
  sent: boolean;
  step: JourneyStep;
  choices: JourneyChoices;
  pickupAt: string;
  terms: readonly number[];
  creditScores: { value: string; label: string }[];
  totals: { price: string; delivery: string | null; tradeIn: string | null; depositPaid: string; balance: string; inFavour: string | null };
  repayment: { weekly: string; rate: number; comparisonRate: number } | null;
  /** The trade-in and deposit cover the price: nothing is left to pay or finance. */
  nothingToPay: boolean;
};
