import { describe, expect, it } from "vitest";
import { ABSOLUTE_MS, consoleRedirect, IDLE_MS, needsTouch, RECONFIRM_MS, recentlyConfirmed, sessionLive } from "./staff-session-rules";

const t0 = new Date("2026-12-02T00:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const session = { lastSeenAt: t0, expiresAt: at(ABSOLUTE_MS), confirmedAt: t0 };

describe("console sessions", () => {
  it("end after being left alone for the idle limit", () => {
    expect(sessionLive(session, at(IDLE_MS - 1))).toBe(true);
    expect(sessionLive(session, at(IDLE_MS))).toBe(false);
  });

  it("end at their absolute expiry however recently used", () => {
    const busy = { ...session, lastSeenAt: at(ABSOLUTE_MS - 1000) };
    expect(sessionLive(busy, at(ABSOLUTE_MS - 1))).toBe(true);
    expect(sessionLive(busy, at(ABSOLUTE_MS))).toBe(false);
  });

  it("are written back at most once a minute", () => {
    expect(needsTouch(session, at(59_999))).toBe(false);
    expect(needsTouch(session, at(60_000))).toBe(true);
  });

  it("ask for re-confirmation ten minutes after the last proof", () => {
    expect(recentlyConfirmed(session, at(RECONFIRM_MS - 1))).toBe(true);
    expect(recentlyConfirmed(session, at(RECONFIRM_MS))).toBe(false);
  });
});

describe("where sign-in lands", () => {
  it("keeps console paths", () => {
    expect(consoleRedirect("/dealer/leads?status=new")).toBe("/dealer/leads?status=new");
    expect(consoleRedirect("/dealer")).toBe("/dealer");
  });

  it("refuses anything that leaves the console", () => {
    for (const bad of [
      "https://evil.example/dealer",
      "//evil.example",
      "/dealer//evil",
      "/dealerx",
      "/search",
      "/dealer/../admin",
      7,
      null,
    ])
      expect(consoleRedirect(bad)).toBe("/dealer");
  });
});
