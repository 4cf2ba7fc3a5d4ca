import { Link } from "react-router";
import type { JourneyStep, JourneyView } from "~/domain/reserve/buy-online-journey";
import { DeliveryStep, FinanceStep, type StepProps, Summary, SummaryStep, TradeInStep } from "./journey-steps";

export type JourneyErrors = { step: JourneyStep; fields: Record<string, string>; values: Record<string, string | string[]> };

type Props = {
  journey: JourneyView;
  car: { id: number; name: string };
  path: string;
  deposit: string;
  errors?: JourneyErrors;
};

const STEP_TITLES: Record<JourneyStep, string> = {
  delivery: "Delivery or pickup",
  "trade-in": "Trade-in",
  finance: "Paying the balance",
  summary: "Review and send your order",
};

/** What the shopper chose on a finished step, in a sentence. */
function chosen(journey: JourneyView, step: JourneyStep): string | null {
  const { choices, totals } = journey;
  if (step === "delivery" && choices.delivery)
    return choices.delivery.method === "pickup"
      ? `Pickup at ${journey.pickupAt}`
      : `Delivery to ${choices.delivery.postcode} (${choices.delivery.region}): ${totals.delivery}`;
  if (step === "trade-in" && choices.tradeIn)
    return choices.tradeIn.method === "none" ? "No trade-in" : `${choices.tradeIn.vehicleName}: ${totals.tradeIn} off the price`;
  if (step === "finance" && choices.finance)
    return journey.nothingToPay
      ? "Nothing left to pay"
      : choices.finance.method === "cash"
        ? "Paying the balance without finance"
        : `Finance over ${choices.finance.termYears} years${journey.repayment ? `: about ${journey.repayment.weekly} a week` : ""}`;
  return null;
}

type JourneyItemProps = { step: JourneyStep; number: number; here: string; car: Props["car"]; deposit: string };

/** One step of the journey: open (its form), answered (what was chosen, with a link to change it), or still to come. */
function JourneyStepItem({ step, number, here, car, deposit, ...props }: StepProps & JourneyItemProps) {
  const { journey, fieldErrors } = props;
  const open = step === journey.step;
  const done = chosen(journey, step);
  return (
    <li className="rounded-site bg-surface p-4 ring-1 ring-black/10" aria-current={open ? "step" : undefined}>
      <h3 className="font-heading text-lg font-bold">
        {number}. {STEP_TITLES[step]}
      </h3>
      {!open && done ? (
        <p className="mt-1 text-muted">
          {done}.{" "}
          <Link to={`${here}&step=${step}`} className="font-semibold text-ink underline">
            Change<span className="sr-only"> {STEP_TITLES[step].toLowerCase()}</span>
          </Link>
        </p>
      ) : null}
      {open && fieldErrors.journey ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {fieldErrors.journey}
        </p>
      ) : null}
      {open && step === "delivery" ? <DeliveryStep {...props} /> : null}
      {open && step === "trade-in" ? <TradeInStep {...props} carId={car.id} /> : null}
      {open && step === "finance" ? <FinanceStep {...props} /> : null}
      {open && step === "summary" ? <SummaryStep {...props} deposit={deposit} /> : null}
    </li>
  );
}

function OrderSent({ journey, car, deposit }: Pick<Props, "journey" | "car" | "deposit">) {
  return (
    <section aria-labelledby="journey-heading" className="mt-8 rounded-site bg-surface p-5 ring-1 ring-black/10">
      <h2 id="journey-heading" className="font-heading text-2xl font-bold">
        Order sent
      </h2>
      <p className="mt-2">
        The dealership has your order for the {car.name} and will call you to confirm the paperwork, the{" "}
        {journey.choices.delivery?.method === "delivery" ? "delivery" : "pickup"} date and the final figures.
      </p>
      <Summary journey={journey} deposit={deposit} />
    </section>
  );
}

/**
 * The buy-online journey after the deposit: one step open at a time, each answered step summed up
 * with a link to change it, until the order is sent. Every step is a plain form post, so the whole
 * journey works without JavaScript.
 */
export function BuyOnlineJourney({ journey, car, path, deposit, errors }: Props) {
  const { step, reservationId } = journey;
  if (journey.sent) return <OrderSent journey={journey} car={car} deposit={deposit} />;
  const fieldErrors = errors?.step === step ? errors.fields : {};
  const value = (name: string) => {
    const v = errors?.step === step ? errors.values[name] : undefined;
    return typeof v === "string" ? v : undefined;
  };
  const here = `${path}?reservation=${reservationId}`;
  return (
    <section aria-labelledby="journey-heading" className="mt-8">
      <h2 id="journey-heading" className="font-heading text-2xl font-bold">
        Buy it online
      </h2>
      <ol className="mt-4 grid gap-3">
        <li className="rounded-site bg-surface p-4 ring-1 ring-black/10">
          <h3 className="font-heading text-lg font-bold">
            1. Deposit <span className="ml-2 font-sans text-sm font-normal text-muted">Paid: {deposit}</span>
          </h3>
        </li>
        {(["delivery", "trade-in", "finance", "summary"] as const).map((s, i) => (
          <JourneyStepItem
            key={s}
            step={s}
            number={i + 2}
            here={here}
            car={car}
            deposit={deposit}
            journey={journey}
            path={path}
            fieldErrors={fieldErrors}
            value={value}
          />
        ))}
      </ol>
    </section>
  );
}
