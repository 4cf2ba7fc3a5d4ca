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

  const WIZARD = {
    name: "Bayside Motors",
    hosts: "www.baysidemotors.com.au",
    timeZone: "Australia/Brisbane",
    theme: "value",
    dealershipName: "Bayside Motors Cleveland",
    makes: "Kia",
    street: "1 Shore Street",
    city: "Cleveland",
    state: "QLD",
    postcode: "4163",
    phone: "07 3286 1234",
    ownerName: "Beth Bayside",
    ownerEmail: "beth@baysidemotors.com.au",
  };

  it("creates a site with the wizard: stored as its first version, its dealership placed at the postcode, its owner invited", async () => {
    const page = await request(app.port, platformHost(app.port), "/dealer/sites/new", { headers: { cookie: operator } });
    expect(page.status).toBe(200);
    const res = await post("/dealer/sites/new", operator, { _csrf: csrfOf(page), ...WIZARD });
    expect(res.status).toBe(200);
    expect(res.body).toContain("Created Bayside Motors at http://bayside-motors.localhost:");
    const [site] = await platform.db.query<{ id: number; versions: number; source: string; actor: string }>(
      `SELECT s.id, count(v.*)::int AS versions, min(v.source) AS source, min(v.actor) AS actor
         FROM sites s JOIN site_config_versions v ON v.site_id = s.id WHERE s.slug = 'bayside-motors' GROUP BY s.id`,
    );
    expect(site).toMatchObject({ versions: 1, source: "console", actor: DEMO_OPERATOR.email });
    const [location] = await platform.db.query<{ lat: number; time_zone: string; name: string }>(
      "SELECT lat, time_zone, name FROM locations WHERE site_id = $1",
      [site.id],
    );
    // The postcode's centre (Cleveland, QLD) and the site's zone.
    expect(location).toMatchObject({ time_zone: "Australia/Brisbane", name: "Bayside Motors Cleveland" });
    expect(location.lat).toBeCloseTo(-27.5, 0);
    const [owner] = await platform.db.query<{ role: string }>(
      "SELECT m.role FROM staff_memberships m JOIN staff p ON p.id = m.staff_id WHERE m.site_id = $1 AND p.email = $2",
      [site.id, WIZARD.ownerEmail],
    );
    expect(owner?.role).toBe("owner");
    // Its legal pages from the templates, filled in with its name and address.
    const pages = await platform.db.query<{ slug: string; body: string }>(
      "SELECT slug, body_markdown AS body FROM content_pages WHERE site_id = $1 ORDER BY slug",
      [site.id],
    );
    expect(pages.map((p) => p.slug)).toEqual(["privacy-policy", "terms-and-conditions", "value-my-car-terms-and-conditions"]);
    expect(pages[0].body).toContain("plain-English template prepared for Bayside Motors' website");
    expect(pages[1].body).toContain("1 Shore Street, Cleveland QLD 4163");
    const mail = served.sentMail.findLast((m) => m.to === WIZARD.ownerEmail);
    expect(mail?.text).toMatch(/http:\/\/bayside-motors\.localhost:\d+\/dealer\/sign-in\/link\?token=/);
  });

  it("refuses a site whose slug or host another site has, or whose postcode it cannot place, keeping every answer", async () => {
    const page = await request(app.port, platformHost(app.port), "/dealer/sites/new", { headers: { cookie: operator } });
    const again = await post("/dealer/sites/new", operator, { _csrf: csrfOf(page), ...WIZARD, hosts: "" });
    expect(again.status).toBe(409);
    expect(again.body.replaceAll("&quot;", '"')).toContain('A site "bayside-motors" is configured already.');
    const clash = await post("/dealer/sites/new", operator, {
      _csrf: csrfOf(page),
      ...WIZARD,
      name: "Harbour Cars",
      hosts: "www.coastaltoyota.com.au",
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toContain("is already used by site &quot;coastal-toyota&quot;");
    expect(clash.body).toContain('value="Harbour Cars"');
    const nowhere = await post("/dealer/sites/new", operator, { _csrf: csrfOf(page), ...WIZARD, name: "Nowhere Cars", postcode: "0001" });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body).toContain("We don&#x27;t know that postcode.");
    const slugs = await platform.db.query<{ slug: string }>("SELECT slug FROM sites WHERE slug IN ('harbour-cars', 'nowhere-cars')");
    expect(slugs).toEqual([]);
  });

  it("switches a site off and on again, audited in the operator's name; nothing of it is deleted", async () => {
    const page = await request(app.port, platformHost(app.port), "/dealer/sites/bayside-motors", { headers: { cookie: operator } });
    expect(page.body).toContain("Switch Bayside Motors off");
    const off = await post("/dealer/sites/bayside-motors", operator, { _csrf: csrfOf(page), intent: "disable" });
    expect(off.status).toBe(200);
    expect(off.body).toContain("Bayside Motors is switched off");
    expect(off.body).toContain("Switch Bayside Motors on");
    const state = async () =>
      (await platform.db.query<{ off: boolean }>("SELECT disabled_at IS NOT NULL AS off FROM sites WHERE slug = 'bayside-motors'"))[0]?.off;
    expect(await state()).toBe(true);
    const on = await post("/dealer/sites/bayside-motors", operator, { _csrf: csrfOf(page), intent: "enable" });
    expect(on.body).toContain("Bayside Motors is switched on");
    expect(await state()).toBe(false);
    const audit = await platform.db.query<{ action: string; actor: string }>(
      "SELECT a.action, a.actor FROM audit_log a JOIN sites s ON s.id = a.site_id WHERE s.slug = 'bayside-motors' AND a.resource = 'site' ORDER BY a.id",
    );
    expect(audit).toEqual([
      { action: "disable", actor: DEMO_OPERATOR.email },
      { action: "enable", actor: DEMO_OPERATOR.email },
    ]);
    expect((await post("/dealer/sites/no-such-site", operator, { _csrf: csrfOf(page), intent: "disable" })).status).toBe(404);
  });
});
