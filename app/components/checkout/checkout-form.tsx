import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { StripeCardField, type StripeSetup, useStripeCard } from "./stripe-card";

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

/** A payment the card's bank wants the shopper to approve: its reservation, and the client secret Stripe.js finishes it with. */
export type NextAction = { reservationId: string; clientSecret: string };

/** How long the page waits for the payment's webhook after the bank's approval before saying it is still coming. */
const CONFIRM_WAIT_MS = 90_000;

/**
 * The deposit form: who is reserving, and the card. Posts to the page, so the test provider's form
 * works without JavaScript. On a Stripe site the card is Stripe.js's field: the form posts the
 * PaymentMethod it becomes, and a payment the bank wants approved is finished here, the page then
 * waiting for Stripe's webhook to hold the car.
 */
export function CheckoutForm(props: {
  deposit: string;
  testPayments: boolean;
  stripe?: StripeSetup | null;
  nextAction?: NextAction;
  enquiryPath: string;
  errors?: CheckoutErrors;
}) {
  const errors = props.errors ?? {};
  const navigation = useNavigation();
  const submit = useSubmit();
  const stripe = useStripeCard(props.stripe);
  const [paying, setPaying] = useState(false);
  // After the bank's step: waiting for Stripe's webhook to hold the car ("approved") or to free it ("refused").
  const [waiting, setWaiting] = useState<"approved" | "refused" | null>(null);
  const busy = navigation.state === "submitting" || paying || waiting !== null;
  // After an answer the card fields start empty again (without JavaScript the server leaves them empty).
  const form = useRef<HTMLFormElement>(null);
  const { clear: clearStripeCard, setCardError } = stripe;
  useEffect(() => {
    if (!props.errors) return;
    for (const input of form.current?.querySelectorAll<HTMLInputElement>("input[name^='card_']") ?? []) input.value = "";
    clearStripeCard();
    setPaying(false);
  }, [props.errors, clearStripeCard]);

  // The bank's approval step (3-D Secure), then the wait for Stripe's webhook: the reservation is held or failed.
  const { finishPayment } = stripe;
  const ready = stripe.stage === "ready";
  const { nextAction } = props;
  const status = useFetcher<{ reservation: { status: string } | null }>();
  const { load } = status;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!nextAction || !ready) return;
    let gone = false;
    setPaying(true);
    finishPayment(nextAction.clientSecret).then((approved) => {
      if (gone) return;
      setPaying(false);
      setWaiting(approved ? "approved" : "refused");
    });
    return () => {
      gone = true;
    };
  }, [nextAction, ready, finishPayment]);
  const reservationUrl = nextAction ? `${pathname}?reservation=${nextAction.reservationId}` : null;
  useEffect(() => {
    if (!waiting || !reservationUrl) return;
    const started = Date.now();
    load(reservationUrl);
    const timer = setInterval(() => {
      if (Date.now() - started < CONFIRM_WAIT_MS) return load(reservationUrl);
      clearInterval(timer);
      setWaiting(null);
      if (waiting === "approved")
        setCardError("Your payment is still being confirmed. Reload this page in a few minutes to see your reservation.");
    }, 1000);
    return () => clearInterval(timer);
  }, [waiting, reservationUrl, load, setCardError]);
  const settled = status.data?.reservation?.status;
  useEffect(() => {
    if (!waiting || !reservationUrl || !settled || settled === "pending") return;
    setWaiting(null);
    if (settled === "held" || settled === "confirmed") navigate(reservationUrl, { replace: true });
    // Refused: the bank's own message is already shown. Approved but failed after all (rare): say so.
    else if (waiting === "approved") setCardError("Your payment didn't go through, so the car isn't reserved. Please try again.");
  }, [settled, waiting, reservationUrl, navigate, setCardError]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!props.stripe) return;
    // Stripe: the card becomes a PaymentMethod in the browser first; only its id is posted.
    event.preventDefault();
    if (!ready || busy) return;
    const data = new FormData(event.currentTarget);
    setPaying(true);
    setCardError(null);
    const value = (name: string) => String(data.get(name) ?? "").trim();
    const id = await stripe.createPaymentMethod({
      name: [value("name"), value("last_name")].filter(Boolean).join(" "),
      email: value("email"),
    });
    if (!id) return setPaying(false);
    data.set("payment_method", id);
    submit(data, { method: "post" });
  };

  // The form's own field names map to the use case's (`name`, `last_name`, ...); errors come back under the use case's.
  const byField: CheckoutErrors = {
    ...errors,
    fields: Object.fromEntries(Object.entries(errors.fields ?? {}).map(([k, v]) => [FIELD_NAMES[k] ?? k, v])),
  };
  const unavailable = props.stripe ? !ready : false;
  return (
    <Form ref={form} method="post" className="mt-6 grid gap-4" noValidate onSubmit={onSubmit}>
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
      {props.stripe ? (
        <StripeCardField
          stage={stripe.stage}
          mountRef={stripe.mountRef}
          error={stripe.cardError ?? byField.fields?.card}
          enquiryPath={props.enquiryPath}
          testMode={props.stripe.publishableKey.startsWith("pk_test_")}
        />
      ) : (
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
      )}
      {props.testPayments ? (
        <p className="text-sm text-muted">
          Test payments: no real money moves. Use card 4242 4242 4242 4242 with any future expiry and any 3-digit code; 4000 0000 0000 0002
          is declined.
        </p>
      ) : null}
      <p role="status" className="font-semibold empty:hidden">
        {waiting === "approved" ? "Your bank approved the payment. Confirming it with our payment processor…" : null}
        {waiting === "refused" ? "Cancelling the payment so you can try again…" : null}
      </p>
      <div>
        <button
          type="submit"
          disabled={busy || unavailable}
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
