import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import type { TenantSite } from "~/sites/tenant-site";
import { solvedCaptcha } from "../support/captcha";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "../support/chromium";
import { type ConsoleApp, consoleApp, hostOf } from "../support/console";
import { request } from "../support/http-request";
import { type Listening, type SeededPlatform, TEST_SECRET, testLeadServices } from "../support/seeded-app";

const now = new Date();
const json = { "content-type": "application/json" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Issue 56: the first-party visitor id (POST /api/events' cookie, per the site's consent setting) and the visit's source on leads. */
describe("visitors and sources", () => {
  let served: ConsoleApp;
  let platform: SeededPlatform;
  let app: Listening;
  let open: TenantSite; // does not ask (the default)
  let asking: TenantSite; // analytics.askConsent
  const services = testLeadServices();

  beforeAll(async () => {
    served = await consoleApp({
      now,
      totalCars: 12,
      leads: services,
      configure: (configs) =>
        configs.map((c) => (c.slug === "metro-motor-group" ? { ...c, analytics: { ...c.analytics, askConsent: true } } : c)),
    });
    ({ platform, app } = served);
    open = served.site("coastal-toyota");
    asking = served.site("metro-motor-group");
  }, 120_000);
  afterAll(() => served?.close());

  const send = (site: TenantSite, body: object, cookie?: string) =>
    request(app.port, hostOf(site), "/api/events", {
      method: "POST",
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const batch = (eventId: number) => ({ events: [{ event_id: eventId, name: "visit", page: "/", data: { utm_source: "google" } }] });
  const visitorsOf = async (site: TenantSite, eventId: number) =>
    (
      await platform.db.query<{ visitor: string | null }>(
        "SELECT visitor FROM analytics_events WHERE site_id = $1 AND event_id = $2 ORDER BY id",
        [site.id, eventId],
      )
    ).map((r) => r.visitor);
  const setCookie = (res: { headers: Record<string, unknown> }) => String(res.headers["set-cookie"] ?? "");
  const idIn = (header: string) => header.match(/__visitor=([^;]*)/)?.[1] ?? "";

  it("assigns a visitor id in a cookie only /api/events receives where the site does not ask, and stores it with each event", async () => {
    const first = await send(open, batch(101));
    expect(first.status).toBe(204);
    const header = setCookie(first);
    expect(header).toMatch(/^__visitor=[0-9a-f-]{36}; Max-Age=31536000; Path=\/api\/events; HttpOnly; SameSite=Lax$/);
    const id = idIn(header);
    expect(id).toMatch(UUID);
    const again = await send(open, batch(101), `__visitor=${id}`);
    expect(setCookie(again)).toBe(""); // kept, not set again
    expect(await visitorsOf(open, 101)).toEqual([id, id]);
  });

  it("where the site asks, sets no cookie and stores no visitor until the batch says the shopper accepted", async () => {
    const unanswered = await send(asking, batch(102));
    expect(unanswered.status).toBe(204);
    expect(setCookie(unanswered)).toBe("");
    const accepted = await send(asking, { ...batch(102), consent: true });
    const id = idIn(setCookie(accepted));
    expect(id).toMatch(UUID);
    expect(setCookie(accepted)).toContain("Path=/api/events");
    expect(await visitorsOf(asking, 102)).toEqual([null, id]);
  });

  it("where the site asks, a declined batch is stored without the id the browser still holds, and the cookie is cleared", async () => {
    const id = "0b6f2c1e-8d3a-4f5b-9c7d-2e1f0a9b8c7d";
    const declined = await send(asking, batch(103), `__visitor=${id}`);
    expect(declined.status).toBe(204);
    expect(setCookie(declined)).toBe("__visitor=; Max-Age=0; Path=/api/events; HttpOnly; SameSite=Lax");
    expect(await visitorsOf(asking, 103)).toEqual([null]);
  });

  it("refuses a visitor id sent by the page itself (the server sets it)", async () => {
    const res = await send(open, { events: [{ event_id: 104, name: "visit", visitor: "mine" }] });
    expect(res.status).toBe(400);
  });

  it("sets no cookie on a shared page, so pages stay cacheable", async () => {
    const home = await request(app.port, hostOf(open), "/");
    expect(home.status).toBe(200);
    expect(home.headers["set-cookie"]).toBeUndefined();
  });

  async function postLead(site: TenantSite, extra: Record<string, unknown>) {
    const res = await request(app.port, hostOf(site), "/api/leads", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        form: "general",
        category: "General Enquiry",
        name: "Ann",
        email: "ann@example.com",
        phone: "0412345678",
        postcode: "4000",
        message: "Hi",
        terms_conditions: true,
        altcha: await solvedCaptcha(services.captcha, site.slug),
        form_started: formStartedToken(TEST_SECRET, new Date(now.getTime() - 60_000)),
        ...extra,
      }),
    });
    expect(res.status, res.body).toBe(201);
    return (JSON.parse(res.body) as { lead_id: string }).lead_id;
  }
  const sourceOf = async (leadId: string) =>
    (
      await platform.db.query(
        "SELECT source_referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM leads WHERE id = $1",
        [leadId],
      )
    )[0];

  it("keeps the visit's referrer and UTM parameters with a lead, and shows them on the console's lead page", async () => {
    const leadId = await postLead(open, {
      source_referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-sale",
      utm_term: "hilux",
      utm_content: "ad-2",
    });
    expect(await sourceOf(leadId)).toEqual({
      source_referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-sale",
      utm_term: "hilux",
      utm_content: "ad-2",
    });
    const cookie = await served.signIn(open, "owner@coastal-toyota.example");
    const page = await request(app.port, hostOf(open), `/dealer/leads/${leadId}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(">Source</h2>");
    expect(page.body).toContain("www.google.com");
    expect(page.body).toContain("spring-sale");
  });

  it("stores a lead whose source fields are bad, dropping only them", async () => {
    const leadId = await postLead(open, { utm_source: "x".repeat(500), utm_medium: { nested: true }, utm_campaign: "winter" });
    expect(await sourceOf(leadId)).toEqual({
      source_referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: "winter",
      utm_term: null,
      utm_content: null,
    });
  });

  describe("in a browser, on a site that asks (360 px wide)", () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** A fresh shopper's tab, its events sent by fetch (a beacon's body is not visible to the test), arriving from a campaign. */
    async function arrive(): Promise<{ page: Page; batches: { events: { name: string; data?: object }[]; consent?: boolean }[] }> {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        navigator.sendBeacon = () => false;
      });
      const batches: { events: { name: string; data?: object }[]; consent?: boolean }[] = [];
      page.on("request", (req) => {
        if (req.url().endsWith("/api/events") && req.method() === "POST") batches.push(JSON.parse(req.postData() ?? "{}"));
      });
      const url = `http://${asking.slug}.localhost:${app.port}/?utm_source=newsletter&utm_campaign=spring`;
      await page.goto(url, { referer: "https://www.google.com/search?q=utes" });
      return { page, batches };
    }
    const notice = (page: Page) => page.getByRole("region", { name: "Cookie notice" });

    it("asks after hydration, passes axe, fits the width, and on Accept sends consent and gets the visitor cookie", async () => {
      const { page, batches } = await arrive();
      await notice(page).waitFor();
      expect(await notice(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const axe = await new AxeBuilder({ page }).include('[data-testid="analytics-consent"]').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      // The session's source went out once, without consent: no visitor for it.
      await expect
        .poll(() => batches.flatMap((b) => b.events).filter((e) => e.name === "visit"))
        .toEqual([
          {
            event_id: 63,
            name: "visit",
            page: "/",
            data: { referrer: "www.google.com", utm_source: "newsletter", utm_campaign: "spring" },
          },
        ]);
      expect(batches.every((b) => b.consent === undefined)).toBe(true);
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain("__visitor");
      // Keyboard: the notice's buttons are real buttons.
      await page.getByRole("button", { name: "Accept" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => notice(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("accepted");
      await page.goto(`http://${asking.slug}.localhost:${app.port}/search/new-used-and-demo-cars`);
      await expect.poll(() => batches.some((b) => b.consent === true), { timeout: 10_000 }).toBe(true);
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "__visitor")?.path).toBe("/api/events");
      const cookieId = (await page.context().cookies()).find((c) => c.name === "__visitor")?.value;
      const counted = () =>
        platform.db.query<{ visitor: string }>(
          "SELECT visitor FROM analytics_events WHERE site_id = $1 AND name = 'search_page_view' AND visitor IS NOT NULL",
          [asking.id],
        );
      await expect.poll(async () => (await counted()).map((r) => r.visitor), { timeout: 10_000 }).toContain(cookieId);
      expect(batches.flatMap((b) => b.events).filter((e) => e.name === "visit")).toHaveLength(1); // once a session
      expect(await notice(page).count()).toBe(0); // answered: not asked again
      await page.context().close();
    });

    it("on Decline remembers the answer and never gets a visitor cookie", async () => {
      const { page, batches } = await arrive();
      await page.getByRole("button", { name: "Decline" }).click();
      await expect.poll(() => notice(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("declined");
      await page.goto(`http://${asking.slug}.localhost:${app.port}/search/new-used-and-demo-cars`);
      await expect.poll(() => batches.flatMap((b) => b.events).some((e) => e.name === "search_page_view"), { timeout: 10_000 }).toBe(true);
      expect(batches.every((b) => b.consent === undefined)).toBe(true);
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain("__visitor");
      expect(await notice(page).count()).toBe(0);
      await page.context().close();
    });
  });
});
