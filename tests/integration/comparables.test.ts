import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { findComparables, findMarketListings } from "~/db/queries/market.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { createTestCar } from "../../server/test-fixture-queries.server";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const DAY = 86_400_000;

/**
 * The market gauge's comparables window (design review section 5): same make and model, a year either
 * side, kilometres within 40% (at least 30,000 km), in stock or sold in the last 90 days, not new, not
 * hidden, priced, from any site.
 */
describe.each(testDatabases())("comparables window on $name", (target) => {
  let db: Database;
  let coastal: TenantSite;
  let metro: TenantSite;
  const made = new Map<string, number>();

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"), { port: 3000 });
    coastal = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    await seedDemo(db, [coastal, metro], { now, totalCars: 60, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    const base = {
      make: "Windowmake",
      model: "Gauge",
      year: 2021,
      km: 50_000,
      price: 30_000,
      car_type: "used",
      status: "in_stock",
      sold_at: null,
    };
    const cars: [string, TenantSite, Record<string, unknown>][] = [
      ["reference", coastal, {}],
      ["same", coastal, {}],
      ["other site", metro, {}],
      ["year before", coastal, { year: 2020 }],
      ["year after", coastal, { year: 2022 }],
      ["two years before", coastal, { year: 2019 }],
      ["km at the edge (+30,000)", coastal, { km: 80_000 }],
      ["km past the edge", coastal, { km: 80_001 }],
      [
        "sold 89 days ago",
        coastal,
        {
          status: "sold",
          sold_at: new Date(now.getTime() - 89 * DAY).toISOString(),
          created_at: new Date(now.getTime() - 120 * DAY).toISOString(),
        },
      ],
      ["sold 91 days ago", coastal, { status: "sold", sold_at: new Date(now.getTime() - 91 * DAY).toISOString() }],
      ["new", coastal, { car_type: "new" }],
      ["demo", coastal, { car_type: "demo" }],
      ["hidden", coastal, { show_on_dealer_website: false }],
      ["unpriced", coastal, { price: 0 }],
      ["other model", coastal, { model: "Other" }],
    ];
    for (const [label, site, set] of cars) {
      const car = await createTestCar(db, site, coastal, {
        like: { status: "in_stock", minPhotos: 0 },
        without: [],
        set: { ...base, ...set },
      });
      made.set(label, car.id);
    }
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  it("takes the cars inside the window, across sites, and none outside it", async () => {
    const reference = { id: made.get("reference") as number, make: "Windowmake", model: "Gauge", year: 2021, km: 50_000 };
    const found = await findComparables(db, reference, now);
    // In: the same car on this and another site, a year either side, km at the edge, sold 89 days ago, a demo.
    expect(found).toHaveLength(7);
    expect(found.map((c) => c.year).sort()).toEqual([2020, 2021, 2021, 2021, 2021, 2021, 2022]);
    expect(found.some((c) => c.km === 80_001)).toBe(false);
    expect(found.filter((c) => c.sold)).toHaveLength(1);
  });

  it("widens the kilometre window to 40% for high-kilometre cars", async () => {
    const found = await findComparables(db, { id: 0, make: "Windowmake", model: "Gauge", year: 2021, km: 200_000 }, now);
    // 40% of 200,000 is 80,000: 120,000 km and up would count, and none of these cars has that many.
    expect(found).toEqual([]);
  });

  it("gives the car analysis the same market, at any kilometres and price, with how long the sold ones were listed", async () => {
    const reference = { id: made.get("reference") as number, make: "Windowmake", model: "Gauge", year: 2021 };
    const found = await findMarketListings(db, reference, now);
    // The comparables' seven, and the two the gauge leaves out: past its kilometre window, and unpriced.
    expect(found).toHaveLength(9);
    expect(found.map((c) => c.km).sort((a, b) => a - b)).toEqual([50_000, 50_000, 50_000, 50_000, 50_000, 50_000, 50_000, 80_000, 80_001]);
    const sold = found.filter((c) => c.sold);
    // Listed 120 days before 'now', sold 89 days before it.
    expect(sold.map((c) => c.listedDays)).toEqual([31]);
    expect(found.filter((c) => !c.sold).every((c) => c.listedDays === null)).toBe(true);
  });
});
