import type { PaymentRequestView, ReservationView } from "~/domain/console/reservation-view";
import { ConsoleForm } from "./console-form";
import { Button, TextField } from "./fields";
import { HoldTime } from "./reservation-table";
import { Facts, Section } from "./section";

export function ReservationFacts({ reservation: r }: { reservation: ReservationView }) {
  const rows = [
    { label: "Shopper", value: r.shopper },
    {
      label: "E-mail",
      value: (
        <a href={`mailto:${r.email}`} className="underline underline-offset-2">
          {r.email}
        </a>
      ),
    },
    {
      label: "Mobile",
      value: (
        <a href={r.phoneHref} className="underline underline-offset-2">
          {r.phone}
        </a>
      ),
    },
    { label: "Car", value: r.car },
    { label: "Kind", value: r.kind },
    { label: "Deposit", value: r.deposit },
    { label: "Reserved", value: r.reserved ?? "—" },
    { label: "Hold", value: <HoldTime row={r} /> },
    ...(r.refunded ? [{ label: "Refunded", value: r.refunded }] : []),
    ...(r.leadId
      ? [
          {
            label: "Lead",
            value: (
              <a href={`/dealer/leads/${r.leadId}`} className="underline underline-offset-2">
                The reservation's lead
              </a>
            ),
          },
        ]
      : []),
  ];
  return (
    <Section title="Reservation">
      <Facts rows={rows} />
    </Section>
  );
}

/** Confirm, complete, and cancel with refund (for those who may refund, signed in in the last 10 minutes). */
export function ReservationActions({
  reservation: r,
  canRefund,
  refundNeedsSignIn,
  signInAgain,
}: {
  reservation: ReservationView;
  canRefund: boolean;
  refundNeedsSignIn: boolean;
  signInAgain: string;
}) {
  const { moves } = r;
  if (!moves.confirm && !moves.complete && !moves.cancel)
    return (
      <Section title="What you can do">
        <p className="text-sm text-slate-700">This reservation has ended: there is nothing more to do to it.</p>
      </Section>
    );
  return (
    <Section title="What you can do">
      <div className="space-y-4">
        {moves.confirm ? (
          <ConsoleForm>
            <p className="mb-2 text-sm text-slate-700">Confirming keeps the car held until the sale, so it no longer lapses.</p>
            <Button name="intent" value="confirm">
              Confirm the hold
            </Button>
          </ConsoleForm>
        ) : null}
        {moves.complete ? (
          <ConsoleForm>
            <p className="mb-2 text-sm text-slate-700">The shopper bought the car: it is marked sold, and what they paid is kept.</p>
            <Button name="intent" value="complete" kind="secondary">
              Complete the sale
            </Button>
          </ConsoleForm>
        ) : null}
        {moves.cancel && canRefund ? (
          refundNeedsSignIn ? (
            <p className="text-sm">
              To cancel and refund,{" "}
              <a href={signInAgain} className="font-semibold underline underline-offset-2">
                sign in again
              </a>{" "}
              to confirm it's you.
            </p>
          ) : (
            <ConsoleForm>
              <p className="mb-2 text-sm text-slate-700">
                The car goes back on sale, open payment requests are withdrawn, and the deposit and paid requests are refunded.
              </p>
              <Button name="intent" value="cancel" kind="danger">
                Cancel and refund
              </Button>
            </ConsoleForm>
          )
        ) : null}
      </div>
    </Section>
  );
}

export function PaymentRequests({ requests, canRequest }: { requests: PaymentRequestView[]; canRequest: boolean }) {
  return (
    <Section title="Payment requests">
      {requests.length ? (
        <ul className="mb-4 divide-y divide-slate-200">
          {requests.map((p) => (
            <li key={p.id} className="py-2 text-sm">
              <p>
                <span className="font-semibold">{p.amount}</span> for {p.description}
              </p>
              <p className="text-slate-700">
                {p.statusLabel}
                {p.paid ? ` · paid ${p.paid}` : ` · asked ${p.requested}`}
                {p.lastDecline ? ` · last try declined: ${p.lastDecline}` : ""}
              </p>
              {p.cancellable ? (
                <ConsoleForm className="mt-2">
                  <input type="hidden" name="requestId" value={p.id} />
                  <Button name="intent" value="cancel-payment" kind="secondary">
                    Cancel this request
                  </Button>
                </ConsoleForm>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-slate-700">No payments have been asked for.</p>
      )}
      {canRequest ? (
        <ConsoleForm className="space-y-3">
          <h3 className="font-semibold">Ask for a payment</h3>
          <TextField label="Amount (AUD)" name="amount" hint="Like $1,500 or 199.50" required />
          <TextField
            label="What it's for"
            name="description"
            hint="The shopper reads this, like “Balance of the purchase price”"
            required
          />
          <Button name="intent" value="request-payment">
            Request payment
          </Button>
        </ConsoleForm>
      ) : null}
    </Section>
  );
}
