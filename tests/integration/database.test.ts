import type { CarStatus, CarType } from "~/domain/vehicle/car";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAR_COLUMNS } from "~/db/car-columns.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { findCarBySlug } from "~/db/queries/cars.server";
import { listLocations } from "~/db/queries/locations.server";
import { isVisibleOnSite } from "~/domain/stock-visibility";
import type { TenantSite } from "~/sites/tenant-site";
import { SearchIndex } from "~/search/search-index";
import { loadIndexedCars } from "~/search/search-queries.server";
import { buildIndex, keepIndexInStep } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");

describe.each(testDatabases())("database on $name", (target) => {
  let db: Database;
  let sites: TenantSite[];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 400, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  it.runIf(target.name === "pglite")("keeps the embedded database's page cache small (its memory is never given back)", async () => {
    const [setting] = await db.query<{ shared_buffers: string }>("SHOW shared_buffers");
    expect(setting.shared_buffers).toBe("32MB");
  });

  it("applies migrations once and records them", async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
    expect(rows.map((r) => r.name)).toContain("0001_core.sql");
  });

  it("names every column of cars but its id in the one list both car writers use", async () => {
    const rows = await db.query<{ name: string }>(
      "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'cars'",
    );
    const written = Object.values(CAR_COLUMNS);
    expect(new Set(written).size).toBe(written.length);
    expect([...written].sort()).toEqual(
      rows
        .map((r) => r.name)
        .filter((name) => name !== "id")
        .sort(),
    );
  });

  it("reads a car on offer at its offer price, its own price as the Was price, on its page and in the index (decision 041)", async () => {
    const [car] = await db.query<{ id: number; slug: string; siteId: number; price: number }>(
      `SELECT id, slug, site_id AS "siteId", price FROM cars WHERE offer_price IS NOT NULL AND offer_price < price AND status = 'in_stock' ORDER BY id LIMIT 1`,
    );
    expect(car, "the demo puts some cars on offer").toBeDefined();
    const [{ offer }] = await db.query<{ offer: number }>("SELECT offer_price AS offer FROM cars WHERE id = $1", [car.id]);
    expect(await findCarBySlug(db, car.siteId, car.slug, "youx")).toMatchObject({ price: offer, beforePrice: car.price });
    const [indexed] = await loadIndexedCars(db, [car.siteId], [car.id]);
    expect(indexed).toMatchObject({ price: offer, beforePrice: car.price });
    expect(indexed).not.toHaveProperty("offerPrice");
  });

  it("does not reseed a site that already has data", async () => {
    const before = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM cars");
    expect(await seedDemo(db, sites, { now, imagesDir: join(tmpdir(), "unused") })).toBe(0);
    expect(await db.query("SELECT count(*)::int AS n FROM cars")).toEqual(before);
  });

  it("lists exactly the cars the visibility rule allows, for every site", async () => {
    for (const site of sites) {
      const all = await db.query<{
        id: number;
        status: CarStatus;
        soldAt: Date | null;
        showOnDealerWebsite: boolean;
        carType: CarType;
        photosCount: number;
        make: string;
        stocknum: string;
        certified: boolean;
        createdAt: Date;
      }>(
        `SELECT c.id, c.status, c.sold_at AS "soldAt", c.show_on_dealer_website AS "showOnDealerWebsite", c.car_type AS "carType",
           (SELECT count(*)::int FROM car_images i WHERE i.car_id = c.id) AS "photosCount", c.make, c.stocknum, c.certified,
           c.created_at AS "createdAt"
         FROM cars c WHERE c.site_id = $1`,
        [site.id],
      );
      const expected = all
        .filter((c) => isVisibleOnSite({ ...c, soldAt: c.soldAt ? new Date(c.soldAt) : null }, site, now))
        .map((c) => c.id)
        .sort((a, b) => a - b);
      const index = new SearchIndex();
      await buildIndex(db, index, [site.id]);
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const r = index.search(
          site.id,
          { query: "", refinements: {}, ranges: {}, sortBy: "latest", page },
          { rules: site, defaultSort: "latest", now },
        );
        ids.push(...r.hits.map((h) => h.id));
        if (page >= r.pages) break;
      }
      expect(ids.sort((a, b) => a - b)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
    }
  });

  it("never returns one site's car, dealership or location through another site", async () => {
    const [coastal, metro] = sites;
    const [coastalCar] = await db.query<{ slug: string }>("SELECT slug FROM cars WHERE site_id = $1 LIMIT 1", [coastal.id]);
    expect(await findCarBySlug(db, coastal.id, coastalCar.slug, "youx")).not.toBeNull();
    expect(await findCarBySlug(db, metro.id, coastalCar.slug, "youx")).toBeNull();
    const metroLocations = await listLocations(db, metro.id);
    expect(metroLocations.length).toBeGreaterThan(20);
    expect(metroLocations.every((l) => l.name.startsWith("Metro") && l.dealershipName.startsWith("Metro"))).toBe(true);
    expect((await listLocations(db, coastal.id)).every((l) => l.name.startsWith("Coastal"))).toBe(true);
    const index = new SearchIndex();
    await buildIndex(
      db,
      index,
      sites.map((s) => s.id),
    );
    const everything = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    const hits = index.search(metro.id, { ...everything, query: "toyota" }, { rules: metro, defaultSort: "latest", now }).hits;
    const owners = await db.query<{ site_id: number }>("SELECT DISTINCT site_id FROM cars WHERE id = ANY($1::int[])", [
      hits.map((c) => c.id),
    ]);
    expect(owners).toEqual([{ site_id: metro.id }]);
  });

  it("reads a car with its images, features, location and specifications", async () => {
    const sunset = sites.find((s) => s.slug === "sunset-caravans") as TenantSite;
    const [row] = await db.query<{ slug: string }>("SELECT slug FROM cars WHERE site_id = $1 AND item_type = 'caravan' LIMIT 1", [
      sunset.id,
    ]);
    const car = await findCarBySlug(db, sunset.id, row.slug, "youx");
    expect(car?.specifications).toHaveProperty("tare_weight");
    expect(car?.location.timeZone).toBe("Australia/Melbourne");
    expect(Array.isArray(car?.features)).toBe(true);
    expect(car?.buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads a car with its entry for the site's finance provider, and none for a provider without one", async () => {
    const [entry] = await db.query<{ slug: string; site_id: number; provider: string; disclaimer: string }>(
      `SELECT c.slug, c.site_id, fl.finance_provider AS provider, fl.disclaimer
         FROM car_finance_lenders fl JOIN cars c ON c.id = fl.car_id WHERE fl.payment_week > 0 ORDER BY c.id LIMIT 1`,
    );
    const [row] = await db.query<{
      interest_rate: number;
      comparison_rate: number;
      payment_week: number;
      payment_month: number;
      balloon: number;
      deposit: number;
      term_years: number;
      establishment_fees: number;
      weekly_fees: number;
    }>(
      `SELECT fl.interest_rate, fl.comparison_rate, fl.payment_week, fl.payment_month, fl.balloon, fl.deposit, fl.term_years,
              fl.establishment_fees, fl.weekly_fees
         FROM car_finance_lenders fl JOIN cars c ON c.id = fl.car_id WHERE c.slug = $1 AND c.site_id = $2 AND fl.finance_provider = $3`,
      [entry.slug, entry.site_id, entry.provider],
    );
    const car = await findCarBySlug(db, entry.site_id, entry.slug, entry.provider);
    expect(car?.lender).toEqual({
      interestRate: Number(row.interest_rate),
      comparisonRate: Number(row.comparison_rate),
      paymentWeek: Number(row.payment_week),
      paymentMonth: Number(row.payment_month),
      // Issue 52: the entry's own terms, which its disclaimer is written from.
      balloon: Number(row.balloon),
      deposit: Number(row.deposit),
      termYears: Number(row.term_years),
      establishmentFees: Number(row.establishment_fees),
      weeklyFees: Number(row.weekly_fees),
      disclaimer: entry.disclaimer,
    });
    expect(car?.lender?.paymentWeek).toBeGreaterThan(0);
    expect((await findCarBySlug(db, entry.site_id, entry.slug, "no-such-lender"))?.lender).toBeNull();
  });

  it("keeps the search index in step with the database through LISTEN/NOTIFY", async () => {
    const site = sites[0];
    const index = new SearchIndex();
    await buildIndex(db, index, [site.id]);
    const rebuilt: number[] = [];
    const stop = await keepIndexInStep(db, index, {
      onError: (e) => {
        throw e;
      },
      onRebuilt: (id) => rebuilt.push(id),
    });
    try {
      const state = { query: "", refinements: {}, ranges: {}, sortBy: "price_desc" as const, page: 1 };
      const before = index.search(site.id, state, { rules: site, defaultSort: "latest", now });
      const target = before.hits[5];
      // No notification sent by hand: the stock tables' triggers send it on commit (migration 0035).
      await db.query("UPDATE cars SET price = 999999 WHERE id = $1", [target.id]);
      const deadline = Date.now() + 5000;
      while (!rebuilt.includes(site.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const after = index.search(site.id, state, { rules: site, defaultSort: "latest", now });
      expect(after.hits[0].id).toBe(target.id);
      expect(after.hits[0].price).toBe(999999);
    } finally {
      await stop();
    }
  });

  // Only a server connection can be killed from outside; PGlite runs in this process.
  it.runIf(target.name === "postgres")("keeps listening after the listening connection is killed", async () => {
    const site = sites[1];
    const index = new SearchIndex();
    const rebuilt: number[] = [];
    const stop = await keepIndexInStep(db, index, { onError: () => {}, onRebuilt: (id) => rebuilt.push(id) });
    try {
      const killed = await db.query<{ n: number }>(
        "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
      );
      expect(killed[0].n).toBeGreaterThan(0);
      const deadline = Date.now() + 8000;
      while (!rebuilt.includes(site.id) && Date.now() < deadline) {
        await db.query("UPDATE cars SET updated_at = now() WHERE id = (SELECT min(id) FROM cars WHERE site_id = $1)", [site.id]);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(rebuilt).toContain(site.id);
    } finally {
      await stop();
    }
  });

  it("rolls back a failed transaction completely", async () => {
    const site = sites[0];
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE cars SET views = -1 WHERE site_id = $1", [site.id]);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await db.query("SELECT 1 FROM cars WHERE views = -1 LIMIT 1")).toEqual([]);
  });
});
