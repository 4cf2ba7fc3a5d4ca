import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { deleteHeldLead } from "~/leads/delete-held-lead.server";
import { deliverDue } from "~/leads/delivery/delivery-worker.server";
import { createSenders } from "~/leads/delivery/senders.server";
import { listSiteLeads } from "~/leads/lead-admin-queries.server";
import { findOfferedLeadCar } from "~/leads/lead-car.server";
import { HONEYPOT_FIELD } from "~/leads/lead-forms";
import type { LeadServices } from "~/leads/lead-services";
import { createLeadServices } from "~/leads/lead-services.server";
import { countHeldLeads, listHeldLeads } from "~/leads/list-held-leads.server";
import { releaseHeldLead } from "~/leads/release-held-lead.server";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { humanQuestion } from "~/leads/spam/human-question.server";
import { submitLead } from "~/leads/submit-lead.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { solvedCaptcha } from "../support/captcha";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const later = new Date(now.getTime() + 60_000);
const dealerLater = new Date(later.getTime() + 3_600_000);

/** Issue 52: a spam check may hold a lead, never lose it. The dealer lists, releases and deletes held leads. */
describe.each(testDatabases())("held leads on $name", (target) => {
  let db: Database;
  let services: LeadServices;
  let site: TenantSite;
  let metro: TenantSite;
  let carId = 0;
  let ip = 0;

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 120, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    services = createLeadServices({ secret: "s".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
    site = sites.find((s) => s.slug === "value-used-cars") as TenantSite;
    metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    const ids = await db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 ORDER BY id", [site.id]);
    for (const { id } of ids) if (!carId && (await findOfferedLeadCar(db, site, id, now))) carId = id;
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const auditOf = (leadId: string) =>
    db.query("SELECT actor, action, before, after FROM audit_log WHERE resource = 'lead' AND resource_id = $1 ORDER BY id", [leadId]);
  const dealer = () => ({ db, site, now: dealerLater, actor: { tool: "test" } });

  /** An enquiry a spam check holds (a filled honeypot, or the question's form sent in a second), or one it lets through. */
  async function heldLead(
    how: "honeypot" | "filled-too-fast" | "not held" = "honeypot",
    message = "Is it still available?",
  ): Promise<string> {
    const altcha = await solvedCaptcha(services.captcha, site.slug);
    const spam =
      how === "not held"
        ? { altcha }
        : how === "honeypot"
          ? { [HONEYPOT_FIELD]: "http://spam.example", altcha }
          : {
              human_token: humanQuestion(services.secret, later, () => 0.5).token,
              human_answer: "10",
              form_started: formStartedToken(services.secret, new Date(later.getTime() - 1000)),
            };
    const body = {
      form: "vehicle",
      car_id: carId,
      name: "Charlotte",
      last_name: "O'Brien",
      email: "charlotte@example.com.au",
      phone: "0412 345 678",
      message,
      form_started: formStartedToken(services.secret, now),
      ...spam,
    };
    const result = await submitLead(
      { db, site, now: later, services },
      { body, idempotencyKey: null, clientIp: `10.1.0.${++ip}`, userAgent: "test" },
    );
    expect(result.status).toBe(201);
    return (result.body as { lead_id: string }).lead_id;
  }
  const jobsOf = (id: string) => db.query<{ status: string }>("SELECT status FROM lead_deliveries WHERE lead_id = $1", [id]);

  it("stores every held lead with its reason and lists it for the dealer, newest first", async () => {
    const first = await heldLead("honeypot");
    const second = await heldLead("filled-too-fast");
    const held = await listHeldLeads(dealer());
    expect(held.slice(0, 2).map((h) => [h.id, h.reason])).toEqual(
      expect.arrayContaining([
        [first, "honeypot"],
        [second, "filled-too-fast"],
      ]),
    );
    expect(held.find((h) => h.id === second)).toMatchObject({ name: "Charlotte", email: "charlotte@example.com.au" });
    expect(await jobsOf(first)).toEqual([]);
  });

  it("releases a held lead exactly once, even released twice at once, and delivers it like any other lead", async () => {
    const id = await heldLead("filled-too-fast", "A real shopper, held by the fill-time rule");
    const outcomes = await Promise.all([releaseHeldLead(dealer(), id), releaseHeldLead(dealer(), id)]);
    expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, deliveries: 1 }]);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({
      code: "released",
      message: expect.stringMatching(/already released on \d\d\/11\/2026/),
    });
    expect(await jobsOf(id)).toEqual([{ status: "pending" }]);
    expect((await listHeldLeads(dealer())).map((h) => h.id)).not.toContain(id);
    // Issue 53: the release is in the audit log once, naming who did it, with the before and after.
    expect(await auditOf(id)).toEqual([
      { actor: "test", action: "release", before: { held: true }, after: { held: false, deliveries: 1 } },
    ]);

    const mailDir = mkdtempSync(join(tmpdir(), "held-mail-"));
    const senders = createSenders({ mailDir, from: "leads@platform.example" });
    await deliverDue(db, senders, { now: () => new Date(dealerLater.getTime() + 1000) });
    senders.close();
    expect(await jobsOf(id)).toEqual([{ status: "delivered" }]);
    const mail = readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), "utf8"));
    expect(mail.filter((m) => m.includes(id))).toHaveLength(1);
    const [listed] = await listSiteLeads(db, site.id, { leadId: id });
    expect(listed).toMatchObject({ quarantineReason: "filled-too-fast", deliveries: [expect.objectContaining({ status: "delivered" })] });
  });

  it("deletes a held lead: the shopper's details are erased, and it can be neither released nor deleted again", async () => {
    const id = await heldLead("honeypot", "Spam to throw away");
    expect(await deleteHeldLead(dealer(), id)).toEqual({ ok: true, deliveries: 0 });
    expect(await auditOf(id)).toEqual([{ actor: "test", action: "delete", before: { held: true }, after: null }]);
    const [row] = await db.query<Record<string, unknown>>(
      "SELECT name, email, phone, message, payload, client_ip, quarantine_reason FROM leads WHERE id = $1",
      [id],
    );
    expect(row).toEqual({ name: "", email: "", phone: null, message: null, payload: {}, client_ip: null, quarantine_reason: "honeypot" });
    expect((await listHeldLeads(dealer())).map((h) => h.id)).not.toContain(id);
    expect(await listSiteLeads(db, site.id, { leadId: id })).toEqual([]);
    expect(await deleteHeldLead(dealer(), id)).toMatchObject({ ok: false, code: "deleted" });
    expect(await releaseHeldLead(dealer(), id)).toMatchObject({ ok: false, code: "deleted" });
    expect(await jobsOf(id)).toEqual([]);
  });

  it("refuses a lead that was never held: a delivered lead is the dealer's record", async () => {
    const id = await heldLead("not held");
    expect(await releaseHeldLead(dealer(), id)).toMatchObject({ ok: false, code: "not-held" });
    expect(await deleteHeldLead(dealer(), id)).toMatchObject({ ok: false, code: "not-held" });
    expect(await jobsOf(id)).toEqual([{ status: "pending" }]);
  });

  it("keeps each site to its own held leads: another site can neither see, release nor delete them", async () => {
    const id = await heldLead("honeypot", "Value's lead");
    const elsewhere = { db, site: metro, now: dealerLater, actor: { tool: "test" } };
    expect((await listHeldLeads(elsewhere)).map((h) => h.id)).not.toContain(id);
    const unknown = { ok: false, code: "unknown", message: `No lead ${id} on metro-motor-group.` };
    expect(await releaseHeldLead(elsewhere, id)).toEqual(unknown);
    expect(await deleteHeldLead(elsewhere, id)).toEqual(unknown);
    expect(await jobsOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect((await listHeldLeads(dealer())).map((h) => h.id)).toContain(id);
    for (const junk of ["nope", "", "'; DROP TABLE leads; --", "00000000-0000-4000-8000-000000000000"])
      expect(await releaseHeldLead(dealer(), junk)).toMatchObject({ ok: false, code: "unknown" });
  });

  it("counts held leads per day on the site's clock, with what the dealer released and deleted", async () => {
    const before = await countHeldLeads(dealer(), { days: 3 });
    const today = before.at(-1);
    const released = await heldLead("filled-too-fast", "count: released");
    const deleted = await heldLead("honeypot", "count: deleted");
    await heldLead("honeypot", "count: still held");
    await releaseHeldLead(dealer(), released);
    await deleteHeldLead(dealer(), deleted);
    // 14:30 UTC on 21/11 is 00:30 on 22/11 in Brisbane: the site's day, not UTC's.
    const lateNight = await heldLead("honeypot", "count: just after midnight");
    await db.query("UPDATE leads SET created_at = '2026-11-21T14:30:00Z' WHERE id = $1", [lateNight]);
    const after = await countHeldLeads(dealer(), { days: 3 });
    expect(after.map((d) => d.day)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after[2]).toEqual({
      day: "2026-11-22",
      held: (today?.held ?? 0) + 4,
      released: (today?.released ?? 0) + 1,
      deleted: (today?.deleted ?? 0) + 1,
      byReason: {
        ...today?.byReason,
        honeypot: (today?.byReason.honeypot ?? 0) + 3,
        "filled-too-fast": (today?.byReason["filled-too-fast"] ?? 0) + 1,
      },
    });
    expect((await countHeldLeads({ db, site: metro, now: dealerLater }, { days: 3 })).every((d) => d.held === 0)).toBe(true);
  });
});
