import { describe, expect, it } from "vitest";
import { contentPagePath, contentRoute } from "./content-paths";

describe("content page addresses (discovery spec section 2)", () => {
  it("serves the spec's pages at their own path and every other page under /pages/", () => {
    expect(contentPagePath("about-us")).toBe("/about-us");
    expect(contentPagePath("privacy-policy")).toBe("/privacy-policy");
    expect(contentPagePath("careers")).toBe("/careers");
    expect(contentPagePath("capped-price-servicing")).toBe("/capped-price-servicing");
    expect(contentPagePath("roadside-assist")).toBe("/roadside-assist");
    expect(contentPagePath("4x4-outdoor")).toBe("/4x4-outdoor");
    expect(contentPagePath("value-my-car-terms-and-conditions")).toBe("/pages/value-my-car-terms-and-conditions");
  });

  it("reads the slug from the matched route pattern, with or without slashes around it", () => {
    expect(contentRoute("/about-us", undefined)).toEqual({ kind: "page", slug: "about-us" });
    expect(contentRoute("finance-and-insurance/", undefined)).toEqual({ kind: "page", slug: "finance-and-insurance" });
    expect(contentRoute("/warranty", undefined)).toEqual({ kind: "page", slug: "warranty" });
    expect(contentRoute("/pages/:slug", "warranty")).toEqual({ kind: "moved", to: "/warranty" });
    expect(contentRoute("/pages/:slug", "value-my-car-terms-and-conditions")).toEqual({
      kind: "page",
      slug: "value-my-car-terms-and-conditions",
    });
  });

  it("sends /pages/{slug} of a page with its own address there, so each page has one URL", () => {
    expect(contentRoute("/pages/:slug", "about-us")).toEqual({ kind: "moved", to: "/about-us" });
    expect(contentRoute("/pages/:slug", "careers")).toEqual({ kind: "moved", to: "/careers" });
  });

  it("knows no slug for a pattern that is not a content route", () => {
    expect(contentRoute("/blog/:slug", "x")).toBeNull();
    expect(contentRoute("/pages/:slug", undefined)).toBeNull();
    expect(contentRoute("/contact", undefined)).toBeNull();
  });
});
