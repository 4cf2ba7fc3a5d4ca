import { describe, expect, it } from "vitest";
import { parseStripeEvent, type StripeEvent } from "~/payments/stripe-events";
import { paymentRequestOf, type RequestState, requestEventEffect } from "./payment-request-events";

const REQUEST = "6b1f2c0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f";
const RESERVATION = "7f0c2a3e-9a43-4c1e-8f5e-2b7d1c0e9a11";

const intentEvent = (type: string, intent: Record<string, unknown> = {}) => ({
  id: "evt_1",
  object: "event",
  type,
  data: {
    object: {
      id: "pi_2",
      object: "payment_intent",
      amount: 150_000,
      currency: "aud",
      status: type === "payment_intent.succeeded" ? "succeeded" : "requires_payment_method",
      metadata: { reservation_id: RESERVATION, payment_request_id: REQUEST, payment_request_attempt: "2" },
      last_payment_error: type === "payment_intent.payment_failed" ? { code: "card_declined", decline_code: "generic_decline" } : null,
      ...intent,
    },
  },
});
const parsed = (body: unknown) => parseStripeEvent(body) as StripeEvent;
const paying = (attempts = 2): RequestState => ({ status: "paying", attempts, amountCents: 150_000, providerPaymentId: "pi_2" });

describe("which payment request an event is about", () => {
  it("reads the request and the attempt from the PaymentIntent's metadata", () => {
    const body = intentEvent("payment_intent.succeeded");
    expect(paymentRequestOf(parsed(body), body)).toEqual({ id: REQUEST, attempt: 2 });
  });

  it("is none for a deposit's PaymentIntent, for bad metadata, and for other events", () => {
    const deposit = intentEvent("payment_intent.succeeded", { metadata: { reservation_id: RESERVATION } });
    expect(paymentRequestOf(parsed(deposit), deposit)).toBeNull();
    const badId = intentEvent("payment_intent.succeeded", { metadata: { payment_request_id: "1; DROP", payment_request_attempt: "1" } });
    expect(paymentRequestOf(parsed(badId), badId)).toBeNull();
    const badAttempt = intentEvent("payment_intent.succeeded", { metadata: { payment_request_id: REQUEST, payment_request_attempt: "0" } });
    expect(paymentRequestOf(parsed(badAttempt), badAttempt)).toBeNull();
    const other = {
      id: "evt_2",
      object: "event",
      type: "customer.created",
      data: { object: { metadata: intentEvent("x").data.object.metadata } },
    };
    expect(paymentRequestOf(parsed(other), other)).toBeNull();
  });
});

describe("what an event does to a payment request", () => {
  const succeeded = parsed(intentEvent("payment_intent.succeeded"));
  const failed = parsed(intentEvent("payment_intent.payment_failed"));

  it("pays the attempt under way (the bank's step finished)", () => {
    expect(requestEventEffect(succeeded, 2, paying())).toEqual({ kind: "paid", paymentId: "pi_2" });
  });

  it("changes nothing once that payment is recorded (the charge's own answer came first)", () => {
    expect(requestEventEffect(succeeded, 2, { ...paying(), status: "paid" })).toEqual({ kind: "none", why: "already paid" });
  });

  it("sends back money for an attempt given up: released after no answer, superseded, or the request cancelled", () => {
    expect(requestEventEffect(succeeded, 2, { ...paying(), status: "requested", providerPaymentId: null })).toEqual({
      kind: "refund",
      paymentId: "pi_2",
    });
    expect(requestEventEffect(succeeded, 2, paying(3))).toEqual({ kind: "refund", paymentId: "pi_2" });
    expect(requestEventEffect(succeeded, 2, { ...paying(), status: "cancelled" })).toEqual({ kind: "refund", paymentId: "pi_2" });
    expect(requestEventEffect(succeeded, 2, { ...paying(3), status: "paid", providerPaymentId: "pi_3" })).toEqual({
      kind: "refund",
      paymentId: "pi_2",
    });
  });

  it("lets the shopper pay again when the bank refused the attempt under way, with the reason", () => {
    expect(requestEventEffect(failed, 2, paying())).toEqual({
      kind: "declined",
      message: "Your card was declined. Please try another card, or call your bank to find out why.",
    });
    expect(requestEventEffect(failed, 1, paying())).toEqual({ kind: "none", why: "attempt 1 is not under way" });
    expect(requestEventEffect(failed, 2, { ...paying(), status: "paid" })).toMatchObject({ kind: "none" });
  });

  it("ignores a payment of another amount or currency", () => {
    expect(requestEventEffect(parsed(intentEvent("payment_intent.succeeded", { amount: 100 })), 2, paying())).toMatchObject({
      kind: "none",
    });
    expect(requestEventEffect(parsed(intentEvent("payment_intent.succeeded", { currency: "usd" })), 2, paying())).toMatchObject({
      kind: "none",
    });
  });

  it("records a full refund made at Stripe, not a partial one", () => {
    const refund = (refunded: boolean) =>
      parsed({
        id: "evt_3",
        object: "event",
        type: "charge.refunded",
        data: { object: { id: "ch_1", object: "charge", payment_intent: "pi_2", refunded, amount_refunded: 100, metadata: {} } },
      });
    expect(requestEventEffect(refund(true), null, { ...paying(), status: "paid" })).toEqual({
      kind: "record_refund",
      paymentId: "pi_2",
      refundId: null,
    });
    expect(requestEventEffect(refund(false), null, { ...paying(), status: "paid" })).toMatchObject({ kind: "none" });
  });

  it("does nothing without the request", () => {
    expect(requestEventEffect(succeeded, 2, null)).toEqual({ kind: "none", why: "no such payment request" });
  });
});
