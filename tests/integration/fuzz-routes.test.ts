import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestPayment } from "~/reserve/payment-requests.server";
import routes from "~/routes";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

/**
 * Every route of the app's route table (read from app/routes.ts, so a new route is fuzzed without
 * anyone adding it here), plus the Express-only /img and /healthz, gets hostile requests: hostile
 * path segments, query strings, methods, headers and bodies. None may answer 5xx or take longer than
 * a few seconds; every /api error is in the one JSON shape. Routes are fuzzed per module: every API
 * endpoint and every form action gets RUNS requests (spread over the paths that share it), and the
 * other pages, whose every request renders a whole page, PAGE_RUNS. Half the requests come from a signed-in shopper
 * who holds a reservation with a payment request, and the real ids (the reservation's, the request's) are among the
 * values, so the pages and steps behind sign-in and behind those ids are fuzzed too.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const PAGE_RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 200);
const CONCURRENCY = 8;
const SLOW_MS = 5000;
const now = new Date("2026-11-22T02:00:00Z");

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
const flatten = (list: RouteEntry[]): RouteEntry[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const byModule = new Map<string, string[]>();
for (const r of [
  ...flatten(routes as RouteEntry[]),
  { path: "img/*", file: "server/images.ts" },
  { path: "healthz", file: "server/create-app.ts" },
])
  byModule.set(r.file, [...(byModule.get(r.file) ?? []), r.index ? "" : (r.path ?? "")]);
/** API endpoints and modules with a form action get the full count; pages that only render get fewer. */
const takesWrites = (file: string) =>
  !file.endsWith(".tsx") || /export (async function|const) action\b/.test(readFileSync(join("app", file), "utf8"));
const modules = [...byModule].map(([file, paths]) => ({ file, paths, runs: takesWrites(file) ? RUNS : PAGE_RUNS }));

const HOSTILE = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E0%A4%A",
  "%",
  "%zz",
  "..%2f..%2fetc%2fpasswd",
  "'%3B%20DROP%20TABLE%20cars%3B--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "__proto__",
  "constructor",
  "2147483648",
  "-1",
  "0",
  "1e309",
  "NaN",
  "%F0%9F%9A%97",
  "%E2%80%AE",
  "a".repeat(600),
  "x".repeat(120),
  "2023-toyota-landcruiser-300-gx-ctm010687",
  "coastal-toyota-noosa-sales",
  "car",
  "logo",
  "new-used-and-demo-cars",
];
const QUERY_KEYS = [
  "query",
  "page",
  "sortBy",
  "refinementList[make][0]",
  "refinementList[nope][0]",
  "refinementList[make][]",
  "range[price]",
  "range[price][min]",
  "form",
  "car_id",
  "location_id",
  "postcode",
  "lead",
  "reveal",
  "lat",
  "lng",
  "locationQuery",
  "vehiclePriceBudget",
  "w",
  "q",
  "fmt",
  "a[b][c]",
  "__proto__",
  // Sign-in, checkout, buy online, payment requests, trade-in and stock feeds.
  "type",
  "redirect",
  "back",
  "reservation",
  "step",
  "paid",
  "valuation",
  "journey",
  "mode",
  "mode[]",
  "confirm",
  "dryRun",
  "intent",
  "payment_request",
  "valuation_id",
  "delivery",
  "trade_in",
  "phone",
  "code",
  "card_number",
];
/** Filled in once the shopper has reserved: the real ids that the id parameters may name. */
const REAL_IDS: string[] = [];
const INTENTS = ["send-code", "verify", "resend", "change-number", "delivery", "trade-in", "payment", "submit", "pay", "cancel"];

