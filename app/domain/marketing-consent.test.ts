import { describe, expect, it } from "vitest";
import { CONSENT_METHODS, consentText, marketingConsent } from "./marketing-consent";

describe("marketing consent (decision 029)", () => {
  it("keeps the shopper's answer and says how the box stood when shown", () => {
    expect(marketingConsent(true, "checked")).toEqual({ marketing: true, method: "pre-ticked-left-ticked" });
    expect(marketingConsent(false, "checked")).toEqual({ marketing: false, method: "pre-ticked-unticked" });
    expect(marketingConsent(true, "unchecked")).toEqual({ marketing: true, method: "ticked-by-shopper" });
    expect(marketingConsent(false, "unchecked")).toEqual({ marketing: false, method: "left-unticked" });
  });
  it("says when no form showed the box: not asked, or sent by a client whose asking is unknown", () => {
    expect(marketingConsent(false, null)).toEqual({ marketing: false, method: "not-asked" });
    expect(marketingConsent(true, null)).toEqual({ marketing: true, method: "sent-without-box" });
  });
  it("words every method for the dealer", () => {
    for (const method of CONSENT_METHODS) expect(consentText(method)).toMatch(/\w/);
    expect(consentText("pre-ticked-left-ticked")).toBe("box ticked when shown, left ticked");
  });
});
