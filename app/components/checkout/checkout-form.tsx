import { useCallback } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { ApprovalStatus, CardFields, type StripeCard, usePaymentApproval } from "./card-payment";
import { Field, type FormErrors } from "./payment-field";
import type { StripeSetup } from "./stripe-card";
import { useCardSubmit } from "./use-card-submit";

export type CheckoutErrors = FormErrors;

/** A payment the card's bank wants the shopper to approve: its reservation, and the client secret Stripe.js finishes it with. */
export type NextAction = { reservationId: string; clientSecret: string };

type Props = {
  deposit: string;
  testPayments: boolean;
  stripe?: StripeSetup | null;
  nextAction?: NextAction;
  enquiryPath: string;
  errors?: CheckoutErrors;
};

/** The bank's approval step (3-D Secure), then the wait for Stripe's webhook: the reservation is held or failed. */
function useDepositApproval(card: StripeCard, nextAction: NextAction | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const reservationUrl = nextAction ? `${pathname}?reservation=${nextAction.reservationId}` : null;
  const settled = useCallback((data: { reservation: { status: string } | null } | undefined) => {
    const status = data?.reservation?.status;
    if (!status || status === "pending") return "waiting";
    return status === "held" || status === "confirmed" ? "paid" : "failed";
  }, []);
  const onPaid = useCallback(() => {
    if (reservationUrl) navigate(reservationUrl, { replace: true });
  }, [navigate, reservationUrl]);
  return usePaymentApproval({
    card,
    clientSecret: nextAction?.clientSecret ?? null,
    statusUrl: reservationUrl,
    settled,
    onPaid,
    failedMessage: "Your payment didn't go through, so the car isn't reserved. Please try again.",
    stillConfirmingMessage: "Your payment is still being confirmed. Reload this page in a few minutes to see your reservation.",
  });
}

/** The name and email Stripe gets with the card. */
const billing = (data: FormData) => {
  const value = (name: string) => String(data.get(name) ?? "").trim();
  return { name: [value("name"), value("last_name")].filter(Boolean).join(" "), email: value("email") };
};

/**
 * The deposit form: who is reserving, and the card. Posts to the page, so the test provider's form
 * works without JavaScript. On a Stripe site the card is Stripe.js's field: the form posts the
 * PaymentMethod it becomes, and a payment the bank wants approved is finished here, the page then
 * waiting for Stripe's webhook to hold the car.
 */
export function CheckoutForm(props: Props) {
  const errors = props.errors ?? {};
  const navigation = useNavigation();
  const payment = useCardSubmit(props.stripe, { errors: props.errors, nextAction: props.nextAction });
  const { stripe } = payment;
  const { approving, waiting } = useDepositApproval(stripe, props.nextAction);
  const busy = navigation.state === "submitting" || payment.creating || approving || waiting !== null;

  // The form's own field names map to the use case's (`name`, `last_name`, ...); errors come back under the use case's.
  const byField: CheckoutErrors = {
    ...errors,
    fields: Object.fromEntries(Object.entries(errors.fields ?? {}).map(([k, v]) => [FIELD_NAMES[k] ?? k, v])),
  };
  return (
    <Form ref={payment.form} method="post" className="mt-6 grid gap-4" noValidate onSubmit={(e) => payment.onSubmit(e, busy, billing)}>
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
      <CardFields
        card={stripe}
        stripe={props.stripe}
        testPayments={props.testPayments}
        errors={byField}
        help={{ href: props.enquiryPath }}
      />
      <ApprovalStatus waiting={waiting} />
      <div>
        <button
          type="submit"
          disabled={busy || payment.unavailable}
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
