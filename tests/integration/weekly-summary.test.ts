import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findStaffByEmail, upsertMembership, upsertStaff } from "~/console/staff-queries.server";
import { sendWeeklySummaries } from "~/console/weekly-summary.server";
import { setWeeklySummary } from "~/console/weekly-summary-queries.server";
import { createMailer, type SentMail } from "~/lib/mailer.server";
import { rollUpAnalytics } from "~/services/roll-up-analytics.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf, storeLead } from "../support/console";
import { request } from "../support/http-request";

// Monday 7 December 2026, 10 am in Brisbane (Coastal), 11 am in Sydney (Metro): last week's summaries are due on both.
const now = new Date("2026-12-07T00:00:00Z");
const at = (iso: string) => new Date(iso).toISOString();

/** The weekly summary e-mail (issue 56): chosen on Your account, sent once a person a week, each site's own figures. */
describe("the weekly summary e-mail", () => {
  let served: ConsoleApp;
  let coastal: TenantSite;
  let metro: TenantSite;
  const sent: SentMail[] = [];
  const mailer = createMailer({ mailDir: "/tmp/weekly-summary-test-mail", sent });
  const run = (when = now) =>
    sendWeeklySummaries({ db: served.platform.db, sites: served.platform.sites, now: when, mailer, from: "console@x" });
  const mailTo = (email: string) => sent.filter((m) => m.to === email);
  let dealership = { slug: "", name: "" };
  let metroDealership = { slug: "", name: "" };

  beforeAll(async () => {
    served = await consoleApp({ now });
    const { db } = served.platform;
    coastal = served.site("coastal-toyota");
    metro = served.site("metro-motor-group");
    await db.query("DELETE FROM analytics_events");
    await db.query("UPDATE leads SET deleted_at = now()");
    const [car] = await db.query<{ id: number; slug: string; name: string; dealershipId: number }>(
      `SELECT c.id, d.slug, d.name, d.id AS "dealershipId" FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE c.site_id = $1 ORDER BY c.id LIMIT 1`,
      [coastal.id],
    );
    if (!car) throw new Error("no Coastal car");
    dealership = { slug: car.slug, name: car.name };
    const [metroCar, otherMetroCar] = await db.query<{ id: number; slug: string; name: string }>(
      `SELECT DISTINCT ON (d.id) c.id, d.slug, d.name FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE c.site_id = $1 ORDER BY d.id, c.id LIMIT 2`,
      [metro.id],
    );
    if (!metroCar || !otherMetroCar) throw new Error("Metro needs cars at two dealerships");
    metroDealership = { slug: metroCar.slug, name: metroCar.name };
    const view = (site: TenantSite, carId: number | null, when: string, visitor: string) =>
      db.query("INSERT INTO analytics_events (site_id, name, car_id, visitor, created_at) VALUES ($1, 'used_vehicle_view', $2, $3, $4)", [
        site.id,
        carId,
        visitor,
        at(when),
      ]);
    // Last week (Mon 30/11 to Sun 6/12, Brisbane): 3 views, and 1 lead; the week before: 1 view, 1 lead. This morning's
    // view and lead are this week's, not last week's. Metro: 5 views last week at one dealership and 1 at another,
    // which Coastal's staff never see.
    await view(coastal, car.id, "2026-12-01T02:00:00Z", "a");
    await view(coastal, car.id, "2026-12-03T02:00:00Z", "a");
    await view(coastal, car.id, "2026-12-06T13:00:00Z", "b");
    await view(coastal, car.id, "2026-11-25T02:00:00Z", "c");
    await view(coastal, car.id, "2026-12-06T23:00:00Z", "d");
    for (let i = 0; i < 5; i++) await view(metro, metroCar.id, `2026-12-0${i + 1}T03:00:00Z`, `m${i}`);
    await view(metro, otherMetroCar.id, "2026-12-02T03:00:00Z", "m9");
    await storeLead(db, coastal, { createdAt: at("2026-12-02T03:00:00Z"), dealership });
    await storeLead(db, coastal, { createdAt: at("2026-11-26T03:00:00Z"), dealership });
    await storeLead(db, coastal, { createdAt: at("2026-12-06T22:00:00Z"), dealership });
    await db.query("UPDATE leads SET created_at = (payload->>'createdAt')::timestamptz WHERE deleted_at IS NULL");
    await rollUpAnalytics(db, { now, retentionDays: 90, sites: served.platform.sites });
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("is offered on Your account to an owner or manager, who chooses it for themself; not to a salesperson", async () => {
    const manager = await served.signIn(coastal, "manager@coastal-toyota.example");
    const page = await request(served.app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: manager } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Weekly summary by e-mail");
    expect(page.body).not.toMatch(/<input type="checkbox"[^>]*name="weeklySummary"[^>]*checked/);
    const saved = await consolePost(served.app.port, coastal, "/dealer/account", manager, {
      _csrf: csrfOf(page),
      intent: "weekly-summary",
      weeklySummary: "1",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("The weekly summary comes each Monday morning.");
    const again = await request(served.app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: manager } });
    expect(again.body).toMatch(/<input type="checkbox"[^>]*name="weeklySummary"[^>]*checked/);

    const sales = await served.signIn(coastal, "sales@coastal-toyota.example");
    const salesPage = await request(served.app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: sales } });
    expect(salesPage.body).not.toContain("Weekly summary by e-mail");
    const refused = await consolePost(served.app.port, coastal, "/dealer/account", sales, {
      _csrf: csrfOf(salesPage),
      intent: "weekly-summary",
      weeklySummary: "1",
    });
    expect(refused.status).toBe(403);
  });

  it("sends each who chose it last week's figures once, their own site's, for the dealerships they see", async () => {
    const { db } = served.platform;
    const idOf = async (email: string) => (await findStaffByEmail(db, email))?.id as string;
    // A salesperson chosen behind the page's back still gets nothing; the owner did not choose it.
    await setWeeklySummary(db, coastal.id, await idOf("sales@coastal-toyota.example"), true);
    await setWeeklySummary(db, metro.id, await idOf("owner@metro-motor-group.example"), true);
    // A manager of one of Metro's dealerships (the console gives managers the whole site; the data allows fewer).
    const limited = await upsertStaff(db, { email: "limited@metro-motor-group.example", name: "Lee Limited" });
    await upsertMembership(db, { siteId: metro.id, staffId: limited.id, role: "manager", dealershipSlugs: [metroDealership.slug] });
    await setWeeklySummary(db, metro.id, limited.id, true);

    expect(await run()).toEqual({ sent: 3, failed: 0 });
    expect(mailTo("sales@coastal-toyota.example")).toEqual([]);
    expect(mailTo("owner@coastal-toyota.example")).toEqual([]);
    expect(mailTo("marketing@coastal-toyota.example")).toEqual([]);

    const [manager] = mailTo("manager@coastal-toyota.example");
    expect(manager?.subject).toBe("Coastal Toyota: your week to 06/12/2026");
    expect(manager?.text).toContain("Monday 30/11/2026 to Sunday 06/12/2026");
    expect(manager?.text).toContain("Vehicle views: 3 (was 1, up 200%)");
    expect(manager?.text).toContain("Leads: 1 (was 1, no change)");
    expect(manager?.text).toContain("Leads per 100 vehicle views: 33.3 (was 100)");
    expect(manager?.text).toContain(`${dealership.name}: 3 vehicle views, 1 lead, 33.3 per 100 views`);
    expect(manager?.text).toContain(`${coastal.origin}/dealer/insights?days=7`);
    expect(manager?.text).toContain(`turn it off at ${coastal.origin}/dealer/account#weekly-summary`);

    const [metroOwner] = mailTo("owner@metro-motor-group.example");
    expect(metroOwner?.subject).toBe("Metro Motor Group: your week to 06/12/2026");
    expect(metroOwner?.text).toContain("Vehicle views: 6 (was 0)");
    expect(metroOwner?.text).not.toContain(dealership.name);

    const [limitedMail] = mailTo("limited@metro-motor-group.example");
    expect(limitedMail?.text).toContain(`Here is Metro Motor Group (${metroDealership.name})'s week`);
    expect(limitedMail?.text).toContain("Vehicle views: 5 (was 0)");
    expect(limitedMail?.text).toContain(`${metroDealership.name}: 5 vehicle views`);
    expect(limitedMail?.text).not.toContain("Search views");
  });

  it("sends nothing more the same week, from a second run or another process", async () => {
    const before = sent.length;
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(await run(new Date("2026-12-07T05:00:00Z"))).toEqual({ sent: 0, failed: 0 });
    expect(sent.length).toBe(before);
  });

  it("gives a claim back when its e-mail cannot be sent, so the next run sends it", async () => {
    const { db } = served.platform;
    await db.query("DELETE FROM weekly_summaries_sent");
    const broken = { send: () => Promise.reject(new Error("SMTP down")), close: () => {} };
    const failures: string[] = [];
    const report = await sendWeeklySummaries({ db, sites: served.platform.sites, now, mailer: broken, from: "console@x" }, (_err, who) =>
      failures.push(who.site),
    );
    expect(report).toEqual({ sent: 0, failed: 3 });
    expect(failures.sort()).toEqual(["coastal-toyota", "metro-motor-group", "metro-motor-group"]);
    expect(await run()).toEqual({ sent: 3, failed: 0 });
  });

  it("sends nothing before Monday 7 am on the site's clock", async () => {
    const { db } = served.platform;
    await db.query("DELETE FROM weekly_summaries_sent");
    // Sunday 13 December, 11 pm in Brisbane: the week is still running, and last week's is past its two days.
    expect(await run(new Date("2026-12-13T13:00:00Z"))).toEqual({ sent: 0, failed: 0 });
  });
});
