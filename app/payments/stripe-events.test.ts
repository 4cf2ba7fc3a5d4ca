import { describe, expect, it } from "vitest";
import { declineMessage } from "./stripe-decline-messages";
import { eventEffect, parseStripeEvent, type ReservationState } from "./stripe-events";

const RESERVATION = "7f0c2a3e-9a43-4c1e-8f5e-2b7d1c0e9a11";

/** An event as Stripe sends it (trimmed to the fields that matter, plus a few that do not). */
const paymentIntentEvent = (type: string, intent: Record<string, unknown> = {}) => ({
  id: "evt_3Pq",
  object: "event",
  api_version: "2024-06-20",
  created: 1_795_000_000,
  livemode: false,
  type,
  data: {
    object: {
      id: "pi_3Pq",
      object: "payment_intent",
      amount: 20_000,
      currency: "aud",
      status: type === "payment_intent.succeeded" ? "succeeded" : "requires_payment_method",
      client_secret: "pi_3Pq_secret_abc",
      metadata: { reservation_id: RESERVATION },
      last_payment_error: null,
      ...intent,
    },
  },
});
const chargeRefunded = (charge: Record<string, unknown> = {}) => ({
  id: "evt_ch",
  object: "event",
  type: "charge.refunded",
  data: {
    object: {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_3Pq",
      refunded: true,
      amount_refunded: 20_000,
      metadata: {},
      billing_details: { name: "Charlotte O'Brien", email: "charlotte@example.com.au" },
      ...charge,
    },
  },
});

const pending: ReservationState = { status: "pending", amountCents: 20_000, providerPaymentId: "pi_3Pq", refundedAt: null };

describe("reading Stripe events", () => {
  it("reads a PaymentIntent event's payment and our reservation id", () => {
    expect(parseStripeEvent(paymentIntentEvent("payment_intent.succeeded"))).toEqual({
      id: "evt_3Pq",
      type: "payment_intent.succeeded",
      paymentIntent: { id: "pi_3Pq", amount: 20_000, currency: "aud", reservationId: RESERVATION, failureMessage: expect.any(String) },
    });
  });

  it("takes a failed payment's reason from its last_payment_error", () => {
    const event = parseStripeEvent(
      paymentIntentEvent("payment_intent.payment_failed", {
        last_payment_error: { code: "card_declined", decline_code: "insufficient_funds" },
      }),
    );
    expect(event?.type === "payment_intent.payment_failed" && event.paymentIntent.failureMessage).toBe(
      declineMessage({ decline_code: "insufficient_funds" }),
    );
  });

  it("reads no reservation from metadata that is not one of our ids", () => {
    for (const metadata of [{}, { reservation_id: "'; DROP TABLE reservations;--" }, { reservation_id: 42 }, null]) {
      const event = parseStripeEvent(paymentIntentEvent("payment_intent.succeeded", { metadata }));
      expect(event?.type === "payment_intent.succeeded" && event.paymentIntent.reservationId).toBeNull();
    }
  });

  it("reads a refunded charge, with its refund id only when the endpoint expands the refunds", () => {
    expect(parseStripeEvent(chargeRefunded())).toEqual({
      id: "evt_ch",
      type: "charge.refunded",
      charge: { id: "ch_1", paymentIntentId: "pi_3Pq", refunded: true, refundId: null, reservationId: null },
    });
    const expanded = parseStripeEvent(chargeRefunded({ refunds: { object: "list", data: [{ id: "re_9" }] } }));
    expect(expanded?.type === "charge.refunded" && expanded.charge.refundId).toBe("re_9");
  });

  it("keeps other event types by name, and refuses what is not an event", () => {
    expect(parseStripeEvent({ id: "evt_x", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } })).toEqual({
      id: "evt_x",
      type: "other",
      stripeType: "customer.created",
    });
    expect(parseStripeEvent(null)).toBeNull();
    expect(parseStripeEvent({ id: "evt_x", type: "payment_intent.succeeded" })).toBeNull();
    expect(parseStripeEvent(paymentIntentEvent("payment_intent.succeeded", { amount: "20000" }))).toBeNull();
    expect(parseStripeEvent({ ...chargeRefunded(), data: { object: { id: "ch_1", object: "charge" } } })).toBeNull();
  });
});

