import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantSite } from "~/sites/tenant-site";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const TOKEN = "value-feed-token-0123456789";
const TOKEN_SITE = "value-used-cars";
const SITES = ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"];

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["item", "listing", "image", "g:additional_image_link", "component"].includes(name),
});
type Item = Record<string, unknown>;
const googleItems = (xml: string): Item[] => parser.parse(xml).rss.channel.item ?? [];
const metaListings = (xml: string): Item[] => parser.parse(xml).listings.listing ?? [];

/** Decision 051's required attributes; mileage only for a used car. */
const GOOGLE_REQUIRED = [
  "g:id",
  "g:vin",
  "g:store_code",
  "g:dealership_name",
  "g:dealership_address",
  "g:title",
  "g:link",
  "g:image_link",
  "g:price",
  "g:condition",
  "g:brand",
  "g:make",
  "g:model",
  "g:year",
];
const META_REQUIRED = [
  "vehicle_id",
  "vin",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "body_style",
  "exterior_color",
  "state_of_vehicle",
  "price",
  "latitude",
  "longitude",
];

type CarRow = { slug: string; vin: string; itemType: string; dealership: string; trim: string | null };

/**
 * Issue 56, marketplace feeds: every demo site's Google vehicle ads feed and Meta vehicles catalogue, whole and per
 * dealership, carry every required field on every car, only the site's own cars it offers now, and no caravan in
 * Google's; a sold car in its search window, a hidden car and one the site's rules hide are in neither; the token works.
 */
