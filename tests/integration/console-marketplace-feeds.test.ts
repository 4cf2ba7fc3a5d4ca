import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStaffEmail, ensureDemoStaff } from "~/console/demo-staff.server";
import type { TenantSite } from "~/sites/tenant-site";
import { consoleCookie, hostOf } from "../support/console";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const TOKEN = "value-feed-token-0123456789";

/**
 * Issue 56: the console's page of the marketplace feeds: each feed's address (the token only for those who set
 * marketplaces up), how many cars each sends, and the cars left out with what to fix, linked to the car editor.
 */
describe("the console's marketplace feeds page", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const site = (slug: string) => platform.sites.find((s) => s.slug === slug) as TenantSite;
  const page = async (s: TenantSite, mailbox: string) => {
    const cookie = await consoleCookie(platform.db, app.port, s, demoStaffEmail(s, mailbox), NOW);
    return request(app.port, hostOf(s), "/dealer/marketplace-feeds", { headers: { cookie } });
  };
  let badVinCar: { id: number; stocknum: string };

  beforeAll(async () => {
    platform = await seededPlatform({
      now: NOW,
      totalCars: 80,
      configure: (configs) => configs.map((c) => (c.slug === "value-used-cars" ? { ...c, marketplaceFeeds: { token: TOKEN } } : c)),
    });
    await ensureDemoStaff(platform.db, platform.sites, NOW);
    app = await listenApp(platform, { now: NOW });
    // One of Coastal's offered cars with a mistyped VIN: its check digit (position 9) changed.
    [badVinCar] = await platform.db.query<{ id: number; stocknum: string }>(
      `UPDATE cars SET vin = overlay(vin placing (CASE WHEN substr(vin, 9, 1) = '1' THEN '2' ELSE '1' END) from 9 for 1)
        WHERE id = (SELECT id FROM cars WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND item_type = 'car'
                     AND length(vin) = 17 ORDER BY id LIMIT 1)
        RETURNING id, stocknum`,
      [site("coastal-toyota").id],
    );
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("shows a manager each feed's addresses, its count and a mistyped VIN to fix, linked to the editor", async () => {
    const coastal = site("coastal-toyota");
    const res = await page(coastal, "manager");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`${coastal.origin}/feeds/google-vehicle-ads.xml`);
    expect(res.body).toContain(`${coastal.origin}/feeds/meta-vehicles.xml`);
    expect(res.body).toMatch(/\d+ cars sent/);
    expect(res.body).toContain(`href="/dealer/stock/${badVinCar.id}"`);
    expect(res.body).toContain("VIN fails its check digit");
  });

  it("puts the token in the addresses for a manager and keeps it from a salesperson", async () => {
    const value = site("value-used-cars");
    const manager = await page(value, "manager");
    expect(manager.body).toContain(`/feeds/google-vehicle-ads.xml?token=${TOKEN}`);
    const sales = await page(value, "sales");
    expect(sales.status).toBe(200);
    expect(sales.body).not.toContain(TOKEN);
    expect(sales.body).toContain("These feeds need the site&#x27;s token");
    // A salesperson may not edit stock: the car is named, not linked to the editor.
    expect(sales.body).not.toContain('href="/dealer/stock/');
  });

  it("never lists another site's car", async () => {
    const res = await page(site("metro-motor-group"), "manager");
    expect(res.status).toBe(200);
    expect(res.body).not.toContain(`href="/dealer/stock/${badVinCar.id}"`);
    expect(res.body).not.toContain(site("coastal-toyota").origin);
  });
});
