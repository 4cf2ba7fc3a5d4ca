import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import type { TenantSite } from "~/sites/tenant-site";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import { request } from "../support/http-request";
import { listenApp, requireFreshBuild } from "../support/seeded-app";
import fc from "fast-check";
import { solvedCaptcha } from "../support/captcha";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { similarCountsUrl } from "~/components/search/use-similar-counts";
import { similarChoices } from "~/search/similar-choices";
import { similarPriceWindow } from "~/domain/vehicle/similar-cars";
import type { FacetItem } from "~/search/search-types";
import { searchAllStock } from "~/stock/stock-summary.server";

requireFreshBuild();

const now = new Date("2026-11-22T02:00:00Z");
let db: Database;
let sites: TenantSite[];
let server: Server;
let port: number;
let slugs: Record<string, string[]>;
let index: SearchIndex;
const dataDir = mkdtempSync(join(tmpdir(), "http-test-"));

const listen = (database: Database, search = new SearchIndex(), tenantSites?: TenantSite[]) =>
  listenApp({ db: database, search, sites: tenantSites ?? sites, dataDir }, { now, bodyLimitBytes: 10_000 });

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  sites = await syncSites(db, loadSiteConfigs("config/sites"));
  await seedDemo(db, sites, { now, totalCars: 300, imagesDir: join(dataDir, "images", "src") });
  slugs = {};
  for (const site of sites)
    slugs[site.slug] = (
      await db.query<{ slug: string }>("SELECT slug FROM cars WHERE site_id = $1 AND show_on_dealer_website", [site.id])
    ).map((r) => r.slug);
  index = new SearchIndex();
  await buildIndex(
    db,
    index,
    sites.map((s) => s.id),
  );
  ({ server, port } = await listen(db, index));
});
afterAll(async () => {
  server?.close();
  await db?.close();
});

