import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SentMail } from "~/lib/mailer.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf, storeLead } from "../support/console";
import { request } from "../support/http-request";
import type { Listening, SeededPlatform } from "../support/seeded-app";

const now = new Date();

describe("the dealer console's leads", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  let owner = "";
  let sales = "";
  let sentMail: SentMail[] = [];
  let served: ConsoleApp;
  const page = (path: string, cookie = owner) => request(app.port, hostOf(coastal), path, { headers: { cookie } });

  beforeAll(async () => {
    served = await consoleApp({ now, totalCars: 40 });
    ({ platform, app, sentMail } = served);
    coastal = served.site("coastal-toyota");
    metro = served.site("metro-motor-group");
    owner = await served.signIn(coastal, "owner@coastal-toyota.example");
    sales = await served.signIn(coastal, "sales@coastal-toyota.example");
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("signs in with the e-mailed code, telling an unknown address the same as a known one", async () => {
    const ask = (email: string) => consolePost(app.port, coastal, "/dealer/sign-in", "", { intent: "send", email });
    const unknown = await ask("nobody@example.com");
    const known = await ask("manager@coastal-toyota.example");
    expect(unknown.status).toBe(200);
    expect(known.body).toContain("If that address belongs to this site&#x27;s staff");
    expect(unknown.body.replace(/nobody@example\.com/g, "")).toContain("If that address belongs to this site&#x27;s staff");
    expect(sentMail.filter((m) => m.to === "nobody@example.com")).toEqual([]);
    const mail = sentMail.findLast((m) => m.to === "manager@coastal-toyota.example");
    const code = mail?.text.match(/code on the sign-in page: (\d{6})/)?.[1] as string;
    expect(mail?.text).toContain(`${coastal.origin}/dealer/sign-in/link?token=`);
    const wrong = await consolePost(app.port, coastal, "/dealer/sign-in", "", {
      intent: "code",
      email: "manager@coastal-toyota.example",
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.body).toContain("That code isn&#x27;t right");
    const right = await consolePost(app.port, coastal, "/dealer/sign-in", "", {
      intent: "code",
      email: "manager@coastal-toyota.example",
      code,
    });
    expect(right.status).toBe(302);
    expect(String(right.headers["set-cookie"])).toMatch(/__dealer=[\w-]{43}; Path=\/dealer; Max-Age=604800; HttpOnly; SameSite=Lax/);
    const again = await consolePost(app.port, coastal, "/dealer/sign-in", "", {
      intent: "code",
      email: "manager@coastal-toyota.example",
      code,
    });
    expect(again.body).toContain("That code has expired or has been used");
  });

  it("spends a link once, and a link made for one site signs nobody in on another", async () => {
    await ask();
    async function ask() {
      await consolePost(app.port, coastal, "/dealer/sign-in", "", { intent: "send", email: "marketing@coastal-toyota.example" });
    }
    const url = new URL(
      sentMail.findLast((m) => m.to === "marketing@coastal-toyota.example")?.text.match(/http\S+token=\S+/)?.[0] as string,
    );
    const elsewhere = await request(app.port, hostOf(metro), url.pathname + url.search);
    expect(elsewhere.headers.location).toBe("/dealer/sign-in?expired=1");
    const first = await request(app.port, hostOf(coastal), url.pathname + url.search);
    expect(first.headers.location).toBe("/dealer");
    const second = await request(app.port, hostOf(coastal), url.pathname + url.search);
    expect(second.headers.location).toBe("/dealer/sign-in?expired=1");
  });

  it("lists the site's leads newest first, never another site's, and finds one by phone, stock number or name", async () => {
    const mine = await storeLead(platform.db, coastal, {
      contact: { name: "Morgan", lastName: "Ellis", email: "morgan@example.com.au", phone: "+61412555111", postcode: "4558", optIn: false },
    });
    await storeLead(platform.db, metro, {
      contact: { name: "Other", lastName: "Site", email: "other@example.com.au", phone: "+61412999888", postcode: "2000", optIn: false },
    });
    const inbox = await page("/dealer/leads");
    expect(inbox.status).toBe(200);
    expect(inbox.headers["cache-control"]).toBe("private, no-store");
    expect(inbox.body).toContain("Morgan Ellis");
    expect(inbox.body).not.toContain("Other Site");
    for (const q of ["0412 555 111", "ellis", "CTM010687"])
      expect((await page(`/dealer/leads?q=${encodeURIComponent(q)}`)).body, q).toContain(`/dealer/leads/${mine.id}`);
    expect((await page("/dealer/leads?q=nobody-at-all")).body).toContain("No leads match these filters.");
    expect((await page("/dealer/leads?status=won")).status).toBe(400);
  });

  it("reads a lead on its own dealership's clock, named on a group whose dealerships keep different times", async () => {
    // Walkthrough d9f523c: a hold at Metro's Queensland dealership read in Sydney time, an hour out all summer.
    const at = "2026-12-02T07:23:00.000Z";
    const lead = await storeLead(platform.db, metro, {
      createdAt: at,
      dealership: { slug: "metro-isuzu-ute-eagle-farm", name: "Metro Isuzu UTE" },
      contact: { name: "Queensland", lastName: "Time", email: "qld@example.com.au", phone: "+61412555222", postcode: "4009", optIn: false },
    });
    const cookie = await served.signIn(metro, "owner@metro-motor-group.example");
    const metroPage = (path: string) => request(app.port, hostOf(metro), path, { headers: { cookie } });
    const inbox = await metroPage("/dealer/leads?q=qld%40example.com.au");
    expect(inbox.body).toContain("02/12/2026, 5:23 pm AEST");
    expect((await metroPage(`/dealer/leads/${lead.id}`)).body).toContain("02/12/2026, 5:23 pm AEST");
    // Coastal's dealerships are all in Queensland: its times need no zone in the list.
    await storeLead(platform.db, coastal, { createdAt: at });
    const coastalInbox = (await page("/dealer/leads")).body;
    expect(coastalInbox).toContain("02/12/2026, 5:23 pm<");
    expect(coastalInbox).not.toContain("5:23 pm AEST");
  });

  it("works a lead: status, a logged call, a note; each in its history and the audit log; a salesperson cannot reassign", async () => {
    const lead = await storeLead(platform.db, coastal);
    const view = await page(`/dealer/leads/${lead.id}`);
    expect(view.body).toContain("Is it still available?");
    const token = csrfOf(view);
    const post = (fields: Record<string, string>, cookie = owner, csrf = token) =>
      consolePost(app.port, coastal, `/dealer/leads/${lead.id}`, cookie, { _csrf: csrf, ...fields });
    expect((await post({ intent: "contact", channel: "call", body: "Left a message" })).status).toBe(200);
    expect((await post({ intent: "note", body: "Wants to trade in a Hilux" })).status).toBe(200);
    expect((await post({ intent: "status", status: "appointment" })).status).toBe(200);
    const after = await page(`/dealer/leads/${lead.id}`);
    expect(after.body).toContain("Left a message");
    expect(after.body).toContain("Wants to trade in a Hilux");
    const audit = await platform.db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE resource = 'lead' AND resource_id = $1 ORDER BY id",
      [lead.id],
    );
    expect(audit).toEqual([
      { action: "contact", before: { status: "new" }, after: { status: "contacted", channel: "call" } },
      { action: "note", before: null, after: { note: "Wants to trade in a Hilux" } },
      { action: "status", before: { status: "contacted" }, after: { status: "appointment" } },
    ]);
    const salesToken = csrfOf(await page(`/dealer/leads/${lead.id}`, sales));
    const refused = await post({ intent: "assign", staffId: "1" }, sales, salesToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("Only an owner or a sales manager can hand a lead to someone.");
  });

  it("exports the filtered list as CSV with formula-like cells defused, for a manager but not a salesperson", async () => {
    await storeLead(platform.db, coastal, {
      contact: { name: "=HYPERLINK(1)", lastName: null, email: "x@example.com.au", phone: "+61400000001", postcode: null, optIn: false },
    });
    const csv = await page("/dealer/leads/export.csv?q=HYPERLINK");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n")[1]).toContain("'=HYPERLINK(1)");
    expect((await page("/dealer/leads/export.csv", sales)).status).toBe(403);
  });

  it("lists a held lead apart, with its reason, and a release puts it in the inbox", async () => {
    const held = await storeLead(
      platform.db,
      coastal,
      { contact: { name: "Held", lastName: "Shopper", email: "held@example.com.au", phone: "+61400000002", postcode: null, optIn: false } },
      { held: "filled-too-fast" },
    );
    expect((await page("/dealer/leads")).body).not.toContain("Held Shopper");
    const list = await page("/dealer/leads/held");
    expect(list.body).toContain("Held Shopper");
    expect(list.body).toContain("Sent faster than a person types");
    const released = await consolePost(app.port, coastal, "/dealer/leads/held", owner, {
      _csrf: csrfOf(list),
      intent: "release",
      leadId: held.id,
    });
    expect(released.body).toContain("Released");
    expect((await page("/dealer/leads")).body).toContain("Held Shopper");
  });

  it("tells an open inbox of a new lead within a second, over server-sent events", async () => {
    const events: string[] = [];
    const stream = httpRequest({
      host: "127.0.0.1",
      port: app.port,
      path: "/dealer/leads/live",
      headers: { host: hostOf(coastal), cookie: owner },
    });
    const ready = new Promise<void>((ok) =>
      stream.on("response", (res) => {
        expect(res.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
        expect(res.headers["content-encoding"]).toBeUndefined();
        res.on("data", (chunk: Buffer) => {
          events.push(chunk.toString());
          if (chunk.toString().includes("event: ready")) ok();
        });
      }),
    );
    stream.end();
    await ready;
    const started = Date.now();
    const lead = await storeLead(platform.db, coastal);
    await expect.poll(() => events.join(""), { timeout: 1000, interval: 20 }).toContain(lead.id);
    expect(Date.now() - started).toBeLessThan(1000);
    await storeLead(platform.db, metro);
    stream.destroy();
    expect(events.join("").match(/event: lead/g)).toHaveLength(1);
    const refused = await request(app.port, hostOf(coastal), "/dealer/leads/live", { headers: { cookie: "" } });
    expect(refused.status).toBe(401);
  });

  it("lets an owner add a person, who signs in from the e-mailed link, and remove them, handing their open leads to a manager", async () => {
    const staffPage = await page("/dealer/staff");
    expect(staffPage.body).toContain("Sam Patel");
    const token = csrfOf(staffPage);
    const invited = await consolePost(app.port, coastal, "/dealer/staff", owner, {
      _csrf: token,
      intent: "invite",
      name: "Priya Shah",
      email: "Priya@Example.com.au",
      role: "sales",
    });
    expect(invited.body).toContain("Priya Shah is on the staff as Salesperson");
    const mail = sentMail.findLast((m) => m.to === "priya@example.com.au");
    expect(mail?.subject).toBe("Olivia Nguyen added you to Coastal Toyota's dealer console");
    const link = new URL(mail?.text.match(/http\S+token=\S+/)?.[0] as string);
    const signedIn = await request(app.port, hostOf(coastal), link.pathname + link.search);
    const priya = String(signedIn.headers["set-cookie"]).match(/__dealer=[\w-]+/)?.[0] as string;
    expect((await page("/dealer/leads", priya)).status).toBe(200);
    const priyaId = (await platform.db.query<{ id: string }>("SELECT id::text FROM staff WHERE email = 'priya@example.com.au'"))[0]
      ?.id as string;
    const lead = await storeLead(platform.db, coastal);
    await platform.db.query("UPDATE leads SET assigned_staff_id = $1 WHERE id = $2", [priyaId, lead.id]);
    const removed = await consolePost(app.port, coastal, "/dealer/staff", owner, { _csrf: token, intent: "remove", staffId: priyaId });
    expect(removed.body).toContain("Removed from the staff");
    expect((await page("/dealer/leads", priya)).status).toBe(302);
    const [handed] = await platform.db.query<{ name: string }>(
      "SELECT s.name FROM leads l JOIN staff s ON s.id = l.assigned_staff_id WHERE l.id = $1",
      [lead.id],
    );
    expect(handed?.name).toBe("Marcus Lee");
  });

  it("keeps a site's last owner, and asks an owner who signed in long ago to confirm it's them", async () => {
    const token = csrfOf(await page("/dealer/staff"));
    const ownerId = (await platform.db.query<{ id: string }>("SELECT id::text FROM staff WHERE email = 'owner@coastal-toyota.example'"))[0]
      ?.id as string;
    const last = await consolePost(app.port, coastal, "/dealer/staff", owner, {
      _csrf: token,
      intent: "role",
      staffId: ownerId,
      role: "manager",
    });
    expect(last.status).toBe(409);
    expect(last.body).toContain("A site needs at least one owner.");
    await platform.db.query("UPDATE staff_sessions SET confirmed_at = confirmed_at - interval '1 hour' WHERE staff_id = $1", [ownerId]);
    const stale = await consolePost(app.port, coastal, "/dealer/staff", owner, {
      _csrf: token,
      intent: "invite",
      name: "Late",
      email: "late@example.com.au",
      role: "sales",
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toContain("confirm it&#x27;s you");
    expect(sentMail.findLast((m) => m.to === "owner@coastal-toyota.example")?.subject).toBe("Confirm it's you on Coastal Toyota's console");
    expect(await platform.db.query("SELECT 1 FROM staff WHERE email = 'late@example.com.au'")).toEqual([]);
  });
});