const segment = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
);
const queryValue = fc.oneof(
  fc.constantFrom(...HOSTILE, "", "1", "4000", "general", "price_asc", "10:20", ":", ...INTENTS),
  fc
    .constantFrom("00000000-0000-4000-8000-000000000000", "839acc49-1b2c-4d5e-8f90-0a1b2c3d4e5")
    .chain((fake) => fc.constantFrom(fake, ...REAL_IDS)),
  fc.string({ maxLength: 30 }),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 12 })), queryValue), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${HOSTILE.includes(v) ? v : encodeURIComponent(v)}`).join("&"));

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const body = fc.oneof(
  fc.record({ type: fc.constant("application/json"), text: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "null") }),
  fc.record({
    type: fc.constant("application/json"),
    text: fc.constantFrom(deep(5000), '{"name":"\\u0000"}', '{"name":"\\ud800"}', '{"car_id":2147483648}', "{", "[]", "null"),
  }),
  fc.record({ type: fc.constant("application/x-www-form-urlencoded"), text: query }),
  fc.record({ type: fc.constant("multipart/form-data; boundary=x"), text: fc.constantFrom("--x\r\nbroken", "", "--x--") }),
  fc.record({ type: fc.constantFrom("text/plain", "application/octet-stream", ""), text: fc.string({ maxLength: 50 }) }),
);
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("GET", "POST", "HEAD") },
  { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "TRACE") },
);

/** A concrete URL for a route pattern: each :param and * filled with hostile or plausible segments. */
function fill(pattern: string, segments: string[]): string {
  let i = 0;
  const next = () => segments[i++ % segments.length];
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(":") ? [next()] : part === "*" ? segments.slice(0, 1 + (segments.length % 3)) : [part]));
  return `/${parts.join("/")}`;
}

const requestFor = (patterns: string[], hosts: string[]) =>
  fc.record({
    host: fc.constantFrom(...hosts),
    path: fc
      .tuple(fc.constantFrom(...patterns), fc.array(segment, { minLength: 1, maxLength: 4 }))
      .map(([pattern, segments]) => fill(pattern, segments)),
    query,
    method,
    body,
    signedIn: fc.boolean(),
  });

describe("fuzzing every route: never a 5xx, never a hang", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let hosts: string[];
  let shopperCookie = "";
  let shopperHost = "";

  beforeAll(async () => {
    // Every request comes from one address: raise the rate limits (decision 008) so the routes, not the limiter, are fuzzed.
    const unlimited = 100_000;
    platform = await seededPlatform({
      now,
      totalCars: 60,
      configure: (configs) =>
        configs.map((c) => ({
          ...c,
          leads: { ...c.leads, rateLimitPerMinute: unlimited },
          rateLimits: Object.fromEntries(Object.keys(c.rateLimits).map((k) => [k, unlimited])) as typeof c.rateLimits,
        })),
    });
    app = await listenApp(platform, { now });
    hosts = [...platform.sites.map((s) => `${s.slug}.localhost:${app.port}`), `localhost:${app.port}`, "unknown.example"];
    ({ cookie: shopperCookie, host: shopperHost } = await shopperWithPaymentRequest(platform, app));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("fuzzes as a signed-in shopper holding a reservation with a payment request", async () => {
    expect(REAL_IDS).toHaveLength(2);
    const garage = await request(app.port, shopperHost, "/online-payment", { headers: { cookie: shopperCookie } });
    expect(garage.status).toBe(200);
  });

  it("reads the route table", () => {
    expect(modules.find((m) => m.file === "routes/car.tsx")?.paths).toEqual(["cars/:slug"]);
    expect(modules.find((m) => m.file === "routes/lead-page.tsx")).toMatchObject({ runs: RUNS });
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)("$file ($paths) answers $runs hostile requests without a 5xx", async ({ paths, runs }) => {
    const samples = fc.sample(requestFor(paths, hosts), runs);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < samples.length) {
        const r = samples[next++];
        const url = r.query ? `${r.path}?${r.query}` : r.path;
        const started = Date.now();
        const headers: Record<string, string> = { origin: `http://${r.host}` };
        // The session is the shopper's on their own site; sent elsewhere, it is a cookie that signs no one in.
        if (r.signedIn) headers.cookie = shopperCookie;
        if (r.method === "POST" && r.body.type) headers["content-type"] = r.body.type;
        const res = await request(app.port, r.host, url, {
          method: r.method,
          headers,
          body: r.method === "POST" ? r.body.text : undefined,
        });
        const took = Date.now() - started;
        const problem =
          res.status >= 500
            ? `status ${res.status}`
            : took > SLOW_MS
              ? `took ${took} ms`
              : url.startsWith("/api/") && res.status >= 400 && r.method !== "HEAD" && !isApiError(res.body)
                ? `error not in the API shape: ${res.body.slice(0, 120)}`
                : null;
        if (problem) failures.push(`${r.method} ${r.host}${url.slice(0, 200)} (${r.body.type}): ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures.slice(0, 10)).toEqual([]);
  });
});

/**
 * Signs a shopper in on Coastal Toyota through the pages, reserves a car with the test card as them, and has the dealer
 * ask them for a payment: the ids go into REAL_IDS.
 */
async function shopperWithPaymentRequest(platform: SeededPlatform, app: Listening) {
  const site = platform.sites.find((x) => x.slug === "coastal-toyota");
  if (!site) throw new Error("no coastal-toyota");
  const host = `${site.slug}.localhost:${app.port}`;
  const form = (fields: Record<string, string>, cookie = "") => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  const cookieOf = (res: { headers: Record<string, string | string[] | undefined> }) =>
    [res.headers["set-cookie"]].flat()[0]?.split(";")[0] ?? "";
  const phone = "0412 555 101";
  const asked = await request(app.port, host, "/sign-in?redirect=%2Fmy-garage", form({ intent: "send-code", phone }));
  const code = /^(\d{6}) /.exec(app.sentSms.at(-1)?.body ?? "")?.[1] ?? "";
  const verified = await request(app.port, host, "/sign-in?redirect=%2Fmy-garage", form({ intent: "verify", code }, cookieOf(asked)));
  const cookie = cookieOf(verified);
  if (verified.status !== 302 || !cookie) throw new Error(`sign-in failed: ${verified.status}`);
  const [car] = await platform.db.query<{ slug: string }>(
    "SELECT slug FROM cars WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND price > 0 AND NOT reserved ORDER BY id LIMIT 1",
    [site.id],
  );
  const card = { card_number: "4242 4242 4242 4242", card_expiry: "12/30", card_cvc: "123" };
  const reserved = await request(
    app.port,
    host,
    `/cars/${car.slug}/checkout`,
    form({ name: "Fuzz", last_name: "Shopper", email: "fuzz@example.com.au", phone, ...card }, cookie),
  );
  const reservationId = new URL(String(reserved.headers.location), "http://x").searchParams.get("reservation");
  if (!reservationId) throw new Error(`reserve failed: ${reserved.status} ${reserved.body.slice(0, 200)}`);
  const asking = await requestPayment(
    { db: platform.db, site, now },
    { reservationId, amount: "150.00", description: "Floor mats" },
    { tool: "test" },
  );
  if (!asking.ok) throw new Error(asking.message);
  REAL_IDS.push(reservationId, asking.request.id);
  return { cookie, host };
}

function isApiError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: unknown };
    return typeof body.error === "string" && typeof body.code === "string";
  } catch {
    return false;
  }
}
