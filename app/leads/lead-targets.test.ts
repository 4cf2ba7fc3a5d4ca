import { describe, expect, it } from "vitest";
import { leadTargets, quarantineReason } from "./lead-targets";
import { MIN_FILL_MS } from "./spam/form-timer.server";

const configured = {
  default: [{ channel: "email" as const, to: "sales@example.com.au" }],
  byDealership: { coastal: [{ channel: "email" as const, to: "coastal@example.com.au" }] },
};

describe("which leads are kept from the dealer", () => {
  const question = { proofOfWork: false };
  it("names the first reason in order: honeypot, no timer, a reused timer, a fill faster than a person", () => {
    expect(quarantineReason({ ...question, honeypot: "http://spam", fillMs: null, timerFresh: false })).toBe("honeypot");
    expect(quarantineReason({ ...question, honeypot: "", fillMs: null, timerFresh: false })).toBe("no-form-timer");
    expect(quarantineReason({ ...question, honeypot: "", fillMs: 60_000, timerFresh: false })).toBe("form-timer-reused");
    expect(quarantineReason({ ...question, honeypot: "", fillMs: MIN_FILL_MS - 1, timerFresh: true })).toBe("filled-too-fast");
    expect(quarantineReason({ ...question, honeypot: "", fillMs: MIN_FILL_MS, timerFresh: true })).toBeNull();
  });

  it("holds no passed proof of work for its fill time: saved details and autofill send a form in a second (issue 52)", () => {
    const solved = { proofOfWork: true };
    expect(quarantineReason({ ...solved, honeypot: "", fillMs: 800, timerFresh: true })).toBeNull();
    expect(quarantineReason({ ...solved, honeypot: "", fillMs: null, timerFresh: false })).toBeNull();
    expect(quarantineReason({ ...solved, honeypot: "", fillMs: 60_000, timerFresh: false })).toBeNull();
    expect(quarantineReason({ ...solved, honeypot: "http://spam", fillMs: 800, timerFresh: true })).toBe("honeypot");
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

describe("who of the dealership's staff is told about a lead", () => {
  const lead = { form: "test-drive" as const, dealershipSlug: "coastal", shopperEmail: "c@example.com.au", quarantined: false };
  const staff = [
    { email: "sales@coastal.example", forms: null },
    { email: "drives@coastal.example", forms: ["test-drive" as const, "vehicle" as const] },
    { email: "service@coastal.example", forms: ["service" as const] },
  ];
  it("every address that takes the lead's form (or every form), after the CRM's targets", () => {
    expect(leadTargets(configured, lead, staff)).toEqual([
      ...configured.byDealership.coastal,
      { channel: "staff-email", to: "sales@coastal.example" },
      { channel: "staff-email", to: "drives@coastal.example" },
    ]);
    expect(leadTargets(configured, { ...lead, form: "service" }, staff).map((t) => ("to" in t ? t.to : ""))).toEqual([
      "coastal@example.com.au",
      "sales@coastal.example",
      "service@coastal.example",
    ]);
  });
  it("nobody extra when the dealership has no recipients, and nobody at all for a held lead", () => {
    expect(leadTargets(configured, lead, [])).toEqual(configured.byDealership.coastal);
    expect(leadTargets(configured, { ...lead, quarantined: true }, staff)).toEqual([]);
  });
});
