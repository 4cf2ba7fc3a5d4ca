import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gatedEntry, matchedRoutePath, safeRedirectPath, signInHref, signInType } from "./gating";
import { watchlistChange } from "./watchlist-changes";
import { CODE_MESSAGES, codeMessage, codeUsable, readCode, waitBeforeNextCode } from "./sign-in-code";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-22T02:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe("sign-in codes", () => {
  const fresh = { expiresAt: new Date(NOW.getTime() + 60_000), attempts: 0, usedAt: null };

  it("can be tried while fresh, unused and under 5 attempts", () => {
    expect(codeUsable(fresh, NOW)).toEqual({ ok: true });
    expect(codeUsable({ ...fresh, attempts: 4 }, NOW)).toEqual({ ok: true });
    expect(codeUsable({ ...fresh, attempts: 5 }, NOW)).toEqual({ ok: false, message: CODE_MESSAGES.locked });
    expect(codeUsable({ ...fresh, expiresAt: NOW }, NOW)).toEqual({ ok: false, message: CODE_MESSAGES.expired });
    expect(codeUsable({ ...fresh, usedAt: minutesAgo(1) }, NOW)).toEqual({ ok: false, message: CODE_MESSAGES.none });
    expect(codeUsable(null, NOW)).toEqual({ ok: false, message: CODE_MESSAGES.none });
  });

  it("reads 6 digits, with spaces or a hyphen, and nothing else", () => {
    expect(readCode("123456")).toBe("123456");
    expect(readCode(" 123 456 ")).toBe("123456");
    expect(readCode("123-456")).toBe("123456");
    expect(readCode("12345")).toBeNull();
    expect(readCode("1234567")).toBeNull();
    expect(readCode("12345a")).toBeNull();
  });

  it("waits a minute between codes for one number, and caps them at 5 an hour", () => {
    expect(waitBeforeNextCode([], NOW)).toBe(0);
    expect(waitBeforeNextCode([minutesAgo(0.5)], NOW)).toBe(30);
    expect(waitBeforeNextCode([minutesAgo(2)], NOW)).toBe(0);
    // Five in the last hour, the oldest 50 minutes ago: the sixth waits until that one is an hour old.
    const five = [50, 40, 30, 20, 10].map(minutesAgo);
    expect(waitBeforeNextCode(five, NOW)).toBe(10 * 60);
    expect(waitBeforeNextCode([minutesAgo(70), ...[40, 30, 20, 10].map(minutesAgo)], NOW)).toBe(0);
  });

  it("caps the codes one number gets an hour on the whole platform, however many sites ask", () => {
    // Nothing sent on this site, but ten on others in the hour, the oldest 55 minutes ago: wait 5 minutes.
    const others = [55, 50, 45, 40, 35, 30, 25, 20, 15, 10].map(minutesAgo);
    expect(waitBeforeNextCode([], NOW, others)).toBe(5 * 60);
    expect(waitBeforeNextCode([], NOW, others.slice(1))).toBe(0);
    expect(waitBeforeNextCode([], NOW, [minutesAgo(61), ...others.slice(1)])).toBe(0);
  });

  it("names the site in the message and warns against sharing it", () => {
    expect(codeMessage("Coastal Toyota", "123456")).toBe(
      "123456 is your Coastal Toyota sign-in code. It expires in 10 minutes. Never share it: we will never ask you for it.",
    );
  });
});

