import { describe, expect, it } from "vitest";
import type { StockRestrictions } from "~/domain/stock-visibility";
import { type SitemapCar, type SitemapSource, sitemapEntries } from "./sitemap-entries";
import { escapeXml, planSitemap, type SitemapEntry, sitemapPartXml, sitemapRootXml, urlsetXml, w3cDate } from "./sitemap-xml";

const origin = "https://www.coastaltoyota.com.au";
const now = new Date("2026-11-10T02:00:00Z");
const open: StockRestrictions = {
  carTypes: [],
  photoRequired: false,
  excludedMakes: [],
  excludedStockNumbers: [],
  certifiedOnly: false,
  inStockOnly: false,
  maxAgeDays: null,
};

const car = (slug: string, over: Partial<SitemapCar> = {}): SitemapCar => ({
  slug,
  make: "Toyota",
  model: "HiLux",
  carType: "used",
  status: "in_stock",
  showOnDealerWebsite: true,
  photosCount: 12,
  stocknum: `S-${slug}`,
  certified: false,
  createdAt: new Date("2026-10-20T00:00:00Z"),
  updatedAt: new Date("2026-11-01T00:00:00Z"),
  ...over,
});

const source = (over: Partial<SitemapSource> = {}): SitemapSource => ({
  origin,
  restrictions: open,
  now,
  cars: [],
  locations: [],
  offers: [],
  contentPages: [],
  blogPosts: [],
  ...over,
});

const locs = (entries: SitemapEntry[]) => entries.map((e) => e.loc);

describe("sitemap entries", () => {
  it("lists the site's offered cars and leaves out sold, hidden and restricted ones", () => {
    const entries = sitemapEntries(
      source({
        restrictions: { ...open, excludedMakes: ["Holden"], photoRequired: true },
        cars: [
          car("2021-toyota-hilux-1"),
          car("2019-toyota-corolla-2", { model: "Corolla", status: "sold" }),
          car("2020-toyota-rav4-3", { model: "RAV4", showOnDealerWebsite: false }),
          car("2015-holden-commodore-4", { make: "Holden", model: "Commodore" }),
          car("2022-toyota-yaris-5", { model: "Yaris", photosCount: 0 }),
          car("2024-toyota-camry-6", { model: "Camry", status: "coming_soon", carType: "new" }),
        ],
      }),
    );
    const cars = locs(entries.filter((e) => e.group === "cars"));
    expect(cars).toEqual([`${origin}/cars/2021-toyota-hilux-1`, `${origin}/cars/2024-toyota-camry-6`]);
  });

  it("leaves out what an in-stock-only or age-limited site does not offer (decision 014)", () => {
    const cars = [
      car("2021-toyota-hilux-1", { createdAt: new Date("2026-10-20T00:00:00Z") }),
      car("2018-toyota-prado-2", { model: "Prado", createdAt: new Date("2026-06-01T00:00:00Z") }),
      car("2024-toyota-camry-3", { model: "Camry", status: "coming_soon", carType: "new" }),
    ];
    const listed = (restrictions: typeof open) =>
      locs(sitemapEntries(source({ restrictions, cars })).filter((e) => e.group === "cars")).map((l) => l.split("/").pop());
    expect(listed({ ...open, inStockOnly: true })).toEqual(["2021-toyota-hilux-1", "2018-toyota-prado-2"]);
    expect(listed({ ...open, maxAgeDays: 90 })).toEqual(["2021-toyota-hilux-1", "2024-toyota-camry-3"]);
  });
  it("lists the landing pages the stock fills: all stock, each car type, make and make and model", () => {
    const entries = sitemapEntries(
      source({ cars: [car("a"), car("b", { model: "Corolla", carType: "new", updatedAt: new Date("2026-11-05T00:00:00Z") })] }),
    );
    const pages = locs(entries.filter((e) => e.group === "pages"));
    expect(pages).toEqual([
      `${origin}/`,
      `${origin}/search/new-cars`,
      `${origin}/search/new-used-and-demo-cars`,
      `${origin}/search/toyota`,
      `${origin}/search/toyota/corolla`,
      `${origin}/search/toyota/hilux`,
      `${origin}/search/used-cars`,
    ]);
    // A landing page changed when its newest car did.
    expect(entries.find((e) => e.loc === `${origin}/search/toyota`)?.lastmod).toEqual(new Date("2026-11-05T00:00:00Z"));
    expect(entries.find((e) => e.loc === `${origin}/search/used-cars`)?.lastmod).toEqual(new Date("2026-11-01T00:00:00Z"));
  });

  it("lists locations, current offers only, content pages, the blog and its posts, and other pages", () => {
    const posted = new Date("2026-10-20T00:00:00Z");
    const entries = sitemapEntries(
      source({
        locations: [{ slug: "coastal-toyota-gosford", lastmod: new Date("2026-09-01T00:00:00Z") }],
        offers: [
          { id: 7, make: "Toyota", startsOn: "2026-11-01", endsOn: "2026-11-30", timeZone: "Australia/Sydney", updatedAt: posted },
          { id: 8, make: null, startsOn: "2026-10-01", endsOn: "2026-10-31", timeZone: "Australia/Sydney", updatedAt: posted },
          { id: 9, make: null, startsOn: "2026-12-01", endsOn: "2026-12-31", timeZone: "Australia/Sydney", updatedAt: posted },
        ],
        contentPages: [{ path: "/about-us", updatedAt: posted }],
        blogPosts: [{ path: "/blog/how-we-value", updatedAt: posted }],
        otherPages: [{ path: "/models/hilux", updatedAt: posted }],
      }),
    );
    expect(locs(entries)).toEqual([
      `${origin}/`,
      `${origin}/locations`,
      `${origin}/locations/coastal-toyota-gosford`,
      `${origin}/special-offers`,
      `${origin}/offers/toyota/7`,
      `${origin}/about-us`,
      `${origin}/blog`,
      `${origin}/blog/how-we-value`,
      `${origin}/models/hilux`,
    ]);
    expect(entries[0].lastmod).toEqual(posted);
  });

  it("lists each address once", () => {
    const entries = sitemapEntries(
      source({ contentPages: [{ path: "/about-us", updatedAt: now }], otherPages: [{ path: "/about-us", updatedAt: now }] }),
    );
    expect(locs(entries).filter((l) => l.endsWith("/about-us"))).toHaveLength(1);
  });
});

