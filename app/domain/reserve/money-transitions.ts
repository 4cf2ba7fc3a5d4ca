/**
 * The money state machine (decision 023): what each dealer, shopper, provider or clock event does to
 * a reservation and the payment requests against it, as plain data in and out, `now` passed in.
 * The server locks the rows, reads them into a `MoneyState`, asks `moneyTransition` and writes its
 * `changes` in the same transaction, so no change to the hold can forget the payments that hang on
 * it: a hold that ends without a sale owes back every payment made towards it (recorded here, paid
 * back by the provider through the refund job), a request of a hold that no longer stands can never
 * be paid, and a hold completed as a sale keeps its payments.
 */
import { type HoldStatus, holdLapsed, holdStands } from "./hold";
import { type PaymentRequestStatus, payable } from "./payment-request-state";

/** A refund owed for one payment, or carried out (by its provider's refund id, when the provider gave one). */
export type Refund = { state: "owed" } | { state: "refunded"; refundId: string | null };

export type MoneyHold = {
  status: HoldStatus;
  expiresAt: Date | null;
  /** The deposit's payment at the provider (set once paid). */
  paymentId: string | null;
  /** The deposit's refund, once carried out. */
  refunded: boolean;
};

export type MoneyRequest = {
  id: string;
  status: PaymentRequestStatus;
  attempts: number;
  payingSince: Date | null;
  /** The payment that paid it (status paid), or of the attempt waiting on the shopper's bank. */
  paymentId: string | null;
  /** Refunds owed or made, by payment: a request can meet more than one payment (an attempt given up, then another). */
  refunds: Readonly<Record<string, Refund>>;
};

export type MoneyState = { hold: MoneyHold; requests: readonly MoneyRequest[] };

export type MoneyEvent =
  /** The dealer takes the hold: it stands until the sale and no longer lapses. */
  | { kind: "confirm" }
  /** The dealer sold the car to the shopper: what they paid stays paid. */
  | { kind: "complete_sale" }
  /** The dealer cancels the hold (held or confirmed). */
  | { kind: "cancel" }
  /** The upkeep finds the hold past its expiry. */
  | { kind: "lapse" }
  /** The dealer asks the shopper for an amount. */
  | { kind: "request_payment"; requestId: string }
  /** The dealer withdraws a request nobody is paying. */
  | { kind: "cancel_request"; requestId: string }
  /** The shopper starts paying a request (its attempt claimed). */
  | { kind: "start_paying"; requestId: string }
  /** The attempt did not go through (declined, no answer): the request may be paid again. */
  | { kind: "payment_failed"; requestId: string; attempt: number }
  /** Money arrived for an attempt at paying a request (the charge's own answer, or the provider's webhook). */
  | { kind: "payment_arrived"; requestId: string; attempt: number; paymentId: string }
  /**
   * The deposit was taken but the hold and its lead could not be written (their transaction failed):
   * the claim is given up and the deposit owed back, so money never stays without its hold and lead.
   */
  | { kind: "hold_not_written"; paymentId: string }
  /** The provider sent the deposit back. */
  | { kind: "deposit_refunded"; refundId: string | null }
  /** The provider sent a request's payment back (one owed, or one made at the provider's dashboard). */
  | { kind: "request_refunded"; requestId: string; paymentId: string; refundId: string | null };

/** What the server writes, in order, in the event's transaction. */
export type MoneyChange =
  | { kind: "hold"; from: HoldStatus; to: "confirmed" | "sold" | "cancelled" | "expired" }
  /** The deposit is owed back: the released hold with its payment and no refund is the record the refund job reads. */
  | { kind: "deposit_refund_due"; paymentId: string }
  | { kind: "deposit_refunded"; refundId: string | null }
  | { kind: "request_created"; requestId: string }
  | { kind: "request"; requestId: string; from: PaymentRequestStatus; to: PaymentRequestStatus; attempt: number; paymentId: string | null }
  | { kind: "request_refund_due"; requestId: string; paymentId: string }
  | { kind: "request_refunded"; requestId: string; paymentId: string; refundId: string | null };