describe("tenants", () => {
  it("serves each site's own name and stock on its host", async () => {
    const coastal = await request(port, "coastal-toyota.localhost", "/search/new-used-and-demo-cars");
    const metro = await request(port, "metro-motor-group.localhost", "/search/new-used-and-demo-cars");
    expect(coastal.status).toBe(200);
    expect(coastal.body).toContain("COASTAL TOYOTA");
    expect(metro.body).toContain("METRO");
    const carLinks = (html: string) => [...html.matchAll(/href="\/cars\/([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(carLinks(coastal.body).length).toBeGreaterThan(0);
    for (const slug of carLinks(coastal.body)) expect(slugs["coastal-toyota"]).toContain(slug);
    for (const slug of carLinks(metro.body)) expect(slugs["metro-motor-group"]).toContain(slug);
  });

  it("answers a configured host name as well as {slug}.localhost", async () => {
    const res = await request(port, "www.coastaltoyota.com.au", "/");
    expect(res.status).toBe(200);
    expect(res.body).toContain("COASTAL TOYOTA");
  });

  it("never shows one site's car through another site's host, as a page or as data", async () => {
    const slug = slugs["coastal-toyota"][0];
    expect((await request(port, "coastal-toyota.localhost", `/cars/${slug}`)).status).toBe(200);
    const page = await request(port, "metro-motor-group.localhost", `/cars/${slug}`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain(slug);
    const data = await request(port, "metro-motor-group.localhost", `/cars/${slug}.data`);
    expect(data.status).toBe(404);
    expect(data.body).not.toContain("Coastal");
  });

  it("never returns one site's car from another site's search API", async () => {
    const [row] = await db.query<{ stocknum: string }>(
      "SELECT c.stocknum FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = 'coastal-toyota' AND c.status = 'in_stock' AND c.show_on_dealer_website LIMIT 1",
    );
    const own = JSON.parse((await request(port, "coastal-toyota.localhost", `/api/search?query=${row.stocknum}`)).body);
    expect(own.hits.map((h: { stocknum: string }) => h.stocknum)).toEqual([row.stocknum]);
    const other = JSON.parse((await request(port, "metro-motor-group.localhost", `/api/search?query=${row.stocknum}`)).body);
    expect(other.count).toBe(0);
    const dealers = JSON.parse((await request(port, "metro-motor-group.localhost", "/api/search")).body).facets.dealership_name.map(
      (f: { value: string }) => f.value,
    );
    expect(dealers.length).toBeGreaterThan(1);
    expect(dealers.every((name: string) => name.startsWith("Metro"))).toBe(true);
  });

  it("counts the cars each of a car page's 'similar' choices leaves, as its quick search asks when one is picked", async () => {
    const site = sites.find((s) => s.slug === "value-used-cars") as TenantSite;
    const [car] = await db.query<{ price: number; simpleBody: string; simpleFuel: string }>(
      `SELECT price, simple_body AS "simpleBody", simple_fuel AS "simpleFuel" FROM cars
        WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND price > 0
          AND simple_body IS NOT NULL AND simple_fuel IS NOT NULL
        ORDER BY id LIMIT 1`,
      [site.id],
    );
    const choices = similarChoices(car);
    expect(choices.map((c) => c.key)).toEqual(["price", "body", "fuel"]);
    const everything = JSON.parse((await request(port, "value-used-cars.localhost", "/api/search?hitsPerPage=1")).body).count;
    // What each choice means, as the vehicle spec puts it: the similar-cars price window, the same body, the same fuel.
    const { min, max } = similarPriceWindow(car.price);
    const meant = {
      price: { refinements: {}, ranges: { price: { min, max } } },
      body: { refinements: { body: [car.simpleBody] }, ranges: {} },
      fuel: { refinements: { fuel: [car.simpleFuel] }, ranges: {} },
    };
    for (const choice of choices) {
      const res = await request(port, "value-used-cars.localhost", similarCountsUrl(choice.formValue));
      expect(res.status, choice.key).toBe(200);
      const answer = JSON.parse(res.body) as { count: number; facets: { make: FacetItem[]; make_model: FacetItem[] } };
      // The counts the car page carried for the choice before it asked for them.
      const expected = searchAllStock(index, site, now, { ...meant[choice.key], facets: ["make", "make_model"] });
      expect(answer.count, choice.key).toBe(expected.count);
      expect(answer.facets.make, choice.key).toEqual(expected.facets.make);
      expect(answer.facets.make_model, choice.key).toEqual(expected.facets.make_model);
      // A narrowing that leaves the car itself, each car counted under one make.
      expect(answer.count, choice.key).toBeGreaterThan(0);
      expect(answer.count, choice.key).toBeLessThan(everything);
      expect(
        answer.facets.make.reduce((sum, m) => sum + m.count, 0),
        choice.key,
      ).toBe(answer.count);
    }
  });

  it("answers the search API's bad input with 400 and a message", async () => {
    for (const [query, message] of [
      ["refinementList[colour_of_seats][0]=red", 'Unknown facet "colour_of_seats"'],
      ["range[price]=9:1", "range[price] must look like"],
      ["page=0", "page must be"],
      ["page=99", "page must be at most"],
      [`query=${"x".repeat(201)}`, "query must be at most 200"],
      ["sortBy=cheapest", "sortBy must be one of"],
      ["hitsPerPage=101", "hitsPerPage must be a whole number from 1 to 100"],
    ]) {
      const res = await request(port, "coastal-toyota.localhost", `/api/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.body).error, query).toContain(message);
    }
    expect((await request(port, "localhost", "/api/search")).status).toBe(404);
  });

  it("answers hitsPerPage hits a page (21 when not asked), with the pages counted at that size", async () => {
    const at = async (query: string) =>
      JSON.parse((await request(port, "coastal-toyota.localhost", `/api/search?${query}`)).body) as {
        hits: unknown[];
        count: number;
        pages: number;
      };
    const standard = await at("");
    expect(standard.hits).toHaveLength(21);
    const five = await at("hitsPerPage=5&page=2");
    expect(five.hits).toHaveLength(5);
    expect(five.pages).toBe(Math.ceil(standard.count / 5));
  });

  it("gives an unknown host a plain 404 that names no site", async () => {
    const res = await request(port, "unknown.example.com", "/");
    expect(res.status).toBe(404);
    for (const site of sites) expect(res.body).not.toContain(site.name);
  });

  it("lists every demo site with its stock count on the platform host", async () => {
    const res = await request(port, "localhost:3000", "/");
    expect(res.status).toBe(200);
    // Each site's canonical origin (decision 009), not an address made from this request.
    for (const site of sites) expect(res.body).toContain(`href="${site.origin}/"`);
    expect(res.body).toMatch(/cars in stock/);
  });

  it("answers an unknown car slug with the site's 404 page and a link to search", async () => {
    const res = await request(port, "coastal-toyota.localhost", "/cars/no-such-car");
    expect(res.status).toBe(404);
    expect(res.body).toContain("Page not found");
    expect(res.body).toContain('href="/search/new-used-and-demo-cars"');
  });
});

describe("baseline safety", () => {
  it("sends security headers with a nonce-based Content-Security-Policy", async () => {
    const res = await request(port, "coastal-toyota.localhost", "/");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toBeTruthy();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    // JSON-LD blocks are data, never run, and outside CSP's reach: every other inline script carries the nonce.
    const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("refuses state-changing requests from another origin", async () => {
    const res = await request(port, "coastal-toyota.localhost", "/", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(403);
    const fetchSite = await request(port, "coastal-toyota.localhost", "/", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: "a=1",
    });
    expect(fetchSite.status).toBe(403);
  });

  it("limits request bodies", async () => {
    const res = await request(port, "coastal-toyota.localhost", "/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x".repeat(20_000),
    });
    expect(res.status).toBe(413);
  });

  it("reports database health on any host (load balancers probe by address), naming nothing about the deployment", async () => {
    const ok = await request(port, "anything", "/healthz");
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ status: "ok" });
  });
});

describe("when the database is down", () => {
  let broken: { server: Server; port: number };
  beforeAll(async () => {
    const failing: Database = {
      kind: "postgres",
      query: () => Promise.reject(new Error("connection refused at secret/path.ts:12")),
      transaction: () => Promise.reject(new Error("down")),
      listen: () => Promise.reject(new Error("down")),
      close: async () => {},
    };
    broken = await listen(failing);
  });
  afterAll(() => broken.server.close());

  it("answers /healthz with 503", async () => {
    expect((await request(broken.port, "localhost", "/healthz")).status).toBe(503);
  });

  it("shows a shopper an error page without a stack trace or internal message", async () => {
    const res = await request(broken.port, "coastal-toyota.localhost", "/");
    expect(res.status).toBe(500);
    expect(res.body).toContain("Something went wrong");
    expect(res.body).not.toContain("secret/path.ts");
    expect(res.body).not.toMatch(/\n\s+at /);
  });
});

describe("public files", () => {
  it("serves public/'s files from the build (favicon, the sample history report) and 404s what is not there", async () => {
    const icon = await request(port, "coastal-toyota.localhost", "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    const pdf = await request(port, "coastal-toyota.localhost", "/files/sample-vehicle-history-report.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await request(port, "coastal-toyota.localhost", "/files/no-such-report.pdf")).status).toBe(404);
  });
});

describe("images", () => {
  it("serves a resized WebP with long-lived immutable caching", async () => {
    const res = await request(port, "coastal-toyota.localhost", "/img/car/suv/red/side?w=320");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await request(port, "coastal-toyota.localhost", "/img/car/suv/red/side?w=320");
    expect(again.body).toBe(res.body);
  });

  it("answers bad parameters with 400 and unknown images with 404, never 500", async () => {
    for (const query of ["w=0", "w=5000", "w=abc", "q=101", "fmt=gif", "w=1&w=2", "zoom=2"]) {
      const res = await request(port, "coastal-toyota.localhost", `/img/car/suv/red/side?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await request(port, "coastal-toyota.localhost", "/img/car/suv/red/nope")).status).toBe(404);
    expect((await request(port, "coastal-toyota.localhost", "/img/..%2F..%2Fetc%2Fpasswd")).status).toBe(400);
  });
});

/** The same random body as a form post: each top-level field becomes a form field. */
function asFormBody(json: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = { body: json };
  }
  const fields = parsed && typeof parsed === "object" ? Object.entries(parsed) : [["body", String(parsed)]];
  return new URLSearchParams(fields.map(([k, v]) => [k, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)])).toString();
}

describe("POST /api/leads", () => {
  let leadsServer: { server: Server; port: number };
  beforeAll(async () => {
    // The property run sends hundreds of requests from one address; the rate limit is tested elsewhere.
    leadsServer = await listen(
      db,
      new SearchIndex(),
      sites.map((s) => ({ ...s, leads: { ...s.leads, rateLimitPerMinute: 100_000 } })),
    );
  });
  afterAll(() => leadsServer?.server.close());

  const post = (body: string, contentType = "application/json", headers: Record<string, string> = {}) =>
    request(leadsServer.port, "value-used-cars.localhost", "/api/leads", {
      method: "POST",
      headers: { "content-type": contentType, ...headers },
      body,
    });

  it("answers any body a bot can send with a 4xx or a 201, never a 5xx", async () => {
    const fieldValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
    );
    const leadish = fc.record(
      {
        form: fc.oneof(fc.constantFrom("general", "vehicle", "test-drive", "service", "career", "finance"), fc.string()),
        name: fieldValue,
        email: fieldValue,
        phone: fieldValue,
        message: fieldValue,
        car_id: fieldValue,
        location_id: fieldValue,
        dealership_slug: fieldValue,
        dateTime: fieldValue,
        postcode: fieldValue,
        opt_in: fieldValue,
        terms_conditions: fieldValue,
        custom_fields: fieldValue,
        lead_attributes: fieldValue,
        additional_services: fieldValue,
        altcha: fieldValue,
        human_token: fieldValue,
        human_answer: fieldValue,
        form_started: fieldValue,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          leadish.map((b) => JSON.stringify(b)),
          fc.json(),
          fc.string(),
        ),
        fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain"),
        fc.option(fc.string({ maxLength: 120 })),
        async (body, type, key) => {
          const payload = type === "application/x-www-form-urlencoded" ? asFormBody(body) : body;
          const res = await post(payload, type, key ? { "idempotency-key": key.replace(/[^\x20-\x7e]/g, "") } : {});
          expect(res.status, `${type} ${payload.slice(0, 200)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 250 },
    );
  });

  it("answers 201 with a lead id for a real enquiry, and the same id for a retry with the same key", async () => {
    const services = createLeadServices({ secret: "x".repeat(32), captchaCost: 10, counterMin: 5, counterMax: 10 });
    // A car the site offers (its search finds it): a hidden or restricted one is unknown to the lead form.
    const carId = (JSON.parse((await request(port, "value-used-cars.localhost", "/api/search")).body).hits as { id: number }[])[0].id;
    const body = JSON.stringify({
      form: "vehicle",
      car_id: carId,
      name: "Ann",
      email: "ann@example.com",
      phone: "0412345678",
      message: "Hi",
      altcha: await solvedCaptcha(services.captcha, "value-used-cars"),
      form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
    });
    const first = await post(body, "application/json", { "idempotency-key": "key-for-http-test-1" });
    expect(first.status).toBe(201);
    const again = await post(body, "application/json", { "idempotency-key": "key-for-http-test-1" });
    expect(again).toMatchObject({ status: 201, body: first.body });
    const bad = await post("{not json", "application/json");
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/events", () => {
  it("stores a batch of first-party analytics events for the site, and refuses a malformed one", async () => {
    const body = JSON.stringify({
      events: [
        { event_id: 25, name: "phone_click", car_id: 1, page: "/cars/x" },
        { event_id: 26, name: "finance_calculator", page: "/cars/x" },
      ],
    });
    const res = await request(port, "value-used-cars.localhost", "/api/events", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body,
    });
    expect(res.status).toBe(204);
    const rows = await db.query<{ event_id: number; slug: string }>(
      "SELECT e.event_id, s.slug FROM analytics_events e JOIN sites s ON s.id = e.site_id ORDER BY e.id DESC LIMIT 2",
    );
    expect(rows.map((r) => r.event_id).sort()).toEqual([25, 26]);
    expect(rows.every((r) => r.slug === "value-used-cars")).toBe(true);
    expect(
      (
        await request(port, "value-used-cars.localhost", "/api/events", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"events":[{"event_id":"x"}]}',
        })
      ).status,
    ).toBe(400); // built by code, never typed by a shopper: malformed (docs/decisions/006-api-errors.md)
  });
});