describe("sitemap files", () => {
  const entries = (n: number, group: SitemapEntry["group"]): SitemapEntry[] =>
    Array.from({ length: n }, (_, i) => ({ loc: `${origin}/${group}/${i}`, lastmod: new Date(Date.UTC(2026, 0, 1 + (i % 300))), group }));

  it("is one urlset up to the limit", () => {
    const plan = planSitemap(entries(50_000, "cars"));
    expect(plan.kind).toBe("single");
    expect(sitemapPartXml(plan, "cars-1.xml")).toBeNull();
  });

  it("splits 120,001 URLs into files of at most 50,000 under a sitemap index", () => {
    const plan = planSitemap([...entries(1, "pages"), ...entries(120_000, "cars")]);
    expect(plan.kind).toBe("index");
    if (plan.kind !== "index") return;
    expect(plan.files.map((f) => [f.name, f.entries.length])).toEqual([
      ["pages-1.xml", 1],
      ["cars-1.xml", 50_000],
      ["cars-2.xml", 50_000],
      ["cars-3.xml", 20_000],
    ]);
    const index = sitemapRootXml(origin, plan);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(4);
    expect(index).toContain(`<loc>${origin}/sitemaps/cars-3.xml</loc>`);
    const part = sitemapPartXml(plan, "cars-2.xml") ?? "";
    expect(part.match(/<url>/g)).toHaveLength(50_000);
    expect(part).toContain(`<loc>${origin}/cars/50000</loc>`);
    expect(sitemapPartXml(plan, "cars-4.xml")).toBeNull();
  });

  it("takes the limit as a parameter", () => {
    const plan = planSitemap(entries(7, "cars"), 3);
    expect(plan.kind === "index" && plan.files.map((f) => f.entries.length)).toEqual([3, 3, 1]);
  });

  it("escapes URLs and writes W3C dates", () => {
    expect(escapeXml(`/search?make=a&b<c>"d'`)).toBe("/search?make=a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(w3cDate(new Date("2026-11-10T02:03:04.567Z"))).toBe("2026-11-10T02:03:04+00:00");
    const xml = urlsetXml([{ loc: `${origin}/pages/a&b`, lastmod: new Date("2026-11-10T00:00:00Z"), group: "pages" }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<url><loc>${origin}/pages/a&amp;b</loc><lastmod>2026-11-10T00:00:00+00:00</lastmod></url>\n</urlset>\n`,
    );
  });
});
