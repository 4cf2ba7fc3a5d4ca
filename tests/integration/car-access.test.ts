import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { findOfferedLeadCar } from "~/leads/lead-car.server";
import { leadFormSetup } from "~/leads/lead-form-setup.server";
import { createLeadServices } from "~/leads/lead-services.server";
import { SearchIndex } from "~/search/search-index";
import { findSiteCar } from "~/stock/find-site-car.server";
import { loadPrintPage } from "~/services/load-print-page.server";
import { loadVehiclePage } from "~/services/load-vehicle-page.server";
import { recordCarView } from "~/services/record-car-view.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
type Row = { id: number; slug: string; make: string; certified: boolean; show: boolean; carType: string; photos: number; createdAt: Date };
const DAY = 86_400_000;
/** Value Used Cars lists a car for at most 180 days (its maxAgeDays, decision 014). */
const fresh = (r: Row) => new Date(r.createdAt).getTime() >= now.getTime() - 180 * DAY;

/**
 * Security finding 10 and 11: a car the site does not offer (hidden by its dealer, or left out by
 * the site's own restrictions) must be unknown on every path that takes its slug or id, not only in
 * search. Value Used Cars offers certified used cars with photos listed in the last 180 days, never a
 * Holden or a Jeep.
 */
describe.each(testDatabases())("cars a site does not offer, on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let rows: Row[];
  const services = createLeadServices({ secret: "x".repeat(32), captchaCost: 10, counterMin: 5, counterMax: 10 });

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    site = sites.find((s) => s.slug === "value-used-cars") as TenantSite;
    await seedDemo(db, [site], { now, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    rows = await db.query<Row>(
      `SELECT c.id, c.slug, c.make, c.certified, c.show_on_dealer_website AS show, c.car_type AS "carType", c.created_at AS "createdAt",
         (SELECT count(*)::int FROM car_images i WHERE i.car_id = c.id) AS photos
       FROM cars c WHERE c.site_id = $1 ORDER BY c.id`,
      [site.id],
    );
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const pick = (label: string, test: (r: Row) => boolean) => {
    const row = rows.find(test);
    if (!row) throw new Error(`the demo network has no ${label} car on value-used-cars`);
    return row;
  };

  it("finds no hidden, uncertified, excluded-make, photo-less or too long listed car by slug or id, on any path", async () => {
    const offered = pick("offered", (r) => r.show && r.certified && r.photos > 0 && !["Holden", "Jeep"].includes(r.make) && fresh(r));
    const refused = [
      pick("hidden", (r) => !r.show),
      pick("uncertified", (r) => r.show && !r.certified),
      pick("excluded-make", (r) => r.show && ["Holden", "Jeep"].includes(r.make)),
      pick("listed over 180 days", (r) => r.show && r.certified && r.photos > 0 && !["Holden", "Jeep"].includes(r.make) && !fresh(r)),
    ];
    const deps = { db, search: new SearchIndex(), site, now, services };
    const paths = async (car: Row) => ({
      car: await findSiteCar(db, site, car.slug, now),
      page: await loadVehiclePage(deps, { slug: car.slug, revealPhone: false }),
      print: await loadPrintPage(deps, car.slug),
      view: await recordCarView({ db, site, now, secret: services.secret }, car.slug, { address: "192.0.2.1", userAgent: null }),
      leadCar: await findOfferedLeadCar(db, site, car.id, now),
      leadForm: (await leadFormSetup(deps, "vehicle", { carId: car.id })).car,
    });
    const seen = await paths(offered);
    expect(Object.entries(seen).filter(([, v]) => v === null)).toEqual([]);
    for (const car of refused)
      expect(await paths(car), car.slug).toEqual({ car: null, page: null, print: null, view: null, leadCar: null, leadForm: null });
  });

  it("treats a slug no car could have as unknown without asking the database", async () => {
    for (const slug of ["\u0000", "a\u0000b", "\ud800", "x".repeat(201), "../etc", "a b", ""])
      expect(await findSiteCar(db, site, slug, now)).toBeNull();
  });
});
