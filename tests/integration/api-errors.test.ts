import { mkdtempSync } from "node:fs";
import { listenApp, requireFreshBuild } from "../support/seeded-app";
import { request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { FEED_BODY_LIMIT_BYTES } from "~/stock-feed/feed-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { handleUnexpectedError, sendError } from "../../server/api-errors";
import { type HttpResponse, request } from "../support/http-request";

/**
 * Every API route answers bad input in one shape: `{ error, code, fields? }` as application/json,
 * with the status the code's table gives (app/lib/api-error.ts, docs/decisions/006-api-errors.md).
 */

requireFreshBuild();

const now = new Date("2026-11-22T02:00:00Z");
const SITE = "coastal-toyota";
const HOST = `${SITE}.localhost`;
const dataDir = mkdtempSync(join(tmpdir(), "api-errors-test-"));
let db: Database;
let sites: TenantSite[];
let server: Server;
let port: number;
let newCarSlug: string;

const listen = (database: Database, tenantSites: TenantSite[]) =>
  listenApp({ db: database, search: new SearchIndex(), sites: tenantSites, dataDir }, { now, bodyLimitBytes: 10_000 });

/** A body sent without Content-Length (chunked), which the helper in tests/support never does. */
function chunked(to: number, host: string, path: string, body: string): Promise<HttpResponse> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: to, path, method: "POST", headers: { host, "content-type": "application/json" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          ok({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
        });
      },
    );
    req.on("error", fail);
    req.write(body);
    req.end();
  });
}

