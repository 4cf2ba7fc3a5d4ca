import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextOn } from "~/domain/readable-text";
import { PROMO_SEED_COOKIE, promoPosition, promoSeedCookie, promoSeedFor, readPromoSeed, visitorPromoSeed } from "./promo-position";

describe("promo position randomised per visitor (discovery spec section 9: one site randomises the position)", () => {
  it("gives one visitor the same place every time, and only places the promo lists", () => {
    for (let seed = 0; seed < 200; seed++) {
      const place = promoPosition(seed, [13, 20]);
      expect([13, 20]).toContain(place);
      expect(promoPosition(seed, [13, 20])).toBe(place);
    }
  });
  it("spreads visitors over the places", () => {
    const counts = new Map<number, number>();
    for (let seed = 0; seed < 3000; seed++) {
      const place = promoPosition(seed, [4, 8, 12]);
      counts.set(place, (counts.get(place) ?? 0) + 1);
    }
    for (const place of [4, 8, 12]) expect(counts.get(place)).toBeGreaterThan(850);
  });
  it("keeps a promo with one position where it is", () => {
    expect(promoPosition(123456, [9])).toBe(9);
  });
  it("lets two promos of one visitor choose apart", () => {
    expect(promoSeedFor(42, "eofy-utes")).not.toBe(promoSeedFor(42, "used-warranty"));
    expect(promoSeedFor(42, "eofy-utes")).toBe(promoSeedFor(42, "eofy-utes"));
  });
  it("reads the seed from its cookie and ignores anything else", () => {
    expect(readPromoSeed(`a=1; ${PROMO_SEED_COOKIE}=4294967295; b=2`)).toBe(4294967295);
    expect(readPromoSeed(`${PROMO_SEED_COOKIE}=4294967296`)).toBeNull();
    expect(readPromoSeed(`${PROMO_SEED_COOKIE}=-1`)).toBeNull();
    expect(readPromoSeed(`${PROMO_SEED_COOKIE}=abc`)).toBeNull();
    expect(readPromoSeed("other=5")).toBeNull();
    expect(readPromoSeed(null)).toBeNull();
  });
  it("keeps the seed a year, HttpOnly, SameSite=Lax, Secure over HTTPS", () => {
    expect(promoSeedCookie(7, true)).toBe("promo_seed=7; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(promoSeedCookie(7, false)).not.toContain("Secure");
  });
});

describe("promo tile text on a dealer's background (discovery spec section 3: promo tile background)", () => {
  it("picks the text colour that reads at 4.5:1 or better", () => {
    for (const bg of ["#1a5e20", "#ffd200", "#b34700", "#ffffff", "#000000", "#2f5d50", "#eb0a1e"]) {
      const text = readableTextOn(bg);
      expect(contrastRatio(bg, text), bg).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextOn("#ffd200")).toBe("#111111");
    expect(readableTextOn("#1a5e20")).toBe("#ffffff");
  });
});

describe("a visitor's promo seed", () => {
  const options = { fresh: () => 99, secure: false };
  it("is kept from the cookie, or made once with a cookie to keep it", () => {
    expect(visitorPromoSeed(true, "promo_seed=5", options)).toEqual({ seed: 5, setCookie: null });
    expect(visitorPromoSeed(true, null, options)).toEqual({ seed: 99, setCookie: promoSeedCookie(99, false) });
  });
  it("is neither read nor set on a site that keeps promos in place, so its pages stay shared", () => {
    expect(visitorPromoSeed(false, "promo_seed=5", options)).toEqual({ seed: null, setCookie: null });
    expect(visitorPromoSeed(false, null, options)).toEqual({ seed: null, setCookie: null });
  });
});
