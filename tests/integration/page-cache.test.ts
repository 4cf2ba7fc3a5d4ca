import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepIndexInStep } from "~/search/stock-sync.server";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";
import { createPageCache, type PageCache } from "../../server/page-cache";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const scriptNonces = (body: string) => new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const cspNonce = (res: HttpResponse) => /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
const withoutNonces = (body: string, nonce: string) => body.split(nonce).join("NONCE");
const SHARED = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
const vary = (res: HttpResponse) => String(res.headers.vary ?? "").toLowerCase();

/** The shared page cache (server/page-cache.ts) in front of the built app. */
describe("page cache", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let cache: PageCache;
  let clock = 0;
  let host: string;
  let carPath: string;
  let carId: number;
  let stopSync: () => Promise<void>;

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 40 });
    cache = createPageCache({ maxSeconds: 10, maxBytes: 32 * 1024 * 1024, now: () => clock });
    app = await listenApp(platform, { now: NOW, pageCache: cache });
    host = `coastal-toyota.localhost:${app.port}`;
    const site = platform.sites.find((s) => s.slug === "coastal-toyota");
    const [car] = await platform.db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM cars WHERE site_id = $1 AND show_on_dealer_website AND price > 0 ORDER BY id LIMIT 1",
      [site?.id],
    );
    carPath = `/cars/${car.slug}`;
    carId = car.id;
    // As server/main.ts wires it: a site's stock changing drops its pages.
    stopSync = await keepIndexInStep(platform.db, platform.search, {
      onError: (err) => {
        throw err;
      },
      onRebuilt: (siteId) => cache.purgeSite(siteId),
    });
  }, 60_000);
  afterAll(async () => {
    await stopSync?.();
    await app?.close();
    await platform?.db.close();
  });

  it("serves a page that opts in from memory, with this response's own CSP nonce everywhere", async () => {
    const first = await request(app.port, host, carPath);
    const second = await request(app.port, host, carPath);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(second.headers["x-cache"]).toBe("hit");
    const [a, b] = [cspNonce(first), cspNonce(second)];
    expect(a && b && a !== b).toBe(true);
    expect(scriptNonces(second.body)).toEqual(new Set([b]));
    expect(second.body).not.toContain(a);
    expect(withoutNonces(second.body, b as string)).toBe(withoutNonces(first.body, a as string));
    // The opt-in header stays on the server; the security headers are the response's own.
    for (const res of [first, second]) {
      expect(res.headers["x-page-cache-seconds"]).toBeUndefined();
      expect(res.headers["x-frame-options"]).toBeDefined();
    }
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
  });

  it("keeps each site's pages apart", async () => {
    const coastal = await request(app.port, host, "/");
    const metro = await request(app.port, `metro-motor-group.localhost:${app.port}`, "/");
    const metroAgain = await request(app.port, `metro-motor-group.localhost:${app.port}`, "/");
    expect(coastal.body).toContain("Coastal Toyota");
    expect(metroAgain.headers["x-cache"]).toBe("hit");
    expect(metroAgain.body).not.toContain("Coastal Toyota");
    expect(metro.body).not.toContain("Coastal Toyota");
  });

  it("never caches a page that carries one-time tokens, or a request with a cookie", async () => {
    const form1 = await request(app.port, host, "/contact");
    const form2 = await request(app.port, host, "/contact");
    expect(form2.status).toBe(200);
    expect(form2.headers["x-cache"]).toBeUndefined();
    const timer = (body: string) => /name="form_started" value="([^"]+)"/.exec(body)?.[1];
    expect(timer(form1.body)).toBeDefined();
    expect(timer(form1.body)).not.toBe(timer(form2.body));
    await request(app.port, host, "/locations");
    const withCookie = await request(app.port, host, "/locations", { headers: { cookie: "session=abc" } });
    expect(withCookie.headers["x-cache"]).toBeUndefined();
  });

  it("renders again once the page's seconds are up, or when the site's stock changes", async () => {
    await request(app.port, host, "/locations");
    expect((await request(app.port, host, "/locations")).headers["x-cache"]).toBe("hit");
    clock += 10_001;
    expect((await request(app.port, host, "/locations")).headers["x-cache"]).toBeUndefined();
    expect((await request(app.port, host, "/locations")).headers["x-cache"]).toBe("hit");
    const site = platform.sites.find((s) => s.slug === "coastal-toyota");
    cache.purgeSite(site?.id ?? 0);
    expect((await request(app.port, host, "/locations")).headers["x-cache"]).toBeUndefined();
  });

  it("renders a page once for copies requested at the same time", async () => {
    clock += 20_000;
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(app.port, host, "/")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rendered = answers.filter((a) => a.headers["x-cache"] === undefined);
    expect(rendered).toHaveLength(1);
    // The others waited for that render ("shared") or came just after it ("hit").
    expect(answers.filter((a) => a.headers["x-cache"] === "shared" || a.headers["x-cache"] === "hit")).toHaveLength(7);
  });

  it("does not keep a 404", async () => {
    await request(app.port, host, "/cars/no-such-car");
    expect((await request(app.port, host, "/cars/no-such-car")).headers["x-cache"]).toBeUndefined();
  });

  it("drops a site's pages when its stock changes, so the next view shows the new price", async () => {
    clock += 20_000;
    const before = await request(app.port, host, carPath);
    expect((await request(app.port, host, carPath)).headers["x-cache"]).toBe("hit");
    const [{ price }] = await platform.db.query<{ price: number }>("UPDATE cars SET price = price + 1111 WHERE id = $1 RETURNING price", [
      carId,
    ]);
    const shown = `$${price.toLocaleString("en-AU")}`;
    let after = await request(app.port, host, carPath);
    for (let tries = 0; !after.body.includes(shown) && tries < 100; tries++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await request(app.port, host, carPath);
    }
    expect(after.body).toContain(shown);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old copy's validator no longer matches: a browser holding it gets the new page.
    const revalidated = await request(app.port, host, carPath, { headers: { "if-none-match": String(before.headers.etag) } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body).toContain(shown);
  });
});

