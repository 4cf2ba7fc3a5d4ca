import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { deliverDue } from "~/leads/delivery/delivery-worker.server";
import { createSenders } from "~/leads/delivery/senders.server";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import type { TenantSite } from "~/sites/tenant-site";
import { solvedCaptcha } from "../support/captcha";
import { consoleCookie, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform, testLeadServices } from "../support/seeded-app";

const now = new Date();
const PATH = "/dealer/settings/notifications";
// Coastal Toyota's one dealership, and the address the demo tells of its every lead.
const DEALER = "coastal-toyota-maroochydore";
const DEMO = `sales@${DEALER}.example`;

/** A .eml as a person reads it: quoted-printable soft breaks and =XX escapes undone. */
const readEml = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

describe("the dealership's staff notifications", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  const cookies: Record<string, string> = {};
  const services = testLeadServices();
  const page = (cookie: string, site = coastal) => request(app.port, hostOf(site), PATH, { headers: { cookie } });
  const post = async (fields: Record<string, string>, cookie = cookies.owner as string) =>
    consolePost(app.port, coastal, PATH, cookie, { _csrf: csrfOf(await page(cookie)), ...fields });
  const auditOf = (action: string) =>
    platform.db.query<{ before: unknown; after: unknown; actor: string }>(
      "SELECT before, after, actor FROM audit_log WHERE site_id = $1 AND resource = 'notification-recipient' AND action = $2 ORDER BY id",
      [coastal.id, action],
    );

  beforeAll(async () => {
    requireFreshBuild();
    platform = await seededPlatform({ now, totalCars: 40 });
    await ensureDemoStaff(platform.db, platform.sites, now);
    coastal = platform.sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    app = await listenApp(platform, { now, leads: services });
    for (const role of ["owner", "manager", "sales", "marketing"])
      cookies[role] = await consoleCookie(platform.db, app.port, coastal, `${role}@coastal-toyota.example`, now);
    cookies.metro = await consoleCookie(platform.db, app.port, metro, "owner@metro-motor-group.example", now);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("shows the owner each dealership's recipients (the demo's to start with), never another site's, and no one else", async () => {
    const owner = await page(cookies.owner as string);
    expect(owner.status).toBe(200);
    expect(owner.body).toContain(DEMO);
    expect(owner.body).toContain("All forms");
    expect(owner.body).toContain('href="/dealer/settings/notifications"');
    expect(owner.body).not.toContain("metro");
    const theirs = await page(cookies.metro as string, metro);
    expect(theirs.body).not.toContain("coastal");
    for (const role of ["manager", "sales", "marketing"]) {
      expect([role, (await page(cookies[role] as string)).status]).toEqual([role, 403]);
      const account = await request(app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: cookies[role] as string } });
      const sent = await consolePost(app.port, coastal, PATH, cookies[role] as string, {
        _csrf: csrfOf(account),
        intent: "remove",
        recipientId: "1",
      });
      expect([role, sent.status]).toEqual([role, 403]);
      expect(account.body).not.toContain('href="/dealer/settings/notifications"');
    }
  });

  it("adds, changes and removes a recipient with clear errors, each change in the audit log", async () => {
    const bad = await post({ intent: "add", dealership: DEALER, email: "not an address" });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Enter an e-mail address, like sales@dealership.com.au.");
    expect(bad.body).toContain("Tick the forms this address gets, or All forms.");
    const elsewhere = await post({ intent: "add", dealership: "metro-ford", email: "x@example.com", allForms: "1" });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toContain("Choose one of this site&#x27;s dealerships.");
    const added = await post({ intent: "add", dealership: DEALER, email: "Drives@Coastal.Example", forms: "test-drive" });
    expect(added.status).toBe(200);
    expect(added.body).toContain("Added drives@coastal.example.");
    const again = await post({ intent: "add", dealership: DEALER, email: "drives@coastal.example", allForms: "1" });
    expect(again.status).toBe(409);
    const [row] = await platform.db.query<{ id: string }>(
      "SELECT id::text AS id FROM notification_recipients WHERE email = 'drives@coastal.example'",
    );
    const changed = await post({ intent: "change", recipientId: row?.id as string, email: "drives@coastal.example", forms: "service" });
    expect(changed.body).toContain("Saved drives@coastal.example.");
    expect((await page(cookies.owner as string)).body).toContain("Service booking");
    await post({ intent: "change", recipientId: row?.id as string, email: "drives@coastal.example", forms: "test-drive" });
    expect(await auditOf("add")).toContainEqual({
      actor: "owner@coastal-toyota.example",
      before: null,
      after: { dealership: DEALER, email: "drives@coastal.example", forms: ["test-drive"] },
    });
    expect((await auditOf("change"))[0]).toMatchObject({ before: { forms: ["test-drive"] }, after: { forms: ["service"] } });
    const temp = await post({ intent: "add", dealership: DEALER, email: "temp@coastal.example", allForms: "1" });
    expect(temp.status).toBe(200);
    const [tempRow] = await platform.db.query<{ id: string }>(
      "SELECT id::text AS id FROM notification_recipients WHERE email = 'temp@coastal.example'",
    );
    const removed = await post({ intent: "remove", recipientId: tempRow?.id as string });
    expect(removed.body).toContain("Removed temp@coastal.example.");
    expect(await auditOf("remove")).toEqual([
      { actor: "owner@coastal-toyota.example", before: expect.objectContaining({ email: "temp@coastal.example" }), after: null },
    ]);
    // Another site's recipient is not this site's to change.
    const [metroRow] = await platform.db.query<{ id: string }>(
      "SELECT id::text AS id FROM notification_recipients WHERE site_id = $1 LIMIT 1",
      [metro.id],
    );
    expect((await post({ intent: "remove", recipientId: metroRow?.id as string })).status).toBe(404);
  });

  it("notifies the addresses whose forms include the lead's, through the outbox, with Reply-To the shopper and text and HTML", async () => {
    const hits = JSON.parse((await request(app.port, hostOf(coastal), "/api/search")).body).hits as { id: number }[];
    const res = await request(app.port, hostOf(coastal), "/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "vehicle",
        car_id: hits[0]?.id,
        name: "Charlotte",
        last_name: "<script>alert(1)</script>",
        email: "charlotte@example.com.au",
        phone: "0412 345 678",
        message: "Is it still available?",
        terms_conditions: "true",
        altcha: await solvedCaptcha(services.captcha, coastal.slug),
        form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
      }),
    });
    expect(res.status).toBe(201);
    const leadId = JSON.parse(res.body).lead_id as string;
    const jobs = await platform.db.query<{ channel: string; to: string }>(
      "SELECT channel, target->>'to' AS to FROM lead_deliveries WHERE lead_id = $1 ORDER BY id",
      [leadId],
    );
    // drives@ gets test drives only: not this car enquiry.
    expect(jobs).toEqual([
      { channel: "email", to: "leads@coastaltoyota.example.com.au" },
      { channel: "staff-email", to: DEMO },
    ]);
    const mailDir = join(platform.dataDir, "mail");
    const senders = createSenders({ mailDir, from: "leads@platform.example", staffFrom: "Dealer Console <console@platform.example>" });
    while ((await deliverDue(platform.db, senders, { now: () => new Date(), batchSize: 100 })) > 0) {}
    senders.close();
    const mail = readEml(join(mailDir, `${leadId}-${DEMO}.staff.eml`));
    expect(mail).toContain('Reply-To: "Charlotte <script>alert(1)</script>" <charlotte@example.com.au>');
    expect(mail).toContain("From: Dealer Console <console@platform.example>");
    expect(mail).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain(`Open the lead in the console: ${coastal.origin}/dealer/leads/${leadId}`);
    expect(mail).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const photo = mail.match(new RegExp(`<img src="${coastal.origin}(/img/[^"]+\\?w=600)&amp;(fmt=jpeg)"`));
    expect(photo).not.toBeNull();
    // A mail client shows it from another origin: the site's same-origin resource policy would refuse it.
    const image = await request(app.port, hostOf(coastal), `${photo?.[1]}&${photo?.[2]}`);
    expect([image.status, image.headers["content-type"], image.headers["cross-origin-resource-policy"]]).toEqual([
      200,
      "image/jpeg",
      "cross-origin",
    ]);
    const leadPage = await request(app.port, hostOf(coastal), `/dealer/leads/${leadId}`, { headers: { cookie: cookies.owner as string } });
    // React puts a comment between adjacent text nodes.
    expect(leadPage.body.replace(/<!-- -->/g, "")).toContain(`Staff notification</span> to ${DEMO}: Delivered`);
  });
});
