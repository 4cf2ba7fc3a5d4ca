import { describe, expect, it } from "vitest";
import { renderImageSource } from "~/images/render-image-source";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { demoContentFor } from "./demo-content";

const sites = loadSiteConfigs("config/sites");
const content = new Map(sites.map((s) => [s.slug, demoContentFor(s)]));
const names = sites.map((s) => s.name);
const pageSlugs = (slug: string) => content.get(slug)?.pages.map((p) => p.slug) ?? [];

describe("demo site content (issue 15)", () => {
  it("covers the four demo sites and no other", () => {
    expect([...content].filter(([, c]) => c).map(([slug]) => slug)).toEqual([
      "coastal-toyota",
      "metro-motor-group",
      "sunset-caravans",
      "value-used-cars",
    ]);
    expect(demoContentFor({ slug: "e2e-motors", name: "E2E", tagline: "", tradeIn: sites[0].tradeIn })).toBeNull();
  });

  it.each(sites.map((s) => [s.slug, s.name] as const))("%s has its story, careers and the legal pages", (slug) => {
    expect(pageSlugs(slug)).toEqual(
      expect.arrayContaining(["about-us", "careers", "privacy-policy", "terms-and-conditions", "value-my-car-terms-and-conditions"]),
    );
  });

  it("gives fleet pages to the group and the Toyota dealer, and finance and insurance to the group only", () => {
    const withPage = (page: string) => sites.filter((s) => pageSlugs(s.slug).includes(page)).map((s) => s.slug);
    expect(withPage("fleet")).toEqual(["coastal-toyota", "metro-motor-group"]);
    expect(withPage("finance-and-insurance")).toEqual(["metro-motor-group"]);
  });

  it.each(sites.map((s) => [s.slug, s.name] as const))("%s: every page names %s and no other demo dealer", (slug, name) => {
    const others = names.filter((n) => n !== name);
    for (const page of content.get(slug)?.pages ?? []) {
      if (["privacy-policy", "terms-and-conditions", "value-my-car-terms-and-conditions"].includes(page.slug)) {
        expect(page.bodyMarkdown, page.slug).toContain(name);
        expect(page.bodyMarkdown, page.slug).toMatch(/template/);
      }
      for (const other of others) expect(`${page.title} ${page.bodyMarkdown}`, `${page.slug} names ${other}`).not.toContain(other);
    }
  });

  it("writes the legal pages for Australian law", () => {
    const legal = content.get("coastal-toyota")?.pages ?? [];
    const privacy = legal.find((p) => p.slug === "privacy-policy")?.bodyMarkdown ?? "";
    expect(privacy).toContain("Privacy Act 1988");
    expect(privacy).toContain("Australian Privacy Principles");
    const terms = legal.find((p) => p.slug === "terms-and-conditions")?.bodyMarkdown ?? "";
    expect(terms).toContain("Australian Consumer Law");
    expect(terms).toContain("governed by the law of Queensland");
    const metroTerms = content.get("metro-motor-group")?.pages.find((p) => p.slug === "terms-and-conditions")?.bodyMarkdown;
    expect(metroTerms).toContain("governed by the law of New South Wales");
  });

  it("states each site's own trade-in limits in the estimate terms and the FAQ", () => {
    const coastal = sites.find((s) => s.slug === "coastal-toyota");
    if (!coastal) throw new Error("no Coastal Toyota config");
    const terms = content.get("coastal-toyota")?.pages.find((p) => p.slug === "value-my-car-terms-and-conditions")?.bodyMarkdown;
    expect(terms).toContain(`valid for **${coastal.tradeIn.validDays} days**`);
    expect(terms).toContain("10 years for a Toyota");
    expect(terms).toContain("subject to a physical inspection");
    const longer = demoContentFor({ ...coastal, tradeIn: { ...coastal.tradeIn, validDays: 14, maxKm: 150_000 } });
    const faq = longer?.faq.map((f) => f.answerMarkdown).join("\n");
    expect(faq).toContain("valid for 14 days");
    expect(faq).toContain("150,000 km");
  });

  it.each(sites.map((s) => [s.slug] as const))("%s has 3 to 5 blog posts with unique slugs and drawable hero images", (slug) => {
    const posts = content.get(slug)?.posts ?? [];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.length).toBeLessThanOrEqual(5);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(renderImageSource(post.hero.src), post.hero.src).not.toBeNull();
      expect(post.hero.alt).not.toBe("");
      expect(post.daysAgo).toBeGreaterThan(0);
    }
  });

  it.each(sites.map((s) => [s.slug] as const))("%s has a trade-in FAQ, questions unique", (slug) => {
    const faq = content.get(slug)?.faq ?? [];
    expect(faq.length).toBeGreaterThanOrEqual(6);
    expect(faq.every((f) => f.group === "trade-in")).toBe(true);
    expect(new Set(faq.map((f) => f.question)).size).toBe(faq.length);
  });

  it("keeps titles and meta descriptions unique within a site", () => {
    for (const [slug, c] of content) {
      if (!c) continue;
      const titles = [...c.pages.map((p) => p.title), ...c.posts.map((p) => p.title)];
      expect(new Set(titles).size, slug).toBe(titles.length);
      const descriptions = c.pages.map((p) => p.metaDescription);
      expect(new Set(descriptions).size, slug).toBe(descriptions.length);
    }
  });
});
