import { describe, expect, it } from "vitest";
import { PromoSchema, SearchConfigSchema } from "~/sites/site-config";
import { promoApplies, resultSlots } from "./result-slots";

const promo = (o: object) => PromoSchema.parse({ id: "p", title: "Promo", href: "/special-offers", position: 4, ...o });
const cars = Array.from({ length: 21 }, (_, i) => i + 1);
const now = new Date("2026-11-22T02:00:00Z");
const kinds = (slots: { kind: string }[]) => slots.map((s, i) => (s.kind === "car" ? null : `${i + 1}:${s.kind}`)).filter(Boolean);

describe("promo cards (discovery spec sections 3 and 9)", () => {
  it("respects start and expiry dates", () => {
    expect(promoApplies(promo({ start: "2026-11-23" }), [], "2026-11-22")).toBe(false);
    expect(promoApplies(promo({ expiry: "2026-11-21" }), [], "2026-11-22")).toBe(false);
    expect(promoApplies(promo({ start: "2026-11-22", expiry: "2026-11-22" }), [], "2026-11-22")).toBe(true);
  });
  it("shows by car type, strictly only when the search is limited to those types", () => {
    expect(promoApplies(promo({ display: ["used"] }), [], "2026-11-22")).toBe(true);
    expect(promoApplies(promo({ display: ["used"] }), ["new"], "2026-11-22")).toBe(false);
    expect(promoApplies(promo({ display: ["used"], strictDisplay: true }), [], "2026-11-22")).toBe(false);
    expect(promoApplies(promo({ display: ["used"], strictDisplay: true }), ["used"], "2026-11-22")).toBe(true);
    expect(promoApplies(promo({ display: ["used"], strictDisplay: true }), ["used", "new"], "2026-11-22")).toBe(false);
  });
  it("places cards at their positions, a promo with a list at each, the sponsored card at 9", () => {
    const config = SearchConfigSchema.parse({
      promos: [promo({ position: [4, 13] })],
      sponsored: { title: "S", text: "", href: "/fleet" },
      weWantYourCarPosition: 6,
    });
    const slots = resultSlots(cars, config, { page: 1, refinedTypes: [], now, timeZone: "Australia/Sydney" });
    expect(kinds(slots)).toEqual(["4:promo", "6:we-want-your-car", "9:sponsored", "13:promo"]);
    expect(slots.filter((s) => s.kind === "car")).toHaveLength(21);
  });
  it("keeps the one-off cards to the first page and adds nothing to an empty page", () => {
    const config = SearchConfigSchema.parse({ promos: [promo({ position: 2 })], sponsored: { title: "S", text: "", href: "/fleet" } });
    expect(kinds(resultSlots(cars, config, { page: 2, refinedTypes: [], now, timeZone: "Australia/Sydney" }))).toEqual(["2:promo"]);
    expect(resultSlots([], config, { page: 1, refinedTypes: [], now, timeZone: "Australia/Sydney" })).toEqual([]);
  });
  it("on the site that randomises, shows each promo once, at the place the visitor's seed picks, the same every time", () => {
    const config = SearchConfigSchema.parse({
      promos: [promo({ position: [4, 13] })],
      weWantYourCarPosition: null,
      randomisePromoPosition: true,
    });
    const places = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const slots = resultSlots(cars, config, { page: 1, refinedTypes: [], now, timeZone: "Australia/Sydney", promoSeed: seed });
      const again = resultSlots(cars, config, { page: 1, refinedTypes: [], now, timeZone: "Australia/Sydney", promoSeed: seed });
      expect(kinds(again)).toEqual(kinds(slots));
      expect(kinds(slots)).toHaveLength(1);
      places.add(kinds(slots)[0] as string);
    }
    expect([...places].sort()).toEqual(["13:promo", "4:promo"]);
    // Without a seed (a site that does not randomise), every listed place keeps the card.
    expect(kinds(resultSlots(cars, config, { page: 1, refinedTypes: [], now, timeZone: "Australia/Sydney" }))).toEqual([
      "4:promo",
      "13:promo",
    ]);
  });
  it("needs alt text with a promo tile's image, and takes a background colour", () => {
    expect(() => promo({ image: "slide/workshop/suv/white" })).toThrow(/imageAlt/);
    expect(promo({ image: "slide/workshop/suv/white", imageAlt: "", background: "#1a5e20" })).toMatchObject({
      imageAlt: "",
      background: "#1a5e20",
    });
    expect(() => promo({ background: "green" })).toThrow(/colour/);
  });
});
