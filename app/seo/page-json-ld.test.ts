import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageBreadcrumbs } from "./breadcrumbs";
import { breadcrumbsAndJsonLd, jsonLdText, pageJsonLd, pageJsonLdOf } from "./page-json-ld";

const site = { origin: "https://www.coastaltoyota.com.au" };
const car = { "@type": "Car", name: "2021 Toyota HiLux SR5" };

describe("page JSON-LD", () => {
  it("carries the blocks' text in a data request (no document HTML)", () => {
    expect(pageJsonLd([car, { "@type": "Thing" }], null)).toEqual({
      blocks: [JSON.stringify(car), JSON.stringify({ "@type": "Thing" })],
    });
  });

  it("puts the blocks in the document only in a document request, under keys of their own", () => {
    const documentHtml = new Map([["body", "<p>The page's text</p>"]]);
    const ld = pageJsonLd([car, { "@type": "Thing" }], documentHtml);
    expect(ld).toEqual({ inDocument: ["ld+json:1", "ld+json:2"] });
    expect(documentHtml.get("ld+json:1")).toBe(JSON.stringify(car));
    expect(documentHtml.get("ld+json:2")).toBe(JSON.stringify({ "@type": "Thing" }));
    expect(documentHtml.get("body")).toBe("<p>The page's text</p>");
  });

  it("writes text that cannot end its script element and parses back to the block", () => {
    fc.assert(
      // Any code point, the line separators included.
      fc.property(
        fc.dictionary(fc.string({ unit: "binary" }), fc.oneof(fc.string({ unit: "binary" }), fc.integer(), fc.boolean())),
        (block) => {
          const text = jsonLdText(block);
          expect(text).not.toMatch(/[<>&\u2028\u2029]/);
          expect(JSON.parse(text)).toEqual(block);
        },
      ),
    );
    expect(jsonLdText({ name: "</script><script>alert(1)</script> & more\u2028\u2029" })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more\\u2028\\u2029"}',
    );
  });

  it("puts the BreadcrumbList after the page's own blocks and leaves the shown breadcrumbs without it", () => {
    const crumbs = pageBreadcrumbs(site, [{ label: "Search", href: "/search" }], { label: "HiLux", url: `${site.origin}/cars/hilux` });
    const { breadcrumbs, jsonLd } = breadcrumbsAndJsonLd(crumbs, [car], null);
    expect(breadcrumbs).toEqual({ trail: [{ label: "Search", href: "/search" }], current: "HiLux" });
    expect("blocks" in jsonLd && jsonLd.blocks.map((text) => JSON.parse(text)["@type"])).toEqual(["Car", "BreadcrumbList"]);
  });

  it("finds a route's JSON-LD in its loader data, and nothing in data without one", () => {
    expect(pageJsonLdOf({ url: "/", jsonLd: { inDocument: ["ld+json:0"] } })).toEqual({ inDocument: ["ld+json:0"] });
    expect(pageJsonLdOf({ jsonLd: { blocks: [] } })).toEqual({ blocks: [] });
    for (const data of [undefined, null, "text", { url: "/" }, { jsonLd: null }, { jsonLd: { "@type": "Car" } }]) {
      expect(pageJsonLdOf(data)).toBeNull();
    }
  });
});
