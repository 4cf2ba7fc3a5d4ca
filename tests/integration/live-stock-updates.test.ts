import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { request } from "../support/http-request";
import { startTestServer, type TestServer } from "../support/test-server";
import { scratchPostgres } from "../support/test-databases";
import { within } from "../support/within";

/**
 * Issue 17, live updates: two server processes on one PostgreSQL server (needs TEST_DATABASE_URL and
 * a production build); a change committed through one reaches the other's search, vehicle page and
 * sitemap within a second, with no restart. Each wait polls against a deadline and logs the latency.
 */
const url = process.env.TEST_DATABASE_URL;
const SITE = "coastal-toyota";
const LIMIT_MS = 1_000;

describe.runIf(url)("live stock updates across two server processes", () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let db: Database;
  let a: TestServer;
  let b: TestServer;
  const get = (server: TestServer, path: string) => request(server.port, `${SITE}.localhost:${server.port}`, path);

  beforeAll(async () => {
    scratch = await scratchPostgres(url as string);
    db = scratch.db;
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    const dir = mkdtempSync(join(tmpdir(), "live-updates-"));
    await seedDemo(db, sites, { now: new Date(), totalCars: 300, imagesDir: join(dir, "images", "src") });
    const env = { DATABASE_URL: scratch.url, SEED_ON_START: "false", E2E_FIXTURES: "true", LEAD_SECRET: "x".repeat(40) };
    // One after the other: each syncs the site configs at start-up.
    a = await startTestServer({ dataDir: join(dir, "a"), env });
    b = await startTestServer({ dataDir: join(dir, "b"), env });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  async function someCar() {
    const [car] = await db.query<{ id: number; slug: string; stocknum: string; price: number }>(
      `SELECT c.id, c.slug, c.stocknum, c.price FROM cars c JOIN sites s ON s.id = c.site_id
        WHERE s.slug = $1 AND c.status = 'in_stock' AND c.show_on_dealer_website AND c.price > 0 AND NOT c.reserved
        ORDER BY c.id LIMIT 1`,
      [SITE],
    );
    return car;
  }
  const searchPrice = async (server: TestServer, stocknum: string, id: number) => {
    const res = await get(server, `/api/search?query=${encodeURIComponent(stocknum)}`);
    const body = JSON.parse(res.body) as { hits: { id: number; price: number }[] };
    return body.hits.find((h) => h.id === id)?.price ?? null;
  };

  it("shows a price committed through one process in the other's search and vehicle page within a second", async () => {
    const car = await someCar();
    const price = car.price + 1_111;
    const shown = `$${price.toLocaleString("en-AU")}`;
    expect(await searchPrice(b, car.stocknum, car.id)).toBe(car.price);
    // Served once before the change, so the other process's page cache holds the old page.
    const before = await get(b, `/cars/${car.slug}`);
    expect(before.status).toBe(200);
    expect(before.body).not.toContain(shown);

    const res = await request(a.port, `${SITE}.localhost:${a.port}`, `/__test/cars/${SITE}/${car.slug}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ price }),
    });
    expect(res.status).toBe(204);
    const committed = performance.now();
    expect(
      await within("price in /api/search", async () => (await searchPrice(b, car.stocknum, car.id)) === price, committed),
    ).toBeLessThan(LIMIT_MS);
    expect(
      await within("price on the vehicle page", async () => (await get(b, `/cars/${car.slug}`)).body.includes(shown), committed),
    ).toBeLessThan(LIMIT_MS);
  });

  it("drops a deleted car from the other process's search and sitemap within a second", async () => {
    const car = await someCar();
    const inSitemap = async () => (await get(b, "/sitemap.xml")).body.includes(`/cars/${car.slug}<`);
    expect(await inSitemap()).toBe(true);
    expect(await searchPrice(b, car.stocknum, car.id)).toBe(car.price);

    const res = await request(a.port, `${SITE}.localhost:${a.port}`, `/__test/cars/${SITE}/${car.slug}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    const committed = performance.now();
    await within("removal in /api/search", async () => (await searchPrice(b, car.stocknum, car.id)) === null, committed);
    await within("removal from the sitemap", async () => !(await inSitemap()), committed);
  });
});
