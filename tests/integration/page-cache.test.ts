import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";
import { createPageCache, type PageCache } from "../../server/page-cache";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const scriptNonces = (body: string) => new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const cspNonce = (res: HttpResponse) => /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
const withoutNonces = (body: string, nonce: string) => body.split(nonce).join("NONCE");

/** The shared page cache (server/page-cache.ts) in front of the built app. */
describe("page cache", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let cache: PageCache;
  let clock = 0;
  let host: string;
  let carPath: string;

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 40 });
    cache = createPageCache({ maxSeconds: 10, maxBytes: 32 * 1024 * 1024, now: () => clock });
    app = await listenApp(platform, { now: NOW, pageCache: cache });
    host = `coastal-toyota.localhost:${app.port}`;
    const site = platform.sites.find((s) => s.slug === "coastal-toyota");
    const [car] = await platform.db.query<{ slug: string }>("SELECT slug FROM cars WHERE site_id = $1 AND show_on_dealer_website LIMIT 1", [
      site?.id,
    ]);
    carPath = `/cars/${car.slug}`;
  }, 60_000);
  afterAll(async () => {
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
});
