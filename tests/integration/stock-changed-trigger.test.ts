import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { SearchIndex } from "~/search/search-index";
import { STOCK_CHANGED_CHANNEL } from "~/search/search-queries.server";
import { buildIndex, keepIndexInStep } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const LIMIT_MS = 1_000;

/**
 * Issue 54: stock_changed comes from triggers on the stock tables (migration 0035), so a change typed as plain SQL, by
 * no code path of ours, reaches a listening index. On PostgreSQL the writer is another connection pool (what another
 * process or psql is to the server); PGlite has one connection, so there the writer is that same database.
 */
describe.each(testDatabases())("stock_changed from the database's triggers on $name", (target) => {
  let db: Database;
  let writer: Database;
  let sites: TenantSite[];
  let site: TenantSite;
  const heard: string[] = [];
  let stopHearing: () => Promise<void>;

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    sites = await syncSites(db, loadSiteConfigs("config/sites"));
    site = sites[0];
    await seedDemo(db, sites, { now, totalCars: 200, imagesDir: join(mkdtempSync(join(tmpdir(), "trigger-img-")), "src") });
    if (target.name === "postgres") {
      const [{ name }] = await db.query<{ name: string }>("SELECT current_database() AS name");
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      writer = await openDatabase({ databaseUrl: url.toString() });
    } else writer = db;
    stopHearing = await db.listen(STOCK_CHANGED_CHANNEL, (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await stopHearing?.();
    if (writer !== db) await writer?.close();
    await db?.close();
    await target.dispose();
  });

  /** What was heard from the moment `write` starts until a notification has arrived and 150 ms more have passed quietly. */
  async function heardFrom(write: () => Promise<unknown>, { expectNone = false } = {}): Promise<string[]> {
    heard.length = 0;
    await write();
    const deadline = Date.now() + (expectNone ? 300 : 2_000);
    while (!heard.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 150));
    return [...heard];
  }

  const carsOf = (siteId: number, limit: number) =>
    db.query<{ id: number; price: number; stocknum: string }>(
      "SELECT id, price, stocknum FROM cars WHERE site_id = $1 AND status = 'in_stock' ORDER BY id LIMIT $2",
      [siteId, limit],
    );

  it("brings a price typed as plain SQL on another connection into a listening index within a second", async () => {
    const index = new SearchIndex();
    await buildIndex(db, index, [site.id]);
    const stop = await keepIndexInStep(db, index, {
      onError: (e) => {
        throw e;
      },
    });
    try {
      const options = { rules: site, defaultSort: "latest" as const, now };
      const [car] = index.search(site.id, { query: "", refinements: {}, ranges: {}, sortBy: "latest", page: 1 }, options).hits;
      const state = { query: car.stocknum, refinements: {}, ranges: {}, sortBy: "latest" as const, page: 1 };
      const priceInIndex = () => index.search(site.id, state, options).hits.find((h) => h.id === car.id)?.price;
      expect(priceInIndex()).toBe(car.price);
      const started = performance.now();
      await writer.query(`UPDATE cars SET price = price + 777 WHERE id = ${car.id}`);
      while (priceInIndex() !== car.price + 777) {
        if (performance.now() - started > LIMIT_MS) throw new Error(`the index still shows ${priceInIndex()} after ${LIMIT_MS} ms`);
        await new Promise((r) => setTimeout(r, 5));
      }
      console.info(`plain SQL UPDATE to the listening index on ${target.name}: ${(performance.now() - started).toFixed(0)} ms`);
    } finally {
      await stop();
    }
  });

  it("sends one notification per site for a statement that changes many cars, naming them", async () => {
    const cars = await carsOf(site.id, 50);
    const ids = cars.map((c) => c.id);
    expect(await heardFrom(() => writer.query("UPDATE cars SET km = km + 1 WHERE id = ANY($1::int[])", [ids]))).toEqual([
      `${site.id}:${ids.join(",")}`,
    ]);
  });

  it("names only the site when the list of cars would not fit a notification", async () => {
    // Every car of the network in one statement: one notification per site, each naming the site when its list is long.
    const counts = await db.query<{ site_id: number; ids: string }>(
      "SELECT site_id, string_agg(id::text, ',' ORDER BY id) AS ids FROM cars GROUP BY site_id ORDER BY site_id",
    );
    const expected = counts.map((c) => {
      const listed = `${c.site_id}:${c.ids}`;
      return listed.length <= 7_500 ? listed : String(c.site_id);
    });
    const got = await heardFrom(() => writer.query("UPDATE cars SET custom_rank = custom_rank + 1"));
    expect(got.sort()).toEqual(expected.sort());
    // 3,000 cars inserted in one statement: their list would pass 7,500 characters, so the site alone is named.
    const [template] = await carsOf(site.id, 1);
    const inserted = await heardFrom(() =>
      writer.query(
        `INSERT INTO cars (site_id, dealership_id, location_id, slug, stocknum, year, make, model, car_type, status)
         SELECT site_id, dealership_id, location_id, 'bulk-' || g, 'BULK' || g, year, make, model, car_type, status
         FROM cars, generate_series(1, 3000) g WHERE id = $1`,
        [template.id],
      ),
    );
    expect(inserted).toEqual([String(site.id)]);
    expect(await heardFrom(() => writer.query("DELETE FROM cars WHERE stocknum LIKE 'BULK%'"))).toEqual([String(site.id)]);
  });

  it("sends nothing for a rolled-back change or for a view count", async () => {
    const [car] = await carsOf(site.id, 1);
    const rolledBack = await heardFrom(
      () =>
        writer
          .transaction(async (tx) => {
            await tx.query("UPDATE cars SET price = 1 WHERE id = $1", [car.id]);
            throw new Error("changed my mind");
          })
          .catch(() => {}),
      { expectNone: true },
    );
    expect(rolledBack).toEqual([]);
    expect(await heardFrom(() => writer.query("UPDATE cars SET views = views + 1 WHERE id = $1", [car.id]), { expectNone: true })).toEqual(
      [],
    );
    // The view count and a price in one statement: the price counts.
    expect(await heardFrom(() => writer.query("UPDATE cars SET views = views + 1, price = price + 1 WHERE id = $1", [car.id]))).toEqual([
      `${site.id}:${car.id}`,
    ]);
    // A statement that writes the same values changes nothing the index reads either.
    expect(await heardFrom(() => writer.query("UPDATE cars SET price = price WHERE id = $1", [car.id]), { expectNone: true })).toEqual([]);
  });

  it("names the car when its photos, features or finance change", async () => {
    const [car] = await carsOf(site.id, 1);
    const payload = `${site.id}:${car.id}`;
    expect(
      await heardFrom(() =>
        writer.query("INSERT INTO car_images (car_id, position, kind, src, alt) VALUES ($1, 900, 'exterior', 'feed/x', 'x')", [car.id]),
      ),
    ).toEqual([payload]);
    expect(await heardFrom(() => writer.query("UPDATE car_images SET alt = 'y' WHERE car_id = $1 AND position = 900", [car.id]))).toEqual([
      payload,
    ]);
    expect(await heardFrom(() => writer.query("DELETE FROM car_images WHERE car_id = $1 AND position = 900", [car.id]))).toEqual([payload]);
    expect(
      await heardFrom(() => writer.query("INSERT INTO car_features (car_id, position, name) VALUES ($1, 900, 'Tow bar')", [car.id])),
    ).toEqual([payload]);
    expect(await heardFrom(() => writer.query("DELETE FROM car_features WHERE car_id = $1 AND position = 900", [car.id]))).toEqual([
      payload,
    ]);
    expect(
      await heardFrom(() =>
        writer.query("INSERT INTO car_finance_lenders (car_id, finance_provider, payment_week) VALUES ($1, 'zz-test', 99)", [car.id]),
      ),
    ).toEqual([payload]);
    expect(
      await heardFrom(() => writer.query("DELETE FROM car_finance_lenders WHERE car_id = $1 AND finance_provider = 'zz-test'", [car.id])),
    ).toEqual([payload]);
  });

  it("names a location's cars when what their results show of it changes, and nothing when start-up writes it unchanged", async () => {
    const [location] = await db.query<{ id: number; name: string }>(
      "SELECT l.id, l.name FROM locations l WHERE l.site_id = $1 AND EXISTS (SELECT 1 FROM cars c WHERE c.location_id = l.id) ORDER BY l.id LIMIT 1",
      [site.id],
    );
    const ids = (await db.query<{ id: number }>("SELECT id FROM cars WHERE location_id = $1 ORDER BY id", [location.id])).map((r) => r.id);
    const listed = `${site.id}:${ids.join(",")}`;
    expect(await heardFrom(() => writer.query("UPDATE locations SET name = name || ' North' WHERE id = $1", [location.id]))).toEqual([
      listed.length <= 7_500 ? listed : String(site.id),
    ]);
    expect(await heardFrom(() => writer.query("UPDATE locations SET name = $2 WHERE id = $1", [location.id, location.name]))).toHaveLength(
      1,
    );
    // Start-up's sync writes every configured dealership and location again.
    expect(await heardFrom(() => syncSites(writer, loadSiteConfigs("config/sites")), { expectNone: true })).toEqual([]);
  });
});