describe("what an event does to a reservation", () => {
  const succeeded = parseStripeEvent(paymentIntentEvent("payment_intent.succeeded"));
  const failed = parseStripeEvent(
    paymentIntentEvent("payment_intent.payment_failed", { last_payment_error: { code: "authentication_required" } }),
  );
  const refunded = parseStripeEvent(chargeRefunded({ refunds: { data: [{ id: "re_9" }] } }));
  if (!succeeded || !failed || !refunded) throw new Error("fixtures do not parse");

  it("a payment that succeeded holds the pending claim it was for", () => {
    expect(eventEffect(succeeded, pending)).toEqual({ kind: "hold", paymentId: "pi_3Pq" });
    // The claim may not know its PaymentIntent yet: the webhook can beat the charge's own answer.
    expect(eventEffect(succeeded, { ...pending, providerPaymentId: null })).toEqual({ kind: "hold", paymentId: "pi_3Pq" });
  });

  it("changes nothing once the reservation is held, confirmed or released", () => {
    for (const status of ["held", "confirmed", "expired", "cancelled"] as const)
      expect(eventEffect(succeeded, { ...pending, status })).toMatchObject({ kind: "none" });
    expect(eventEffect(failed, { ...pending, status: "held" })).toMatchObject({ kind: "none" });
  });

  it("refunds a payment that arrived for a claim already given up, once", () => {
    expect(eventEffect(succeeded, { ...pending, status: "failed", providerPaymentId: null })).toEqual({
      kind: "refund",
      paymentId: "pi_3Pq",
    });
    expect(eventEffect(succeeded, { ...pending, status: "failed", refundedAt: new Date() })).toMatchObject({ kind: "none" });
  });

  it("does not hold for another PaymentIntent, another amount or another currency", () => {
    expect(eventEffect(succeeded, { ...pending, providerPaymentId: "pi_other" })).toMatchObject({ kind: "none" });
    expect(eventEffect(succeeded, { ...pending, amountCents: 50_000 })).toMatchObject({ kind: "none" });
    const usd = parseStripeEvent(paymentIntentEvent("payment_intent.succeeded", { currency: "usd" }));
    expect(usd && eventEffect(usd, pending)).toMatchObject({ kind: "none" });
  });

  it("a refused payment fails the pending claim with the reason", () => {
    expect(eventEffect(failed, pending)).toEqual({ kind: "fail", message: declineMessage({ code: "authentication_required" }) });
  });

  it("records a full refund made at Stripe unless one is recorded; a partial one is left alone", () => {
    const held: ReservationState = { ...pending, status: "held" };
    expect(eventEffect(refunded, held)).toEqual({ kind: "record_refund", refundId: "re_9" });
    expect(eventEffect(refunded, { ...held, refundedAt: new Date() })).toMatchObject({ kind: "none" });
    const partly = parseStripeEvent(chargeRefunded({ refunded: false, amount_refunded: 5_000 }));
    expect(partly && eventEffect(partly, held)).toMatchObject({ kind: "none" });
  });

  it("does nothing for an event about no reservation, or of a type it does not use", () => {
    expect(eventEffect(succeeded, null)).toMatchObject({ kind: "none" });
    const other = parseStripeEvent({ id: "evt_x", object: "event", type: "customer.created", data: { object: {} } });
    expect(other && eventEffect(other, pending)).toMatchObject({ kind: "none" });
  });
});

describe("decline messages", () => {
  it("says what happened, by decline code first, then error code, else a plain decline", () => {
    expect(declineMessage({ code: "card_declined", decline_code: "insufficient_funds" })).toMatch(/isn't enough money/);
    expect(declineMessage({ code: "expired_card", decline_code: "expired_card" })).toMatch(/^Your card has expired\./);
    expect(declineMessage({ code: "incorrect_cvc" })).toMatch(/security code/);
    expect(declineMessage({ code: "card_declined", decline_code: "generic_decline" })).toMatch(/^Your card was declined\./);
    // Never tell a shopper (or a card thief) that the card was reported stolen.
    expect(declineMessage({ code: "card_declined", decline_code: "stolen_card" })).toBe(
      declineMessage({ decline_code: "generic_decline" }),
    );
    expect(declineMessage({ code: "something_new" })).toBe(declineMessage({ decline_code: "generic_decline" }));
  });
});