/** Checks the status, the content type and that the body is exactly `{ error: string, code: string, fields?: object }`. */
function expectApiError(res: HttpResponse, status: number, code: string, what: string) {
  expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  expect(res.headers["content-type"], what).toMatch(/^application\/json\b/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(
    Object.keys(body).filter((key) => !["error", "code", "fields"].includes(key)),
    what,
  ).toEqual([]);
  expect(typeof body.error, what).toBe("string");
  expect(String(body.error).length, what).toBeGreaterThan(0);
  expect(body.code, what).toBe(code);
  if ("fields" in body) {
    expect(body.fields, what).toBeTypeOf("object");
    for (const message of Object.values(body.fields as object)) expect(typeof message, what).toBe("string");
  }
  return body as { error: string; code: string; fields?: Record<string, string> };
}

type ApiRoute = {
  /** The method the route answers. */
  method: "GET" | "POST";
  /** A concrete path for the route on SITE (a real car where the route takes one). */
  path: () => string;
  /** A body over this route's own limit, for a route that accepts more than BODY_LIMIT_BYTES (stock feeds). */
  oversizedBytes?: number;
  /** False for the one route that is not scoped to a site (postcode geocoding answers on any known host). */
  siteScoped?: boolean;
  /** Route-specific bad input: [what, request, status, code, fields the answer must name]. */
  cases?: () => [string, { path: string; method?: string; headers?: Record<string, string>; body?: string }, number, string, string[]?][];
};

const json = { "content-type": "application/json" };
const car = (slug: string, rest: string) => `/api/cars/${slug}/${rest}`;

/** Every API route in app/routes.ts, with the bad input it must refuse; the first test fails when a route is missing here. */
const API: Record<string, ApiRoute> = {
  "api/search": {
    method: "GET",
    path: () => "/api/search",
    cases: () => [
      ["page=0", { path: "/api/search?page=0" }, 400, "bad_request"],
      ["unknown facet", { path: "/api/search?refinementList[colour_of_seats][0]=red" }, 400, "bad_request"],
      ["hitsPerPage=0", { path: "/api/search?hitsPerPage=0" }, 400, "bad_request"],
      ["hitsPerPage over 100", { path: "/api/search?hitsPerPage=101" }, 400, "bad_request"],
    ],
  },
  "api/geocode": {
    method: "GET",
    path: () => "/api/geocode?postcode=4000",
    siteScoped: false,
    cases: () => [
      ["letters for a postcode", { path: "/api/geocode?postcode=abcd" }, 422, "invalid_input", ["postcode"]],
      ["no postcode", { path: "/api/geocode" }, 422, "invalid_input", ["postcode"]],
      ["a postcode that does not exist", { path: "/api/geocode?postcode=0001" }, 404, "not_found"],
    ],
  },
  "api/leads": {
    method: "POST",
    path: () => "/api/leads",
    cases: () => [
      ["malformed JSON", { path: "/api/leads", headers: json, body: "{not json" }, 400, "invalid_json"],
      ["a JSON array", { path: "/api/leads", headers: json, body: "[]" }, 400, "bad_request"],
      ["plain text", { path: "/api/leads", headers: { "content-type": "text/plain" }, body: "hello" }, 400, "bad_request"],
      [
        "invalid fields",
        { path: "/api/leads", headers: json, body: JSON.stringify({ form: "general", email: "not-an-email" }) },
        422,
        "invalid_input",
        ["name", "email"],
      ],
      [
        "a malformed Idempotency-Key",
        { path: "/api/leads", headers: { ...json, "idempotency-key": "x" }, body: "{}" },
        422,
        "invalid_input",
        ["idempotency_key"],
      ],
    ],
  },
  "api/captcha/challenge": { method: "GET", path: () => "/api/captcha/challenge" },
  "api/sales-this-month": { method: "GET", path: () => "/api/sales-this-month" },
  "api/lead-form": {
    method: "GET",
    path: () => "/api/lead-form?form=general",
    cases: () => [["an unknown form", { path: "/api/lead-form?form=nope" }, 400, "bad_request", ["form"]]],
  },
  "api/events": {
    method: "POST",
    path: () => "/api/events",
    cases: () => [
      ["malformed JSON", { path: "/api/events", headers: json, body: "{" }, 400, "invalid_json"],
      [
        "a batch that fails the schema",
        { path: "/api/events", headers: json, body: '{"events":[{"event_id":"x"}]}' },
        400,
        "bad_request",
        ["events.0.event_id"],
      ],
      ["an empty batch", { path: "/api/events", headers: json, body: '{"events":[]}' }, 400, "bad_request", ["events"]],
    ],
  },
  "api/stock/feed": {
    method: "POST",
    path: () => "/api/stock/feed",
    oversizedBytes: FEED_BODY_LIMIT_BYTES + 1,
    cases: () => [
      [
        "no dealership key",
        { path: "/api/stock/feed", headers: { "content-type": "text/csv" }, body: "stock_number\n" },
        401,
        "unauthorized",
      ],
      [
        "a key that is not a current one",
        {
          path: "/api/stock/feed",
          headers: { "content-type": "text/csv", authorization: `Bearer sfk_0000000000000000_${"0".repeat(64)}` },
          body: "stock_number\n",
        },
        401,
        "unauthorized",
      ],
    ],
  },
  "api/cars/:slug/phone": {
    method: "POST",
    path: () => car(newCarSlug, "phone"),
    cases: () => [["an unknown car", { path: car("no-such-car", "phone"), method: "POST", body: "" }, 404, "not_found"]],
  },
  "api/cars/:slug/view.json": {
    method: "GET",
    path: () => car(newCarSlug, "view.json"),
    cases: () => [["an unknown car", { path: car("no-such-car", "view.json") }, 404, "not_found"]],
  },
  "api/cars/:slug/brochure.pdf": {
    method: "GET",
    path: () => car(newCarSlug, "brochure.pdf"),
    cases: () => [["an unknown car", { path: car("no-such-car", "brochure.pdf") }, 404, "not_found"]],
  },
  "api/cars/:slug/autogauge": {
    method: "GET",
    path: () => car(newCarSlug, "autogauge"),
    cases: () => [["an unknown car", { path: car("no-such-car", "autogauge") }, 404, "not_found"]],
  },
  "api/cars/:slug/delivery": {
    method: "GET",
    path: () => car(newCarSlug, "delivery?postcode=4000"),
    cases: () => [
      ["no postcode", { path: car(newCarSlug, "delivery") }, 422, "invalid_input", ["postcode"]],
      ["a 3-digit postcode", { path: car(newCarSlug, "delivery?postcode=400") }, 422, "invalid_input", ["postcode"]],
      ["an unknown car", { path: car("no-such-car", "delivery?postcode=4000") }, 404, "not_found"],
    ],
  },
  "api/youx/quote": {
    method: "POST",
    path: () => "/api/youx/quote",
    cases: () => [
      ["malformed JSON", { path: "/api/youx/quote", headers: json, body: "{" }, 400, "invalid_json"],
      [
        "an ill-typed price",
        { path: "/api/youx/quote", headers: json, body: JSON.stringify({ purchasePrice: "lots", year: 2024 }) },
        400,
        "bad_request",
        ["purchasePrice"],
      ],
    ],
  },
  // Stripe posts here; without Stripe set up (as in this test) there is no endpoint to post to.
  "api/payments/stripe/webhook": {
    method: "POST",
    path: () => "/api/payments/stripe/webhook",
    cases: () => [["no Stripe set up", { path: "/api/payments/stripe/webhook", headers: json, body: "{}" }, 404, "not_found"]],
  },
  "api/valuation": {
    method: "POST",
    path: () => "/api/valuation",
    cases: () => [
      ["malformed JSON", { path: "/api/valuation", headers: json, body: "{" }, 400, "invalid_json"],
      ["neither form of request", { path: "/api/valuation", headers: json, body: JSON.stringify({ rego: 7 }) }, 400, "bad_request"],
      [
        "a plate no state issues",
        { path: "/api/valuation", headers: json, body: JSON.stringify({ rego: "!!", regoState: "NSW" }) },
        422,
        "invalid_input",
        ["rego"],
      ],
      [
        "an unknown valuation",
        {
          path: "/api/valuation",
          headers: json,
          body: JSON.stringify({ id: "0b8f2f3e-1c7a-4c61-9d4e-2f0c9b1e7a11", adjustmentAnswers: { km: 1000 } }),
        },
        404,
        "not_found",
      ],
    ],
  },
  "api/miscellaneous": {
    method: "POST",
    path: () => "/api/miscellaneous",
    // Coastal Toyota does not save valuations (tradeIn.saveValuation): it has no such endpoint.
    cases: () => [["a site that does not save valuations", { path: "/api/miscellaneous", headers: json, body: "{}" }, 404, "not_found"]],
  },
  "api/watchlist/save-car": {
    method: "POST",
    path: () => "/api/watchlist/save-car",
    cases: () => [
      [
        "signed out",
        { path: "/api/watchlist/save-car", headers: json, body: JSON.stringify({ phone_number: "0412345678", car_id: 1 }) },
        401,
        "unauthorized",
      ],
    ],
  },
  "api/watchlist/remove-car": {
    method: "POST",
    path: () => "/api/watchlist/remove-car",
    cases: () => [
      [
        "signed out",
        { path: "/api/watchlist/remove-car", headers: json, body: JSON.stringify({ phone_number: "0412345678", car_id: 1 }) },
        401,
        "unauthorized",
      ],
    ],
  },
  "api/passkeys/:step": {
    method: "POST",
    path: () => "/api/passkeys/sign-in-options",
    cases: () => [
      ["an unknown step", { path: "/api/passkeys/nope", headers: json, body: "{}" }, 404, "not_found"],
      ["adding a passkey signed out", { path: "/api/passkeys/register-options", headers: json, body: "{}" }, 403, "forbidden"],
      ["a sign-in without its challenge", { path: "/api/passkeys/sign-in", headers: json, body: "{}" }, 403, "forbidden"],
      ["malformed JSON", { path: "/api/passkeys/sign-in", headers: json, body: "{" }, 400, "invalid_json"],
    ],
  },
};

const routePaths = (entries: readonly { path?: string; children?: unknown[] }[]): string[] =>
  entries.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths((r.children ?? []) as { path?: string }[])]);