describe("gated routes", () => {
  const GATED = ["/online-payment", "/my-garage", "/spin-to-win", "/cars/{slug}/checkout"];

  it("covers a listed path and what lies under it, and {slug} matches one segment", () => {
    expect(gatedEntry("/my-garage", GATED)).toBe("/my-garage");
    expect(gatedEntry("/my-garage/toyota", GATED)).toBe("/my-garage");
    expect(gatedEntry("/My-Garage/", GATED)).toBe("/my-garage");
    expect(gatedEntry("/cars/2024-toyota-rav4-gx-ctm1/checkout", GATED)).toBe("/cars/{slug}/checkout");
    expect(gatedEntry("/cars/2024-toyota-rav4-gx-ctm1", GATED)).toBeNull();
    expect(gatedEntry("/my-garages", GATED)).toBeNull();
    expect(gatedEntry("/trade-in", GATED)).toBeNull();
    expect(gatedEntry("/sell-my-car", GATED)).toBeNull();
  });

  it("names the sign-in type after the route", () => {
    expect(signInType("/my-garage")).toBe("garage");
    expect(signInType("/online-payment")).toBe("online-payment");
    expect(signInType("/cars/{slug}/checkout")).toBe("cars");
  });

  it("redirects only to paths on the same site", () => {
    expect(safeRedirectPath("/my-garage?tab=cars#top")).toBe("/my-garage?tab=cars#top");
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\nx",
      "",
      7,
      null,
      // The security probe's: each resolves to a path that begins "//".
      "/.//evil.example/phish",
      "/..//evil.example",
      "/%2e%2e/%2e%2e//evil.example",
      "/%2E//evil.example",
    ]) {
      expect(safeRedirectPath(evil), String(evil)).toBe("/");
    }
    // A browser resolves the answer against the page: it must stay on the site, and not read as protocol-relative.
    const sameSite = (s: string) => {
      const path = safeRedirectPath(s);
      expect(path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"), path).toBe(true);
      expect(new URL(path, "http://site.example").origin).toBe("http://site.example");
    };
    fc.assert(fc.property(fc.string(), sameSite));
    const piece = fc.constantFrom("/", "//", ".", "..", "%2e", "%2E", "%2f", "\\", "evil.example", "a", "?", "#", "@", ":");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => sameSite(`/${pieces.join("")}`)),
      { numRuns: 2000 },
    );
  });

  it("names the matched route by its pattern and decoded params, the path gating judges", () => {
    expect(matchedRoutePath("/cars/:slug/checkout", { slug: "2024-a-car" })).toBe("/cars/2024-a-car/checkout");
    expect(matchedRoutePath("/my-garage/:brand", { brand: "toyota" })).toBe("/my-garage/toyota");
    expect(matchedRoutePath("/my-garage", {})).toBe("/my-garage");
    expect(matchedRoutePath("/sitemaps/*", { "*": "cars.xml" })).toBe("/sitemaps/cars.xml");
    expect(gatedEntry(matchedRoutePath("/cars/:slug/checkout", { slug: "x" }), ["/cars/{slug}/checkout"])).toBe("/cars/{slug}/checkout");
    expect(matchedRoutePath("/cars/:slug/checkout", { slug: "{slug}" })).toBe("/cars/{slug}/checkout");
    // A car's two checkout pages take one deposit: gating either gates both.
    expect(gatedEntry("/cars/x/buy-online", ["/cars/{slug}/checkout"])).toBe("/cars/{slug}/checkout");
    expect(gatedEntry("/cars/x/checkout", ["/cars/{slug}/buy-online"])).toBe("/cars/{slug}/buy-online");
    expect(gatedEntry("/cars/x", ["/cars/{slug}/checkout"])).toBeNull();
    // As React Router gives it: the root route's empty path joined in front.
    expect(matchedRoutePath("cars/:slug/checkout", { slug: "x" })).toBe("/cars/x/checkout");
  });

  it("builds the sign-in address with type, redirect and back", () => {
    expect(signInHref({ type: "watchlist", redirect: "/cars/x", back: "/cars/x" })).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx",
    );
    expect(signInHref({ type: "garage", redirect: "//evil.example", back: "/" })).toBe("/sign-in?type=garage&redirect=%2F&back=%2F");
  });
});

describe("what changed about a saved car", () => {
  it("marks a price drop or rise with the price when saved", () => {
    expect(watchlistChange({ price: 43_990, savedPrice: 45_990, status: "in_stock", reserved: false })).toEqual({
      badge: null,
      price: { direction: "down", was: 45_990, by: 2_000 },
    });
    expect(watchlistChange({ price: 46_490, savedPrice: 45_990, status: "in_stock", reserved: false }).price).toEqual({
      direction: "up",
      was: 45_990,
      by: 500,
    });
    expect(watchlistChange({ price: 45_990, savedPrice: 45_990, status: "in_stock", reserved: false })).toEqual({
      badge: null,
      price: null,
    });
  });

  it("marks sold before reserved, and says nothing of a price that was or became 'no price'", () => {
    expect(watchlistChange({ price: 45_990, savedPrice: 45_990, status: "sold", reserved: true }).badge).toBe("Sold");
    expect(watchlistChange({ price: 45_990, savedPrice: 45_990, status: "in_stock", reserved: true }).badge).toBe("Reserved");
    expect(watchlistChange({ price: 0, savedPrice: 45_990, status: "in_stock", reserved: false }).price).toBeNull();
  });
});
