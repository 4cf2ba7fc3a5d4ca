import { useRef, useState } from "react";
import { formatAud } from "~/domain/format";
import {
  boundMessage,
  type CalculatorBounds,
  type CalculatorInput,
  calculateRepayment,
  calculatorQuote,
  clampToBound,
  FREQUENCIES,
  type Frequency,
  outOfBounds,
} from "~/domain/finance/finance-calculator";
import { track } from "~/lib/analytics";
import { NumberField, QUICK_PICKS } from "./money-input";
import { truncateDisclaimer } from "~/domain/finance/finance-disclaimer";
import { shownFinance } from "~/domain/finance/finance-quote";
import { percentText } from "~/domain/finance/percent-text";
import { ExpandableText } from "~/components/ui/expandable-text";

type Props = {
  bounds: CalculatorBounds;
  defaults: { amount: number; deposit: number; years: number; interest: number; establishmentFee: number };
  quickPicks: keyof typeof QUICK_PICKS;
  carId: number;
  requestQuote: React.ReactNode;
  /** The disclaimer is written from the calculator's own figures (decision 028); one brand has it open at first. */
  disclaimerExpanded: boolean;
};

const FREQUENCY_LABEL: Record<Frequency, string> = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" };
const yearsLabel = (y: number) => `${y} ${y === 1 ? "year" : "years"}`;

/** The calculator's figures, each kept within its bound when the shopper leaves its field (with the spec's message). */
function useCalculator({ bounds, defaults, carId }: Pick<Props, "bounds" | "defaults" | "carId">) {
  const [amount, setAmount] = useState(clampToBound(defaults.amount, bounds.amount));
  const [deposit, setDeposit] = useState(clampToBound(defaults.deposit, bounds.deposit));
  const [balloon, setBalloon] = useState(0);
  const [years, setYears] = useState(defaults.years);
  const [interest, setInterest] = useState(defaults.interest);
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const tracked = useRef(false);
  const touched = () => {
    // Vehicle spec section 4: the first interaction fires analytics event 26, once.
    if (!tracked.current) {
      tracked.current = true;
      track({ event_id: 26, name: "finance_calculator", car_id: carId });
    }
  };
  const commit = (key: string, bound: { min: number; max: number }, set: (n: number) => void) => (value: number) => {
    const format = key === "amount" || key === "deposit" || key === "balloon" ? (n: number) => formatAud(n) : undefined;
    setErrors((e) => ({ ...e, [key]: outOfBounds(value, bound) ? boundMessage(bound, format) : null }));
    set(clampToBound(value, bound));
  };
  const input: CalculatorInput = { amount, deposit, balloon, years, interest, frequency, establishmentFee: defaults.establishmentFee };
  const result = calculateRepayment(input);
  return {
    // The figures and the disclaimer under them, from one quote: the shopper's.
    shown: shownFinance(calculatorQuote(input)),
    values: { amount, deposit, balloon, years, interest, frequency },
    set: { amount: setAmount, deposit: setDeposit, balloon: setBalloon, years: setYears, interest: setInterest, frequency: setFrequency },
    errors,
    commit,
    touched,
    result,
  };
}
type Calculator = ReturnType<typeof useCalculator>;

const SELECT = "mt-1 block w-full rounded-site border border-black/25 bg-surface px-3 py-2";

/** The money: the loan amount (with its quick picks), the deposit or trade-in, and the balloon. */
function MoneyFields({ calc, bounds, quickPicks }: { calc: Calculator; bounds: CalculatorBounds; quickPicks: Props["quickPicks"] }) {
  const { values, set, errors, commit } = calc;
  return (
    <>
      <NumberField
        name="amount"
        label="Loan amount"
        value={values.amount}
        onChange={set.amount}
        onCommit={commit("amount", bounds.amount, set.amount)}
        error={errors.amount}
        quickPicks={[...QUICK_PICKS[quickPicks]]}
      />
      <div className="grid gap-4">
        <NumberField
          name="deposit"
          label="Deposit or trade-in"
          value={values.deposit}
          onChange={set.deposit}
          onCommit={commit("deposit", bounds.deposit, set.deposit)}
          error={errors.deposit}
        />
        <NumberField
          name="balloon"
          label="Balloon (final payment)"
          value={values.balloon}
          onChange={set.balloon}
          onCommit={commit("balloon", bounds.balloon, set.balloon)}
          error={errors.balloon}
        />
      </div>
    </>
  );
}