const API_PATHS = routePaths(routes as { path?: string }[]).filter((p) => p.startsWith("api/") && p !== "api/*");

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  sites = await syncSites(db, loadSiteConfigs("config/sites"));
  await seedDemo(db, sites, { now, totalCars: 80, imagesDir: join(dataDir, "images", "src") });
  const [row] = await db.query<{ slug: string }>(
    "SELECT c.slug FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = $1 AND c.car_type = 'new' AND c.show_on_dealer_website ORDER BY c.id LIMIT 1",
    [SITE],
  );
  newCarSlug = row.slug;
  await buildIndex(
    db,
    new SearchIndex(),
    sites.map((s) => s.id),
  );
  // The rate limit is tested on its own server below.
  ({ server, port } = await listen(
    db,
    sites.map((s) => ({ ...s, leads: { ...s.leads, rateLimitPerMinute: 1000 } })),
  ));
});
afterAll(async () => {
  server?.close();
  await db?.close();
});

describe("every API route answers errors in one shape", () => {
  it("knows every API route in app/routes.ts", () => {
    expect(API_PATHS.length).toBeGreaterThan(10);
    expect(API_PATHS.filter((p) => !(p in API))).toEqual([]);
  });

  it.each(Object.keys(API))("%s: wrong method -> 405 method_not_allowed with Allow", async (id) => {
    const route = API[id];
    const wrong = route.method === "GET" ? { method: "POST", headers: json, body: "{}" } : { method: "GET" };
    const res = await request(port, HOST, route.path(), wrong);
    expectApiError(res, 405, "method_not_allowed", `${wrong.method} ${id}`);
    expect(res.headers.allow).toBe(route.method === "GET" ? "GET, HEAD" : "POST");
  });

  it.each(Object.keys(API))("%s: an unknown host -> 404 not_found, naming no site", async (id) => {
    const route = API[id];
    const res = await request(
      port,
      "unknown.example.com",
      route.path(),
      route.method === "POST" ? { method: "POST", headers: json, body: "{}" } : {},
    );
    const body = expectApiError(res, 404, "not_found", id);
    for (const site of sites) expect(body.error).not.toContain(site.name);
  });

  it.each(Object.keys(API).filter((id) => API[id].siteScoped !== false))("%s: the platform host (no site) -> 404 not_found", async (id) => {
    const route = API[id];
    const res = await request(
      port,
      "localhost",
      route.path(),
      route.method === "POST" ? { method: "POST", headers: json, body: "{}" } : {},
    );
    expectApiError(res, 404, "not_found", id);
  });

  it.each(Object.keys(API))("%s: a cross-origin POST -> 403 forbidden", async (id) => {
    const res = await request(port, HOST, API[id].path(), {
      method: "POST",
      headers: { ...json, origin: "https://evil.example" },
      body: "{}",
    });
    expectApiError(res, 403, "forbidden", id);
    const fetchSite = await request(port, HOST, API[id].path(), {
      method: "POST",
      headers: { ...json, "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expectApiError(fetchSite, 403, "forbidden", `${id} (Sec-Fetch-Site)`);
  });

  it.each(Object.keys(API))("%s: an oversized body -> 413 payload_too_large; no Content-Length -> 411 length_required", async (id) => {
    const big = JSON.stringify({ padding: "x".repeat(API[id].oversizedBytes ?? 20_000) });
    expectApiError(await request(port, HOST, API[id].path(), { method: "POST", headers: json, body: big }), 413, "payload_too_large", id);
    expectApiError(await chunked(port, HOST, API[id].path(), "{}"), 411, "length_required", id);
  });

  const cases = Object.entries(API).flatMap(([id, route]) => (route.cases ? [[id, route] as const] : []));
  it.each(cases)("%s: route-specific bad input", async (id, route) => {
    for (const [what, req, status, code, fields] of route.cases?.() ?? []) {
      const res = await request(port, HOST, req.path, {
        method: req.method ?? (req.body !== undefined ? "POST" : "GET"),
        headers: req.headers,
        body: req.body,
      });
      const body = expectApiError(res, status, code, `${id}: ${what}`);
      if (status === 422) expect(body.fields, `${id}: ${what} names the fields`).toBeDefined();
      for (const field of fields ?? []) expect(Object.keys(body.fields ?? {}), `${id}: ${what}`).toContain(field);
    }
  });

  it("answers any other /api path with 404 not_found for every method, not the site's HTML page", async () => {
    expectApiError(await request(port, HOST, "/api/no-such-endpoint"), 404, "not_found", "GET");
    expectApiError(await request(port, HOST, "/api/cars"), 404, "not_found", "GET /api/cars");
    expectApiError(
      await request(port, HOST, "/api/no-such-endpoint", { method: "POST", headers: json, body: "{}" }),
      404,
      "not_found",
      "POST",
    );
    expectApiError(await request(port, "localhost", "/api/no-such-endpoint"), 404, "not_found", "platform host");
  });

  it("keeps what the clients read: the lead form's error and fields, the delivery calculator's error", async () => {
    const lead = JSON.parse(
      (await request(port, HOST, "/api/leads", { method: "POST", headers: json, body: JSON.stringify({ form: "general" }) })).body,
    );
    expect(lead.error).toBe("Please fix the following errors:");
    expect(lead.fields.name).toEqual(expect.any(String));
    const delivery = JSON.parse((await request(port, HOST, car(newCarSlug, "delivery?postcode=12"))).body);
    expect(delivery.error).toBe("Invalid postcode. Please enter a 4-digit number.");
  });

  it("answers a car the market gauge does not cover (a new car) with an empty 204, not a 404", async () => {
    const res = await request(port, HOST, car(newCarSlug, "autogauge"));
    expect(res.status).toBe(204);
    expect(res.body).toBe("");
  });
});

describe("limits and failures", () => {
  let limited: { server: Server; port: number };
  let broken: { server: Server; port: number };
  beforeAll(async () => {
    limited = await listen(
      db,
      sites.map((s) => ({ ...s, leads: { ...s.leads, rateLimitPerMinute: 1 } })),
    );
    // Every server on a database shares its rate-limit counts: start this address's afresh.
    await db.query("DELETE FROM rate_limit_windows");
    const failing: Database = {
      kind: "postgres",
      query: () => Promise.reject(new Error("connection refused at secret/path.ts:12")),
      transaction: () => Promise.reject(new Error("down")),
      listen: () => Promise.reject(new Error("down")),
      close: async () => {},
    };
    broken = await listen(failing, sites);
  });
  afterAll(() => {
    limited?.server.close();
    broken?.server.close();
  });

  it("answers too many leads from one address with 429 rate_limited and Retry-After", async () => {
    const post = () =>
      request(limited.port, HOST, "/api/leads", { method: "POST", headers: json, body: JSON.stringify({ form: "general" }) });
    expectApiError(await post(), 422, "invalid_input", "first lead");
    const res = await post();
    expectApiError(res, 429, "rate_limited", "second lead");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers a lead the database cannot store with 503 unavailable and Retry-After", async () => {
    const res = await request(broken.port, HOST, "/api/leads", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ form: "general", name: "Ann", email: "ann@example.com", phone: "0412345678" }),
    });
    expectApiError(res, 503, "unavailable", "lead on a broken database");
    expect(res.headers["retry-after"]).toBe("5");
  });

  it("answers an unexpected failure in an API route with 500 internal and the request id, without internal detail", async () => {
    for (const path of [car("any-car", "view.json"), car("any-car", "autogauge"), car("any-car", "delivery?postcode=4000")]) {
      const res = await request(broken.port, HOST, path);
      const body = expectApiError(res, 500, "internal", path);
      expect(body.error).toContain(String(res.headers["x-request-id"]));
      expect(res.body).not.toContain("secret/path.ts");
    }
  });
});

