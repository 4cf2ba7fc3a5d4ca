import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { formatNumber } from "~/domain/format";
import { FieldError } from "~/components/ui/field-error";
import { Form, Link } from "react-router";
import type { StateCode } from "~/domain/australian-states";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";
import {
  ACCESSORIES,
  ACCESSORY_LABELS,
  CONDITION_LABELS,
  CONDITIONS,
  DAMAGE,
  DAMAGE_LABELS,
  SERVICE_HISTORIES,
  SERVICE_HISTORY_LABELS,
} from "~/domain/trade-in/adjustment-options";

export { EstimateResult, TradeInHours } from "./trade-in-estimate";

export type StepErrors = { fields?: Record<string, string>; values?: Record<string, string | string[]> };

/** Vehicle spec section 9: trade-in data is kept in local storage, so coming back resumes the valuation. */
const STORAGE_KEY = "trade-in";

/**
 * Vehicle spec section 7: on the sites that ask, the browser saves the valuation it was shown
 * (POST /api/miscellaneous, column 'valuation') and logs whether that worked. Once per valuation.
 */
export function useSaveValuation(valuation: { id: string } | null, enabled: boolean) {
  const id = valuation?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved once per valuation id, not on every render's new object.
  useEffect(() => {
    if (!enabled || !valuation) return;
    fetch("/api/miscellaneous", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ column_name: "valuation", value: valuation }),
    })
      .then((res) => {
        if (!res.ok) throw new Error(`The server answered ${res.status}`);
        console.info("Valuation data saved");
      })
      .catch((error) => console.error("Failed to save valuation data", error));
  }, [enabled, id]);
}

export function rememberValuation(path: string, valuationId: string, plate: string) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ path, valuationId, plate }));
  } catch {
    // Storage blocked: the page address still holds the valuation.
  }
}

const inputClass = "mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand";
const buttonClass = "mt-6 inline-block rounded-site bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90";

/** The state of registration and its plate's example, which follows the list from when the code takes over: a state
 * chosen before the page's code came counts (issue 52). */
function useRegoState(states: { code: StateCode; example: string }[], initial: string) {
  const [state, setState] = useState(initial);
  const stateRef = useRef<HTMLSelectElement>(null);
  useBrowserLayoutEffect(() => {
    if (stateRef.current) setState(stateRef.current.value);
  }, []);
  return { stateRef, state, setState, example: states.find((s) => s.code === state)?.example ?? states[0].example };
}

