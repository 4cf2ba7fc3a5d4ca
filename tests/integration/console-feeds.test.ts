import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import type { TenantSite } from "~/sites/tenant-site";
import { consoleCookie, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

const now = new Date("2026-12-02T01:00:00Z");
const HEADER = "stock_number,car_type,year,make,model,badge,body,km,price";
const feedCsv = (...stocks: string[]) =>
  [HEADER, ...stocks.map((s) => `${s},used,2022,Toyota,Corolla,Ascent,Hatch,21000,25990`)].join("\n");

/** The console's feed pages over HTTP (issue 54): keys, runs from the API, a held feed applied, Pull now, and tenancy. */
describe("the console's feed pages", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  let dealership = "";
  let owner = "";
  let manager = "";
  let otherOwner = "";
  let feeds: Server;
  let feedBase = "";

  const get = (path: string, cookie: string, site = coastal) => request(app.port, hostOf(site), path, { headers: { cookie } });
  /** Posts a console form the way its page does: the page's token, then the fields. */
  async function post(path: string, cookie: string, fields: Record<string, string>, site = coastal) {
    const page = await get(path, cookie, site);
    return consolePost(app.port, site, path, cookie, { _csrf: csrfOf(page), ...fields });
  }
  const sendFeed = (key: string, body: string, query = "") =>
    request(app.port, hostOf(coastal), `/api/stock/feed${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
      body,
    });
  const audit = (action: string) =>
    platform.db.query<{ staff_id: string; actor: string; resource_id: string }>(
      "SELECT staff_id::text, actor, resource_id FROM audit_log WHERE site_id = $1 AND action = $2 ORDER BY id",
      [coastal.id, action],
    );
  const settings = () => `/dealer/feeds/settings/${dealership}`;

  beforeAll(async () => {
    requireFreshBuild();
    platform = await seededPlatform({ now, totalCars: 40 });
    await ensureDemoStaff(platform.db, platform.sites, now);
    coastal = platform.sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    [{ slug: dealership }] = await platform.db.query<{ slug: string }>(
      "SELECT d.slug FROM dealerships d WHERE d.site_id = $1 ORDER BY (SELECT count(*) FROM cars c WHERE c.dealership_id = d.id) DESC LIMIT 1",
      [coastal.id],
    );
    app = await listenApp(platform, { now, loopbackFeedsForTests: true });
    owner = await consoleCookie(platform.db, app.port, coastal, "owner@coastal-toyota.example", now);
    manager = await consoleCookie(platform.db, app.port, coastal, "manager@coastal-toyota.example", now);
    otherOwner = await consoleCookie(platform.db, app.port, metro, "owner@metro-motor-group.example", now);
    feeds = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/csv", ETag: '"v1"' }).end(feedCsv("PULL1")));
    await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
    feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    feeds?.close();
    await app?.close();
    await platform?.db.close();
  });

  let key = "";

  it("makes a key after a confirmation, shows it once and audits who made it; a feed sent with it is a run on the page", async () => {
    const asked = await post(settings(), owner, { intent: "rotate" });
    expect(asked.body).toContain("Yes, make a new key");
    expect(await audit("feed.key_rotate")).toHaveLength(0);
    const made = await post(settings(), owner, { intent: "rotate", confirmed: "yes" });
    key = made.body.match(/sfk_[0-9a-f]{16}_[0-9a-f]{64}/)?.[0] ?? "";
    expect(key).not.toBe("");
    expect((await get(settings(), owner)).body).not.toContain(key);
    expect(await audit("feed.key_rotate")).toMatchObject([{ actor: "owner@coastal-toyota.example", resource_id: dealership }]);

    const sent = await sendFeed(key, feedCsv("API1", "API2"), "?mode=partial");
    expect(sent.status).toBe(200);
    const { runId, created } = JSON.parse(sent.body) as { runId: number; created: number };
    expect(created).toBe(2);
    const list = await get("/dealer/feeds", manager);
    expect(list.status).toBe(200);
    expect(list.body).toContain(`/dealer/feeds/runs/${runId}`);
    const run = await get(`/dealer/feeds/runs/${runId}`, manager);
    expect(run.body).toContain("Sent to the API");
    expect(run.body).toContain("2 new");
    const [car] = await platform.db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 AND stocknum = 'API1'", [coastal.id]);
    expect((await get(`/dealer/stock/${car.id}/history`, manager)).body).toContain(`href="/dealer/feeds/runs/${runId}"`);
  });

  it("holds a full feed that would sell most of the stock, and applies it after a confirmation, audited", async () => {
    const sent = await sendFeed(key, feedCsv("API1"));
    expect(sent.status).toBe(422);
    const heldId = String((JSON.parse(sent.body) as { report: { runId: number } }).report.runId);
    const page = await get(`/dealer/feeds/runs/${heldId}`, manager);
    expect(page.body).toContain("Apply this feed");
    expect(page.body).toContain("would mark");
    const asked = await post(`/dealer/feeds/runs/${heldId}`, manager, { intent: "apply" });
    expect(asked.body).toContain("Yes, apply this feed");
    const inStock = async () =>
      (
        await platform.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.site_id = $1 AND d.slug = $2 AND c.status <> 'sold'",
          [coastal.id, dealership],
        )
      )[0].n;
    expect(await inStock()).toBeGreaterThan(1);
    const applied = await post(`/dealer/feeds/runs/${heldId}`, manager, { intent: "apply", confirmed: "yes" });
    expect(applied.status).toBe(302);
    const newRun = String(applied.headers.location).split("/").at(-1);
    expect(await inStock()).toBe(1);
    expect(await audit("feed.apply_held")).toMatchObject([{ actor: "manager@coastal-toyota.example", resource_id: heldId }]);
    const [row] = await platform.db.query<{ source: string; status: string; staff: string }>(
      "SELECT source, status, staff_id::text AS staff FROM feed_runs WHERE id = $1",
      [newRun],
    );
    expect(row).toMatchObject({ source: "console", status: "applied" });
    // Its rows are gone: it cannot be applied twice.
    const again = await consolePost(app.port, coastal, `/dealer/feeds/runs/${heldId}`, manager, {
      _csrf: csrfOf(await get(`/dealer/feeds/runs/${newRun}`, manager)),
      intent: "apply",
      confirmed: "yes",
    });
    expect(again.status).toBe(409);
  });

  it("saves a pull schedule (https only in the form's rules) and pulls it now, recording the run", async () => {
    const refused = await post(settings(), manager, {
      intent: "schedule",
      url: "ftp://example.com/feed.csv",
      mode: "partial",
      format: "csv",
      intervalMinutes: "2",
      authKind: "none",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("The address must start with https://");
    expect(refused.body).toContain("At least every 5 minutes.");
    const saved = await post(settings(), manager, {
      intent: "schedule",
      url: `${feedBase}/feed.csv`,
      mode: "partial",
      format: "csv",
      intervalMinutes: "30",
      authKind: "header",
      authHeader: "X-Api-Key",
      authSecret: "t0ken-value",
      enabled: "on",
    });
    expect(saved.status).toBe(200);
    const [stored] = await platform.db.query<{ auth_secret: string }>("SELECT auth_secret FROM feed_pulls WHERE site_id = $1", [
      coastal.id,
    ]);
    expect(stored.auth_secret).not.toContain("t0ken-value");
    const pulled = await post(settings(), manager, { intent: "pull" });
    expect(pulled.body).toContain("Pulled and imported.");
    const [run] = await platform.db.query<{ source: string; status: string }>(
      "SELECT source, status FROM feed_runs WHERE site_id = $1 ORDER BY id DESC LIMIT 1",
      [coastal.id],
    );
    expect(run).toEqual({ source: "pull", status: "applied" });
    const again = await post(settings(), manager, { intent: "pull" });
    expect(again.body).toContain("has not changed");
  });

  it("revokes the key after a confirmation: feeds sent with it are refused, and the audit names who", async () => {
    await post(settings(), owner, { intent: "revoke", confirmed: "yes" });
    expect((await sendFeed(key, feedCsv("API1"), "?mode=partial")).status).toBe(401);
    expect(await audit("feed.key_revoke")).toMatchObject([{ actor: "owner@coastal-toyota.example" }]);
  });

  it("shows another site's staff none of this site's runs, and lets them act on none", async () => {
    const [{ id }] = await platform.db.query<{ id: string }>("SELECT id::text FROM feed_runs WHERE site_id = $1 LIMIT 1", [coastal.id]);
    expect((await get(`/dealer/feeds/runs/${id}`, otherOwner, metro)).status).toBe(404);
    expect((await get("/dealer/feeds", otherOwner, metro)).body).not.toContain(`/dealer/feeds/runs/${id}"`);
    const page = await get("/dealer/feeds", otherOwner, metro);
    const forged = await consolePost(app.port, metro, `/dealer/feeds/runs/${id}`, otherOwner, {
      _csrf: csrfOf(page),
      intent: "apply",
      confirmed: "yes",
    });
    expect(forged.status).toBe(404);
    expect((await get(settings(), otherOwner, metro)).status).toBe(404);
    // Their cookie is no session on this site's host.
    expect((await get(`/dealer/feeds/runs/${id}`, otherOwner)).status).toBe(302);
  });
});