export type MoneyRefusal =
  | "not_found"
  | "hold_not_standing"
  | "hold_lapsed"
  | "already_ended"
  | "request_not_open"
  | "request_being_paid"
  | "attempt_not_current"
  | "nothing_owed";

export type MoneyTransition = { ok: true; state: MoneyState; changes: MoneyChange[] } | { ok: false; reason: MoneyRefusal };

const refusal = (reason: MoneyRefusal): MoneyTransition => ({ ok: false, reason });

/** Every payment made towards the reservation that is owed back: the deposit's and the requests'. Empty for a sale. */
export function refundsOwed(state: MoneyState): { deposit: string | null; requests: { requestId: string; paymentId: string }[] } {
  return {
    deposit:
      state.hold.paymentId && isEnded(state.hold.status) && state.hold.status !== "sold" && !state.hold.refunded
        ? state.hold.paymentId
        : null,
    requests: state.requests.flatMap((r) =>
      Object.entries(r.refunds).flatMap(([paymentId, refund]) => (refund.state === "owed" ? [{ requestId: r.id, paymentId }] : [])),
    ),
  };
}

const isEnded = (status: HoldStatus) => status === "sold" || status === "cancelled" || status === "expired";

export function moneyTransition(state: MoneyState, event: MoneyEvent, now: Date): MoneyTransition {
  const { hold } = state;
  switch (event.kind) {
    case "confirm":
      if (holdLapsed(hold, now)) return refusal("hold_lapsed");
      if (hold.status !== "held") return refusal("hold_not_standing");
      return next(state, now, [{ kind: "hold", from: hold.status, to: "confirmed" }]);
    case "complete_sale":
      if (!holdStands(hold, now)) return refusal(holdLapsed(hold, now) ? "hold_lapsed" : "hold_not_standing");
      return end(state, "sold", now);
    case "cancel":
      if (hold.status !== "held" && hold.status !== "confirmed") return refusal("hold_not_standing");
      return end(state, "cancelled", now);
    case "lapse":
      return holdLapsed(hold, now) ? end(state, "expired", now) : refusal("hold_not_standing");
    case "request_payment":
      if (!holdStands(hold, now)) return refusal("hold_not_standing");
      return next(state, now, [{ kind: "request_created", requestId: event.requestId }]);
    case "hold_not_written":
      // Only a claim still being paid: one the webhook held meanwhile has its lead, one given up its refund.
      if (hold.status !== "pending") return refusal("hold_not_standing");
      return next(state, now, [
        { kind: "hold", from: "pending", to: "cancelled" },
        { kind: "deposit_refund_due", paymentId: event.paymentId },
      ]);
    case "deposit_refunded":
      if (!refundsOwed(state).deposit) return refusal("nothing_owed");
      return next(state, now, [{ kind: "deposit_refunded", refundId: event.refundId }]);
  }
  const request = state.requests.find((r) => r.id === event.requestId);
  if (!request) return refusal("not_found");
  const move = (to: PaymentRequestStatus, attempt: number, paymentId: string | null): MoneyChange => ({
    kind: "request",
    requestId: request.id,
    from: request.status,
    to,
    attempt,
    paymentId,
  });
  switch (event.kind) {
    case "cancel_request":
      if (request.status !== "requested" && !(request.status === "paying" && payable(request, now)))
        return refusal(request.status === "paying" ? "request_being_paid" : "request_not_open");
      return next(state, now, [move("cancelled", request.attempts, null)]);
    case "start_paying":
      // The hold must stand now: a request of a cancelled, lapsed or sold reservation is never paid.
      if (!holdStands(hold, now)) return refusal("hold_not_standing");
      if (!payable(request, now)) return refusal(request.status === "paying" ? "request_being_paid" : "request_not_open");
      return next(state, now, [move("paying", request.attempts + 1, null)]);
    case "payment_failed":
      if (request.status !== "paying" || request.attempts !== event.attempt) return refusal("attempt_not_current");
      return next(state, now, [move("requested", event.attempt, null)]);
    case "payment_arrived": {
      if (request.status === "paid" && request.paymentId === event.paymentId) return next(state, now, []);
      if (request.refunds[event.paymentId]) return next(state, now, []);
      const current = request.status === "paying" && request.attempts === event.attempt;
      if (current && holdStands(hold, now)) return next(state, now, [move("paid", event.attempt, event.paymentId)]);
      // Not wanted any more (the hold ended while the bank answered, the request was withdrawn or
      // paid by another attempt): the money is owed back, and the request is not paid.
      const changes: MoneyChange[] = current ? [move("cancelled", event.attempt, null)] : [];
      return next(state, now, [...changes, { kind: "request_refund_due", requestId: request.id, paymentId: event.paymentId }]);
    }
    case "request_refunded": {
      const refund = request.refunds[event.paymentId];
      if (refund?.state === "refunded") return refusal("nothing_owed");
      // A refund made at the provider of the payment that paid the request is recorded too.
      if (!refund && request.paymentId !== event.paymentId) return refusal("nothing_owed");
      return next(state, now, [{ kind: "request_refunded", requestId: request.id, paymentId: event.paymentId, refundId: event.refundId }]);
    }
  }
}

