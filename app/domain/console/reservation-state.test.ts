import { describe, expect, it } from "vitest";
import { parseReservationFilter, reservationMoves, reservationState, timeLeft } from "./reservation-state";

const NOW = new Date("2026-11-22T02:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("a reservation's state in the console", () => {
  it("names a held hold active until its expiry and lapsed from then, whether or not the upkeep has released it", () => {
    expect(reservationState({ status: "held", expiresAt: at(1) }, NOW)).toBe("active");
    expect(reservationState({ status: "held", expiresAt: at(0) }, NOW)).toBe("lapsed");
    expect(reservationState({ status: "expired", expiresAt: at(-60) }, NOW)).toBe("lapsed");
  });

  it("calls a sold one completed, and lists no unpaid claim", () => {
    expect(reservationState({ status: "sold", expiresAt: null }, NOW)).toBe("completed");
    expect(reservationState({ status: "confirmed", expiresAt: at(-5) }, NOW)).toBe("confirmed");
    expect(reservationState({ status: "cancelled", expiresAt: null }, NOW)).toBe("cancelled");
    expect(reservationState({ status: "pending", expiresAt: null }, NOW)).toBeNull();
    expect(reservationState({ status: "failed", expiresAt: null }, NOW)).toBeNull();
  });

  it("offers confirming to an active hold only, and completing, cancelling and asking for payment while it stands", () => {
    expect(reservationMoves("active")).toEqual({ confirm: true, complete: true, cancel: true, requestPayment: true });
    expect(reservationMoves("confirmed")).toEqual({ confirm: false, complete: true, cancel: true, requestPayment: true });
    for (const ended of ["lapsed", "cancelled", "completed", null] as const)
      expect(reservationMoves(ended)).toEqual({ confirm: false, complete: false, cancel: false, requestPayment: false });
  });

  it("reads the list's filter, every state for anything else", () => {
    expect(parseReservationFilter("lapsed")).toBe("lapsed");
    expect(parseReservationFilter("completed")).toBe("completed");
    expect(parseReservationFilter("pending")).toBe("all");
    expect(parseReservationFilter(null)).toBe("all");
  });
});

describe("the time a hold has left", () => {
  it("says it in minutes, hours and minutes, or days and hours", () => {
    expect(timeLeft(at(0.5), NOW)).toBe("less than a minute left");
    expect(timeLeft(at(45), NOW)).toBe("45 min left");
    expect(timeLeft(at(60), NOW)).toBe("1 h left");
    expect(timeLeft(at(5 * 60 + 20), NOW)).toBe("5 h 20 min left");
    expect(timeLeft(at(47 * 60 + 59), NOW)).toBe("47 h 59 min left");
    expect(timeLeft(at(52 * 60), NOW)).toBe("2 days 4 h left");
    expect(timeLeft(at(72 * 60), NOW)).toBe("3 days left");
  });

  it("has nothing to say past the expiry or without one", () => {
    expect(timeLeft(at(-1), NOW)).toBeNull();
    expect(timeLeft(null, NOW)).toBeNull();
  });
});
