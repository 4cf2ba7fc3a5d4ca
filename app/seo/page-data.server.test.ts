import { describe, expect, it } from "vitest";
import { pageBreadcrumbs } from "./breadcrumbs";
import { pageData } from "./page-data.server";

const site = { origin: "https://www.coastaltoyota.com.au" };
const car = { "@type": "Car", name: "2021 Toyota HiLux SR5" };
const crumbs = pageBreadcrumbs(site, [{ label: "Blog", href: "/blog" }], { label: "A post", url: `${site.origin}/blog/a-post` });
const body = { sanitisedHtml: "<p>The page's text</p>" };

describe("pageData", () => {
  it("carries the texts, breadcrumbs and JSON-LD in a data request (no document HTML)", () => {
    const data = pageData({ documentHtml: null }, { html: { body }, crumbs, jsonLd: [car] });
    expect(data.body).toBe(body);
    expect(data.breadcrumbs).toEqual({ trail: [{ label: "Blog", href: "/blog" }], current: "A post" });
    expect("blocks" in data.jsonLd && data.jsonLd.blocks.map((text) => JSON.parse(text)["@type"])).toEqual(["Car", "BreadcrumbList"]);
  });

  it("puts the texts in the document first and the JSON-LD after them in a document request", () => {
    const documentHtml = new Map<string, string>();
    const data = pageData({ documentHtml }, { html: { body }, crumbs, jsonLd: [car] });
    expect(data.body).toEqual({ inDocument: "body" });
    expect(data.jsonLd).toEqual({ inDocument: ["ld+json:1", "ld+json:2"] });
    expect([...documentHtml.keys()]).toEqual(["body", "ld+json:1", "ld+json:2"]);
    expect(documentHtml.get("body")).toBe(body.sanitisedHtml);
    expect(JSON.parse(documentHtml.get("ld+json:1") ?? "")).toEqual(car);
  });

  it("keeps a text under the name it was given", () => {
    const documentHtml = new Map<string, string>();
    expect(pageData({ documentHtml }, { html: { landing: body } })).toEqual({ landing: { inDocument: "landing" } });
    expect(documentHtml.get("landing")).toBe(body.sanitisedHtml);
  });

  it("returns only the fields asked for: JSON-LD without breadcrumbs, and nothing for nothing", () => {
    expect(pageData({ documentHtml: null }, { jsonLd: [car] })).toEqual({ jsonLd: { blocks: [JSON.stringify(car)] } });
    expect(Object.keys(pageData({ documentHtml: null }, { crumbs }))).toEqual(["breadcrumbs", "jsonLd"]);
    expect(pageData({ documentHtml: new Map() }, {})).toEqual({});
  });
});
