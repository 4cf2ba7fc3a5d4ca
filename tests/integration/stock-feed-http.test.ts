import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepIndexInStep } from "~/search/stock-sync.server";
import type { TenantSite } from "~/sites/tenant-site";
import { rotateFeedKey } from "~/stock-feed/feed-keys.server";
import { withImportLock } from "~/stock-feed/import-lock.server";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const HEADER = "stock_number,car_type,year,make,model,badge,km,price,features,spec.Engine";

/** POST /api/stock/feed over HTTP through the built app: the report, the car in the site's search, and keys that must not work. */
describe("stock feed over HTTP", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let stopSync: () => Promise<void>;
  let coastal: TenantSite;
  let metro: TenantSite;
  let dealership: { id: number; slug: string };
  let coastalKey: string;
  let metroKey: string;

  const host = (site: TenantSite) => `${site.slug}.localhost:${app.port}`;
  const post = (site: TenantSite, key: string, body: string, type = "text/csv", query = "") =>
    request(app.port, host(site), `/api/stock/feed${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": type },
      body,
    });
  const search = async (site: TenantSite, query: string) => {
    const res = await request(app.port, host(site), `/api/search?query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    return (JSON.parse(res.body) as { hits: { stocknum: string; price: number; make: string; model: string }[] }).hits;
  };
  /** Every car of the platform with what a feed could change: compared whole before and after a refused feed. */
  const allCars = () =>
    platform.db.query("SELECT id, site_id, stocknum, price, before_price, status, km, updated_at FROM cars ORDER BY id");

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW });
    stopSync = await keepIndexInStep(platform.db, platform.search, {
      onError: (error) => {
        throw error;
      },
    });
    app = await listenApp(platform, { now: NOW });
    const bySlug = (slug: string) => platform.sites.find((s) => s.slug === slug) as TenantSite;
    coastal = bySlug("coastal-toyota");
    metro = bySlug("metro-motor-group");
    const firstDealership = (site: TenantSite) =>
      platform.db
        .query<{ id: number; slug: string }>("SELECT id, slug FROM dealerships WHERE site_id = $1 ORDER BY id LIMIT 1", [site.id])
        .then((rows) => rows[0]);
    dealership = await firstDealership(coastal);
    coastalKey = await rotateFeedKey(platform.db, coastal, dealership.slug);
    metroKey = await rotateFeedKey(platform.db, metro, (await firstDealership(metro)).slug);
  }, 60_000);
  afterAll(async () => {
    await stopSync?.();
    await app?.close();
    await platform?.db.close();
  });

  it("imports a CSV feed, answers the report, and the site's search shows the car within a second", async () => {
    const res = await post(
      coastal,
      coastalKey,
      `${HEADER}\nHTTPFEED1,used,2022,Toyota,Supra,GR,12000,84990,Sunroof|Tow Bar,3.0L turbo petrol\n`,
      "text/csv",
      "?mode=partial",
    );
    const answered = Date.now();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      mode: "partial",
      applied: true,
      dryRun: false,
      held: null,
      rowsRead: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      sold: 0,
      rejected: 0,
      rejectedRows: [],
      photoFailures: [],
      notShown: [],
      // The feed run that recorded it (decision 048): the console's /dealer/feeds/runs/{runId}.
      runId: expect.any(Number),
    });
    const [run] = await platform.db.query<{ source: string; status: string; mode: string }>(
      "SELECT source, status, mode FROM feed_runs WHERE site_id = $1 AND id = $2",
      [coastal.id, JSON.parse(res.body).runId],
    );
    expect(run).toEqual({ source: "api", status: "applied", mode: "partial" });
    let hits = await search(coastal, "HTTPFEED1");
    while (!hits.some((h) => h.stocknum === "HTTPFEED1") && Date.now() - answered < 1000) hits = await search(coastal, "HTTPFEED1");
    expect(hits).toEqual([expect.objectContaining({ stocknum: "HTTPFEED1", price: 84990, make: "Toyota", model: "Supra" })]);
    expect(await search(metro, "HTTPFEED1")).toEqual([]);
  });

  it("takes the same import as JSON: a price change updates the car and reports the rejected row", async () => {
    const body = JSON.stringify({
      mode: "partial",
      cars: [
        {
          stock_number: "HTTPFEED1",
          car_type: "used",
          year: 2022,
          make: "Toyota",
          model: "Supra",
          badge: "GR",
          km: 12000,
          price: 82990,
          features: ["Sunroof", "Tow Bar"],
          specifications: { Engine: "3.0L turbo petrol" },
        },
        { stock_number: "HTTPFEED2", car_type: "used", year: 2022, make: "Toyota", model: "Supra", price: "a lot" },
      ],
    });
    const res = await post(coastal, coastalKey, body, "application/json");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      mode: "partial",
      updated: 1,
      rejected: 1,
      rejectedRows: [{ stockNumber: "HTTPFEED2", field: "price", reason: "must be a number" }],
    });
    await expect.poll(async () => (await search(coastal, "HTTPFEED1"))[0]?.price, { timeout: 1000, interval: 20 }).toBe(82990);
  });

  it("answers 401 to another site's key and changes nothing on either site", async () => {
    const before = await allCars();
    const feed = `${HEADER}\nHTTPFEED1,used,2022,Toyota,Supra,GR,12000,1000,,\nHTTPFEED9,used,2022,Toyota,Supra,GR,12000,1000,,\n`;
    for (const mode of ["?mode=partial", "?mode=full"]) {
      const res = await post(coastal, metroKey, feed, "text/csv", mode);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ error: expect.any(String), code: "unauthorized" });
    }
    // The key is good on its own site: only the host it is sent to decides which stock it may touch.
    expect(await allCars()).toEqual(before);
  });

  it("answers 409 with Retry-After while another feed of the dealership is being imported, and takes it afterwards", async () => {
    let finish = () => {};
    const holding = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let held = () => {};
    const started = new Promise<void>((resolve) => {
      held = resolve;
    });
    const other = withImportLock(platform.db, dealership.id, "wait", () => {
      held();
      return holding;
    });
    await started;
    const feed = `${HEADER}\nHTTPFEED3,used,2021,Toyota,Yaris,,5000,24990,,\n`;
    const busy = await post(coastal, coastalKey, feed, "text/csv", "?mode=partial");
    expect(busy.status).toBe(409);
    expect(busy.headers["retry-after"]).toBe("30");
    expect(JSON.parse(busy.body)).toEqual({ error: expect.stringContaining("being imported"), code: "conflict" });
    expect(await platform.db.query("SELECT 1 FROM cars WHERE stocknum = 'HTTPFEED3'")).toEqual([]);
    finish();
    await other;
    const res = await post(coastal, coastalKey, feed, "text/csv", "?mode=partial");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ created: 1 });
  });
});
