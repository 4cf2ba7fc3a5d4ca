import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdStands } from "./hold";
import { type MoneyEvent, type MoneyRequest, type MoneyState, moneyTransition, refundsOwed } from "./money-transitions";

const start = new Date("2026-11-22T02:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

/** A paid 48-hour hold (the deposit's payment is "pi_deposit") with the given requests. */
const held = (requests: MoneyRequest[] = [], status: "held" | "confirmed" = "held"): MoneyState => ({
  hold: { status, expiresAt: at(48), paymentId: "pi_deposit", refunded: false },
  requests,
});
const request = (id: string, over: Partial<MoneyRequest> = {}): MoneyRequest => ({
  id,
  status: "requested",
  attempts: 0,
  payingSince: null,
  paymentId: null,
  refunds: {},
  ...over,
});
const paid = (id: string, paymentId: string) => request(id, { status: "paid", attempts: 1, paymentId });

function apply(state: MoneyState, event: MoneyEvent, now = start) {
  const result = moneyTransition(state, event, now);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe("the money state machine", () => {
  it("cancelling a hold owes back the deposit and every paid request, and withdraws the open ones", () => {
    const { state, changes } = apply(
      held([paid("r1", "pi_1"), request("r2"), request("r3", { status: "paying", attempts: 1, payingSince: start })]),
      {
        kind: "cancel",
      },
    );
    expect(changes).toEqual([
      { kind: "hold", from: "held", to: "cancelled" },
      { kind: "deposit_refund_due", paymentId: "pi_deposit" },
      { kind: "request_refund_due", requestId: "r1", paymentId: "pi_1" },
      { kind: "request", requestId: "r2", from: "requested", to: "cancelled", attempt: 0, paymentId: null },
      { kind: "request", requestId: "r3", from: "paying", to: "cancelled", attempt: 1, paymentId: null },
    ]);
    expect(refundsOwed(state)).toEqual({ deposit: "pi_deposit", requests: [{ requestId: "r1", paymentId: "pi_1" }] });
  });

  it("a sale keeps the deposit and the paid requests, and withdraws the unpaid ones", () => {
    const { state, changes } = apply(held([paid("r1", "pi_1"), request("r2")], "confirmed"), { kind: "complete_sale" });
    expect(changes).toEqual([
      { kind: "hold", from: "confirmed", to: "sold" },
      { kind: "request", requestId: "r2", from: "requested", to: "cancelled", attempt: 0, paymentId: null },
    ]);
    expect(refundsOwed(state)).toEqual({ deposit: null, requests: [] });
  });

  it("a hold lapses at its expiry, not before; a confirmed one never lapses", () => {
    expect(moneyTransition(held(), { kind: "lapse" }, at(47.99))).toEqual({ ok: false, reason: "hold_not_standing" });
    expect(apply(held([paid("r1", "pi_1")]), { kind: "lapse" }, at(48)).changes.map((c) => c.kind)).toEqual([
      "hold",
      "deposit_refund_due",
      "request_refund_due",
    ]);
    expect(moneyTransition(held([], "confirmed"), { kind: "lapse" }, at(500)).ok).toBe(false);
  });

  it("a hold past its expiry can be neither confirmed nor sold, nor paid towards, before the upkeep releases it", () => {
    const state = held([request("r1")]);
    expect(moneyTransition(state, { kind: "confirm" }, at(48))).toEqual({ ok: false, reason: "hold_lapsed" });
    expect(moneyTransition(state, { kind: "complete_sale" }, at(48))).toEqual({ ok: false, reason: "hold_lapsed" });
    expect(moneyTransition(state, { kind: "start_paying", requestId: "r1" }, at(48))).toEqual({ ok: false, reason: "hold_not_standing" });
    expect(moneyTransition(state, { kind: "request_payment", requestId: "r2" }, at(48)).ok).toBe(false);
  });

  it("a request of a cancelled reservation cannot be paid", () => {
    const { state } = apply(held([request("r1")]), { kind: "cancel" });
    expect(moneyTransition(state, { kind: "start_paying", requestId: "r1" }, start)).toEqual({ ok: false, reason: "hold_not_standing" });
  });

  it("money that arrives for an attempt given up when the hold ended is owed back, and the request is not paid", () => {
    const paying = apply(held([request("r1")]), { kind: "start_paying", requestId: "r1" }).state;
    const cancelled = apply(paying, { kind: "cancel" }).state;
    const { state, changes } = apply(cancelled, { kind: "payment_arrived", requestId: "r1", attempt: 1, paymentId: "pi_late" });
    expect(changes).toEqual([{ kind: "request_refund_due", requestId: "r1", paymentId: "pi_late" }]);
    expect(state.requests[0].status).toBe("cancelled");
    expect(refundsOwed(state).requests).toEqual([{ requestId: "r1", paymentId: "pi_late" }]);
  });

  it("money for the attempt under way pays the request while the hold stands; the same payment again changes nothing", () => {
    const paying = apply(held([request("r1")]), { kind: "start_paying", requestId: "r1" }).state;
    const { state } = apply(paying, { kind: "payment_arrived", requestId: "r1", attempt: 1, paymentId: "pi_1" });
    expect(state.requests[0]).toMatchObject({ status: "paid", paymentId: "pi_1" });
    expect(apply(state, { kind: "payment_arrived", requestId: "r1", attempt: 1, paymentId: "pi_1" }).changes).toEqual([]);
  });

  it("a refund carried out is recorded once; one not owed is refused", () => {
    const { state } = apply(held([paid("r1", "pi_1")]), { kind: "cancel" });
    const refunded = apply(state, { kind: "request_refunded", requestId: "r1", paymentId: "pi_1", refundId: "re_1" }).state;
    expect(moneyTransition(refunded, { kind: "request_refunded", requestId: "r1", paymentId: "pi_1", refundId: "re_1" }, start).ok).toBe(
      false,
    );
    const deposit = apply(refunded, { kind: "deposit_refunded", refundId: "re_deposit" }).state;
    expect(refundsOwed(deposit)).toEqual({ deposit: null, requests: [] });
    expect(moneyTransition(deposit, { kind: "deposit_refunded", refundId: "re_deposit" }, start)).toEqual({
      ok: false,
      reason: "nothing_owed",
    });
  });

  it("a deposit taken for a hold that could not be written is owed back, and the claim gives up the car", () => {
    const claim: MoneyState = { hold: { status: "pending", expiresAt: null, paymentId: null, refunded: false }, requests: [] };
    const { state, changes } = apply(claim, { kind: "hold_not_written", paymentId: "pi_taken" });
    expect(changes).toEqual([
      { kind: "hold", from: "pending", to: "cancelled" },
      { kind: "deposit_refund_due", paymentId: "pi_taken" },
    ]);
    expect(refundsOwed(state).deposit).toBe("pi_taken");
    // A hold the webhook wrote meanwhile (with its lead) is the shopper's: nothing to give back.
    expect(moneyTransition(held(), { kind: "hold_not_written", paymentId: "pi_deposit" }, start)).toEqual({
      ok: false,
      reason: "hold_not_standing",
    });
  });

  it("a request being paid right now cannot be withdrawn; one given up can", () => {
    const paying = apply(held([request("r1")]), { kind: "start_paying", requestId: "r1" }).state;
    expect(moneyTransition(paying, { kind: "cancel_request", requestId: "r1" }, at(0.1))).toEqual({
      ok: false,
      reason: "request_being_paid",
    });
    expect(apply(paying, { kind: "cancel_request", requestId: "r1" }, at(1)).state.requests[0].status).toBe("cancelled");
  });
});

/**
 * Random sequences of what the dealer, the shopper, the provider and the clock can do to one paid
 * hold. `inFlight` are attempts whose money has not arrived yet (the bank's step, a slow answer), so
 * money can arrive after anything else has happened.
 */
type Step =
  | { kind: "clock"; hours: number }
  | { kind: "dealer"; event: "confirm" | "complete_sale" | "cancel" | "request_payment" }
  | { kind: "upkeep" }
  | { kind: "cancel_request"; pick: number }
  | { kind: "start_paying"; pick: number }
  | { kind: "money_arrives"; pick: number }
  | { kind: "payment_fails"; pick: number }
  | { kind: "refund"; pick: number; succeeds: boolean };

// Weighted so that sequences often get as far as paid requests before the hold ends (by the dealer or the clock).
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("clock" as const), hours: fc.integer({ min: 0, max: 24 }) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("dealer" as const), event: fc.constant("request_payment" as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("dealer" as const), event: fc.constantFrom("confirm", "complete_sale", "cancel") }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("upkeep" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel_request" as const), pick: fc.nat(5) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("start_paying" as const), pick: fc.nat(5) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("money_arrives" as const), pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("payment_fails" as const), pick: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(5), succeeds: fc.boolean() }) },
);

describe("the money state machine over random sequences of events", () => {
  it("holds no money for a reservation that ended without a sale, never pays a request of an ended one, and keeps a sale's payments", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60, size: "max" }), (steps) => {
        let state = held();
        let now = start;
        let requestCount = 0;
        let paymentCount = 0;
        const inFlight: { requestId: string; attempt: number }[] = [];
        /** Every payment that reached the provider: the request it was for. */
        const arrived = new Map<string, string>();
        const run = (event: MoneyEvent) => {
          const result = moneyTransition(state, event, now);
          if (!result.ok) return;
          const before = state;
          state = result.state;
          // A request newly paid only while the hold stood.
          for (const r of state.requests) {
            const was = before.requests.find((b) => b.id === r.id);
            if (r.status === "paid" && was?.status !== "paid") expect(holdStands(before.hold, now)).toBe(true);
          }
          // An ended hold stays ended, as it ended.
          if (["sold", "cancelled", "expired"].includes(before.hold.status)) expect(state.hold.status).toBe(before.hold.status);
        };
        for (const s of steps) {
          switch (s.kind) {
            case "clock":
              now = new Date(now.getTime() + s.hours * HOUR);
              break;
            case "dealer":
              run(s.event === "request_payment" ? { kind: "request_payment", requestId: `r${++requestCount}` } : { kind: s.event });
              break;
            case "upkeep":
              run({ kind: "lapse" });
              break;
            case "cancel_request":
            case "start_paying": {
              const r = state.requests[s.pick % Math.max(1, state.requests.length)];
              if (!r) break;
              const before = state;
              run({ kind: s.kind, requestId: r.id });
              const after = state.requests.find((x) => x.id === r.id);
              if (s.kind === "start_paying" && before !== state && after) inFlight.push({ requestId: r.id, attempt: after.attempts });
              break;
            }
            case "money_arrives":
            case "payment_fails": {
              const [attempt] = inFlight.splice(s.pick % Math.max(1, inFlight.length), 1);
              if (!attempt) break;
              if (s.kind === "payment_fails") run({ kind: "payment_failed", ...attempt });
              else {
                const paymentId = `pi_${++paymentCount}`;
                arrived.set(paymentId, attempt.requestId);
                run({ kind: "payment_arrived", ...attempt, paymentId });
              }
              break;
            }
            case "refund": {
              const owed = refundsOwed(state);
              const all = [...(owed.deposit ? [null] : []), ...owed.requests];
              const pick = all[s.pick % Math.max(1, all.length)];
              // A refund the provider refused changes nothing: it stays owed for the refund job.
              if (pick === undefined || !s.succeeds) break;
              run(
                pick === null
                  ? { kind: "deposit_refunded", refundId: "re_deposit" }
                  : { kind: "request_refunded", ...pick, refundId: `re_${pick.paymentId}` },
              );
              break;
            }
          }
          const { hold, requests } = state;
          const endedWithoutSale = hold.status === "cancelled" || hold.status === "expired";
          if (hold.status === "sold" || endedWithoutSale)
            expect(requests.filter((r) => r.status === "requested" || r.status === "paying")).toEqual([]);
          // The deposit: owed back or refunded once the hold ended without a sale; kept by a sale.
          if (endedWithoutSale) expect(hold.refunded || refundsOwed(state).deposit === hold.paymentId).toBe(true);
          if (hold.status === "sold") expect(hold.refunded || refundsOwed(state).deposit !== null).toBe(false);
          // Every payment that reached the provider paid its request (and is kept), or is owed back or refunded.
          for (const [paymentId, requestId] of arrived) {
            const r = requests.find((x) => x.id === requestId);
            expect(r).toBeDefined();
            if (!r) continue;
            const paysIt = r.status === "paid" && r.paymentId === paymentId;
            if (endedWithoutSale || !paysIt) expect(r.refunds[paymentId]).toBeDefined();
            if (hold.status === "sold" && paysIt) expect(r.refunds[paymentId]).toBeUndefined();
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
