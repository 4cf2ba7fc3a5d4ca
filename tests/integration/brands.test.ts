import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
/** The page's own content (the header's model menu names models too), without React's text separators. */
const text = (res: HttpResponse) => (/<main\b[\s\S]*<\/main>/.exec(res.body)?.[0] ?? res.body).replaceAll("<!-- -->", "");

/** The manufacturer directory, the brand pages and the group's brand grid over HTTP. */
describe("brands", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const get = (slug: string, path: string) => request(app.port, `${slug}.localhost:${app.port}`, path);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 200 });
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("lists the models of the makes the site sells, searchable, and only those", async () => {
    const hilux = text(await get("coastal-toyota", "/brands?query=hilux"));

    expect(hilux).toContain("Toyota HiLux");
    expect(hilux).toMatch(/\d+ in stock/);
    // Filtered by one body, a Toyota model of that body is listed and one of another body is not.
    const models = await platform.db.query<{ model: string; body: string }>(
      "SELECT mo.name AS model, mo.body FROM models mo JOIN manufacturers m ON m.id = mo.manufacturer_id WHERE m.name = 'Toyota' AND mo.body IS NOT NULL ORDER BY mo.name",
    );
    const [one] = models;
    const other = models.find((m) => m.body !== one.body);
    const byBody = text(await get("coastal-toyota", `/brands?make=Toyota&body=${encodeURIComponent(one.body)}`));
    expect(byBody).toContain(`Toyota ${one.model}`);
    if (other) expect(byBody).not.toContain(`>Toyota ${other.model}<`);
    expect(text(await get("coastal-toyota", "/brands?query=lamborghini"))).toContain("No models match.");
    // A caravan maker's models are in the caravan dealer's directory, not in Coastal Toyota's.
    const [caravan] = await platform.db.query<{ make: string }>(
      "SELECT DISTINCT c.make FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = 'sunset-caravans' AND c.item_type = 'caravan' LIMIT 1",
    );
    const query = `/brands?query=${encodeURIComponent(caravan.make)}`;
    expect(text(await get("sunset-caravans", query))).not.toContain("No models match.");
    expect(text(await get("coastal-toyota", query))).toContain("No models match.");
  });

  it("has an overview page for each make the site sells, and a 404 for any other", async () => {
    const toyota = await get("coastal-toyota", "/toyota/overview");
    expect(toyota.status).toBe(200);
    expect(text(toyota)).toMatch(/\d+ in stock at Coastal Toyota/);
    expect(text(toyota)).toContain("Toyota models");
    const [caravan] = await platform.db.query<{ make: string }>(
      "SELECT DISTINCT c.make FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = 'sunset-caravans' AND c.item_type = 'caravan' LIMIT 1",
    );
    const slug = caravan.make.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect((await get("sunset-caravans", `/${slug}/overview`)).status).toBe(200);
    expect((await get("coastal-toyota", `/${slug}/overview`)).status).toBe(404);
    expect((await get("coastal-toyota", "/no-such-make/overview")).status).toBe(404);
  });

  it("shows the group's brand grid and stats banner on its home page only", async () => {
    const metro = text(await get("metro-motor-group", "/"));
    expect(metro).toContain("Our brands");
    expect(metro).toMatch(/href="\/[a-z-]+\/overview"/);
    expect(metro).toContain('href="/dealer-locator"');
    // The figures the site's data can count are counted (issue 52: it said "50+ locations" beside 29).
    const [{ n }] = await platform.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM locations l JOIN sites s ON s.id = l.site_id WHERE s.slug = 'metro-motor-group' AND l.visible",
    );
    expect(metro).toMatch(new RegExp(`text-4xl font-bold">${n}</span><span class="block text-lg">locations<`));
    expect(metro).toContain('text-4xl font-bold">30+</span>');
    const coastal = text(await get("coastal-toyota", "/"));
    expect(coastal).not.toContain("Our brands");
    // Every tile's overview page exists.
    const tiles = [...new Set([...metro.matchAll(/href="(\/[a-z-]+\/overview)"/g)].map((m) => m[1]))];
    expect(tiles.length).toBeGreaterThan(3);
    for (const path of tiles) expect((await get("metro-motor-group", path)).status, path).toBe(200);
  });
});
