import { describe, expect, it } from "vitest";
import { leadTargets, quarantineReason } from "./lead-targets";
import { MIN_FILL_MS } from "./spam/form-timer.server";

const configured = {
  default: [{ channel: "email" as const, to: "sales@example.com.au" }],
  byDealership: { coastal: [{ channel: "email" as const, to: "coastal@example.com.au" }] },
};

describe("which leads are kept from the dealer", () => {
  it("names the first reason in order: honeypot, no timer, a reused timer, a fill faster than a person", () => {
    expect(quarantineReason({ honeypot: "http://spam", fillMs: null, timerFresh: false })).toBe("honeypot");
    expect(quarantineReason({ honeypot: "", fillMs: null, timerFresh: false })).toBe("no-form-timer");
    expect(quarantineReason({ honeypot: "", fillMs: 60_000, timerFresh: false })).toBe("form-timer-reused");
    expect(quarantineReason({ honeypot: "", fillMs: MIN_FILL_MS - 1, timerFresh: true })).toBe("filled-too-fast");
    expect(quarantineReason({ honeypot: "", fillMs: MIN_FILL_MS, timerFresh: true })).toBeNull();
  });
});

describe("where a lead goes", () => {
  const lead = { form: "vehicle" as const, dealershipSlug: "coastal", shopperEmail: "c@example.com.au", quarantined: false };
  it("to the dealership's own targets, else the site's default, and nowhere when quarantined", () => {
    expect(leadTargets(configured, lead)).toEqual(configured.byDealership.coastal);
    expect(leadTargets(configured, { ...lead, dealershipSlug: "metro" })).toEqual(configured.default);
    expect(leadTargets(configured, { ...lead, quarantined: true })).toEqual([]);
  });
  it("confirms a deposit or an order to the shopper too", () => {
    for (const form of ["reserve", "buy-online"] as const)
      expect(leadTargets(configured, { ...lead, form })).toEqual([
        ...configured.byDealership.coastal,
        { channel: "shopper-email", to: "c@example.com.au" },
      ]);
  });
});
