import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Form, Link, useNavigation } from "react-router";
import type { JourneyStep, JourneyView } from "~/domain/reserve/buy-online-journey";

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

const inputClass =
  "mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand sm:max-w-xs";
const buttonClass = "rounded-site bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90 disabled:opacity-60";

/** A radio option; `children` is what the option asks for once chosen (a postcode, a loan term), outside its label. */
function Choice(props: { name: string; value: string; defaultChecked: boolean; label: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-site p-3 ring-1 ring-black/15 has-[:checked]:ring-2 has-[:checked]:ring-brand">
      <label className="flex items-start gap-3">
        <input
          type="radio"
          name={props.name}
          value={props.value}
          defaultChecked={props.defaultChecked}
          required
          className="mt-1 size-4 accent-[var(--brand)]"
        />
        <span>{props.label}</span>
      </label>
      {props.children ? <div className="mt-2 pl-7">{props.children}</div> : null}
    </div>
  );
}

function StepForm(props: { intent: string; path: string; reservationId: string; children: ReactNode; submit: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={`${props.path}?reservation=${props.reservationId}`} className="mt-4 grid gap-3" noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <div>
        <button type="submit" disabled={busy} className={buttonClass}>
          {props.submit}
        </button>
      </div>
    </Form>
  );
}

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

/**
 * The buy-online journey after the deposit: one step open at a time, each answered step summed up
 * with a link to change it, until the order is sent. Every step is a plain form post, so the whole
 * journey works without JavaScript.
 */
