import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "~/console/demo-staff.server";
import { findStaffByEmail } from "~/console/staff-queries.server";
import { startStaffSession } from "~/console/staff-sessions.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, csrfOf, platformCookie, platformHost } from "../support/console";
import { request } from "../support/http-request";
import type { Listening, SeededPlatform } from "../support/seeded-app";

/** The operators' console on the platform's host: the sites' figures, and adding an owner through the staff use case. */
describe("the platform operators' console", () => {
  let served: ConsoleApp;
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let operator = "";
  const now = new Date();
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    request(app.port, platformHost(app.port), path, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: `http://${platformHost(app.port)}` },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    served = await consoleApp({ now, totalCars: 20 });
    ({ platform, app } = served);
    coastal = served.site("coastal-toyota");
    operator = await platformCookie(platform.db, app.port, DEMO_OPERATOR.email, now);
  }, 120_000);
  afterAll(() => served?.close());

  it("lists every site with its host, state, cars for sale, leads in the last 7 days and staff", async () => {
    const page = await request(app.port, platformHost(app.port), "/dealer/sites", { headers: { cookie: operator } });
    expect(page.status).toBe(200);
    const row = page.body.slice(page.body.indexOf(">Coastal Toyota<"), page.body.indexOf("</tr>", page.body.indexOf(">Coastal Toyota<")));
    const cars = (
      await platform.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cars WHERE site_id = $1 AND status <> 'sold'", [coastal.id])
    )[0]?.n;
    expect(row).toContain("coastal-toyota.localhost");
    expect(row).toContain("Enabled");
    expect(row).toContain(`>${cars}<`);
    // The four demo people.
    expect(row).toMatch(/>4<\/td><\/tr>$|>4<\/td>$/);
  });

  it("adds an owner to a site, audited in the operator's name, and e-mails them a link for the site's own host", async () => {
    const page = await request(app.port, platformHost(app.port), "/dealer/sites/coastal-toyota", { headers: { cookie: operator } });
    const res = await post("/dealer/sites/coastal-toyota", operator, {
      _csrf: csrfOf(page),
      intent: "invite-owner",
      name: "Nina Owner",
      email: "nina@coastaltoyota.com.au",
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("Nina Owner is an owner of Coastal Toyota");
    const audit = await platform.db.query<{ actor: string; action: string; after: { role: string } }>(
      "SELECT actor, action, after FROM audit_log WHERE site_id = $1 AND resource = 'staff' ORDER BY id DESC LIMIT 1",
      [coastal.id],
    );
    expect(audit[0]).toMatchObject({ actor: DEMO_OPERATOR.email, action: "add", after: { role: "owner" } });
    const mail = served.sentMail.findLast((m) => m.to === "nina@coastaltoyota.com.au");
    expect(mail?.text).toContain(`${coastal.origin}/dealer/sign-in/link?token=`);
    // An operator adding an owner does not make the operator a member of the site.
    const person = await findStaffByEmail(platform.db, DEMO_OPERATOR.email);
    const member = await platform.db.query("SELECT 1 FROM staff_memberships WHERE staff_id = $1::bigint", [person?.id]);
    expect(member).toEqual([]);
  });

  it("asks an operator who signed in over 10 minutes ago to confirm it's them first", async () => {
    const person = await findStaffByEmail(platform.db, DEMO_OPERATOR.email);
    const stale = `__dealer=${await startStaffSession({ db: platform.db, site: null, now: new Date(now.getTime() - 11 * 60_000) }, person?.id as string, null)}`;
    const page = await request(app.port, platformHost(app.port), "/dealer/sites/coastal-toyota", { headers: { cookie: stale } });
    const res = await post("/dealer/sites/coastal-toyota", stale, {
      _csrf: csrfOf(page),
      name: "Late Owner",
      email: "late@example.com.au",
    });
    expect(res.status).toBe(401);
    expect(await findStaffByEmail(platform.db, "late@example.com.au")).toBeNull();
  });
});
