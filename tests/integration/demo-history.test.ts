import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoLeads } from "~/console/demo-leads.server";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { listResponseLeads } from "~/console/response-time-queries.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemoHistory } from "~/demo/demo-history-seed.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";

const now = new Date();
const DAY = 86_400_000;

describe("the demo's month of history, as start-up writes it", () => {
  let db: Database;
  let sites: TenantSite[];
  let metro: TenantSite;
  const totals = async () =>
    (
      await db.query<{ events: number; leads: number; activity: number }>(
        `SELECT (SELECT count(*)::int FROM analytics_events) AS events, (SELECT count(*)::int FROM leads) AS leads,
           (SELECT count(*)::int FROM lead_activity) AS activity`,
      )
    )[0];

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    sites = await syncSites(db, loadSiteConfigs("config/sites"), { port: 3000 });
    metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    await seedDemo(db, sites, { now, totalCars: 400, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    // server/boot.ts's order: the demo staff, the inbox's recent leads, then the history.
    await ensureDemoStaff(db, sites, now);
    await ensureDemoLeads(db, sites, now);
    await seedDemoHistory(db, sites, { now });
  }, 120_000);
  afterAll(() => db?.close());

  it("writes each demo site events about its own cars only, over the last 30 days, with visitors", async () => {
    for (const site of sites) {
      const [row] = await db.query<{ n: number; foreign: number; visitors: number; oldest: Date; newest: Date }>(
        `SELECT count(*)::int AS n, count(DISTINCT e.visitor)::int AS visitors, min(e.created_at) AS oldest, max(e.created_at) AS newest,
           count(*) FILTER (WHERE e.car_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cars c WHERE c.id = e.car_id AND c.site_id = e.site_id))::int AS foreign
         FROM analytics_events e WHERE e.site_id = $1`,
        [site.id],
      );
      expect(row.n, site.slug).toBeGreaterThan(500);
      expect(row.foreign).toBe(0);
      expect(row.visitors).toBeGreaterThan(50);
      expect(new Date(row.oldest).getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * DAY);
      expect(new Date(row.newest).getTime()).toBeLessThan(now.getTime());
    }
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM analytics_daily"))[0].n).toBe(0);
  });

  it("keeps the inbox's recent demo leads first and unanswered; the month's leads are older, worked by the site's staff", async () => {
    const newest = await db.query<{ status: string; read: boolean; worked: number }>(
      `SELECT l.status, l.first_read_at IS NOT NULL AS read, (SELECT count(*)::int FROM lead_activity a WHERE a.lead_id = l.id) AS worked
       FROM leads l WHERE l.site_id = $1 ORDER BY l.created_at DESC LIMIT 6`,
      [metro.id],
    );
    expect(newest).toEqual(Array(6).fill({ status: "new", read: false, worked: 0 }));
    const [month] = await db.query<{ n: number; young: number; fresh: number; strangers: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE l.created_at > $2)::int AS young, count(*) FILTER (WHERE l.status = 'new')::int AS fresh,
         (SELECT count(*)::int FROM lead_activity a WHERE a.site_id = $1 AND a.staff_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM staff_memberships m WHERE m.site_id = $1 AND m.staff_id = a.staff_id)) AS strangers
       FROM leads l WHERE l.site_id = $1 AND l.client_ip = 'demo-history'`,
      [metro.id, new Date(now.getTime() - 2 * DAY).toISOString()],
    );
    expect(month.n).toBeGreaterThan(5);
    expect(month).toMatchObject({ young: 0, fresh: 0, strangers: 0 });
  });

  it("gives the response times page a month of answered leads, and the six recent ones unanswered", async () => {
    const rows = await listResponseLeads(db, metro.id, new Date(now.getTime() - 30 * DAY), null);
    const answered = rows.filter((r) => r.first_contact_at !== null);
    expect(answered.length).toBeGreaterThan(rows.length / 2);
    for (const r of answered) expect(new Date(r.first_contact_at as Date).getTime()).toBeGreaterThan(new Date(r.created_at).getTime());
    expect(new Set(answered.map((r) => r.staff_name))).toEqual(new Set(["Sam Patel", "Marcus Lee"]));
    const lastDay = rows.filter((r) => new Date(r.created_at).getTime() > now.getTime() - DAY);
    expect(lastDay.map((r) => r.first_contact_at)).toEqual(Array(6).fill(null));
  });

  it("writes nothing more when start-up runs again, and replaces the history, not adds to it, on a reset", async () => {
    const before = await totals();
    await seedDemo(db, sites, { now, totalCars: 400, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    await ensureDemoStaff(db, sites, now);
    await ensureDemoLeads(db, sites, now);
    await seedDemoHistory(db, sites, { now });
    expect(await totals()).toEqual(before);
    await seedDemoHistory(db, sites, { now, reset: true });
    expect(await totals()).toEqual(before);
  });

  it("leaves a site with only the generated history still short of the inbox's recent leads (npm run seed's order)", async () => {
    await db.query(
      "DELETE FROM lead_activity WHERE site_id = $1 AND lead_id IN (SELECT id FROM leads WHERE site_id = $1 AND client_ip = 'demo')",
      [metro.id],
    );
    await db.query("DELETE FROM leads WHERE site_id = $1 AND client_ip = 'demo'", [metro.id]);
    await ensureDemoLeads(db, [metro], now);
    expect(
      (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE site_id = $1 AND client_ip = 'demo'", [metro.id]))[0].n,
    ).toBe(6);
  });
});