/** Caching headers (server/cache-policy.ts), revalidation and compression, on pages and static files. */
describe("HTTP caching and compression", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let cache: PageCache;
  let clock = 0;
  let host: string;

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 40 });
    cache = createPageCache({ maxSeconds: 10, maxBytes: 32 * 1024 * 1024, now: () => clock });
    app = await listenApp(platform, { now: NOW, pageCache: cache });
    host = `coastal-toyota.localhost:${app.port}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("lets shared caches keep a page that holds nothing personal, with an ETag that stays while the page does", async () => {
    const first = await request(app.port, host, "/locations");
    const second = await request(app.port, host, "/locations");
    expect(second.headers["x-cache"]).toBe("hit");
    for (const res of [first, second]) {
      expect(res.headers["cache-control"]).toBe(SHARED);
      expect(vary(res)).toContain("accept-encoding");
      // The header shows a signed-in shopper's account: a cache must not hand them the anonymous copy.
      expect(vary(res)).toContain("cookie");
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    // Rendered again (its seconds are up), the same page has the same ETag: the nonce is left out of it.
    clock += 10_001;
    const rendered = await request(app.port, host, "/locations");
    expect(rendered.headers["x-cache"]).toBeUndefined();
    expect(cspNonce(rendered)).not.toBe(cspNonce(first));
    expect(rendered.headers.etag).toBe(first.headers.etag);
  });

  it("answers 304 to If-None-Match, with no body and no CSP to pair a new nonce with the held copy", async () => {
    clock += 20_000;
    const page = await request(app.port, host, "/brands");
    const etag = String(page.headers.etag);
    // From the page cache, and rendered afresh once the cached copy is gone: the same answer.
    for (const how of ["hit", undefined]) {
      if (how === undefined) clock += 10_001;
      const res = await request(app.port, host, "/brands", { headers: { "if-none-match": etag, "accept-encoding": "br" } });
      expect(res.headers["x-cache"]).toBe(how);
      expect(res.status).toBe(304);
      expect(res.bytes.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toBe(SHARED);
      expect(vary(res)).toContain("cookie");
      for (const name of ["content-security-policy", "content-type", "content-length", "content-encoding"])
        expect(res.headers[name], name).toBeUndefined();
    }
    const other = await request(app.port, host, "/brands", { headers: { "if-none-match": 'W/"something-else"' } });
    expect(other.status).toBe(200);
    expect(cspNonce(other)).toBeDefined();
    expect(scriptNonces(other.body)).toEqual(new Set([cspNonce(other)]));
  });

  it("keeps personal pages out of every cache: a shopper with a cookie, a form with one-time tokens, a page setting a cookie", async () => {
    const signedIn = await request(app.port, host, "/locations", { headers: { cookie: "session=abc" } });
    const form = await request(app.port, host, "/contact");
    // The site that shuffles promoted cars gives a first-time searcher a seed cookie.
    const metro = `metro-motor-group.localhost:${app.port}`;
    const seeded = await request(app.port, metro, "/search/new-used-and-demo-cars");
    expect(seeded.headers["set-cookie"]).toBeDefined();
    for (const [what, res] of Object.entries({ signedIn, form, seeded })) {
      expect(res.status, what).toBe(200);
      expect(res.headers["cache-control"], what).toBe("private, no-store");
      expect(res.headers.etag, what).toBeUndefined();
      expect(res.headers["x-cache"], what).toBeUndefined();
    }
    // A page that does not say it may be shared is not, even without a cookie; nor an API answer that says nothing.
    expect((await request(app.port, host, "/no-such-page")).headers["cache-control"]).toBe("private, no-store");
  });

  it("compresses pages with brotli for a client that takes it, gzip for one that takes only that", async () => {
    const plain = await request(app.port, host, "/brands");
    const br = await request(app.port, host, "/brands", { headers: { "accept-encoding": "gzip, deflate, br" } });
    const gz = await request(app.port, host, "/brands", { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const nonce = (res: HttpResponse) => cspNonce(res) as string;
    const text = withoutNonces(plain.body, nonce(plain));
    expect(withoutNonces(brotliDecompressSync(br.bytes).toString("utf8"), nonce(br))).toBe(text);
    expect(withoutNonces(gunzipSync(gz.bytes).toString("utf8"), nonce(gz))).toBe(text);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    const json = await request(app.port, host, "/api/search", { headers: { "accept-encoding": "br" } });
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.headers["content-encoding"]).toBe("br");
  });

  it("serves a hashed script as the brotli copy made at build time, cached for a year", async () => {
    const page = await request(app.port, host, "/");
    // The page names its scripts in the list its loader adds after the first paint (app/lib/scripts-after-paint.server.ts).
    const script = /"(\/assets\/[\w.-]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const file = resolve("build/client", `.${script}`);
    const br = await request(app.port, host, script as string, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(vary(br)).toContain("accept-encoding");
    // Byte for byte the file the build wrote, not compressed again per request.
    expect(br.bytes.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.bytes).equals(readFileSync(file))).toBe(true);
    const gz = await request(app.port, host, script as string, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.bytes.equals(readFileSync(`${file}.gz`))).toBe(true);
    const plain = await request(app.port, host, script as string);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.equals(readFileSync(file))).toBe(true);
  });
});
