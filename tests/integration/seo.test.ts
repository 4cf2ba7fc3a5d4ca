import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantSite } from "~/sites/tenant-site";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");

/** The `<loc>` URLs of a sitemap file. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));

/** Each JSON-LD block of a page, parsed. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? null;

/**
 * Issue 15, search engines and sharing: each site's sitemap lists its own pages only, on its
 * canonical origin, and they answer; robots.txt points to it; a page of each kind carries a
 * canonical link and JSON-LD that parses and names what search engines require.
 */
describe("sitemap, robots.txt and structured data over HTTP", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const site = (slug: string) => platform.sites.find((s) => s.slug === slug) as TenantSite;
  const host = (slug: string) => `${slug}.localhost:${app.port}`;
  const get = (slug: string, path: string) => request(app.port, host(slug), path);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 160 });
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  const carSlugs = async (siteId: number, where = "TRUE") =>
    (await platform.db.query<{ slug: string }>(`SELECT slug FROM cars WHERE site_id = $1 AND ${where}`, [siteId])).map((r) => r.slug);

  it.each([
    ["coastal-toyota", "metro-motor-group"],
    ["metro-motor-group", "coastal-toyota"],
  ])("%s's sitemap lists its own offered cars and pages on its canonical origin, none of %s's", async (slug, otherSlug) => {
    const res = await get(slug, "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.body);
    const origin = site(slug).origin;
    expect(urls.every((u) => u.startsWith(`${origin}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(res.body.match(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/g)?.length).toBeGreaterThan(urls.length / 2);

    const listedCars = new Set(urls.filter((u) => u.startsWith(`${origin}/cars/`)).map((u) => u.slice(`${origin}/cars/`.length)));
    const offered = await carSlugs(site(slug).id, "status <> 'sold' AND show_on_dealer_website");
    expect(listedCars.size).toBeGreaterThan(0);
    expect([...listedCars].sort()).toEqual(offered.filter((s) => listedCars.has(s)).sort());
    for (const sold of await carSlugs(site(slug).id, "(status = 'sold' OR NOT show_on_dealer_website)"))
      expect(listedCars.has(sold)).toBe(false);
    const theirs = new Set(await carSlugs(site(otherSlug).id));
    const mine = new Set(await carSlugs(site(slug).id));
    for (const car of listedCars) expect(theirs.has(car) && !mine.has(car)).toBe(false);

    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/search/new-used-and-demo-cars`);
    expect(urls.some((u) => u.startsWith(`${origin}/locations/`))).toBe(true);
    expect(urls.some((u) => u.startsWith(`${origin}/blog/`))).toBe(true);
  });

  it("every URL Coastal Toyota's sitemap lists answers 200", async () => {
    const origin = site("coastal-toyota").origin;
    const urls = locs((await get("coastal-toyota", "/sitemap.xml")).body);
    const failing: string[] = [];
    for (const url of urls) {
      const path = url.slice(origin.length);
      const res = await get("coastal-toyota", path);
      if (res.status !== 200) failing.push(`${res.status} ${path}`);
    }
    expect(failing).toEqual([]);
    expect(urls.length).toBeGreaterThan(20);
  });

  it("a part of a sitemap that is not split is not found", async () => {
    expect((await get("coastal-toyota", "/sitemaps/cars-1.xml")).status).toBe(404);
    expect((await get("coastal-toyota", "/sitemaps/nonsense")).status).toBe(404);
  });

  it.each(["coastal-toyota", "value-used-cars"])(
    "%s's robots.txt keeps crawlers out of private paths and names its sitemap",
    async (slug) => {
      const res = await get(slug, "/robots.txt");
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      expect(res.body).toContain("User-agent: *\n");
      expect(res.body).toContain("Disallow: /api/\n");
      expect(res.body).toContain("Disallow: /my-garage\n");
      expect(res.body).toContain(`Sitemap: ${site(slug).origin}/sitemap.xml\n`);
    },
  );

  /** A page's JSON-LD blocks by type, after checking it has a canonical link on the canonical origin. */
  async function structured(path: string) {
    const res = await get("coastal-toyota", path);
    expect(res.status, path).toBe(200);
    expect(canonical(res.body), path).toMatch(new RegExp(`^${site("coastal-toyota").origin}/`));
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).toContain('<meta name="twitter:card"');
    const blocks = jsonLd(res.body);
    return (type: string) => blocks.find((b) => b["@type"] === type) as Record<string, never> | undefined;
  }

  const breadcrumbsOk = (list: Record<string, never> | undefined) => {
    expect(list).toBeDefined();
    const items = (list as unknown as { itemListElement: { position: number; name: string; item: string }[] }).itemListElement;
    expect(items[0]).toMatchObject({ position: 1, name: "Home" });
    for (const item of items) expect(item.item).toMatch(/^http/);
  };

  it("the home page and a location page describe each dealership as an AutoDealer", async () => {
    const home = await structured("/");
    expect(home("AutoDealer")).toBeDefined();
    const sitemap = locs((await get("coastal-toyota", "/sitemap.xml")).body);
    const location = sitemap.find((u) => /\/locations\/[^/]+$/.test(u)) as string;
    const of = await structured(new URL(location).pathname);
    const dealer = of("AutoDealer") as unknown as Record<string, unknown> & {
      address: Record<string, string>;
      geo: Record<string, number>;
    };
    expect(dealer).toMatchObject({ "@context": "https://schema.org", name: expect.any(String), url: location });
    expect(dealer.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "AU", streetAddress: expect.any(String) });
    expect(dealer.geo).toMatchObject({ "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(dealer.openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ opens: expect.any(String) })]));
    breadcrumbsOk(of("BreadcrumbList"));
  });

  it("a car, an offer, a blog post, a content page and a search page carry their JSON-LD", async () => {
    const sitemap = locs((await get("coastal-toyota", "/sitemap.xml")).body).map((u) => new URL(u).pathname);
    const car = await structured(sitemap.find((p) => p.startsWith("/cars/")) as string);
    expect(car("Car")).toMatchObject({ name: expect.any(String), offers: { "@type": "Offer", priceCurrency: "AUD" } });
    breadcrumbsOk(car("BreadcrumbList"));

    const offer = await structured(sitemap.find((p) => p.startsWith("/offers/")) as string);
    expect(offer("Offer")).toMatchObject({
      priceCurrency: "AUD",
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      seller: { "@type": "AutoDealer" },
    });
    breadcrumbsOk(offer("BreadcrumbList"));

    const post = await structured(sitemap.find((p) => p.startsWith("/blog/")) as string);
    expect(post("Article")).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.any(String),
      author: { "@type": "Person" },
    });
    breadcrumbsOk(post("BreadcrumbList"));

    breadcrumbsOk((await structured("/about-us"))("BreadcrumbList"));
    breadcrumbsOk((await structured("/search/used-cars"))("BreadcrumbList"));
    breadcrumbsOk((await structured("/special-offers"))("BreadcrumbList"));
  });

  it("a shopper's own page is kept out of the index", async () => {
    const res = await get("coastal-toyota", "/favourites");
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(canonical(res.body)).toBeNull();
  });
});