/** The loan's term, and its rate where the brand shows it; then how often it is repaid. */
function TermFields({ calc, bounds }: { calc: Calculator; bounds: CalculatorBounds }) {
  const { values, set } = calc;
  const interestSteps: number[] = [];
  for (let r = bounds.interest.min; r <= bounds.interest.max + 1e-9; r += bounds.interest.step) interestSteps.push(Math.round(r * 10) / 10);
  return (
    <>
      <label className="block text-sm font-semibold">
        Loan term
        <select value={values.years} onChange={(e) => set.years(Number(e.target.value))} className={SELECT}>
          {bounds.term.steps.map((y) => (
            <option key={y} value={y}>
              {yearsLabel(y)}
            </option>
          ))}
        </select>
      </label>
      {/* One brand hides the rate (vehicle spec section 5): the repayment is then worked out at the site's default rate. */}
      {bounds.interest.shown ? (
        <label className="block text-sm font-semibold">
          Interest rate (% p.a.)
          <select value={values.interest} onChange={(e) => set.interest(Number(e.target.value))} className={SELECT}>
            {interestSteps.includes(values.interest) ? null : <option value={values.interest}>{values.interest}%</option>}
            {interestSteps.map((r) => (
              <option key={r} value={r}>
                {r}%
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">Repayments</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(Object.keys(FREQUENCIES) as Frequency[]).map((f) => (
            <label
              key={f}
              className="flex cursor-pointer items-center gap-2 rounded-site px-3 py-2 ring-1 ring-black/15 has-[:checked]:bg-brand has-[:checked]:text-on-brand"
            >
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={values.frequency === f}
                onChange={() => set.frequency(f)}
                className="h-4 w-4"
              />
              {FREQUENCY_LABEL[f]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** The repayment, total payable and total interest, and what the estimate assumes. */
function Repayment({ calc, establishmentFee }: { calc: Calculator; establishmentFee: number }) {
  const { result } = calc;
  const { frequency } = calc.values;
  return (
    <>
      <div className="mt-5 grid gap-3 rounded-site bg-black/5 p-4 sm:grid-cols-3" aria-live="polite">
        <p>
          <span className="block text-sm text-muted">{FREQUENCY_LABEL[frequency]} repayment</span>
          <span data-testid="calculator-repayment" className="text-2xl font-bold">
            {formatAud(Math.round(result.repayment))}
          </span>
        </p>
        <p>
          <span className="block text-sm text-muted">Total payable</span>
          <span className="text-lg font-semibold">{formatAud(Math.round(result.totalPayable))}</span>
        </p>
        <p>
          <span className="block text-sm text-muted">Total interest</span>
          <span className="text-lg font-semibold">{formatAud(Math.round(result.totalInterest))}</span>
        </p>
      </div>
      <p className="mt-2 text-xs text-muted">
        An estimate only, over {result.periods} {frequency === "monthly" ? "months" : frequency === "fortnightly" ? "fortnights" : "weeks"}
        {establishmentFee ? `, including a ${formatAud(establishmentFee)} establishment fee` : ""}; comparison rate{" "}
        <span data-testid="calculator-comparison-rate">{percentText(calc.shown.comparisonRate)}</span>. Fees, charges and lending criteria
        apply.
      </p>
    </>
  );
}

/**
 * The repayment calculator (vehicle spec sections 4, 5 and 9): amount, deposit or trade-in,
 * balloon, term, interest and frequency, each within its bounds (clamped when the shopper leaves
 * the field, with the spec's message), and the repayment, total payable and total interest.
 */
export function FinanceCalculator({ bounds, defaults, quickPicks, carId, requestQuote, disclaimerExpanded }: Props) {
  const calc = useCalculator({ bounds, defaults, carId });
  const text = calc.shown.disclaimer;
  const folded = { whole: text, shown: truncateDisclaimer(text).shown };
  return (
    <section
      id="finance-calculator"
      aria-labelledby="finance-calculator-heading"
      className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5"
      onChangeCapture={calc.touched}
      onClickCapture={calc.touched}
    >
      <h2 id="finance-calculator-heading" className="font-heading text-2xl font-bold">
        Finance calculator
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <MoneyFields calc={calc} bounds={bounds} quickPicks={quickPicks} />
        <TermFields calc={calc} bounds={bounds} />
      </div>
      <Repayment calc={calc} establishmentFee={defaults.establishmentFee} />
      <div className="mt-2 text-xs text-muted" data-testid="calculator-disclaimer">
        <ExpandableText text={folded} more="Show" less="Hide" open={disclaimerExpanded} name="finance-disclaimer" />
      </div>
      <div className="mt-3">{requestQuote}</div>
    </section>
  );
}
