import { describe, expect, it } from "vitest";
import { sourceLabel } from "./source-label";

describe("sourceLabel", () => {
  it("prefers the campaign's source, spelt as its owner spells it", () => {
    expect(sourceLabel("google", "l.facebook.com")).toBe("Google");
    expect(sourceLabel(" Facebook ", null)).toBe("Facebook");
    expect(sourceLabel("newsletter-dec", null)).toBe("newsletter-dec");
  });
  it("names the referring site without its subdomain or Australian suffix", () => {
    expect(sourceLabel(null, "www.google.com.au")).toBe("Google");
    expect(sourceLabel(null, "l.facebook.com")).toBe("Facebook");
    expect(sourceLabel("", "www.carsales.com.au")).toBe("carsales");
    expect(sourceLabel(null, "www.localnews.com.au")).toBe("localnews.com.au");
  });
  it("calls a visit with neither direct", () => {
    expect(sourceLabel(null, null)).toBe("Direct");
    expect(sourceLabel("  ", "")).toBe("Direct");
  });
});
