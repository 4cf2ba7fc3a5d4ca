import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, hostOf, storeLead } from "../support/console";
import { request } from "../support/http-request";
import type { Listening, SeededPlatform } from "../support/seeded-app";

const now = new Date();
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("the console's response times", () => {
  let served: ConsoleApp;
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  let manager = "";
  let metroOwner = "";

  /** A lead `arrivedMinutesAgo`, first contacted `waitMinutes` later by `staffEmail` (none: never contacted). */
  async function leadAnswered(site: TenantSite, arrivedMinutesAgo: number, waitMinutes: number | null, staffEmail?: string) {
    const lead = await storeLead(platform.db, site, { createdAt: minutesAgo(arrivedMinutesAgo).toISOString() });
    await platform.db.query("UPDATE leads SET created_at = $2 WHERE id = $1", [lead.id, minutesAgo(arrivedMinutesAgo).toISOString()]);
    if (waitMinutes === null) return;
    await platform.db.query(
      `INSERT INTO lead_activity (lead_id, site_id, staff_id, at, kind, channel)
       SELECT $1, $2, id, $3, 'contact', 'call' FROM staff WHERE email = $4`,
      [lead.id, site.id, minutesAgo(arrivedMinutesAgo - waitMinutes).toISOString(), staffEmail],
    );
  }

  beforeAll(async () => {
    served = await consoleApp({ now });
    ({ platform, app } = served);
    coastal = served.site("coastal-toyota");
    metro = served.site("metro-motor-group");
    await leadAnswered(coastal, 600, 5, "sales@coastal-toyota.example");
    await leadAnswered(coastal, 500, 45, "sales@coastal-toyota.example");
    await leadAnswered(coastal, 400, 185, "manager@coastal-toyota.example");
    await leadAnswered(coastal, 300, null);
    // Older than the 7-day period, and another site's: counted in neither of this site's short reports.
    await leadAnswered(coastal, 10 * 24 * 60, 1, "sales@coastal-toyota.example");
    await leadAnswered(metro, 100, 2, "sales@metro-motor-group.example");
    manager = await served.signIn(coastal, "manager@coastal-toyota.example");
    metroOwner = await served.signIn(metro, "owner@metro-motor-group.example");
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("shows a manager the median and 90th percentile wait, and who answered", async () => {
    const res = await request(app.port, hostOf(coastal), "/dealer/insights/team?days=7", { headers: { cookie: manager } });
    expect(res.status).toBe(200);
    const text = res.body.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(text).toContain("4 leads in the last 7 days: half answered within 45 min, nine in ten within 3 h 5 min; 1 not yet answered.");
    expect(text).toMatch(/Salesperson.*Leads/);
  });

  it("downloads the same figures as CSV, in minutes", async () => {
    const res = await request(app.port, hostOf(coastal), "/dealer/insights/team.csv?days=7", { headers: { cookie: manager } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe("group,name,leads,answered,unanswered,median_minutes,p90_minutes");
    expect(lines[1]).toBe("All,All leads,4,3,1,45,185");
    expect(lines).toContain("Salesperson,Nobody yet,1,0,1,,");
    expect(lines.filter((l) => l.startsWith("Salesperson,")).map((l) => l.split(",").slice(2, 4))).toEqual([
      ["2", "2"],
      ["1", "1"],
      ["1", "0"],
    ]);
  });

  it("counts the older lead in the 30-day period", async () => {
    const res = await request(app.port, hostOf(coastal), "/dealer/insights/team.csv?days=30", { headers: { cookie: manager } });
    expect(res.body.split("\r\n")[1]).toBe("All,All leads,5,4,1,5,185");
  });

  it("shows another site's staff only their own site's leads", async () => {
    const res = await request(app.port, hostOf(metro), "/dealer/insights/team.csv?days=7", { headers: { cookie: metroOwner } });
    expect(res.body.split("\r\n")[1]).toBe("All,All leads,1,1,0,2,2");
    const crossed = await request(app.port, hostOf(coastal), "/dealer/insights/team.csv?days=7", { headers: { cookie: metroOwner } });
    expect(crossed.status).not.toBe(200);
  });

  it("narrows to one dealership, chosen from the site's own", async () => {
    // Metro has several dealerships (Coastal has one, so it shows no dealership filter at all).
    const [dealership] = await platform.db.query<{ slug: string }>(
      "SELECT slug FROM dealerships WHERE site_id = $1 ORDER BY slug LIMIT 1",
      [metro.id],
    );
    const page = await request(app.port, hostOf(metro), "/dealer/insights/team", { headers: { cookie: metroOwner } });
    expect(page.body).toContain(`<option value="${dealership.slug}">`);
    const res = await request(app.port, hostOf(metro), `/dealer/insights/team.csv?days=7&dealership=${dealership.slug}`, {
      headers: { cookie: metroOwner },
    });
    // The test's lead names no dealership, so it is not that dealership's.
    expect(res.body.split("\r\n")[1]).toBe("All,All leads,0,0,0,,");
  });

  it("reads a period it does not offer as 30 days, never an error", async () => {
    const res = await request(app.port, hostOf(coastal), "/dealer/insights/team?days=%3Cscript%3E&dealership=..%2F", {
      headers: { cookie: manager },
    });
    expect(res.status).toBe(200);
    expect(res.body.replace(/<!-- -->/g, "")).toContain("in the last 30 days");
  });
});