export function BuyOnlineJourney({ journey, car, path, deposit, errors }: Props) {
  const { choices, step, reservationId } = journey;
  const fieldErrors = errors?.step === step ? errors.fields : {};
  const value = (name: string) => {
    const v = errors?.step === step ? errors.values[name] : undefined;
    return typeof v === "string" ? v : undefined;
  };
  const here = `${path}?reservation=${reservationId}`;
  if (journey.sent)
    return (
      <section aria-labelledby="journey-heading" className="mt-8 rounded-site bg-surface p-5 ring-1 ring-black/10">
        <h2 id="journey-heading" className="font-heading text-2xl font-bold">
          Order sent
        </h2>
        <p className="mt-2">
          The dealership has your order for the {car.name} and will call you to confirm the paperwork, the{" "}
          {choices.delivery?.method === "delivery" ? "delivery" : "pickup"} date and the final figures.
        </p>
        <Summary journey={journey} deposit={deposit} />
      </section>
    );
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
        {(["delivery", "trade-in", "finance", "summary"] as const).map((s, i) => {
          const open = s === step;
          const done = chosen(journey, s);
          return (
            <li key={s} className="rounded-site bg-surface p-4 ring-1 ring-black/10" aria-current={open ? "step" : undefined}>
              <h3 className="font-heading text-lg font-bold">
                {i + 2}. {STEP_TITLES[s]}
              </h3>
              {!open && done ? (
                <p className="mt-1 text-muted">
                  {done}.{" "}
                  <Link to={`${here}&step=${s}`} className="font-semibold text-ink underline">
                    Change<span className="sr-only"> {STEP_TITLES[s].toLowerCase()}</span>
                  </Link>
                </p>
              ) : null}
              {open && fieldErrors.journey ? (
                <p role="alert" className="mt-2 font-semibold text-red-700">
                  {fieldErrors.journey}
                </p>
              ) : null}
              {open && s === "delivery" ? (
                <StepForm intent="delivery" path={path} reservationId={reservationId} submit="Continue">
                  <fieldset className="grid gap-2" aria-describedby={fieldErrors.delivery ? "delivery-error" : undefined}>
                    <legend className="mb-1">How would you like to get the car?</legend>
                    <Choice
                      name="delivery"
                      value="pickup"
                      defaultChecked={(value("delivery") ?? choices.delivery?.method) === "pickup"}
                      label={
                        <>
                          Pick it up from {journey.pickupAt} <span className="text-muted">(free)</span>
                        </>
                      }
                    />
                    <Choice
                      name="delivery"
                      value="delivery"
                      defaultChecked={(value("delivery") ?? choices.delivery?.method) === "delivery"}
                      label="Deliver it to me"
                    >
                      <label htmlFor="postcode" className="block text-sm font-semibold">
                        Delivery postcode
                      </label>
                      <input
                        id="postcode"
                        name="postcode"
                        inputMode="numeric"
                        autoComplete="postal-code"
                        maxLength={4}
                        defaultValue={value("postcode") ?? (choices.delivery?.method === "delivery" ? choices.delivery.postcode : "")}
                        className={inputClass}
                        aria-invalid={fieldErrors.postcode ? true : undefined}
                        aria-describedby={fieldErrors.postcode ? "postcode-error" : undefined}
                      />
                      <FieldError id="postcode-error" message={fieldErrors.postcode} />
                    </Choice>
                  </fieldset>
                  <FieldError id="delivery-error" message={fieldErrors.delivery} />
                </StepForm>
              ) : null}
              {open && s === "trade-in" ? (
                <div>
                  <p className="mt-2">
                    Have a car to trade in? Value it online in about a minute and its estimate comes off the price.{" "}
                    <Link to={`/cars/trade-in?car_id=${car.id}&journey=${reservationId}`} className="font-semibold underline">
                      Value my trade-in
                    </Link>
                  </p>
                  {fieldErrors.trade_in ? (
                    <p role="alert" className="mt-2 font-semibold text-red-700">
                      {fieldErrors.trade_in}
                    </p>
                  ) : null}
                  <StepForm intent="trade-in" path={path} reservationId={reservationId} submit="Continue without a trade-in">
                    <input type="hidden" name="trade_in" value="none" />
                  </StepForm>
                </div>
              ) : null}
              {open && s === "finance" && journey.nothingToPay ? (
                <StepForm intent="finance" path={path} reservationId={reservationId} submit="Continue">
                  <p>
                    Your trade-in and deposit cover the price
                    {journey.totals.inFavour ? `, with ${journey.totals.inFavour} in your favour that the dealership settles with you` : ""}
                    . There's nothing left to pay or finance.
                  </p>
                  <input type="hidden" name="finance" value="cash" />
                </StepForm>
              ) : null}
              {open && s === "finance" && !journey.nothingToPay ? (
                <StepForm intent="finance" path={path} reservationId={reservationId} submit="Continue">
                  <fieldset className="grid gap-2" aria-describedby={fieldErrors.finance ? "finance-error" : undefined}>
                    <legend className="mb-1">The balance is {journey.totals.balance}. How will you pay it?</legend>
                    <Choice
                      name="finance"
                      value="cash"
                      defaultChecked={(value("finance") ?? choices.finance?.method) === "cash"}
                      label="I'll pay it myself (bank transfer, or my own loan)"
                    />
                    <Choice
                      name="finance"
                      value="finance"
                      defaultChecked={(value("finance") ?? choices.finance?.method) === "finance"}
                      label="Finance it with the dealership"
                    >
                      <span className="grid gap-3 sm:grid-cols-2">
                        <span>
                          <label htmlFor="term_years" className="block text-sm font-semibold">
                            Loan term
                          </label>
                          <select
                            id="term_years"
                            name="term_years"
                            defaultValue={
                              value("term_years") ?? String(choices.finance?.method === "finance" ? choices.finance.termYears : 5)
                            }
                            className={inputClass}
                            aria-describedby={fieldErrors.term_years ? "term-error" : undefined}
                          >
                            {journey.terms.map((t) => (
                              <option key={t} value={t}>
                                {t} {t === 1 ? "year" : "years"}
                              </option>
                            ))}
                          </select>
                          <FieldError id="term-error" message={fieldErrors.term_years} />
                        </span>
                        <span>
                          <label htmlFor="credit_score" className="block text-sm font-semibold">
                            Your credit history
                          </label>
                          <select
                            id="credit_score"
                            name="credit_score"
                            defaultValue={
                              value("credit_score") ?? (choices.finance?.method === "finance" ? choices.finance.creditScore : "GREAT")
                            }
                            className={inputClass}
                            aria-describedby={fieldErrors.credit_score ? "credit-error" : undefined}
                          >
                            {journey.creditScores.map((c) => (
                              <option key={c.value} value={c.value}>
                                {c.label}
                              </option>
                            ))}
                          </select>
                          <FieldError id="credit-error" message={fieldErrors.credit_score} />
                        </span>
                      </span>
                    </Choice>
                  </fieldset>
                  <FieldError id="finance-error" message={fieldErrors.finance} />
                </StepForm>
              ) : null}
              {open && s === "summary" ? (
                <>
                  <Summary journey={journey} deposit={deposit} />
                  <StepForm intent="send" path={path} reservationId={reservationId} submit="Send my order to the dealership">
                    <p className="text-sm text-muted">
                      Nothing more is charged online. The dealership confirms the final figures (and the trade-in after inspecting it)
                      before you sign anything.
                    </p>
                  </StepForm>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Summary({ journey, deposit }: { journey: JourneyView; deposit: string }) {
  const { totals, repayment } = journey;
  const rows: [string, string][] = [
    ["Price", totals.price],
    ...(totals.delivery ? [["Delivery", totals.delivery] as [string, string]] : []),
    ...(totals.tradeIn ? [["Less your trade-in (estimate, subject to inspection)", `−${totals.tradeIn}`] as [string, string]] : []),
    ["Less the deposit you paid", `−${deposit}`],
  ];
  return (
    <div className="mt-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{amount}</dd>
          </div>
        ))}
        <div className="contents font-bold">
          <dt className="border-t border-black/20 pt-1">Balance</dt>
          <dd className="border-t border-black/20 pt-1 text-right tabular-nums">{totals.balance}</dd>
        </div>
        {totals.inFavour ? (
          <div className="contents">
            <dt>In your favour (the dealership settles it with you)</dt>
            <dd className="text-right tabular-nums">{totals.inFavour}</dd>
          </div>
        ) : null}
      </dl>
      {repayment ? (
        <p className="mt-2">
          Finance estimate: about <strong>{repayment.weekly} a week</strong> at {repayment.rate}% p.a. (comparison rate{" "}
          {repayment.comparisonRate}% p.a.), subject to approval.
        </p>
      ) : null}
    </div>
  );
}