describe("Express's answers under /api and elsewhere", () => {
  let app: { server: Server; port: number };
  beforeAll(async () => {
    const e = express();
    e.use(pinoHttp({ logger: pino({ level: "silent" }) }));
    e.get("/api/refused", (req, res) => sendError(req, res, "forbidden", "Refused"));
    e.get("/refused", (req, res) => sendError(req, res, "forbidden", "Refused"));
    e.get("/api/boom", () => {
      throw new Error("secret detail");
    });
    e.get("/boom", () => {
      throw new Error("secret detail");
    });
    e.get("/api/too-big", () => {
      throw Object.assign(new Error("too big"), { status: 413 });
    });
    e.use(handleUnexpectedError);
    app = await new Promise((ok) => {
      const s = e.listen(0, "127.0.0.1", () => ok({ server: s, port: (s.address() as { port: number }).port }));
    });
  });
  afterAll(() => app?.server.close());

  it("answers a middleware's refusal as JSON under /api and as plain text for pages, with one status", async () => {
    expectApiError(await request(app.port, "x", "/api/refused"), 403, "forbidden", "/api/refused");
    const page = await request(app.port, "x", "/refused");
    expect(page.status).toBe(403);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
    expect(page.body).toBe("Refused");
  });

  it("answers an unhandled error as JSON 500 internal under /api and plain text for pages, never with its message", async () => {
    const api = await request(app.port, "x", "/api/boom");
    expectApiError(api, 500, "internal", "/api/boom");
    expect(api.body).not.toContain("secret detail");
    expectApiError(await request(app.port, "x", "/api/too-big"), 413, "payload_too_large", "/api/too-big");
    const page = await request(app.port, "x", "/boom");
    expect(page.status).toBe(500);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
    expect(page.body).toContain("Something went wrong");
    expect(page.body).not.toContain("secret detail");
  });
});
