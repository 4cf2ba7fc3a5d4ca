import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError } from "~/components/ui/field-error";
import type { JourneyView } from "~/domain/reserve/buy-online-journey";

/** What every open step gets: the journey, the page it posts to, the step's problems and what was sent last time. */
export type StepProps = {
  journey: JourneyView;
  path: string;
  fieldErrors: Record<string, string>;
  value: (name: string) => string | undefined;
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

export function DeliveryStep({ journey, path, fieldErrors, value }: StepProps) {
  const { choices } = journey;
  return (
    <StepForm intent="delivery" path={path} reservationId={journey.reservationId} submit="Continue">
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
  );
}

export function TradeInStep({ journey, path, fieldErrors, carId }: StepProps & { carId: number }) {
  const { reservationId } = journey;
  return (
    <div>
      <p className="mt-2">
        Have a car to trade in? Value it online in about a minute and its estimate comes off the price.{" "}
        <Link to={`/cars/trade-in?car_id=${carId}&journey=${reservationId}`} className="font-semibold underline">
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
  );
}

/** The loan's term and the shopper's credit history, asked once they choose finance. */
function LoanFields({ journey, fieldErrors, value }: StepProps) {
  const { choices } = journey;
  return (
    <span className="grid gap-3 sm:grid-cols-2">
      <span>
        <label htmlFor="term_years" className="block text-sm font-semibold">
          Loan term
        </label>
        <select
          id="term_years"
          name="term_years"
          defaultValue={value("term_years") ?? String(choices.finance?.method === "finance" ? choices.finance.termYears : 5)}
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
          defaultValue={value("credit_score") ?? (choices.finance?.method === "finance" ? choices.finance.creditScore : "GREAT")}
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
  );
}

export function FinanceStep(props: StepProps) {
  const { journey, path, fieldErrors, value } = props;
  const { choices, reservationId } = journey;
  if (journey.nothingToPay)
    return (
      <StepForm intent="finance" path={path} reservationId={reservationId} submit="Continue">
        <p>
          Your trade-in and deposit cover the price
          {journey.totals.inFavour ? `, with ${journey.totals.inFavour} in your favour that the dealership settles with you` : ""}. There's
          nothing left to pay or finance.
        </p>
        <input type="hidden" name="finance" value="cash" />
      </StepForm>
    );
  return (
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
          <LoanFields {...props} />
        </Choice>
      </fieldset>
      <FieldError id="finance-error" message={fieldErrors.finance} />
    </StepForm>
  );
}

export function SummaryStep({ journey, path, deposit }: StepProps & { deposit: string }) {
  return (
    <>
      <Summary journey={journey} deposit={deposit} />
      <StepForm intent="send" path={path} reservationId={journey.reservationId} submit="Send my order to the dealership">
        <p className="text-sm text-muted">
          Nothing more is charged online. The dealership confirms the final figures (and the trade-in after inspecting it) before you sign
          anything.
        </p>
      </StepForm>
    </>
  );
}

/** The order's sums: the price, delivery, the trade-in and the deposit, down to the balance (and any finance estimate). */
export function Summary({ journey, deposit }: { journey: JourneyView; deposit: string }) {
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