/**
 * The hold ends: a sale keeps every payment; a cancel or lapse frees the car and owes back the
 * deposit and every paid request. Either way no request stays open to pay (an attempt under way is
 * given up: its money, should it come, is owed back).
 */
function end(state: MoneyState, to: "sold" | "cancelled" | "expired", now: Date): MoneyTransition {
  const { hold } = state;
  const changes: MoneyChange[] = [{ kind: "hold", from: hold.status, to }];
  if (to !== "sold" && hold.paymentId && !hold.refunded) changes.push({ kind: "deposit_refund_due", paymentId: hold.paymentId });
  for (const r of state.requests) {
    if (r.status === "requested" || r.status === "paying")
      changes.push({ kind: "request", requestId: r.id, from: r.status, to: "cancelled", attempt: r.attempts, paymentId: null });
    else if (to !== "sold" && r.status === "paid" && r.paymentId && !r.refunds[r.paymentId])
      changes.push({ kind: "request_refund_due", requestId: r.id, paymentId: r.paymentId });
  }
  return next(state, now, changes);
}

/** The state after the changes (what the database holds once they are written). */
function next(state: MoneyState, now: Date, changes: MoneyChange[]): MoneyTransition {
  let hold = state.hold;
  let requests = [...state.requests];
  const edit = (id: string, f: (r: MoneyRequest) => MoneyRequest) => {
    requests = requests.map((r) => (r.id === id ? f(r) : r));
  };
  for (const change of changes)
    switch (change.kind) {
      case "hold":
        hold = { ...hold, status: change.to };
        break;
      case "deposit_refund_due":
        hold = { ...hold, paymentId: hold.paymentId ?? change.paymentId };
        break;
      case "deposit_refunded":
        hold = { ...hold, refunded: true };
        break;
      case "request_created":
        requests = [
          ...requests,
          { id: change.requestId, status: "requested", attempts: 0, payingSince: null, paymentId: null, refunds: {} },
        ];
        break;
      case "request":
        edit(change.requestId, (r) => ({
          ...r,
          status: change.to,
          attempts: change.attempt,
          payingSince: change.to === "paying" ? now : null,
          paymentId: change.to === "paid" ? change.paymentId : change.to === "paying" ? null : r.paymentId,
        }));
        break;
      case "request_refund_due":
        edit(change.requestId, (r) => ({ ...r, refunds: { ...r.refunds, [change.paymentId]: { state: "owed" } } }));
        break;
      case "request_refunded":
        edit(change.requestId, (r) => ({
          ...r,
          refunds: { ...r.refunds, [change.paymentId]: { state: "refunded", refundId: change.refundId } },
        }));
        break;
    }
  return { ok: true, state: { hold, requests }, changes };
}
