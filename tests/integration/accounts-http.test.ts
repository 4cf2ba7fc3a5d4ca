import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");

/** Sign-in, sessions, gating and the watchlist API over HTTP, through the built app. */
describe("accounts over HTTP", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const host = (slug = "coastal-toyota") => `${slug}.localhost:${app.port}`;
  const cookieOf = (res: HttpResponse) => {
    const header = res.headers["set-cookie"];
    const first = Array.isArray(header) ? header[0] : header;
    return first ? first.split(";")[0] : "";
  };
  /** A page's text as a reader sees it: React's markers between adjacent text pieces removed. */
  const text = (res: HttpResponse) => res.body.replaceAll("<!-- -->", "");
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (path: string, body: string, headers: Record<string, string> = {}, slug = "coastal-toyota") =>
    request(app.port, host(slug), path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  /** Signs in through the pages (the number, then the texted code); returns the session cookie and the final answer. */
  async function signIn(phone: string, redirect = "/my-garage", slug = "coastal-toyota", favourites = "") {
    const path = `/sign-in?${new URLSearchParams({ type: "garage", redirect, back: "/" })}`;
    const asked = await post(path, form({ intent: "send-code", phone }), {}, slug);
    expect(asked.status, asked.body).toBe(302);
    const visitor = cookieOf(asked);
    const e164 = `+61${phone.replace(/\D/g, "").replace(/^0/, "")}`;
    const code = /^(\d{6}) /.exec(app.sentSms.filter((m) => m.to === e164).at(-1)?.body ?? "")?.[1] ?? "";
    const verified = await post(path, form({ intent: "verify", code, favourites }), { cookie: visitor }, slug);
    return { visitor, verified, cookie: cookieOf(verified) };
  }

  beforeAll(async () => {
    // Many sign-ins from one address: the per-address limit is not what this file tests (rate-limits-http.test.ts does).
    platform = await seededPlatform({
      now: NOW,
      totalCars: 60,
      configure: (configs) => configs.map((c) => ({ ...c, rateLimits: { ...c.rateLimits, signInPerMinute: 1000 } })),
    });
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("sends a signed-out visitor of a gated page to sign-in with type, redirect and back", async () => {
    const res = await request(app.port, host(), "/my-garage", { headers: { referer: `http://${host()}/cars/some-car` } });
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.location), "http://x");
    expect(location.pathname).toBe("/sign-in");
    expect(Object.fromEntries(location.searchParams)).toEqual({ type: "garage", redirect: "/my-garage", back: "/cars/some-car" });
    // Another site's address as the Referer is not a Back target.
    const foreign = await request(app.port, host(), "/watchlist", { headers: { referer: "https://evil.example/x" } });
    expect(new URL(String(foreign.headers.location), "http://x").searchParams.get("back")).toBe("/");
  });

  it("signs in by the texted code, lands on the redirect target with a new session, and the gated page opens", async () => {
    const { visitor, verified, cookie } = await signIn("0412 100 001", "/watchlist");
    expect(verified.status, verified.body).toBe(302);
    expect(verified.headers.location).toBe("/watchlist");
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).not.toBe(visitor);
    const setCookie = String(verified.headers["set-cookie"]);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const garage = await request(app.port, host(), "/my-garage", { headers: { cookie } });
    expect(garage.status).toBe(200);
    expect(text(garage)).toContain("Signed in as 0412 *** 001");
    // The session is this site's only.
    const elsewhere = await request(app.port, host("metro-motor-group"), "/my-garage", { headers: { cookie } });
    expect(elsewhere.status).toBe(302);
  });

  it("never redirects to another origin after sign-in", async () => {
    for (const evil of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const { verified } = await signIn(`0412 10${String(Math.floor(Math.random() * 9000) + 1000)}`, evil);
      expect(verified.status).toBe(302);
      expect(String(verified.headers.location)).toBe("/my-garage");
    }
  });

  it("answers a code asked for too soon with 429, the wait and Retry-After", async () => {
    await signIn("0412 100 002");
    const again = await post("/sign-in?type=garage", form({ intent: "send-code", phone: "0412 100 002" }));
    expect(again.status).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    expect(text(again)).toContain("We&#x27;ve just sent a code to this number. Please wait");
  });

  it("saves and removes cars for the signed-in shopper only", async () => {
    const [car] = await platform.db.query<{ id: number }>(
      `SELECT c.id FROM cars c JOIN sites s ON s.id = c.site_id
        WHERE s.slug = 'coastal-toyota' AND c.status = 'in_stock' AND c.show_on_dealer_website ORDER BY c.id LIMIT 1`,
    );
    const json = (path: string, body: unknown, cookie?: string) =>
      request(app.port, host(), path, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const body = { phone_number: "0412 100 003", car_id: car.id };
    const signedOut = await json("/api/watchlist/save-car", body);
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.body)).toMatchObject({ code: "unauthorized" });

    const { cookie } = await signIn("0412 100 003");
    expect((await json("/api/watchlist/save-car", { ...body, phone_number: "0412 999 999" }, cookie)).status).toBe(403);
    const saved = await json("/api/watchlist/save-car", body, cookie);
    expect(saved.status, saved.body).toBe(200);
    expect(JSON.parse(saved.body)).toEqual({ success: true });
    const page = await request(app.port, host(), "/watchlist", { headers: { cookie } });
    expect(page.body).toContain(`<input type="hidden" name="car_id" value="${car.id}"/>`);
    expect(JSON.parse((await json("/api/watchlist/remove-car", body, cookie)).body)).toEqual({ success: true });
    expect(text(await request(app.port, host(), "/watchlist", { headers: { cookie } }))).toContain("No saved cars yet.");
  });

  it("signs out everywhere", async () => {
    const first = (await signIn("0412 100 004")).cookie;
    // A second browser: its own code, a minute later by the number's limit, so straight from the database's view of time.
    await platform.db.query("UPDATE sign_in_codes SET created_at = created_at - interval '2 minutes' WHERE phone = '+61412100004'");
    const second = (await signIn("0412 100 004")).cookie;
    expect((await request(app.port, host(), "/my-garage", { headers: { cookie: second } })).status).toBe(200);
    const out = await post("/sign-out", form({ scope: "everywhere" }), { cookie: first });
    expect(out.status).toBe(302);
    expect((await request(app.port, host(), "/my-garage", { headers: { cookie: first } })).status).toBe(302);
    expect((await request(app.port, host(), "/my-garage", { headers: { cookie: second } })).status).toBe(302);
  });

  it("spin to win: one spin per shopper, drawn on the server, the same prize however often it is posted", async () => {
    const { cookie } = await signIn("0412 100 005", "/spin-to-win");
    const before = await request(app.port, host(), "/spin-to-win", { headers: { cookie } });
    expect(before.status).toBe(200);
    expect(text(before)).toContain("Spin the wheel");
    const spins = await Promise.all(Array.from({ length: 5 }, () => post("/spin-to-win", "", { cookie })));
    expect(spins.map((s) => s.status)).toEqual(Array(5).fill(302));
    const entries = await platform.db.query<{ prize: string; claim_code: string }>(
      "SELECT prize, claim_code FROM promotion_entries e JOIN shoppers s ON s.id = e.shopper_id WHERE s.phone = '+61412100005'",
    );
    expect(entries).toHaveLength(1);
    const after = text(await request(app.port, host(), "/spin-to-win", { headers: { cookie } }));
    expect(after).toContain(entries[0].prize);
    expect(after).toContain(entries[0].claim_code);
    expect(after).not.toContain("Spin the wheel");
    // A site running no promotion has no such page.
    expect((await request(app.port, host("value-used-cars"), "/spin-to-win")).status).toBe(404);
  });

  it("saves the favourites this browser kept to the watchlist at sign-in (this site's, not sold)", async () => {
    const cars = await platform.db.query<{ id: number }>(
      `SELECT c.id FROM cars c JOIN sites s ON s.id = c.site_id
        WHERE s.slug = 'coastal-toyota' AND c.status = 'in_stock' AND c.show_on_dealer_website ORDER BY c.id DESC LIMIT 2`,
    );
    const [foreign] = await platform.db.query<{ id: number }>(
      "SELECT c.id FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = 'metro-motor-group' LIMIT 1",
    );
    const { cookie } = await signIn("0412 100 006", "/watchlist", "coastal-toyota", `${cars[0].id},${cars[1].id},${foreign.id},junk`);
    const saved = await platform.db.query<{ car_id: number }>(
      "SELECT w.car_id FROM watchlist w JOIN shoppers s ON s.id = w.shopper_id WHERE s.phone = '+61412100006' ORDER BY w.car_id DESC",
    );
    expect(saved.map((r) => r.car_id)).toEqual([cars[0].id, cars[1].id]);
    expect((await request(app.port, host(), "/watchlist", { headers: { cookie } })).status).toBe(200);
  });

  it.each([
    ["personalised finance", "/personalised/finance", "personalised"],
    ["bank-check finance", "/bank-check/finance", "bank-check"],
  ])("gates a route only on the sites that list it: %s on Metro Motor Group, open on Coastal Toyota", async (name, page, type) => {
    const path = `${page}?car_id=1`;
    const gated = await request(app.port, host("metro-motor-group"), path);
    expect(gated.status).toBe(302);
    const target = new URL(String(gated.headers.location), "http://x");
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ type, redirect: path });
    const signInPage = await request(app.port, host("metro-motor-group"), `${target.pathname}${target.search}`);
    expect(text(signInPage)).toContain(`Sign in for ${name}`);
    const open = await request(app.port, host(), page);
    expect(open.status).toBe(200);
    expect(text(open)).toContain('id="finance-form"');
  });

  it("gates the matched route, however its path is spelt, and its other checkout page with it", async () => {
    const [car] = await platform.db.query<{ slug: string }>(
      `SELECT c.slug FROM cars c JOIN sites s ON s.id = c.site_id
        WHERE s.slug = 'sunset-caravans' AND c.status = 'in_stock' AND c.show_on_dealer_website AND c.price > 0 ORDER BY c.id LIMIT 1`,
    );
    // Sunset Caravans gates /cars/{slug}/checkout: percent-encoded, upper-cased or slashed, it is still that route.
    for (const spelling of ["checkout", "%63heckout", "checkou%74", "CHECKOUT", "checkout/"]) {
      const res = await request(app.port, host("sunset-caravans"), `/cars/${car.slug}/${spelling}`);
      expect(res.status, spelling).toBe(302);
      expect(new URL(String(res.headers.location), "http://x").pathname, spelling).toBe("/sign-in");
    }
    // Its buy-online page (where /checkout-journey leads) takes the same deposit: gated with it.
    const other = await request(app.port, host("sunset-caravans"), `/cars/${car.slug}/buy-%6Fnline`);
    expect(other.status).toBe(302);
    expect(new URL(String(other.headers.location), "http://x").pathname).toBe("/sign-in");
    const { cookie } = await signIn("0412 100 007", "/my-garage", "sunset-caravans");
    for (const page of ["checkout", "buy-online"])
      expect((await request(app.port, host("sunset-caravans"), `/cars/${car.slug}/${page}`, { headers: { cookie } })).status, page).toBe(
        200,
      );
  });

  it("answers ids that can name no row, and names every object has, as the bad input they are", async () => {
    for (const type of ["__proto__", "constructor", "toString"]) {
      const res = await request(app.port, host(), `/sign-in?type=${type}`);
      expect(res.status, type).toBe(200);
      expect(text(res), type).toContain("Sign in");
    }
    const { cookie } = await signIn("0412 100 008", "/watchlist");
    for (const carId of [2147483648, "+61412000000", "1e3", -1]) {
      const res = await request(app.port, host(), "/api/watchlist/save-car", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: `http://${host()}` },
        body: JSON.stringify({ phone_number: "0412 100 008", car_id: carId }),
      });
      expect(res.status, String(carId)).toBe(400);
    }
    const valuation = await request(app.port, host(), "/api/valuation", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${host()}` },
      body: JSON.stringify({ rego: "TRADE1", regoState: "NSW", car_id: 2147483648 }),
    });
    expect(valuation.status).toBe(400);
  });
});
