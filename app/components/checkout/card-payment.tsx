import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type FormErrors, Field } from "./payment-field";
import { StripeCardField, type StripeSetup, type useStripeCard } from "./stripe-card";

/**
 * The card part of a payment form, shared by the checkout's deposit and /online-payment: the site's
 * provider decides what it is (the built-in test provider's card fields, which post with the form and
 * work without JavaScript, or Stripe.js's card field, which never lets the number reach our server),
 * and a payment the card's bank wants approved (3-D Secure) is finished in the page.
 */

export type StripeCard = ReturnType<typeof useStripeCard>;

/** The card fields: Stripe's card field on a Stripe site, the test card fields otherwise, and the test cards to use. */
export function CardFields(props: {
  card: StripeCard;
  stripe: StripeSetup | null | undefined;
  testPayments: boolean;
  /** The form's problems, under the form's field names (`card_number`, ...) and `card` for Stripe's field. */
  errors: FormErrors;
  /** Where a shopper without JavaScript (or without Stripe.js) can turn instead. */
  help: { href: string; label?: string };
  idPrefix?: string;
}) {
  const { card, stripe, errors, idPrefix } = props;
  return (
    <>
      {stripe ? (
        <StripeCardField
          stage={card.stage}
          mountRef={card.mountRef}
          error={card.cardError ?? errors.fields?.card}
          enquiryPath={props.help.href}
          enquiryLabel={props.help.label}
          testMode={stripe.publishableKey.startsWith("pk_test_")}
        />
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-heading text-lg font-bold">Card</legend>
          <div className="sm:col-span-3">
            <Field
              name="card_number"
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              errors={errors}
              keep={false}
              idPrefix={idPrefix}
            />
          </div>
          <Field
            name="card_expiry"
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            errors={errors}
            keep={false}
            idPrefix={idPrefix}
          />
          <Field
            name="card_cvc"
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            errors={errors}
            keep={false}
            idPrefix={idPrefix}
          />
        </fieldset>
      )}
      {props.testPayments ? (
        <p className="text-sm text-muted">
          Test payments: no real money moves. Use card 4242 4242 4242 4242 with any future expiry and any 3-digit code; 4000 0000 0000 0002
          is declined.
        </p>
      ) : null}
    </>
  );
}

/** Empties the card fields after an answer (without JavaScript the server leaves them empty). */
export function clearCardFields(form: HTMLFormElement | null, clearStripeCard: StripeCard["clear"]) {
  for (const input of form?.querySelectorAll<HTMLInputElement>("input[name^='card_']") ?? []) input.value = "";
  clearStripeCard();
}

/** How long the page waits for the payment's webhook after the bank's approval before saying it is still coming. */
const CONFIRM_WAIT_MS = 90_000;

export type Approval = "approved" | "refused" | null;

/**
 * A payment the card's bank wants the shopper to approve: `clientSecret` is finished in Stripe's own
 * window (3-D Secure), then the page polls `statusUrl` (its own loader) until the provider's webhook
 * has settled the payment, as `settled` reads that loader's data: paid (`onPaid`), failed (the reason
 * shown beside the card), or still waiting.
 */
export function usePaymentApproval<T>(options: {
  card: StripeCard;
  clientSecret: string | null;
  statusUrl: string | null;
  settled: (data: T | undefined) => "waiting" | "paid" | "failed";
  onPaid: () => void;
  /** Told when the payment did not go through (refused by the bank, or failed after its approval), so the page can show it. */
  onFailed?: () => void;
  /** Said when the bank approved the payment but it did not go through after all (rare). */
  failedMessage: string;
  /** Said when the webhook has not come within CONFIRM_WAIT_MS. */
  stillConfirmingMessage: string;
}): { approving: boolean; waiting: Approval } {
  const { card, clientSecret, statusUrl, settled, onPaid, onFailed, failedMessage, stillConfirmingMessage } = options;
  const [approving, setApproving] = useState(false);
  // After the bank's step: waiting for the webhook to settle the payment ("approved") or to free it ("refused").
  const [waiting, setWaiting] = useState<Approval>(null);
  const { finishPayment, setCardError } = card;
  const ready = card.stage === "ready";
  useEffect(() => {
    if (!clientSecret || !ready) return;
    let gone = false;
    setApproving(true);
    finishPayment(clientSecret).then((approved) => {
      if (gone) return;
      setApproving(false);
      setWaiting(approved ? "approved" : "refused");
    });
    return () => {
      gone = true;
    };
  }, [clientSecret, ready, finishPayment]);

  // The page's own loader answers with plain data (T), no functions or class instances to lose on the way.
  const status = useFetcher<T>();
  const data = status.data as T | undefined;
  const { load } = status;
  // A load while the last is still on its way aborts it: where an answer takes over a second (a slow phone or
  // network), every check was cut short by the next. Aborted loads are also the likely source of an uncaught
  // AbortError once seen here (remix-run/react-router#14203).
  const loading = useRef(false);
  loading.current = status.state !== "idle";
  // What the page knew before this wait began: only an answer loaded since says how this payment ended.
  const before = useRef<T | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the data is read once, as the wait begins; each answer is handled below.
  useEffect(() => {
    if (!waiting || !statusUrl) return;
    before.current = data;
    const started = Date.now();
    const check = () => {
      if (!loading.current) load(statusUrl);
    };
    check();
    const timer = setInterval(() => {
      if (Date.now() - started < CONFIRM_WAIT_MS) return check();
      clearInterval(timer);
      setWaiting(null);
      if (waiting === "approved") setCardError(stillConfirmingMessage);
    }, 1000);
    return () => clearInterval(timer);
  }, [waiting, statusUrl, load, setCardError, stillConfirmingMessage]);
  useEffect(() => {
    if (!waiting || data === undefined || data === before.current) return;
    const outcome = settled(data);
    if (outcome === "waiting") return;
    setWaiting(null);
    if (outcome === "paid") {
      onPaid();
      return;
    }
    // Refused: the bank's own message is already shown. Approved but failed after all (rare): say so.
    if (waiting === "approved") setCardError(failedMessage);
    onFailed?.();
  }, [data, waiting, settled, onPaid, onFailed, setCardError, failedMessage]);
  return { approving, waiting };
}

/** What the page is doing after the bank's step, announced as it changes. */
export function ApprovalStatus({ waiting }: { waiting: Approval }) {
  return (
    <p role="status" className="font-semibold empty:hidden">
      {waiting === "approved" ? "Your bank approved the payment. Confirming it with our payment processor…" : null}
      {waiting === "refused" ? "Cancelling the payment so you can try again…" : null}
    </p>
  );
}
