import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHomeDealerBlocks } from "~/dealer-blocks/load-dealer-blocks.server";
import { salesThisMonth } from "~/domain/dealer-blocks/sales-counter";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

// 12:00 on 22 November 2026 in Brisbane (UTC+10): 21 whole days and 96 sales of 450 s.
const NOW = new Date("2026-11-22T02:00:00Z");
const text = (res: HttpResponse) => res.body.replaceAll("<!-- -->", "");

/** The dealer blocks (issue 15): Sales this Month, the reviews summary, Why Buy From Us, the feature banner and 'We accept'. */
describe("dealer blocks", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const get = (slug: string, path: string, init?: { method?: string }) => request(app.port, `${slug}.localhost:${app.port}`, path, init);
  const site = (slug: string) => {
    const found = platform.sites.find((s) => s.slug === slug);
    if (!found) throw new Error(`no site ${slug}`);
    return found;
  };

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 200 });
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("answers Sales this Month from the clock on a site that shows it, briefly cacheable, and 404 elsewhere", async () => {
    const res = await get("coastal-toyota", "/api/sales-this-month");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
    expect(JSON.parse(res.body)).toEqual({ count: 21 * 192 + 96, asOf: NOW.toISOString() });
    expect(salesThisMonth(NOW)).toBe(4128);

    const off = await get("sunset-caravans", "/api/sales-this-month");
    expect(off.status).toBe(404);
    expect(JSON.parse(off.body)).toMatchObject({ code: "not_found" });
    expect((await get("coastal-toyota", "/api/sales-this-month", { method: "POST" })).status).toBe(405);
  });

  it("gives each home page its own site's blocks: the counter where switched on, its reviews, reasons and banner", async () => {
    for (const slug of ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"]) {
      const blocks = await loadHomeDealerBlocks({ db: platform.db, site: site(slug), now: NOW });
      expect(blocks.salesThisMonth, slug).toBe(site(slug).salesCounter ? 4128 : null);
      const [own] = await platform.db.query<{ count: number; average: number }>(
        `SELECT count(*)::int AS count, avg(r.rating)::float8 AS average
         FROM reviews r LEFT JOIN locations l ON l.id = r.location_id WHERE r.site_id = $1 AND (l.id IS NULL OR l.visible)`,
        [site(slug).id],
      );
      expect(blocks.reviews?.count, slug).toBe(own.count);
      expect(blocks.reviews?.average, slug).toBeCloseTo(own.average, 6);
      // Recent reviews: the site's own dealerships', at or above its minimum rating, newest first.
      const dealerships = (
        await platform.db.query<{ name: string }>("SELECT name FROM dealerships WHERE site_id = $1", [site(slug).id])
      ).map((d) => d.name);
      for (const r of blocks.reviews?.recent ?? []) {
        expect(dealerships, slug).toContain(r.dealershipName);
        expect(r.rating).toBeGreaterThanOrEqual(site(slug).reviewsMinimumRating);
      }
      expect(blocks.whyBuy.map((r) => r.title).slice(0, 1), slug).toEqual(["3-year warranty as standard"]);
      expect(
        blocks.features.map((f) => f.href),
        slug,
      ).toEqual(["/special-offers", "/service", "/sell-my-car"]);
    }
    const titles = async (slug: string) =>
      (await loadHomeDealerBlocks({ db: platform.db, site: site(slug), now: NOW })).whyBuy.map((r) => r.title);
    expect(await titles("coastal-toyota")).toContain("5-year new-car warranty");
    expect(await titles("coastal-toyota")).not.toContain("7-year new-car warranty");
    expect(await titles("metro-motor-group")).toContain("7-year new-car warranty");
    expect(await titles("value-used-cars")).not.toContain("7-year new-car warranty");
  });

  it("renders the blocks on the home page, the counter only on the sites that show it, and every banner link answers", async () => {
    const coastal = text(await get("coastal-toyota", "/"));
    expect(coastal).toContain("Sales this Month");
    expect(coastal).toContain(">4,128<");
    expect(coastal).toMatch(/aria-label="Rated \d\.\d out of 5 from \d+ reviews"/);
    expect(coastal).toContain("Why Buy From Us");
    expect(coastal).toContain('aria-label="Apple Pay"');
    const sunset = text(await get("sunset-caravans", "/"));
    expect(sunset).not.toContain("Sales this Month");
    expect(sunset).toContain("Sell your van");
    for (const slug of ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"])
      for (const href of ["/special-offers", "/service", "/sell-my-car"])
        expect((await get(slug, href)).status, `${slug}${href}`).toBe(200);
  });

  it("shows a dealer's new-car warranty on its new cars only, and the standard warranty on the rest", async () => {
    const path = async (query: string) => {
      const hits = JSON.parse((await get("metro-motor-group", `/api/search?${query}`)).body).hits as { path: string }[];
      expect(hits.length, query).toBeGreaterThan(0);
      return hits[0].path;
    };
    const newKia = text(await get("metro-motor-group", await path("refinementList[make][0]=Kia&refinementList[car_type][0]=new")));
    expect(newKia).toContain("7-year new-car warranty");
    expect(newKia).not.toContain("3-year warranty as standard");
    const usedCar = text(await get("metro-motor-group", await path("refinementList[car_type][0]=used")));
    expect(usedCar).toContain("3-year warranty as standard");
    expect(usedCar).not.toContain("7-year new-car warranty");
    const newToyota = text(await get("metro-motor-group", await path("refinementList[make][0]=Toyota&refinementList[car_type][0]=new")));
    expect(newToyota).not.toContain("new-car warranty");
    expect(newToyota).toContain('href="/sell-my-car"');
  });
});
