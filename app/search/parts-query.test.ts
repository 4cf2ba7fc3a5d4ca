import { describe, expect, it } from "vitest";
import { matchesPartQuery } from "./parts-query";

describe("parts search words", () => {
  it("finds an accessory however the shopper spaces or hyphenates it", () => {
    expect(matchesPartQuery("Tow Bar", "towbar")).toBe(true);
    expect(matchesPartQuery("Towbar 3500kg", "tow bar")).toBe(true);
    expect(matchesPartQuery("Bull Bar", "BULL-BAR")).toBe(true);
    expect(matchesPartQuery("Tub Liner", "tub")).toBe(true);
    expect(matchesPartQuery("Tonneau Cover", "cover tonneau")).toBe(true);
  });
  it("matches nothing for an empty query or another part", () => {
    expect(matchesPartQuery("Snorkel", "")).toBe(false);
    expect(matchesPartQuery("Snorkel", "  ")).toBe(false);
    expect(matchesPartQuery("Snorkel", "floor mats")).toBe(false);
  });
});
