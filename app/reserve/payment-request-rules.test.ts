import { describe, expect, it } from "vitest";
import { parseAustralianMobile, parseAustralianPhone } from "~/domain/phone";
import {
  attemptKey,
  PAYING_STALE_MS,
  parseDescription,
  parseRequestAmount,
  payable,
  payingNow,
  refundKey,
  statusLabel,
} from "./payment-request-rules";

const now = new Date("2026-11-22T02:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("the amount a dealer asks for", () => {
  it("reads dollars as whole cents, with or without the sign, commas and cents", () => {
    expect(parseRequestAmount("$1,500")).toEqual({ ok: true, cents: 150_000 });
    expect(parseRequestAmount("1500.00")).toEqual({ ok: true, cents: 150_000 });
    expect(parseRequestAmount("1500")).toEqual({ ok: true, cents: 150_000 });
    expect(parseRequestAmount(" $199.50 ")).toEqual({ ok: true, cents: 19_950 });
    expect(parseRequestAmount("$32,490.95")).toEqual({ ok: true, cents: 3_249_095 });
  });

  it("refuses what is not an amount, nothing, less than Stripe's 50 cents and more than $500,000", () => {
    expect(parseRequestAmount("fifteen hundred")).toEqual({
      ok: false,
      message: '"fifteen hundred" is not an amount: write it like $1,500 or 1500.00.',
    });
    expect(parseRequestAmount("1500.5")).toMatchObject({ ok: false });
    expect(parseRequestAmount("-100")).toMatchObject({ ok: false });
    expect(parseRequestAmount("$0")).toEqual({ ok: false, message: "The amount must be at least $0.50." });
    expect(parseRequestAmount("0.49")).toEqual({ ok: false, message: "The amount must be at least $0.50." });
    expect(parseRequestAmount("0.50")).toEqual({ ok: true, cents: 50 });
    expect(parseRequestAmount("$500,000")).toEqual({ ok: true, cents: 50_000_000 });
    expect(parseRequestAmount("$500,000.01")).toEqual({ ok: false, message: "The amount must be at most $500,000." });
  });
});

describe("what the payment is for", () => {
  it("is one line of 1 to 200 characters", () => {
    expect(parseDescription("  Balance of the purchase price ")).toEqual({ ok: true, description: "Balance of the purchase price" });
    expect(parseDescription("Tinted windows\nand\tmats")).toEqual({ ok: true, description: "Tinted windows and mats" });
    expect(parseDescription(" \n ")).toMatchObject({ ok: false });
    expect(parseDescription("x".repeat(200))).toMatchObject({ ok: true });
    expect(parseDescription("x".repeat(201))).toEqual({ ok: false, message: "Keep the description to 200 characters." });
  });
});

describe("when a request may be paid", () => {
  it("is payable when requested, or when an attempt has been under way for 30 minutes (given up)", () => {
    expect(payable({ status: "requested", payingSince: null }, now)).toBe(true);
    expect(payable({ status: "paying", payingSince: ago(60_000) }, now)).toBe(false);
    expect(payable({ status: "paying", payingSince: ago(PAYING_STALE_MS - 1) }, now)).toBe(false);
    expect(payable({ status: "paying", payingSince: ago(PAYING_STALE_MS) }, now)).toBe(true);
    expect(payable({ status: "paid", payingSince: null }, now)).toBe(false);
    expect(payable({ status: "cancelled", payingSince: null }, now)).toBe(false);
    expect(PAYING_STALE_MS).toBe(30 * 60 * 1000);
  });

  it("tells the shopper where it stands", () => {
    expect(statusLabel({ status: "requested", payingSince: null }, now)).toBe("Waiting for your payment");
    expect(statusLabel({ status: "paying", payingSince: ago(60_000) }, now)).toBe("Payment in progress");
    expect(payingNow({ status: "paying", payingSince: ago(60_000) }, now)).toBe(true);
    expect(statusLabel({ status: "paying", payingSince: ago(PAYING_STALE_MS + 1) }, now)).toBe("Waiting for your payment");
    expect(statusLabel({ status: "paid", payingSince: null }, now)).toBe("Paid");
    expect(statusLabel({ status: "cancelled", payingSince: null }, now)).toBe("Cancelled by the dealership");
  });
});

describe("idempotency keys", () => {
  it("gives each attempt its own key and each payment one refund key", () => {
    const id = "6b1f2c0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f";
    expect(attemptKey(id, 1)).toBe(`payment-request-${id}-1`);
    expect(attemptKey(id, 2)).not.toBe(attemptKey(id, 1));
    expect(refundKey("pi_123")).toBe("refund-pi_123");
  });
});

describe("a shopper's reservations by their mobile", () => {
  it("match by one spelling: every way the checkout takes the number is the E.164 the shopper signs in with", () => {
    const signedIn = parseAustralianMobile("0412 345 678");
    for (const typed of ["+61412345678", "0412345678", "61412345678", "(04) 1234-5678"])
      expect(signedIn.ok && parseAustralianPhone(typed), typed).toBe("+61412345678");
  });
});

describe("the dealer's amount, however many digits", () => {
  it("says the $500,000 bound for an amount too long to be one (security review d9f523c, finding 18)", () => {
    expect(parseRequestAmount("99999999999999999999")).toEqual({ ok: false, message: "The amount must be at most $500,000." });
    expect(parseRequestAmount("$1,000,000,000,000,000.00")).toEqual({ ok: false, message: "The amount must be at most $500,000." });
    expect(parseRequestAmount("500000.00")).toEqual({ ok: true, cents: 50_000_000 });
  });
});