export function RegoStep(props: {
  states: { code: StateCode; name: string; example: string }[];
  defaultState: StateCode;
  carId: number | null;
  errors?: StepErrors;
}) {
  const { fields = {}, values = {} } = props.errors ?? {};
  const { stateRef, state, setState, example } = useRegoState(props.states, String(values.regoState ?? props.defaultState));
  const [resume, setResume] = useState<{ path: string; valuationId: string; plate: string } | null>(null);
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
      if (saved && typeof saved.valuationId === "string" && typeof saved.path === "string") setResume(saved);
    } catch {
      // Nothing usable saved.
    }
  }, []);
  return (
    <Form method="post" className="mt-6 grid gap-4 sm:max-w-md" noValidate>
      {resume ? (
        <p className="rounded-site bg-surface p-3 ring-1 ring-black/10">
          <Link className="font-semibold underline" to={`${resume.path}?valuation=${resume.valuationId}`}>
            Continue valuing {resume.plate}
          </Link>
        </p>
      ) : null}
      <input type="hidden" name="intent" value="rego" />
      {props.carId ? <input type="hidden" name="car_id" value={props.carId} /> : null}
      <div>
        <label htmlFor="regoState" className="block font-semibold">
          State of registration
        </label>
        <select
          ref={stateRef}
          id="regoState"
          name="regoState"
          className={inputClass}
          // Uncontrolled: a state chosen before the page is interactive is not reset when it becomes so.
          defaultValue={state}
          onChange={(e) => setState(e.target.value)}
          aria-invalid={fields.regoState ? true : undefined}
          aria-describedby={fields.regoState ? "regoState-error" : undefined}
        >
          {props.states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
        <FieldError id="regoState-error" message={fields.regoState} />
      </div>
      <div>
        <label htmlFor="rego" className="block font-semibold">
          Registration number
        </label>
        <input
          id="rego"
          name="rego"
          className={`${inputClass} uppercase placeholder:normal-case`}
          defaultValue={String(values.rego ?? "")}
          placeholder={`e.g. ${example}`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={10}
          required
          aria-invalid={fields.rego ? true : undefined}
          aria-describedby={fields.rego ? "rego-error" : undefined}
        />
        <FieldError id="rego-error" message={fields.rego} />
      </div>
      <div>
        <button type="submit" className={buttonClass}>
          Find my car
        </button>
      </div>
      <DemoRegistryNote />
    </Form>
  );
}

/** A stand-in says what it is (issue 52, decision 030): the one registry is the demo's own seeded table. */
function DemoRegistryNote() {
  return (
    <p className="text-sm text-muted">
      Demo registry: on this demo site, plates are looked up in a sample register of our own cars' plates (and NSW TRADE1), not a state
      registry.
    </p>
  );
}

function Choice({
  name,
  legend,
  options,
  labels,
  value,
  error,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  labels: Record<string, string>;
  value?: string;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <label key={option} className="flex items-start gap-2">
            <input type="radio" name={name} value={option} defaultChecked={value === option} required className="mt-1" />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

export function QuestionsStep(props: { path: string; plate: string; vehicleName: string; errors?: StepErrors }) {
  const { fields = {}, values = {} } = props.errors ?? {};
  const picked = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  const accessories = ([] as string[]).concat(values.accessories ?? []);
  return (
    <Form method="post" className="mt-6 grid gap-6" noValidate>
      <input type="hidden" name="intent" value="answers" />
      <div className="rounded-site bg-surface p-4 ring-1 ring-black/10">
        <p className="text-sm text-muted">We found</p>
        <p className="text-xl font-bold">{props.vehicleName}</p>
        <p className="text-sm text-muted">Registration {props.plate}</p>
        <Link to={props.path} className="mt-2 inline-block text-sm underline">
          Not your car? Start again
        </Link>
      </div>
      <div className="sm:max-w-xs">
        <label htmlFor="km" className="block font-semibold">
          Odometer
        </label>
        <div className="mt-1 flex items-center rounded-site border border-black/25 bg-surface focus-within:ring-2 focus-within:ring-brand">
          <input
            id="km"
            name="km"
            inputMode="numeric"
            className="w-full rounded-site bg-transparent px-3 py-2 focus:outline-none"
            defaultValue={picked("km") ?? ""}
            onChange={groupDigits}
            required
            aria-invalid={fields.km ? true : undefined}
            aria-describedby={fields.km ? "km-error" : undefined}
          />
          <span aria-hidden="true" className="pr-3 text-muted">
            kms
          </span>
        </div>
        <FieldError id="km-error" message={fields.km} />
      </div>
      <Choice
        name="condition"
        legend="Overall condition"
        options={CONDITIONS}
        labels={CONDITION_LABELS}
        value={picked("condition")}
        error={fields.condition}
      />
      <Choice
        name="serviceHistory"
        legend="Service history"
        options={SERVICE_HISTORIES}
        labels={SERVICE_HISTORY_LABELS}
        value={picked("serviceHistory")}
        error={fields.serviceHistory}
      />
      <Choice name="damage" legend="Damage" options={DAMAGE} labels={DAMAGE_LABELS} value={picked("damage")} error={fields.damage} />
      <fieldset>
        <legend className="font-semibold">Accessories (choose any)</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ACCESSORIES.map((a) => (
            <label key={a} className="flex items-center gap-2">
              <input type="checkbox" name="accessories" value={a} defaultChecked={accessories.includes(a)} />
              <span>{ACCESSORY_LABELS[a]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className={buttonClass}>
          Get my estimate
        </button>
      </div>
    </Form>
  );
}

/**
 * The odometer with thousand separators as the shopper types (spec D6.19: "45,000 kms"), in the field itself so the
 * form still posts without JavaScript (the server reads "45,000" and "45000" alike).
 */
function groupDigits(event: ChangeEvent<HTMLInputElement>) {
  const digits = event.currentTarget.value.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  event.currentTarget.value = digits === "" ? "" : formatNumber(Number(digits));
}
