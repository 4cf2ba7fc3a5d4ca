import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateIndex } from "~/search/stock-sync.server";
import { rollUpAnalytics } from "~/services/roll-up-analytics.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf, storeLead } from "../support/console";
import { listAudit } from "~/db/queries/audit.server";
import { loadStoredConfigs } from "~/db/site-config-store.server";
import { storeEvent } from "../support/analytics-events";
import { request } from "../support/http-request";

// Noon in Brisbane (Coastal's zone, no daylight saving): an hour or five ago is today, 30 hours ago yesterday.
const now = new Date("2026-12-03T02:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

/** The dashboard (issue 56) over the rollup: the period against the one before, a dealership, roles, CSV, other sites. */
describe("the console's insights", () => {
  let served: ConsoleApp;
  let coastal: TenantSite;
  let metro: TenantSite;
  let manager = "";
  let sales = "";
  let metroOwner = "";
  let coastalCar: { id: number; slug: string; dealership: string; dealershipName: string };
  let lookedAt: { id: number; stocknum: string };
  let standing: { id: number; stocknum: string };
  const csv = async (site: TenantSite, cookie: string, query: string) => {
    const res = await request(served.app.port, hostOf(site), `/dealer/insights.csv?${query}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return res.body.trim().split("\r\n");
  };

  beforeAll(async () => {
    served = await consoleApp({ now, totalCars: 40 });
    const { db } = served.platform;
    coastal = served.site("coastal-toyota");
    metro = served.site("metro-motor-group");
    // Only this test's events and leads.
    await db.query("DELETE FROM analytics_events");
    await db.query("UPDATE leads SET deleted_at = now()");
    [coastalCar] = await db.query(
      `SELECT c.id, c.slug, d.slug AS dealership, d.name AS "dealershipName" FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE c.site_id = $1 ORDER BY c.id LIMIT 1`,
      [coastal.id],
    );
    const [metroCar] = await db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 ORDER BY id LIMIT 1", [metro.id]);
    const event = (site: TenantSite, name: string, at: string, carId: number | null, visitor: string) =>
      storeEvent(db, site.id, { name, at, carId, visitor });
    // This week: 3 views of one car by 2 visitors, a new car's view, a phone reveal, 2 search views (and, below, 3
    // views of another car); 10 days ago (the week before): 2 views. Metro: 5 views, which Coastal must never see.
    for (const [name, hours, visitor] of [
      ["used_vehicle_view", 1, "a"],
      ["used_vehicle_view", 2, "a"],
      ["vehicle_view", 3, "b"],
      ["used_vehicle_view", 30, "b"],
      ["phone_click", 30, "b"],
    ] as const)
      await event(coastal, name, hoursAgo(hours), coastalCar.id, visitor);
    await event(coastal, "search_page_view", hoursAgo(1), null, "a");
    await event(coastal, "search_page_view", hoursAgo(5), null, "c");
    await event(coastal, "used_vehicle_view", hoursAgo(240), coastalCar.id, "d");
    await event(coastal, "used_vehicle_view", hoursAgo(241), coastalCar.id, "d");
    // Visits: 2 from a Google campaign, 1 sent by Facebook, 1 direct.
    const visits: Record<string, string>[] = [
      { utm_source: "google" },
      { utm_source: "google", referrer: "www.google.com" },
      { referrer: "l.facebook.com" },
      {},
    ];
    for (const data of visits) await storeEvent(db, coastal.id, { name: "visit", at: hoursAgo(3), data });
    for (let i = 0; i < 5; i++) await event(metro, "used_vehicle_view", hoursAgo(2 + i), metroCar?.id ?? null, `m${i}`);
    // Leads: 2 this week (a car enquiry for the car's dealership, a test drive for none), 1 the week before.
    const dealership = { slug: coastalCar.dealership, name: coastalCar.dealershipName };
    const fromFacebook = await storeLead(db, coastal, { createdAt: hoursAgo(2), dealership });
    await db.query("UPDATE leads SET utm_source = 'facebook', source_referrer = 'l.facebook.com', car_id = $2 WHERE id = $1", [
      fromFacebook.id,
      coastalCar.id,
    ]);
    // The cars report: a car viewed 3 times with no lead, its price cut 2 days ago; a car for sale 70 days.
    [lookedAt, standing] = await db.query(
      "SELECT id, stocknum FROM cars WHERE site_id = $1 AND id <> $2 AND status = 'in_stock' ORDER BY id LIMIT 2",
      [coastal.id, coastalCar.id],
    );
    for (const hours of [5, 6, 7]) await event(coastal, "used_vehicle_view", hoursAgo(hours), lookedAt.id, `x${hours}`);
    await db.query("UPDATE cars SET price = 30000 WHERE id = $1", [lookedAt.id]);
    await db.query("UPDATE cars SET price = 28500 WHERE id = $1", [lookedAt.id]);
    await db.query("UPDATE car_history SET at = $2 WHERE car_id = $1 AND price_after = 28500", [lookedAt.id, hoursAgo(48)]);
    await db.query("DELETE FROM car_history WHERE car_id = $1 AND price_after = 30000", [lookedAt.id]);
    await db.query("UPDATE cars SET created_at = $2 WHERE id = $1", [standing.id, hoursAgo(70 * 24)]);
    // The days in stock are read from the search index: tell it, as the server's listener would.
    await updateIndex(db, served.platform.search, coastal.id, [lookedAt.id, standing.id]);
    await storeLead(db, coastal, { createdAt: hoursAgo(4), form: "test-drive" });
    await storeLead(db, coastal, { createdAt: hoursAgo(250), dealership });
    await db.query("UPDATE leads SET created_at = (payload->>'createdAt')::timestamptz WHERE site_id = $1 AND deleted_at IS NULL", [
      coastal.id,
    ]);
    await rollUpAnalytics(db, { now, retentionDays: 90, sites: served.platform.sites });
    manager = await served.signIn(coastal, "manager@coastal-toyota.example");
    sales = await served.signIn(coastal, "sales@coastal-toyota.example");
    metroOwner = await served.signIn(metro, "owner@metro-motor-group.example");
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("gives a manager the week's figures against the week before", async () => {
    expect(await csv(coastal, manager, "days=7&chart=summary")).toEqual([
      "metric,this_period,period_before,change_percent",
      "Visitors,7,1,600",
      "Search views,2,0,",
      "Vehicle views,7,2,250",
      "Phone reveals,1,0,",
      "Calculator use,0,0,",
      "Watchlist adds,0,0,",
      "Leads,2,1,100",
      "Reservations,0,0,",
      "Deposits,0,0,",
    ]);
    expect(await csv(coastal, manager, "days=7&chart=forms")).toEqual(["form,leads", "Car enquiry,1", "Test drive,1"]);
    expect(await csv(coastal, manager, "days=7&chart=lead-sources")).toEqual(["source,leads", "Direct,1", "Facebook,1"]);
    expect(await csv(coastal, manager, "days=7&chart=visit-sources")).toEqual(["source,visits", "Google,2", "Direct,1", "Facebook,1"]);
    const dealerships = await csv(coastal, manager, "days=7&chart=dealerships");
    expect(dealerships).toContain(`${coastalCar.dealershipName},7,1,14.3`);
  });

  it("draws the charts as SVG on the server, each with its numbers as a table", async () => {
    const res = await request(served.app.port, hostOf(coastal), "/dealer/insights?days=30", { headers: { cookie: manager } });
    expect(res.status).toBe(200);
    const html = res.body.replace(/<!-- -->/g, "");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="9 vehicle views in the period\."/);
    expect(html).toMatch(/<svg[^>]*aria-label="3 leads in the period\."/);
    expect(html.match(/<rect/g)?.length ?? 0).toBeGreaterThan(30);
    expect(html).toContain("Show the numbers");
    expect(html).toContain('href="/dealer/insights.csv?days=30&amp;chart=views"');
    // 30 days hold the week before too: 9 views, 3 leads.
    expect((await csv(coastal, manager, "days=30&chart=summary"))[3]).toBe("Vehicle views,9,0,");
  });

  it("narrows to one dealership and leaves out what belongs to the whole site", async () => {
    const rows = await csv(coastal, manager, `days=7&dealership=${coastalCar.dealership}&chart=summary`);
    // Counted once a day: "b" looked at the dealership's cars yesterday and today; "c" only searched.
    expect(rows[1]).toBe("Visitors,6,1,500");
    expect(rows[2]).toBe("Search views,,,");
    expect(rows[7]).toBe("Leads,1,1,0");
    // Visits belong to the whole site: one dealership's report has no visits by source.
    expect(await csv(coastal, manager, `days=7&dealership=${coastalCar.dealership}&chart=visit-sources`)).toEqual(["source,visits"]);
  });

  it("shows a salesperson nothing, and another site's owner only their own site", async () => {
    const denied = await request(served.app.port, hostOf(coastal), "/dealer/insights", { headers: { cookie: sales } });
    expect(denied.status).toBe(403);
    const deniedCsv = await request(served.app.port, hostOf(coastal), "/dealer/insights.csv?chart=summary", { headers: { cookie: sales } });
    expect(deniedCsv.status).toBe(403);
    expect((await csv(metro, metroOwner, "days=7&chart=summary"))[3]).toBe("Vehicle views,5,0,");
    const crossed = await request(served.app.port, hostOf(coastal), "/dealer/insights.csv?chart=summary", {
      headers: { cookie: metroOwner },
    });
    expect(crossed.status).not.toBe(200);
  });

  it("lists the most viewed cars, those with leads, and those viewed with none", async () => {
    const viewed = await request(served.app.port, hostOf(coastal), "/dealer/insights/cars.csv?days=7&report=viewed", {
      headers: { cookie: manager },
    });
    expect(viewed.status).toBe(200);
    const rows = viewed.body.trim().split("\r\n");
    expect(rows[0]).toBe("stock_number,car,type,price,days_in_stock,vehicle_views");
    expect(rows.slice(1).map((r) => r.split(",").at(-1))).toEqual(["4", "3"]);
    const noLeads = await request(served.app.port, hostOf(coastal), "/dealer/insights/cars.csv?days=7&report=no-leads", {
      headers: { cookie: manager },
    });
    expect(noLeads.body.trim().split("\r\n").slice(1)).toEqual([expect.stringMatching(new RegExp(`^${lookedAt.stocknum},.*,3$`))]);
    const leads = await request(served.app.port, hostOf(coastal), "/dealer/insights/cars.csv?days=7&report=leads", {
      headers: { cookie: manager },
    });
    expect(leads.body.trim().split("\r\n")).toHaveLength(2);
  });

  it("shows what followed a price change, and the cars for sale past the dealer's line", async () => {
    const get = (query: string) =>
      request(served.app.port, hostOf(coastal), `/dealer/insights/cars.csv?${query}`, { headers: { cookie: manager } }).then((r) =>
        r.body.trim().split("\r\n"),
      );
    const prices = await get("days=7&report=prices");
    expect(prices[0]).toBe(
      "stock_number,car,type,price,days_in_stock,changed_on,price_before,price_after,views_a_day_before,views_a_day_after,leads_after,sold",
    );
    // 2 days since the cut: 3 views over them; none in the week before.
    expect(prices[1]).toMatch(new RegExp(`^${lookedAt.stocknum},.*,01/12/2026,"\\$30,000","\\$28,500",0,1.5,0,no$`));
    const past = await get("over=65&report=past");
    expect(past.some((r) => r.startsWith(`${standing.stocknum},`))).toBe(true);
    expect(past.some((r) => r.startsWith(`${lookedAt.stocknum},`))).toBe(false);
    const page = await request(served.app.port, hostOf(coastal), "/dealer/insights/cars?over=65", { headers: { cookie: manager } });
    expect(page.status).toBe(200);
    expect(page.body.replace(/<!-- -->/g, "")).toContain("been for sale more than 65 days");
    const denied = await request(served.app.port, hostOf(coastal), "/dealer/insights/cars", { headers: { cookie: sales } });
    expect(denied.status).toBe(403);
  });

  it("lets the owner make the days shown the site's line, checked, stored as a new version of the settings and audited", async () => {
    const owner = await served.signIn(coastal, "owner@coastal-toyota.example");
    const open = (cookie: string) =>
      request(served.app.port, hostOf(coastal), "/dealer/insights/cars?over=45", { headers: { cookie } }).then((r) => ({
        ...r,
        body: r.body.replace(/<!-- -->/g, "").replaceAll("&#x27;", "'"),
      }));
    const page = await open(owner);
    expect(page.body).toContain("This site's line: <strong>60 days</strong> in stock.");
    expect(page.body).toContain("Make 45 days the site's line</button>");
    // A manager reads the report, but the line is a site setting: no button, and a post of theirs is refused.
    expect((await open(manager)).body).not.toContain("Make 45 days the site's line");
    const post = (cookie: string, over: string, token: string) =>
      consolePost(served.app.port, coastal, "/dealer/insights/cars?over=45", cookie, { _csrf: token, over });
    expect((await post(manager, "45", csrfOf(await open(manager)))).status).toBe(403);

    const bad = await post(owner, "4.5", csrfOf(page));
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Enter the days in stock as a whole number.");
    expect((await loadStoredConfigs(served.platform.db)).find((c) => c.slug === "coastal-toyota")?.analytics.staleDays).toBe(60);
    const saved = await post(owner, "45", csrfOf(page));
    expect(saved.status).toBe(200);
    expect(saved.body.replace(/<!-- -->/g, "")).toContain("Saved: the cars report now flags cars for sale 45 days or more.");
    const stored = await loadStoredConfigs(served.platform.db);
    expect(stored.find((c) => c.slug === "coastal-toyota")?.analytics.staleDays).toBe(45);
    expect(stored.find((c) => c.slug === "metro-motor-group")?.analytics.staleDays).toBe(60);
    const entries = await listAudit(served.platform.db, coastal.id, { limit: 50 });
    expect(entries.filter((e) => e.resource === "settings")).toEqual([
      expect.objectContaining({
        actor: "owner@coastal-toyota.example",
        before: { "analytics.staleDays": null },
        after: { "analytics.staleDays": 45 },
      }),
    ]);
  });

  it("reads a period or chart it does not offer as the defaults, never an error", async () => {
    const res = await request(served.app.port, hostOf(coastal), "/dealer/insights?days=%3Cscript%3E&dealership=..%2F", {
      headers: { cookie: manager },
    });
    expect(res.status).toBe(200);
    expect(res.body.replace(/<!-- -->/g, "")).toContain("compared with the 30 days before");
    expect((await csv(coastal, manager, "chart=nonsense"))[0]).toBe("metric,this_period,period_before,change_percent");
  });
});
