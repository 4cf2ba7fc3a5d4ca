import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { BUILD_MARKER, newerThanBuild } from "../../scripts/build-freshness";
import { createApp } from "../../server/create-app";
import { type HttpResponse, request } from "../support/http-request";
import { testDatabases } from "../support/test-databases";

// These tests serve the built app: a build older than app/ would test yesterday's code.
if (newerThanBuild((name) => /\.test\.tsx?$/.test(name)).length)
  throw new Error(`${BUILD_MARKER}: run \`npm run build\` before the HTTP integration tests`);

const now = new Date("2026-11-22T02:00:10Z");
const LIMIT = 3;
const json = { "content-type": "application/json" };
const quote = JSON.stringify({ selfAssessedCreditScore: "GREAT", purchasePrice: 30000, loanTerm: 5, year: 2024, vin: null, nvic: null });
const events = (n: number) =>
  JSON.stringify({
    events: Array.from({ length: n }, (_, i) => ({ event_id: 4, name: "used_vehicle_view", car_id: i + 1, page: "/cars/x" })),
  });

/** The analytics batch from security finding 1: 85.7 KB, 50 events, a 400-character page and six 200-character data values each. */
const REPORTED_FLOOD = JSON.stringify({
  events: Array.from({ length: 50 }, (_, i) => ({
    event_id: 4,
    name: "used_vehicle_view",
    car_id: i + 1,
    page: `/${"p".repeat(399)}`,
    data: Object.fromEntries(Array.from({ length: 6 }, (_, k) => [`k${k}`, "v".repeat(200)])),
  })),
});

function expectRateLimited(res: HttpResponse, what: string) {
  expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(429);
  expect(Number(res.headers["retry-after"]), what).toBeGreaterThan(0);
  expect(res.headers["content-type"], what).toMatch(/^application\/json\b/);
  const body = JSON.parse(res.body);
  expect(Object.keys(body).sort(), what).toEqual(["code", "error"]);
  expect(body.code, what).toBe("rate_limited");
  expect(body.error, what).toContain(`try again in ${res.headers["retry-after"]} seconds`);
  return body as { error: string; code: string };
}

/**
 * Rate limits over HTTP (docs/decisions/008-rate-limits.md): every write endpoint, search and question
 * issuing answers 429 with Retry-After past a site's limit, counted per client and site in the database
 * every server shares; and the analytics flood from security finding 1 is refused.
 */
