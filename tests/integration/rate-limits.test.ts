import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStaffEmail, ensureDemoStaff } from "~/console/demo-staff.server";
import { findStaffByEmail } from "~/console/staff-queries.server";
import { claimWeeklySummary } from "~/console/weekly-summary-queries.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { insertAnalyticsEvents } from "~/db/queries/analytics.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { takeRateLimit } from "~/lib/rate-limit.server";
import { RateLimitCounter } from "~/db/queries/rate-limits.server";
import { purgeExpiredState } from "~/services/purge-expired-state.server";
import { recordCarView } from "~/services/record-car-view.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";

const SECRET = "r".repeat(32);
const now = new Date("2026-11-22T02:00:10Z");
const at = (ms: number) => new Date(now.getTime() + ms);

/**
 * Security findings 1, 15, 19 and 25 (docs/decisions/008-rate-limits.md): rate limits counted in the
 * database every server process shares, view counts once per visitor and day, analytics batches
 * stored whole or not at all, and everything kept only for a while purged.
 */
describe.each(testDatabases())("rate limits, view counts and expiring state on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let other: TenantSite;
  let carSlugs: string[];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    other = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    await seedDemo(db, [site], { now, totalCars: 20, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    carSlugs = (
      await db.query<{ slug: string }>("SELECT slug FROM cars WHERE site_id = $1 AND show_on_dealer_website ORDER BY id", [site.id])
    ).map((r) => r.slug);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const limited = (s: TenantSite, leadsPerMinute: number): TenantSite => ({
    ...s,
    leads: { ...s.leads, rateLimitPerMinute: leadsPerMinute },
  });
  const take = (address: string, options: { site?: TenantSite; bucket?: "leads" | "search"; when?: Date } = {}) =>
    takeRateLimit(db, {
      bucket: options.bucket ?? "leads",
      site: options.site ?? limited(site, 5),
      address,
      secret: SECRET,
      now: options.when ?? now,
    });

  describe("rate limits", () => {
    it("allows a site's limit a minute from one address, then answers with the seconds to wait", async () => {
      const decisions = [];
      for (let i = 0; i < 6; i++) decisions.push(await take("198.51.100.1", { when: at(i * 1000) }));
      expect(decisions.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }));
      const refused = decisions[5];
      expect(refused.allowed).toBe(false);
      expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(120);
      // Waiting as told lets the next one through.
      const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
      expect(await take("198.51.100.1", { when: at(5000 + wait * 1000) })).toEqual({ allowed: true });
    });

    it("counts each address, site and kind of endpoint on its own; an IPv6 client by its /64", async () => {
      for (let i = 0; i < 5; i++) await take("198.51.100.2");
      expect((await take("198.51.100.2")).allowed).toBe(false);
      expect(await take("198.51.100.3")).toEqual({ allowed: true });
      expect(await take("198.51.100.2", { site: limited(other, 5) })).toEqual({ allowed: true });
      expect(await take("198.51.100.2", { bucket: "search" })).toEqual({ allowed: true });
      for (let i = 0; i < 5; i++) expect(await take(`2001:db8:5:6::${i + 1}`)).toEqual({ allowed: true });
      expect((await take("2001:db8:5:6:ffff::9")).allowed).toBe(false);
      expect(await take("2001:db8:5:7::1")).toEqual({ allowed: true });
    });

    it("counts concurrent requests exactly (one atomic upsert each), as server processes sharing the database would", async () => {
      const search = { ...site, rateLimits: { ...site.rateLimits, searchPerMinute: 50 } };
      const decisions = await Promise.all(
        Array.from({ length: 80 }, () => take("198.51.100.4", { site: search, bucket: "search", when: at(30_000) })),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(50);
      const [row] = await db.query<{ hits: number }>("SELECT hits FROM rate_limit_windows WHERE bucket = 'search' AND hits = 80");
      expect(row.hits).toBe(80);
    });

    it("counts the concurrent hits of several clients, kinds and processes in shared statements, each as if alone", async () => {
      // Two counters on one database stand for two server processes; each groups its concurrent hits into one upsert.
      const processes = [new RateLimitCounter(db), new RateLimitCounter(db)];
      const windowStart = new Date(at(0).getTime() - (at(0).getTime() % 60_000) + 120_000);
      const hit = (client: string, bucket: string) => ({
        bucket,
        siteId: site.id,
        client,
        windowStart,
        previousWindowStart: new Date(windowStart.getTime() - 60_000),
      });
      const clients = ["batch-a", "batch-b", "batch-c"];
      const counts = await Promise.all(
        Array.from({ length: 90 }, (_, i) => processes[i % 2].count(hit(clients[i % 3], i % 5 === 0 ? "views" : "search"))),
      );
      // Every (client, kind) got the distinct counts 1..n, as one upsert a hit would have given them.
      const seen = new Map<string, number[]>();
      counts.forEach((c, i) => {
        const key = `${clients[i % 3]}/${i % 5 === 0 ? "views" : "search"}`;
        seen.set(key, [...(seen.get(key) ?? []), c.current]);
        expect(c.previous).toBe(0);
      });
      expect(seen.size).toBe(6);
      for (const [key, values] of seen)
        expect(
          [...values].sort((a, b) => a - b),
          key,
        ).toEqual(values.map((_, k) => k + 1));
      const rows = await db.query<{ hits: number }>(
        "SELECT hits FROM rate_limit_windows WHERE client LIKE 'batch-%' ORDER BY client, bucket",
      );
      expect(rows.reduce((sum, r) => sum + Number(r.hits), 0)).toBe(90);
    });

    it("stores a keyed hash of the client, never its address", async () => {
      const rows = await db.query<{ client: string }>("SELECT client FROM rate_limit_windows");
      expect(rows.length).toBeGreaterThan(0);
      for (const { client } of rows) expect(client).not.toMatch(/198\.51|2001:db8|:/);
    });
  });

  describe("view counts (finding 15)", () => {
    const views = async (slug: string) =>
      (await db.query<{ views: number }>("SELECT views FROM cars WHERE site_id = $1 AND slug = $2", [site.id, slug]))[0].views;
    const view = (slug: string, address: string, userAgent: string | null, when = now) =>
      recordCarView({ db, site, now: when, secret: SECRET }, slug, { address, userAgent });

    it("counts ten views from one visitor once, from two visitors twice, again the next day", async () => {
      const slug = carSlugs[0];
      const before = await views(slug);
      const answers = await Promise.all(Array.from({ length: 10 }, () => view(slug, "203.0.113.7", "Firefox")));
      expect(await views(slug)).toBe(before + 1);
      // Every answer carries the count, counted or not.
      for (const answer of answers) expect(answer?.views).toBeGreaterThanOrEqual(before);
      await view(slug, "203.0.113.8", "Firefox");
      expect(await views(slug)).toBe(before + 2);
      // Another browser at the same address is another visitor; another car is counted on its own.
      await view(slug, "203.0.113.7", "Safari");
      expect(await views(slug)).toBe(before + 3);
      const otherCar = carSlugs[1];
      const otherBefore = await views(otherCar);
      await view(otherCar, "203.0.113.7", "Firefox");
      expect(await views(otherCar)).toBe(otherBefore + 1);
      await view(slug, "203.0.113.7", "Firefox", at(24 * 60 * 60 * 1000));
      expect(await views(slug)).toBe(before + 4);
      const kept = await db.query<{ visitor: string }>("SELECT visitor FROM car_view_visitors");
      expect(kept.length).toBeGreaterThanOrEqual(5);
      for (const { visitor } of kept) expect(visitor).not.toMatch(/203\.0|Firefox/);
    });

    it("counts nothing and answers null for a car the site does not offer", async () => {
      expect(await view("no-such-car", "203.0.113.7", "Firefox")).toBeNull();
    });
  });

  describe("analytics batches (finding 25)", () => {
    const count = async () =>
      (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM analytics_events WHERE site_id = $1", [site.id]))[0].n;

    it("stores a batch whole or not at all: one row the database refuses leaves none of it", async () => {
      const before = await count();
      const good = Array.from({ length: 19 }, (_, i) => ({ event_id: 4, name: "used_vehicle_view", car_id: i + 1, page: "/cars/x" }));
      await expect(
        insertAnalyticsEvents(db, site.id, [...good, { event_id: 4, name: "used_vehicle_view", car_id: 2 ** 31 }]),
      ).rejects.toThrow();
      expect(await count()).toBe(before);
      await insertAnalyticsEvents(db, site.id, good);
      expect(await count()).toBe(before + 19);
      const [row] = await db.query<{ data: unknown; page: string }>(
        "SELECT data, page FROM analytics_events WHERE site_id = $1 ORDER BY id DESC LIMIT 1",
        [site.id],
      );
      expect(row).toEqual({ data: {}, page: "/cars/x" });
    });
  });

  describe("purging expired state", () => {
    it("deletes raw events past the retention period, stale rate-limit windows and yesterday's viewers; keeps the rest", async () => {
      const day = 24 * 60 * 60 * 1000;
      await db.query("DELETE FROM analytics_events");
      await insertAnalyticsEvents(db, site.id, [{ event_id: 25, name: "phone_click", data: { car: "x" } }]);
      await db.query("UPDATE analytics_events SET created_at = $1", [new Date(now.getTime() - 91 * day).toISOString()]);
      await insertAnalyticsEvents(db, site.id, [{ event_id: 25, name: "phone_click", data: { car: "y" } }]);
      await db.query("UPDATE analytics_events SET created_at = $1 WHERE data->>'car' = 'y'", [
        new Date(now.getTime() - 89 * day).toISOString(),
      ]);
      await take("198.51.100.9", { when: at(-10 * 60_000) });
      await take("198.51.100.9");
      for (const when of [at(-day), now])
        expect(
          await recordCarView({ db, site, now: when, secret: SECRET }, carSlugs[1], { address: "203.0.113.9", userAgent: null }),
        ).not.toBeNull();

      const purged = await purgeExpiredState(db, { now, analyticsRetentionDays: 90 });
      expect(purged.analyticsEvents).toBe(1);
      expect(purged.rateLimitWindows).toBeGreaterThanOrEqual(1);
      expect(purged.carViewVisitors).toBeGreaterThanOrEqual(1);
      expect(await db.query("SELECT data->>'car' AS car FROM analytics_events")).toEqual([{ car: "y" }]);
      const windows = await db.query<{ window_start: Date }>("SELECT window_start FROM rate_limit_windows");
      expect(windows.length).toBeGreaterThan(0);
      for (const w of windows) expect(new Date(w.window_start).getTime()).toBeGreaterThanOrEqual(now.getTime() - 2 * 60_000);
      const days = await db.query<{ day: string }>("SELECT DISTINCT day FROM car_view_visitors ORDER BY day");
      expect(days.map((d) => d.day)).toEqual(["2026-11-22", "2026-11-23"]);
      // A shorter retention takes the other event too.
      expect((await purgeExpiredState(db, { now, analyticsRetentionDays: 30 })).analyticsEvents).toBe(1);
    });

    it("deletes weekly summary claims older than 60 days, keeping the recent ones that stop a second send", async () => {
      const day = 24 * 60 * 60 * 1000;
      await ensureDemoStaff(db, [site], now);
      const staff = await findStaffByEmail(db, demoStaffEmail(site, "owner"));
      const claim = (weekStart: string, daysAgo: number) =>
        claimWeeklySummary(db, site.id, staff?.id as string, weekStart, new Date(now.getTime() - daysAgo * day));
      expect(await claim("2026-09-14", 61)).toBe(true);
      expect(await claim("2026-09-28", 59)).toBe(true);
      expect(await claim("2026-11-16", 0)).toBe(true);
      expect((await purgeExpiredState(db, { now, analyticsRetentionDays: 90 })).weeklySummaryClaims).toBe(1);
      const weeks = await db.query<{ week: string }>(
        "SELECT week_start::text AS week FROM weekly_summaries_sent WHERE site_id = $1 ORDER BY week_start",
        [site.id],
      );
      expect(weeks.map((w) => w.week)).toEqual(["2026-09-28", "2026-11-16"]);
      // This week's claim still stands: the week is not sent again.
      expect(await claim("2026-11-16", 0)).toBe(false);
    });
  });
});
