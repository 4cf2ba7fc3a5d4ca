import { describe, expect, it } from "vitest";
import { offerPasskeyPrompt, passkeyLabel } from "./staff-passkey-rules";

describe("the passkey prompt after an e-mailed sign-in", () => {
  it("is offered to someone with no passkey on this host who has not dismissed it", () => {
    expect(offerPasskeyPrompt({ passkeysHere: 0, dismissedAt: null })).toBe(true);
  });
  it("is not offered once the person has a passkey here", () => {
    expect(offerPasskeyPrompt({ passkeysHere: 1, dismissedAt: null })).toBe(false);
  });
  it("is never offered again after Not now", () => {
    expect(offerPasskeyPrompt({ passkeysHere: 0, dismissedAt: new Date("2026-12-01T00:00:00Z") })).toBe(false);
  });
});

describe("a new passkey's name", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on macOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
  ])("names %s as %s", (ua, label) => {
    expect(passkeyLabel(ua)).toBe(label);
  });
  it("falls back to a plain name without a user agent", () => {
    expect(passkeyLabel(null)).toBe("A passkey");
    expect(passkeyLabel("curl/8.5.0")).toBe("A passkey");
  });
});