describe("marketplace feeds over HTTP", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const site = (slug: string) => platform.sites.find((s) => s.slug === slug) as TenantSite;
  const get = (slug: string, path: string) => request(app.port, `${slug}.localhost:${app.port}`, path);
  const withToken = (slug: string, path: string) => (slug === TOKEN_SITE ? `${path}?token=${TOKEN}` : path);
  const changed: Record<string, string> = {};

  const cars = async (slug: string): Promise<CarRow[]> =>
    platform.db.query<CarRow>(
      `SELECT c.slug, c.vin, c.item_type AS "itemType", d.slug AS dealership, c.badge AS trim
         FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.site_id = $1`,
      [site(slug).id],
    );

  /** One offered car of the site turned into `kind` (the first car with a VIN, skipping those already changed). */
  async function change(slug: string, kind: string, set: string) {
    const [car] = await platform.db.query<{ slug: string }>(
      `SELECT slug FROM cars WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND item_type = 'car'
          AND NOT (slug = ANY($2)) ORDER BY id LIMIT 1`,
      [site(slug).id, Object.values(changed)],
    );
    await platform.db.query(`UPDATE cars SET ${set} WHERE site_id = $1 AND slug = $2`, [site(slug).id, car.slug]);
    changed[kind] = car.slug;
  }

  beforeAll(async () => {
    platform = await seededPlatform({
      now: NOW,
      totalCars: 160,
      configure: (configs) => configs.map((c) => (c.slug === TOKEN_SITE ? { ...c, marketplaceFeeds: { token: TOKEN } } : c)),
    });
    app = await listenApp(platform, { now: NOW });
    // Search still lists a car sold yesterday (recentSoldDays 3); no feed may.
    await change("coastal-toyota", "soldInWindow", `status = 'sold', sold_at = now() - interval '1 day'`);
    await change("coastal-toyota", "hidden", "show_on_dealer_website = false");
    await change(
      "coastal-toyota",
      "badVin",
      `vin = overlay(vin placing (CASE WHEN substr(vin, 9, 1) = '1' THEN '2' ELSE '1' END) from 9 for 1)`,
    );
    // Value Used Cars shows used cars only: a new one is hidden by the site's own rules.
    await change("value-used-cars", "newOnUsedSite", "car_type = 'new'");
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it.each(SITES)("%s's Google feed has every required attribute on every car, its own cars and no caravan", async (slug) => {
    const res = await get(slug, withToken(slug, "/feeds/google-vehicle-ads.xml"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    const mine = new Map((await cars(slug)).map((c) => [c.vin, c]));
    const items = googleItems(res.body);
    if (slug !== "sunset-caravans") expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const field of GOOGLE_REQUIRED) expect(item[field], `${item["g:vin"]} ${field}`).toBeTruthy();
      const car = mine.get(String(item["g:vin"]));
      expect(car, "a car of this site").toBeDefined();
      expect(car?.itemType).toBe("car");
      expect(item["g:price"]).toMatch(/^\d+ AUD$/);
      expect(item["g:link"]).toBe(`${site(slug).origin}/cars/${car?.slug}`);
      expect(item["g:store_code"]).toBe(car?.dealership);
      if (car?.trim) expect(item["g:trim"]).toBe(car.trim);
      if (item["g:condition"] === "used") expect(item["g:mileage"]).toMatch(/^\d+ km$/);
    }
  });

  it.each(SITES)("%s's Meta catalogue has every required field on every car, all of them its own", async (slug) => {
    const res = await get(slug, withToken(slug, "/feeds/meta-vehicles.xml"));
    expect(res.status).toBe(200);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    const mine = new Map((await cars(slug)).map((c) => [c.vin, c]));
    const listings = metaListings(res.body);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      for (const field of META_REQUIRED) expect(listing[field], `${listing.vin} ${field}`).toBeTruthy();
      expect(mine.has(String(listing.vin))).toBe(true);
      expect(listing.mileage).toMatchObject({ unit: "KM" });
      expect((listing.image as { url: string }[])[0].url).toMatch(/^http.+\/img\//);
      expect((listing.address as { component: unknown[] }).component).toHaveLength(5);
    }
  });

  it("Sunset Caravans' caravans are in Meta's catalogue but not Google's feed", async () => {
    const caravans = new Set((await cars("sunset-caravans")).filter((c) => c.itemType === "caravan").map((c) => c.vin));
    expect(caravans.size).toBeGreaterThan(0);
    const google = googleItems((await get("sunset-caravans", "/feeds/google-vehicle-ads.xml")).body);
    const meta = metaListings((await get("sunset-caravans", "/feeds/meta-vehicles.xml")).body);
    expect(google.filter((i) => caravans.has(String(i["g:vin"])))).toEqual([]);
    expect(meta.some((l) => caravans.has(String(l.vin)))).toBe(true);
  });

  it("a car sold within its search window, a hidden car, one the site's rules hide and one with a bad VIN are in no feed", async () => {
    for (const slug of ["coastal-toyota", "value-used-cars"]) {
      for (const file of ["google-vehicle-ads.xml", "meta-vehicles.xml"]) {
        const body = (await get(slug, withToken(slug, `/feeds/${file}`))).body;
        for (const carSlug of Object.values(changed)) expect(body).not.toContain(`/cars/${carSlug}<`);
      }
    }
  });

  it("the report names the car whose VIN fails its check digit", async () => {
    const res = await get("coastal-toyota", "/feeds/report.json");
    expect(res.status).toBe(200);
    const report = JSON.parse(res.body) as {
      feeds: { marketplace: string; sent: number; leftOut: { slug: string; problems: string[] }[] }[];
    };
    for (const feed of report.feeds) {
      expect(feed.sent).toBeGreaterThan(0);
      expect(feed.leftOut).toContainEqual(expect.objectContaining({ slug: changed.badVin, problems: ["vin_check_digit"] }));
    }
  });

  it("each dealership's feed holds that dealership's cars, together the site's feed; an unknown one is a 404", async () => {
    const slug = "metro-motor-group";
    const all = googleItems((await get(slug, "/feeds/google-vehicle-ads.xml")).body).map((i) => i["g:vin"]);
    const dealerships = [...new Set((await cars(slug)).map((c) => c.dealership))];
    expect(dealerships.length).toBeGreaterThan(1);
    const parts: unknown[] = [];
    for (const dealership of dealerships) {
      const items = googleItems((await get(slug, `/feeds/${dealership}/google-vehicle-ads.xml`)).body);
      for (const item of items) expect(item["g:store_code"]).toBe(dealership);
      parts.push(...items.map((i) => i["g:vin"]));
    }
    expect(parts.sort()).toEqual([...all].sort());
    expect((await get(slug, "/feeds/no-such-dealership/google-vehicle-ads.xml")).status).toBe(404);
    expect((await get(slug, "/feeds/ebay-motors.xml")).status).toBe(404);
    // Another site's dealership is no dealership of this one.
    const [other] = await cars("coastal-toyota");
    expect((await get(slug, `/feeds/${other.dealership}/meta-vehicles.xml`)).status).toBe(404);
  });

  it("a site with a token answers 401 without it or with a wrong one, 200 with it", async () => {
    for (const path of ["/feeds/google-vehicle-ads.xml", "/feeds/meta-vehicles.xml", "/feeds/report.json"]) {
      expect((await get(TOKEN_SITE, path)).status).toBe(401);
      expect((await get(TOKEN_SITE, `${path}?token=${TOKEN.slice(0, -1)}x`)).status).toBe(401);
      expect((await get(TOKEN_SITE, `${path}?token=${TOKEN}`)).status).toBe(200);
    }
    // The token is one site's: it opens nothing of another site's, which has none.
    expect((await get("coastal-toyota", `/feeds/meta-vehicles.xml?token=${TOKEN}`)).status).toBe(200);
  });
});
