import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { rollUpAnalytics } from "~/services/roll-up-analytics.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { storeEvent } from "../support/analytics-events";
import { testDatabases } from "../support/test-databases";

// 3 December 2026, 10:30 pm in Perth, 1:30 am on the 4th in Sydney (daylight saving).
const now = new Date("2026-12-03T14:30:00Z");
const retentionDays = 90;

type Car = { id: number; dealership_id: number; location_id: number };

/** The rollup (decision 054) on PGlite and PostgreSQL: dealerships' days, idempotent, catches up, one site's alone. */
describe.each(testDatabases())("the analytics rollup on $name", (target) => {
  let db: Database;
  let coastal: TenantSite;
  let metro: TenantSite;
  let perthCar: Car;
  let sydneyCar: Car;
  let metroCar: Car;
  let sites: TenantSite[];

  const event = (site: TenantSite, name: string, at: string, carId: number | null, visitor: string | null = null) =>
    storeEvent(db, site.id, { name, at, carId, visitor });
  const daily = (site: TenantSite) =>
    db.query<{ day: string; dealership_id: number | null; name: string; events: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, dealership_id, name, events FROM analytics_daily
       WHERE site_id = $1 ORDER BY day, dealership_id NULLS FIRST, name`,
      [site.id],
    );
  const carDaily = (site: TenantSite) =>
    db.query<{ day: string; car_id: number; name: string; events: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, car_id, name, events FROM analytics_car_daily
       WHERE site_id = $1 ORDER BY day, car_id, name`,
      [site.id],
    );
  const visitors = (site: TenantSite) =>
    db.query<{ day: string; dealership_id: number | null; visitors: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, dealership_id, visitors FROM analytics_daily_visitors
       WHERE site_id = $1 ORDER BY day, dealership_id NULLS FIRST`,
      [site.id],
    );
  const state = async (site: TenantSite) =>
    (
      await db.query<{ day: string }>(
        "SELECT to_char(rolled_through, 'YYYY-MM-DD') AS day FROM analytics_rollup_state WHERE site_id = $1",
        [site.id],
      )
    )[0]?.day ?? null;
  const everything = async () => ({
    windows: await db.query("SELECT * FROM analytics_car_windows ORDER BY site_id, days, car_id"),
    daily: await db.query("SELECT * FROM analytics_daily ORDER BY site_id, day, dealership_id NULLS FIRST, name"),
    visitors: await db.query("SELECT * FROM analytics_daily_visitors ORDER BY site_id, day, dealership_id NULLS FIRST"),
    cars: await db.query("SELECT * FROM analytics_car_daily ORDER BY site_id, day, car_id, name"),
  });

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    sites = await syncSites(
      db,
      loadSiteConfigs("config/sites").filter((c) => c.slug === "coastal-toyota" || c.slug === "metro-motor-group"),
    );
    await seedDemo(db, sites, { now, totalCars: 30, imagesDir: mkdtempSync(join(tmpdir(), "rollup-images-")) });
    coastal = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    // Only the events this test writes, and known zones: one of Coastal's locations in Perth, the rest in Sydney
    // (the site's own zone, for events about no car, is Brisbane).
    await db.query("DELETE FROM analytics_events");
    const cars = await db.query<Car>("SELECT id, dealership_id, location_id FROM cars WHERE site_id = $1 ORDER BY location_id, id", [
      coastal.id,
    ]);
    perthCar = cars[0] as Car;
    // One dealership at two locations in two zones.
    sydneyCar = cars.find((c) => c.dealership_id === perthCar.dealership_id && c.location_id !== perthCar.location_id) as Car;
    expect(sydneyCar).toBeDefined();
    await db.query("UPDATE locations SET time_zone = 'Australia/Sydney' WHERE site_id = $1", [coastal.id]);
    await db.query("UPDATE locations SET time_zone = 'Australia/Perth' WHERE id = $1", [perthCar.location_id]);
    [metroCar] = await db.query<Car>("SELECT id, dealership_id, location_id FROM cars WHERE site_id = $1 ORDER BY id LIMIT 1", [metro.id]);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  it("counts each event on its dealership's day, cars, dealerships and visitors", async () => {
    // 2 December 14:00 UTC: 10 pm on the 2nd in Perth, 1 am on the 3rd in Sydney.
    await event(coastal, "used_vehicle_view", "2026-12-02T14:00:00Z", perthCar.id, "v1");
    await event(coastal, "used_vehicle_view", "2026-12-02T14:00:00Z", sydneyCar.id, "v1");
    await event(coastal, "used_vehicle_view", "2026-12-02T15:00:00Z", sydneyCar.id, "v2");
    await event(coastal, "phone_click", "2026-12-02T15:05:00Z", sydneyCar.id, "v2");
    // About no car: the site's own zone's day (Brisbane, no daylight saving: 10 pm and 11:30 pm on the 2nd); another site's car id counts as about no car.
    await event(coastal, "search_page_view", "2026-12-02T12:00:00Z", null, "v3");
    await event(coastal, "search_page_view", "2026-12-02T13:30:00Z", metroCar.id, null);
    await event(metro, "used_vehicle_view", "2026-12-02T01:00:00Z", metroCar.id, "m1");

    const report = await rollUpAnalytics(db, { now, retentionDays, sites });
    expect(report.events).toBe(7);

    expect(await daily(coastal)).toEqual([
      { day: "2026-12-02", dealership_id: null, name: "search_page_view", events: 2 },
      { day: "2026-12-02", dealership_id: perthCar.dealership_id, name: "used_vehicle_view", events: 1 },
      { day: "2026-12-03", dealership_id: sydneyCar.dealership_id, name: "phone_click", events: 1 },
      { day: "2026-12-03", dealership_id: sydneyCar.dealership_id, name: "used_vehicle_view", events: 2 },
    ]);
    expect(await carDaily(coastal)).toEqual([
      { day: "2026-12-02", car_id: perthCar.id, name: "used_vehicle_view", events: 1 },
      { day: "2026-12-03", car_id: sydneyCar.id, name: "phone_click", events: 1 },
      { day: "2026-12-03", car_id: sydneyCar.id, name: "used_vehicle_view", events: 2 },
    ]);
    // v1 on two days (Perth's 2nd, Sydney's 3rd); v2 twice on one day, counted once; the event without a visitor not at all.
    expect(await visitors(coastal)).toEqual([
      { day: "2026-12-02", dealership_id: null, visitors: 2 },
      { day: "2026-12-02", dealership_id: perthCar.dealership_id, visitors: 1 },
      { day: "2026-12-03", dealership_id: null, visitors: 2 },
      { day: "2026-12-03", dealership_id: sydneyCar.dealership_id, visitors: 2 },
    ]);
    expect(await daily(metro)).toEqual([
      { day: "2026-12-02", dealership_id: metroCar.dealership_id, name: "used_vehicle_view", events: 1 },
    ]);
    // The 3rd has not ended in Perth yet.
    expect(await state(coastal)).toBe("2026-12-02");
    // The cars report's windows end on that day too: the Perth car's view is in them, the Sydney car's (the 3rd) not yet.
    expect(
      await db.query("SELECT days, car_id, views FROM analytics_car_windows WHERE site_id = $1 ORDER BY days, car_id", [coastal.id]),
    ).toEqual([6, 29, 89, 364].map((days) => ({ days, car_id: perthCar.id, views: 1 })));
  });

  it("changes nothing when run again", async () => {
    const before = await everything();
    await rollUpAnalytics(db, { now, retentionDays, sites });
    expect(await everything()).toEqual(before);
  });

  it("catches up after days without a run, and keeps totals whose raw events are purged", async () => {
    const later = new Date("2026-12-08T03:00:00Z");
    await event(coastal, "finance_calculator", "2026-12-05T02:00:00Z", sydneyCar.id, "v4");
    await event(coastal, "finance_calculator", "2026-12-07T02:00:00Z", sydneyCar.id, "v4");
    await event(coastal, "lead", "2026-12-08T01:00:00Z", sydneyCar.id, "v4");
    await rollUpAnalytics(db, { now: later, retentionDays, sites });
    const rows = await daily(coastal);
    expect(rows.filter((r) => r.name === "finance_calculator").map((r) => r.day)).toEqual(["2026-12-05", "2026-12-07"]);
    expect(rows.filter((r) => r.name === "lead").map((r) => r.day)).toEqual(["2026-12-08"]);
    expect(await state(coastal)).toBe("2026-12-07");
    expect(await state(metro)).toBe("2026-12-07");

    // Months later, with the raw events purged: the totals stay, and the next run does not redo those days (the car
    // windows move on with the days: they are read from the totals).
    const { windows: _, ...before } = await everything();
    await db.query("DELETE FROM analytics_events");
    await rollUpAnalytics(db, { now: new Date("2027-04-01T03:00:00Z"), retentionDays, sites });
    const { windows, ...after } = await everything();
    expect(after).toEqual(before);
    // A year through 31 March 2027 still holds December's views (only the views: calculator use and leads are not).
    const year = windows.filter((w) => w.days === 364 && w.site_id === coastal.id);
    expect(Object.fromEntries(year.map((w) => [w.car_id, w.views]))).toEqual({ [perthCar.id]: 1, [sydneyCar.id]: 2 });
    expect(await state(coastal)).toBe("2027-03-31");
  });
});