describe.each(testDatabases())("rate limits over HTTP on $name", (target) => {
  let db: Database;
  let sites: TenantSite[];
  const servers: Server[] = [];
  let port: number;
  let secondPort: number;
  let carSlug: string;
  const dataDir = mkdtempSync(join(tmpdir(), "rate-limits-http-"));

  async function listen(tenantSites: TenantSite[]): Promise<number> {
    const serverBuild = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    const app = createApp({
      db,
      search: search,
      sites: { current: tenantSites },
      logger: pino({ level: "silent" }),
      dataDir,
      bodyLimitBytes: 100_000,
      port: 0,
      build: { kind: "production", serverBuild, clientDir: resolve("build/client") },
      now: () => now,
      leads: createLeadServices({ secret: "x".repeat(32), captchaCost: 10, counterMin: 5, counterMax: 10 }),
    });
    return new Promise((ok) => {
      const s = app.listen(0, "127.0.0.1", () => ok((s.address() as { port: number }).port));
      servers.push(s);
    });
  }
  const search = new SearchIndex();

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const synced = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, synced, { now, totalCars: 40, imagesDir: join(dataDir, "images", "src") });
    await buildIndex(
      db,
      search,
      synced.map((s) => s.id),
    );
    // Coastal Toyota with every limit at 3 a minute; the other sites keep the defaults.
    sites = synced.map((s) =>
      s.slug === "coastal-toyota"
        ? {
            ...s,
            leads: { ...s.leads, rateLimitPerMinute: LIMIT },
            rateLimits: {
              searchPerMinute: LIMIT,
              eventsPerMinute: LIMIT,
              quotesPerMinute: LIMIT,
              phoneRevealsPerMinute: LIMIT,
              viewsPerMinute: LIMIT,
              questionsPerMinute: LIMIT,
              valuationsPerMinute: LIMIT,
              checkoutPerMinute: LIMIT,
              signInPerMinute: LIMIT,
            },
          }
        : s,
    );
    const [car] = await db.query<{ slug: string }>(
      `SELECT c.slug FROM cars c JOIN sites s ON s.id = c.site_id JOIN locations l ON l.id = c.location_id
       WHERE s.slug = 'coastal-toyota' AND c.show_on_dealer_website AND l.phone IS NOT NULL ORDER BY c.id LIMIT 1`,
    );
    carSlug = car.slug;
    port = await listen(sites);
    // A second server on the same database, as a second process would be.
    secondPort = await listen(sites);
  });
  afterAll(async () => {
    for (const s of servers) s.close();
    await db?.close();
    await target.dispose();
  });

  const HOST = "coastal-toyota.localhost";
  const api: [string, { method?: string; path: string; body?: string; headers?: Record<string, string> }, number][] = [
    ["POST /api/events", { method: "POST", path: "/api/events", body: events(1), headers: json }, 204],
    ["POST /api/youx/quote", { method: "POST", path: "/api/youx/quote", body: quote, headers: json }, 200],
    ["POST /api/cars/{slug}/phone", { method: "POST", path: "/api/cars/{slug}/phone", body: "" }, 200],
    ["GET /api/cars/{slug}/view.json", { path: "/api/cars/{slug}/view.json" }, 200],
    ["GET /api/captcha/challenge", { path: "/api/captcha/challenge" }, 200],
  ];

  it.each(api)("%s: the site's limit a minute from one address, then 429 rate_limited with Retry-After", async (what, req, ok) => {
    const send = () =>
      request(port, HOST, req.path.replace("{slug}", carSlug), { method: req.method, headers: req.headers, body: req.body });
    for (let i = 0; i < LIMIT; i++) expect((await send()).status, `${what} #${i + 1}`).toBe(ok);
    expectRateLimited(await send(), what);
  });

  it("counts question issuing as one kind: /api/lead-form after /api/captcha/challenge is refused", async () => {
    expectRateLimited(await request(port, HOST, "/api/lead-form?form=general"), "GET /api/lead-form");
  });

  it("counts invalid enquiries (422) towards the enquiry limit, then answers 429 with the enquiry message (finding 19)", async () => {
    const post = () => request(port, HOST, "/api/leads", { method: "POST", headers: json, body: JSON.stringify({ form: "general" }) });
    for (let i = 0; i < LIMIT; i++) expect((await post()).status).toBe(422);
    const body = expectRateLimited(await post(), "POST /api/leads");
    expect(body.error).toMatch(/^Too many enquiries from your connection\. Please try again in \d+ seconds\.$/);
  });

  it("answers a no-JavaScript enquiry over the limit with a page that says what happened, and keeps pages unlimited", async () => {
    const res = await request(port, HOST, "/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ann&email=ann%40example.com",
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.headers["content-type"]).toMatch(/^text\/html\b/);
    expect(res.body).toContain("Your enquiry was not sent");
    expect(res.body).toContain("Too many enquiries from your connection");
    // The form page itself (GET) is not an enquiry.
    expect((await request(port, HOST, "/contact")).status).toBe(200);
  });

  it("limits the search API and the search pages together, with a friendly page for pages", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await request(port, HOST, "/api/search?query=toyota")).status).toBe(200);
    expectRateLimited(await request(port, HOST, "/api/search"), "GET /api/search");
    const page = await request(port, HOST, "/search/new-used-and-demo-cars");
    expect(page.status).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/html\b/);
    expect(page.body).toContain("Please slow down");
    expect(page.body).toContain("Coastal Toyota");
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    // Another spelling of the same route is the same route.
    for (const path of ["/API/Search", "/api/se%61rch", "//api//search/", "/search/used-cars.data", "/search/used-cars/_.data"])
      expect((await request(port, HOST, path)).status, path).toBe(429);
  });

  it("shares the counts with every server on the database, and keeps each site's apart", async () => {
    expectRateLimited(await request(secondPort, HOST, "/api/search"), "second server");
    expect((await request(secondPort, "metro-motor-group.localhost", "/api/search")).status).toBe(200);
  });

  it("does not count a request refused before it (cross-origin): another page cannot spend a shopper's allowance", async () => {
    const host = "value-used-cars.localhost";
    for (let i = 0; i < 10; i++)
      expect(
        (await request(port, host, "/api/leads", { method: "POST", headers: { ...json, origin: "https://evil.example" }, body: "{}" }))
          .status,
      ).toBe(403);
    expect(
      (await request(port, host, "/api/leads", { method: "POST", headers: json, body: JSON.stringify({ form: "general" }) })).status,
    ).toBe(422);
  });

  describe("POST /api/events (finding 1)", () => {
    // Refused batches count towards the limit too: each test posts to a site of its own.
    const stored = async (slug: string) =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM analytics_events e JOIN sites s ON s.id = e.site_id WHERE s.slug = $1",
          [slug],
        )
      )[0].n;
    const post = (slug: string, body: string) => request(port, `${slug}.localhost`, "/api/events", { method: "POST", headers: json, body });

    it("refuses the disk-filling batch from the report, and anything else outside what track() sends, with 400 and nothing stored", async () => {
      const before = await stored("metro-motor-group");
      expect(Buffer.byteLength(REPORTED_FLOOD)).toBeGreaterThan(85_000);
      const bad: [string, string][] = [
        ["the reported flood", REPORTED_FLOOD],
        ["21 events", events(21)],
        ["an unknown field", JSON.stringify({ events: [{ event_id: 4, name: "x", extra: 1 }] })],
        ["an unknown top-level field", JSON.stringify({ events: [{ event_id: 4, name: "x" }], more: [] })],
        ["a 41-character name", JSON.stringify({ events: [{ event_id: 4, name: "x".repeat(41) }] })],
        ["a name with spaces", JSON.stringify({ events: [{ event_id: 4, name: "DROP TABLE" }] })],
        ["a 201-character page", JSON.stringify({ events: [{ event_id: 4, name: "x", page: `/${"p".repeat(200)}` }] })],
        ["a page that is not a path", JSON.stringify({ events: [{ event_id: 4, name: "x", page: "https://evil.example/" }] })],
        ["six data keys", JSON.stringify({ events: [{ event_id: 4, name: "x", data: { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 } }] })],
        ["a 33-character data key", JSON.stringify({ events: [{ event_id: 4, name: "x", data: { ["k".repeat(33)]: 1 } }] })],
        ["a 201-character data value", JSON.stringify({ events: [{ event_id: 4, name: "x", data: { path: "v".repeat(201) } }] })],
        ["a nested data value", JSON.stringify({ events: [{ event_id: 4, name: "x", data: { path: { a: 1 } } }] })],
        ["a car id past int32", JSON.stringify({ events: [{ event_id: 4, name: "x", car_id: 2 ** 31 }] })],
      ];
      for (const [what, body] of bad) {
        const res = await post("metro-motor-group", body);
        expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(JSON.parse(res.body).code, what).toBe("bad_request");
      }
      expect(await stored("metro-motor-group")).toBe(before);
    });

    it("stores a full batch of 20 whole, and lets one address store at most the events limit times 20 rows a minute", async () => {
      const before = await stored("sunset-caravans");
      const answers = await Promise.all(Array.from({ length: 80 }, () => post("sunset-caravans", events(20))));
      const statuses = answers.map((a) => a.status);
      const limit = sites.find((s) => s.slug === "sunset-caravans")?.rateLimits.eventsPerMinute ?? 0;
      expect(limit).toBe(60);
      expect(statuses.filter((s) => s === 204)).toHaveLength(limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(80 - limit);
      expect(await stored("sunset-caravans")).toBe(before + limit * 20);
    });
  });

  describe("view counts (finding 15)", () => {
    it("counts ten views from one visitor once and from two visitors twice", async () => {
      const host = "metro-motor-group.localhost";
      const [car] = await db.query<{ slug: string }>(
        "SELECT c.slug FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = 'metro-motor-group' AND c.show_on_dealer_website ORDER BY c.id LIMIT 1",
      );
      const view = async (userAgent: string) =>
        JSON.parse((await request(port, host, `/api/cars/${car.slug}/view.json`, { headers: { "user-agent": userAgent } })).body)
          .views as number;
      const first = await view("Browser A");
      for (let i = 0; i < 9; i++) expect(await view("Browser A")).toBe(first);
      expect(await view("Browser B")).toBe(first + 1);
      expect(await view("Browser B")).toBe(first + 1);
    });
  });
});
