import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

export type CheckoutErrors = { message?: string; fields?: Record<string, string>; values?: Record<string, string> };

type FieldProps = {
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  placeholder?: string;
  optional?: boolean;
  errors: CheckoutErrors;
  /** Card details are never sent back to the page. */
  keep?: boolean;
};

function Field({ name, label, autoComplete, type = "text", inputMode, placeholder, optional, errors, keep = true }: FieldProps) {
  const error = errors.fields?.[name];
  return (
    <div>
      <label htmlFor={name} className="block font-semibold">
        {label} {optional ? <span className="font-normal text-muted">(optional)</span> : <span aria-hidden="true">*</span>}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={!optional}
        defaultValue={keep ? (errors.values?.[name] ?? "") : ""}
        className="mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The deposit form: who is reserving, and the card. Posts to the page, so it works without JavaScript. */
export function CheckoutForm(props: { deposit: string; testPayments: boolean; errors?: CheckoutErrors }) {
  const errors = props.errors ?? {};
  const busy = useNavigation().state === "submitting";
  // After an answer the card fields start empty again (without JavaScript the server leaves them empty).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!props.errors) return;
    for (const input of form.current?.querySelectorAll<HTMLInputElement>("input[name^='card_']") ?? []) input.value = "";
  }, [props.errors]);
  // The form's own field names map to the use case's (`name`, `last_name`, ...); errors come back under the use case's.
  const byField: CheckoutErrors = {
    ...errors,
    fields: Object.fromEntries(Object.entries(errors.fields ?? {}).map(([k, v]) => [FIELD_NAMES[k] ?? k, v])),
  };
  return (
    <Form ref={form} method="post" className="mt-6 grid gap-4" noValidate>
      {errors.message ? (
        <div role="alert" className="rounded-site border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {errors.message}
        </div>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-heading text-lg font-bold">Your details</legend>
        <Field name="name" label="First name" autoComplete="given-name" errors={byField} />
        <Field name="last_name" label="Last name" autoComplete="family-name" optional errors={byField} />
        <Field name="email" label="Email" type="email" inputMode="email" autoComplete="email" errors={byField} />
        <Field name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" errors={byField} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-heading text-lg font-bold">Card</legend>
        <div className="sm:col-span-3">
          <Field name="card_number" label="Card number" inputMode="numeric" autoComplete="cc-number" errors={byField} keep={false} />
        </div>
        <Field
          name="card_expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          errors={byField}
          keep={false}
        />
        <Field name="card_cvc" label="Security code" inputMode="numeric" autoComplete="cc-csc" errors={byField} keep={false} />
      </fieldset>
      {props.testPayments ? (
        <p className="text-sm text-muted">
          Test payments: no real money moves. Use card 4242 4242 4242 4242 with any future expiry and any 3-digit code; 4000 0000 0000 0002
          is declined.
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-site bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90 disabled:opacity-60"
        >
          {busy ? "Paying…" : `Pay ${props.deposit} deposit`}
        </button>
      </div>
    </Form>
  );
}

const FIELD_NAMES: Record<string, string> = {
  lastName: "last_name",
  cardNumber: "card_number",
  cardExpiry: "card_expiry",
  cardCvc: "card_cvc",
};
