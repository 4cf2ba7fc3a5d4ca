import { describe, expect, it } from "vitest";
import { retryDelayMs, shouldGiveUp } from "./retry-schedule";

describe("delivery retries", () => {
  it("doubles from 30 seconds up to an hour", () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelayMs(n, none))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
  it("adds at most 20% jitter", () => {
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(36_000);
  });
  it("gives up 72 hours after the lead", () => {
    const created = new Date("2026-11-22T00:00:00Z");
    expect(shouldGiveUp(created, new Date("2026-11-24T23:59:59Z"))).toBe(false);
    expect(shouldGiveUp(created, new Date("2026-11-25T00:00:00Z"))).toBe(true);
  });
});
