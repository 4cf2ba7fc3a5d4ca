import { useCallback } from "react";
import { Form, Link, useNavigate, useNavigation, useRevalidator } from "react-router";
import type { OnlinePaymentView, PaymentRequestView } from "~/reserve/online-payment-view";
import { ApprovalStatus, CardFields, type StripeCard, usePaymentApproval } from "./card-payment";
import { useCardSubmit } from "./use-card-submit";

/** A payment the action could not make: which request, why, and each card field's problem. */
export type PayErrors = { requestId: string; message: string; fields?: Record<string, string> };
/** A payment the card's bank wants the shopper to approve (3-D Secure), finished in the page. */
export type PayNextAction = { requestId: string; clientSecret: string };

const card = "rounded-site bg-surface p-4 ring-1 ring-black/10 sm:p-6";

/** /online-payment: the payments the dealership asked the signed-in shopper for, each with its status, and a card form for those to pay. */
export function OnlinePayment({ view, errors, nextAction }: { view: OnlinePaymentView; errors?: PayErrors; nextAction?: PayNextAction }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">Online payment</h1>
      <p className="mt-2 text-muted">
        Payments {view.siteName} has asked you to make towards your reservations. Signed in as{" "}
        <span className="whitespace-nowrap">{view.phone}</span>.
      </p>
      {view.justPaid ? (
        <p role="status" className="mt-4 rounded-site border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          Thank you: your payment of {view.justPaid.amount} for “{view.justPaid.description}” has been made.
        </p>
      ) : null}
      {view.requests.length === 0 ? (
        <section aria-labelledby="no-payments" className={`mt-6 ${card}`}>
          <h2 id="no-payments" className="font-heading text-2xl font-bold">
            No payments requested
          </h2>
          <p className="mt-2">
            When the dealership asks you for a payment against one of your reservations, such as the balance of the price, it appears here
            and you can pay it by card.
          </p>
          <p className="mt-4">
            <Link to="/my-garage" className="font-semibold underline">
              Go to My Garage
            </Link>
          </p>
        </section>
      ) : (
        <>
          <ul className="mt-6 grid gap-6">
            {view.requests.map((request) => (
              <li key={request.id}>
                <PaymentRequestCard
                  request={request}
                  view={view}
                  errors={errors?.requestId === request.id ? errors : undefined}
                  nextAction={nextAction?.requestId === request.id ? nextAction : undefined}
                />
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/my-garage" className="underline">
              Back to My Garage
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

const BADGE: Record<PaymentRequestView["status"], string> = {
  requested: "bg-amber-100 text-amber-950",
  paying: "bg-sky-100 text-sky-950",
  paid: "bg-green-100 text-green-950",
  cancelled: "bg-neutral-200 text-neutral-900",
};

function PaymentRequestCard(props: {
  request: PaymentRequestView;
  view: OnlinePaymentView;
  errors?: PayErrors;
  nextAction?: PayNextAction;
}) {
  const { request, view } = props;
  const titleId = `request-${request.id}`;
  // While the bank's step is under way the request reads as being paid: the form stays, to finish it.
  const paying = request.status === "requested" || props.nextAction !== undefined;
  return (
    <article aria-labelledby={titleId} className={card}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 break-words font-heading text-xl font-bold">
          {request.description}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[request.status]}`}>{request.statusLabel}</span>
      </div>
      <p className="mt-2 text-3xl font-bold">{request.amount}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">For</dt>
        <dd className="min-w-0">
          <Link to={request.carHref} className="underline">
            {request.car}
          </Link>
        </dd>
        <dt className="text-muted">Requested</dt>
        <dd>{request.requestedOn}</dd>
        {request.paidOn ? (
          <>
            <dt className="text-muted">Paid</dt>
            <dd>{request.paidOn}</dd>
          </>
        ) : null}
      </dl>
      {paying ? (
        view.canPay ? (
          <PayForm request={request} view={view} errors={props.errors} nextAction={props.nextAction} />
        ) : (
          <p className="mt-4 font-semibold">Paying online isn't available right now. Please call the dealership to pay.</p>
        )
      ) : request.status === "paying" ? (
        <p className="mt-4">Your payment is going through. Reload this page in a minute to see how it went.</p>
      ) : null}
    </article>
  );
}

/** The bank's approval step (3-D Secure), then the wait for the provider's webhook: the request is paid or not. */
function useRequestApproval(card: StripeCard, request: PaymentRequestView, nextAction: PayNextAction | undefined) {
  const navigate = useNavigate();
  const settled = useCallback(
    (data: OnlinePaymentView | undefined) => {
      const now = data?.requests.find((r) => r.id === request.id);
      if (!now || now.status === "paying") return "waiting";
      return now.status === "paid" ? "paid" : "failed";
    },
    [request.id],
  );
  const onPaid = useCallback(() => {
    navigate(`/online-payment?paid=${request.id}`, { replace: true });
  }, [navigate, request.id]);
  // Not paid: the page shows the request as it is now (to pay again, with the reason).
  const { revalidate } = useRevalidator();
  return usePaymentApproval({
    card,
    clientSecret: nextAction?.clientSecret ?? null,
    statusUrl: nextAction ? "/online-payment" : null,
    settled,
    onPaid,
    onFailed: revalidate,
    failedMessage: "Your payment didn't go through, so nothing was paid. Please try again.",
    stillConfirmingMessage: "Your payment is still being confirmed. Reload this page in a few minutes to see it.",
  });
}

function PayForm(props: { request: PaymentRequestView; view: OnlinePaymentView; errors?: PayErrors; nextAction?: PayNextAction }) {
  const { request, view, errors, nextAction } = props;
  const navigation = useNavigation();
  const payment = useCardSubmit(view.stripe, { errors, nextAction });
  const { stripe } = payment;
  const { approving, waiting } = useRequestApproval(stripe, request, nextAction);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("payment_request") === request.id;
  const busy = submitting || payment.creating || approving || waiting !== null;

  const fieldErrors = { message: errors?.message, fields: errors?.fields };
  const idPrefix = `pay-${request.id.slice(0, 8)}-`;
  return (
    <Form
      ref={payment.form}
      method="post"
      className="mt-4 grid gap-4 border-t border-black/10 pt-4"
      noValidate
      onSubmit={(e) => payment.onSubmit(e, busy)}
    >
      <input type="hidden" name="payment_request" value={request.id} />
      {errors?.message ? (
        <div role="alert" className="rounded-site border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {errors.message}
        </div>
      ) : request.lastDecline ? (
        <p className="rounded-site border border-amber-700 bg-amber-50 p-3">Your last payment didn't go through: {request.lastDecline}</p>
      ) : null}
      <CardFields
        card={stripe}
        stripe={view.stripe}
        testPayments={view.testPayments}
        errors={fieldErrors}
        help={{ href: "/contact", label: "contact the dealership to pay another way" }}
        idPrefix={idPrefix}
      />
      <ApprovalStatus waiting={waiting} />
      <div>
        <button
          type="submit"
          disabled={busy || payment.unavailable}
          className="w-full rounded-site bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90 disabled:opacity-60 sm:w-auto"
        >
          {busy ? "Paying…" : `Pay ${request.amount}`}
        </button>
      </div>
    </Form>
  );
}
