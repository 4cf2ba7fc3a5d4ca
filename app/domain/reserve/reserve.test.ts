import { describe, expect, it } from "vitest";
import { holdExpiresAt, holdLapsed } from "./hold";
import { cents, formatCents, parseAud } from "./money";
import { checkCard, luhnValid, testCardOutcome } from "./test-cards";

const now = new Date("2026-11-22T02:00:00Z");

describe("money in cents", () => {
  it("reads a site's deposit label and writes amounts back", () => {
    expect(parseAud("$200")).toBe(20_000);
    expect(parseAud("$1,500")).toBe(150_000);
    expect(parseAud("$199.50")).toBe(19_950);
    expect(parseAud("two hundred")).toBeNull();
    expect(parseAud("$1,50")).toBeNull();
    expect(formatCents(cents(20_000))).toBe("$200");
    expect(formatCents(cents(150_000))).toBe("$1,500");
    expect(formatCents(cents(19_950))).toBe("$199.50");
    expect(formatCents(cents(5))).toBe("$0.05");
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(-1)).toThrow(RangeError);
  });
});

describe("test cards", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("42")).toBe(false);
  });

  it("names each bad field, and takes spaces in the number", () => {
    expect(checkCard({ number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" }, now)).toEqual({
      ok: true,
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2028,
    });
    expect(checkCard({ number: "1234", expiry: "13/28", cvc: "12" }, now)).toEqual({
      ok: false,
      fields: {
        cardNumber: "Please enter a valid card number.",
        cardExpiry: "Please enter the expiry date as MM/YY.",
        cardCvc: "Please enter the 3-digit security code.",
      },
    });
    // Good to the end of the expiry month: November 2026 is still good on 22/11/2026, October is not.
    expect(checkCard({ number: "4242424242424242", expiry: "11/26", cvc: "123" }, now).ok).toBe(true);
    expect(checkCard({ number: "4242424242424242", expiry: "10/26", cvc: "123" }, now)).toEqual({
      ok: false,
      fields: { cardExpiry: "This card has expired." },
    });
    expect(checkCard({ number: "378282246310005", expiry: "12/28", cvc: "123" }, now)).toEqual({
      ok: false,
      fields: { cardCvc: "Please enter the 4-digit security code." },
    });
  });

  it("succeeds and declines as the usual test numbers do, and never takes another card", () => {
    expect(testCardOutcome("4242424242424242")).toEqual({ ok: true });
    expect(testCardOutcome("5555555555554444")).toEqual({ ok: true });
    expect(testCardOutcome("4000000000000002")).toEqual({ ok: false, message: "Your card was declined." });
    expect(testCardOutcome("4000000000009995")).toEqual({ ok: false, message: "Your card has insufficient funds." });
    expect(testCardOutcome("4111111111111111").ok).toBe(false);
  });
});

describe("holds", () => {
  it("expire after the site's hours unless confirmed", () => {
    const expiresAt = holdExpiresAt(now, 48);
    expect(expiresAt.toISOString()).toBe("2026-11-24T02:00:00.000Z");
    expect(holdLapsed({ status: "held", expiresAt }, new Date("2026-11-24T01:59:59Z"))).toBe(false);
    expect(holdLapsed({ status: "held", expiresAt }, expiresAt)).toBe(true);
    expect(holdLapsed({ status: "confirmed", expiresAt }, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(holdLapsed({ status: "pending", expiresAt: null }, now)).toBe(false);
  });
});
