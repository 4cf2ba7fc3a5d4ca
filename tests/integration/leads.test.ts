import { createServer as createHttpServer, type Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { deliverDue } from "~/leads/delivery/delivery-worker.server";
import { listSiteLeads, replayDelivery } from "~/leads/lead-admin-queries.server";
import { createSenders, SIGNATURE_HEADER, webhookSignature } from "~/leads/delivery/senders.server";
import { createLeadServices } from "~/leads/lead-services.server";
import type { LeadServices } from "~/leads/lead-services";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { humanQuestion } from "~/leads/spam/human-question.server";
import { findOfferedLeadCar } from "~/leads/lead-car.server";
import { HONEYPOT_FIELD } from "~/leads/lead-forms";
import { submitLead, type SubmitRequest } from "~/leads/submit-lead.server";
import type { TenantSite } from "~/sites/tenant-site";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { solvedCaptcha } from "../support/captcha";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const later = new Date(now.getTime() + 60_000);

describe.each(testDatabases())("leads on $name", (target) => {
  let db: Database;
  let sites: TenantSite[];
  let services: LeadServices;
  let site: TenantSite;
  let carId: number;
  let ip = 0;

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 120, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    services = createLeadServices({ secret: "s".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
    site = sites.find((s) => s.slug === "value-used-cars") as TenantSite;
    // A car the site offers: Value Used Cars lists only certified used cars with photos.
    const ids = await db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 ORDER BY id", [site.id]);
    for (const { id } of ids) if (!carId && (await findOfferedLeadCar(db, site, id, now))) carId = id;
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  /** A valid enquiry for `forSite` (the robot check is solved for that site: a challenge is signed per site). */
  async function validBody(overrides: Record<string, unknown> = {}, forSite = site) {
    return {
      form: "vehicle",
      car_id: carId,
      name: "Charlotte",
      last_name: "O'Brien",
      email: "charlotte@example.com.au",
      phone: "0412 345 678",
      message: "Is it still available?",
      altcha: await solvedCaptcha(services.captcha, forSite.slug),
      form_started: formStartedToken(services.secret, now),
      ...overrides,
    };
  }
  const send = (body: Record<string, unknown>, extra: Partial<SubmitRequest> = {}, forSite = site) =>
    submitLead(
      { db, site: forSite, now: later, services },
      { body, idempotencyKey: null, clientIp: `10.0.0.${++ip}`, userAgent: "test", ...extra },
    );

  it("stores a valid lead with its delivery jobs and answers 201 with its id", async () => {
    const result = await send(await validBody());
    expect(result.status).toBe(201);
    const id = (result.body as { lead_id: string }).lead_id;
    const [lead] = await db.query<{ phone: string; event_id: number; quarantine_reason: string | null; category: string }>(
      "SELECT phone, event_id, quarantine_reason, category FROM leads WHERE id = $1",
      [id],
    );
    expect(lead).toMatchObject({ phone: "0412345678", event_id: 15, quarantine_reason: null, category: "Vehicle Enquiry" });
    const jobs = await db.query<{ channel: string; status: string }>("SELECT channel, status FROM lead_deliveries WHERE lead_id = $1", [
      id,
    ]);
    expect(jobs).toEqual([{ channel: "email", status: "pending" }]);
  });

  it("records how the marketing opt-in was given, in its column, the payload and the leads listing (decision 029)", async () => {
    const cases = [
      [{ opt_in: ["false", "true"], opt_in_default: "checked" }, "pre-ticked-left-ticked", true],
      [{ opt_in: ["false", "true"], opt_in_default: "unchecked" }, "ticked-by-shopper", true],
      [{ opt_in: "false", opt_in_default: "checked" }, "pre-ticked-unticked", false],
      [{ opt_in: "false", opt_in_default: "unchecked" }, "left-unticked", false],
      [{}, "not-asked", false],
    ] as const;
    for (const [fields, method, marketing] of cases) {
      const result = await send(await validBody(fields));
      expect(result.status).toBe(201);
      const id = (result.body as { lead_id: string }).lead_id;
      const [lead] = await db.query<{ marketing_consent: string; payload: { contact: { optIn: boolean; consent: unknown } } }>(
        "SELECT marketing_consent, payload FROM leads WHERE id = $1",
        [id],
      );
      expect(lead.marketing_consent).toBe(method);
      expect(lead.payload.contact).toMatchObject({ optIn: marketing, consent: { marketing, method } });
      const [listed] = await listSiteLeads(db, site.id, { leadId: id });
      expect(listed?.marketingConsent).toBe(method);
    }
    const bad = await send(await validBody({ opt_in_default: "maybe" }));
    expect(bad.status).toBe(422);
    expect((bad.body as { fields: Record<string, string> }).fields.opt_in_default).toBe("opt_in_default must be 'checked' or 'unchecked'.");
  });

  it("names each bad field with its message", async () => {
    const result = await send(await validBody({ email: "not-an-email", phone: "12345", name: "", postcode: "40 00", message: "" }));
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      error: "Please fix the following errors:",
      fields: {
        email: "Please enter a valid email address, like name@example.com.",
        phone: "Please enter an Australian phone number, like 0412 345 678 or 07 5443 1800.",
        name: "Please enter your first name.",
        postcode: "Invalid postcode. Please enter a 4-digit number.",
      },
    });
    // This site makes the message optional.
    expect((result.body as { fields: Record<string, string> }).fields.message).toBeUndefined();
  });

  it("requires the terms where the site asks, and a dealership choice on a group site", async () => {
    const coastal = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    const result = await send(await validBody({ car_id: undefined, form: "general", category: "General Enquiry" }, coastal), {}, coastal);
    expect((result.body as { fields: Record<string, string> }).fields.terms_conditions).toBe(
      "*You must agree to the terms of use before submitting.",
    );
    const metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    const group = await send(await validBody({ car_id: undefined, form: "general", category: "General Enquiry" }, metro), {}, metro);
    expect((group.body as { fields: Record<string, string> }).fields.dealership_slug).toBe("Please choose your preferred dealership.");
  });

  it("never accepts another site's car", async () => {
    const metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    const [{ id: metroCar }] = await db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 AND show_on_dealer_website LIMIT 1", [
      metro.id,
    ]);
    const result = await send(await validBody({ car_id: metroCar }));
    expect(result.status).toBe(422);
    expect((result.body as { fields: Record<string, string> }).fields.car_id).toMatch(/no longer listed/);
  });

  it("is idempotent: the same key and body give the first answer; a different body gets 422", async () => {
    const body = await validBody();
    const key = "5a0d6c1e-idem-4f7a-9d3c-111111111111";
    const [first, second] = await Promise.all([send(body, { idempotencyKey: key }), send(body, { idempotencyKey: key })]);
    expect(first).toEqual(second);
    expect(first.status).toBe(201);
    const third = await send(body, { idempotencyKey: key });
    expect(third).toEqual(first);
    const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM leads WHERE id = $1", [
      (third.body as { lead_id: string }).lead_id,
    ]);
    expect(count).toBe(1);
    const different = await send({ ...body, message: "Something else" }, { idempotencyKey: key });
    expect(different.status).toBe(422);
  });

  it("answers copies of one submission sent at once alike, and a resend with fresh robot checks like the first (security finding 13)", async () => {
    const body = await validBody();
    const key = "5a0d6c1e-idem-4f7a-9d3c-222222222222";
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body, { idempotencyKey: key })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].status).toBe(201);
    const leadId = (answers[0].body as { lead_id: string }).lead_id;
    // The same enquiry resent with new one-time proofs (a fresh captcha and form timer) is still the same enquiry.
    const resent = await send(await validBody({ message: body.message }), { idempotencyKey: key });
    expect(resent).toEqual(answers[0]);
    const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM leads WHERE id = $1", [leadId]);
    expect(count).toBe(1);
  });

  it("lets a refused submission be corrected and sent again under the same key", async () => {
    const key = "5a0d6c1e-idem-4f7a-9d3c-333333333333";
    const refused = await send(await validBody({ email: "not-an-email" }), { idempotencyKey: key });
    expect(refused.status).toBe(422);
    expect((await send(await validBody(), { idempotencyKey: key })).status).toBe(201);
  });

  it("rejects a missing, forged or replayed captcha, and lets a person through with the question instead", async () => {
    const missing = await send(await validBody({ altcha: undefined }));
    expect((missing.body as { fields: Record<string, string> }).fields.altcha).toBe("Please confirm you are not a robot.");
    const forged = await send(
      await validBody({
        altcha: Buffer.from('{"challenge":{"parameters":{},"signature":"x"},"solution":{"counter":1}}').toString("base64"),
      }),
    );
    expect(forged.status).toBe(422);
    const body = await validBody();
    expect((await send(body)).status).toBe(201);
    const replayed = await send({ ...body, message: "again" });
    expect((replayed.body as { fields: Record<string, string> }).fields.altcha).toBe(
      "That robot check was already used. Please try again.",
    );
    const question = humanQuestion(services.secret, later, () => 0.5);
    expect(question.text).toBe("What is five plus five?");
    expect((await send(await validBody({ altcha: undefined, human_token: question.token, human_answer: "10" }))).status).toBe(201);
    const reused = await send(await validBody({ altcha: undefined, human_token: question.token, human_answer: "10", message: "again" }));
    expect((reused.body as { fields: Record<string, string> }).fields.altcha).toBe(
      "That question was already used. Please answer the new one.",
    );
    // A wrong answer spends the question too, so a bot cannot try the possible sums one after another.
    const another = humanQuestion(services.secret, later, () => 0.5);
    const wrong = await send(await validBody({ altcha: undefined, human_token: another.token, human_answer: "11" }));
    expect((wrong.body as { fields: Record<string, string> }).fields.altcha).toBe(
      "That answer was not right. Please try the new question.",
    );
    const thenRight = await send(await validBody({ altcha: undefined, human_token: another.token, human_answer: "10" }));
    expect((thenRight.body as { fields: Record<string, string> }).fields.altcha).toBe(
      "That question was already used. Please answer the new one.",
    );
  });

  it("refuses a robot check solved for another dealer's site (security finding 20)", async () => {
    const elsewhere = await solvedCaptcha(services.captcha, "metro-motor-group");
    const result = await send(await validBody({ altcha: elsewhere }));
    expect(result.status).toBe(422);
    expect((result.body as { fields?: Record<string, string> }).fields?.altcha).toBe(
      "We could not confirm you are not a robot. Please try again.",
    );
  });

  it("spends a robot check only with a stored lead: a store that fails lets the shopper's retry through", async () => {
    const body = await validBody({ message: "Retry after a failed store" });
    // The database goes away while the lead is being written: the transaction fails at the insert.
    const failing: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            query: (sql, params) =>
              sql.startsWith("INSERT INTO leads") ? Promise.reject(new Error("connection lost")) : tx.query(sql, params),
          }),
        ),
    };
    const request = { body, idempotencyKey: "retry-after-failure-1", clientIp: "10.9.9.9", userAgent: "test" };
    await expect(submitLead({ db: failing, site, now: later, services }, request)).rejects.toThrow("connection lost");
    const retry = await submitLead({ db, site, now: later, services }, request);
    expect(retry.status).toBe(201);
    const [stored] = await db.query<{ quarantine_reason: string | null }>("SELECT quarantine_reason FROM leads WHERE id = $1", [
      (retry.body as { lead_id: string }).lead_id,
    ]);
    // The form's timer was not spent by the failed attempt either: the retry is an ordinary lead.
    expect(stored.quarantine_reason).toBeNull();
  });

  /** The form without JavaScript: the signed question answered instead of the proof of work. */
  const answered = () => ({ altcha: undefined, human_token: humanQuestion(services.secret, later, () => 0.5).token, human_answer: "10" });
  const storedReason = async (body: Record<string, unknown>) => {
    const result = await send(body);
    expect(result.status).toBe(201);
    const id = (result.body as { lead_id: string }).lead_id;
    const [lead] = await db.query<{ quarantine_reason: string | null }>("SELECT quarantine_reason FROM leads WHERE id = $1", [id]);
    const jobs = await db.query("SELECT 1 FROM lead_deliveries WHERE lead_id = $1", [id]);
    return { reason: lead.quarantine_reason, jobs: jobs.length };
  };
  const oneSecondAgo = () => formStartedToken(services.secret, new Date(later.getTime() - 1000));

  it("quarantines a filled honeypot, and a too-fast fill where no proof of work ran, behind an ordinary 201", async () => {
    expect(await storedReason(await validBody({ [HONEYPOT_FIELD]: "http://spam.example" }))).toEqual({ reason: "honeypot", jobs: 0 });
    // Intentionally changed (issue 52): this was sent with the proof of work, which now lets a fast fill through.
    expect(await storedReason(await validBody({ ...answered(), form_started: oneSecondAgo() }))).toEqual({
      reason: "filled-too-fast",
      jobs: 0,
    });
  });

  it("delivers a form the shopper's saved details or autofill sent within a second, when its proof of work passed (issue 52)", async () => {
    expect(await storedReason(await validBody({ form_started: oneSecondAgo() }))).toEqual({ reason: null, jobs: 1 });
    // The proof of work is one-time itself, so the form's timer has nothing left to guard: a form sent twice from one page load goes through.
    const timer = formStartedToken(services.secret, new Date(later.getTime() - 60_000));
    expect(await storedReason(await validBody({ form_started: timer, message: "first" }))).toEqual({ reason: null, jobs: 1 });
    expect(await storedReason(await validBody({ form_started: timer, message: "second" }))).toEqual({ reason: null, jobs: 1 });
  });

  it("counts a form's timer once and not after 8 days (security finding 14) where no proof of work ran: reuse or expiry is quarantined", async () => {
    // Intentionally changed (issue 52): the timer guards the fill-time rule, which now applies only to the question's form.
    const timer = formStartedToken(services.secret, new Date(later.getTime() - 60_000));
    expect((await storedReason(await validBody({ ...answered(), form_started: timer, message: "first" }))).reason).toBeNull();
    expect((await storedReason(await validBody({ ...answered(), form_started: timer, message: "second, same timer" }))).reason).toBe(
      "form-timer-reused",
    );
    const nineDaysAgo = formStartedToken(services.secret, new Date(later.getTime() - 9 * 86_400_000));
    expect((await storedReason(await validBody({ ...answered(), form_started: nineDaysAgo }))).reason).toBe("no-form-timer");
  });

  describe("delivery", () => {
    let smtp: SMTPServer;
    let smtpPort: number;
    let receiver: Server;
    let receiverPort: number;
    const mail: { to: string; leadId: string; body: string }[] = [];
    const hooks: { leadId: string; valid: boolean }[] = [];
    let failuresLeft = 3;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (c) => {
            raw += c;
          });
          stream.on("end", () => {
            mail.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(","),
              leadId: raw.match(/X-Lead-Id: (\S+)/i)?.[1] ?? "",
              body: raw,
            });
            callback();
          });
        },
      });
      await new Promise<void>((ok) => smtp.listen(0, "127.0.0.1", () => ok()));
      smtpPort = (smtp.server.address() as { port: number }).port;
      receiver = createHttpServer((req, res) => {
        let body = "";
        req.on("data", (c) => {
          body += c;
        });
        req.on("end", () => {
          // Down for the first few calls, then back: the outbox must retry until it lands.
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            res.writeHead(503).end();
            return;
          }
          hooks.push({
            leadId: String(req.headers["x-lead-id"]),
            valid: req.headers[SIGNATURE_HEADER.toLowerCase()] === webhookSignature("w".repeat(20), body),
          });
          res.writeHead(200).end("ok");
        });
      });
      await new Promise<void>((ok) => receiver.listen(0, "127.0.0.1", () => ok()));
      receiverPort = (receiver.address() as { port: number }).port;
    });
    afterAll(async () => {
      await new Promise<void>((ok) => smtp.close(() => ok()));
      receiver.close();
    });

    it("delivers every lead by ADF e-mail and signed webhook, retrying a receiver that fails for a while, each exactly once after de-duplication", async () => {
      await db.query("UPDATE lead_deliveries SET status = 'delivered' WHERE status = 'pending'");
      const withTargets = {
        ...site,
        leads: {
          ...site.leads,
          targets: {
            default: [
              { channel: "email" as const, to: "crm@dealer.example" },
              { channel: "webhook" as const, url: `http://127.0.0.1:${receiverPort}/leads`, secret: "w".repeat(20) },
            ],
            byDealership: {},
          },
        },
      };
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const result = await send(await validBody({ message: `lead ${i} & "quotes" 🚗` }, withTargets), {}, withTargets);
        ids.push((result.body as { lead_id: string }).lead_id);
      }
      const senders = createSenders({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir: "/tmp/unused", from: "leads@platform.example" });
      let clock = later.getTime();
      const errors: string[] = [];
      // Two workers race for the same jobs each round; retries come due as the clock moves on.
      for (let round = 0; round < 12 && (mail.length < 4 || new Set(hooks.map((h) => h.leadId)).size < 4); round++) {
        const options = { now: () => new Date(clock), firstRetryMs: 1000, onError: (e: unknown) => errors.push(String(e)) };
        await Promise.all([deliverDue(db, senders, options), deliverDue(db, senders, options)]);
        clock += 5 * 60_000;
      }
      senders.close();
      expect(errors.filter((e) => !e.includes("Webhook answered 503"))).toEqual([]);
      expect(new Set(mail.map((m) => m.leadId))).toEqual(new Set(ids));
      expect(mail).toHaveLength(4);
      expect(mail[0].body).toContain("<adf>");
      expect(mail[0].to).toBe("crm@dealer.example");
      expect(new Set(hooks.map((h) => h.leadId))).toEqual(new Set(ids));
      expect(hooks.every((h) => h.valid)).toBe(true);
      const states = await db.query<{ status: string; attempts: number }>(
        "SELECT status, attempts FROM lead_deliveries WHERE lead_id = ANY($1::uuid[])",
        [ids],
      );
      expect(states.every((s) => s.status === "delivered")).toBe(true);
      expect(Math.max(...states.map((s) => s.attempts))).toBeGreaterThan(1);
    });

    it("marks a delivery dead after 72 hours of failures, visible with its last error", async () => {
      const broken = {
        ...site,
        leads: {
          ...site.leads,
          targets: {
            default: [{ channel: "webhook" as const, url: "http://127.0.0.1:9/nowhere", secret: "w".repeat(20) }],
            byDealership: {},
          },
        },
      };
      const result = await send(await validBody({}, broken), {}, broken);
      const id = (result.body as { lead_id: string }).lead_id;
      const senders = createSenders({ mailDir: "/tmp/unused", from: "x@example.com" });
      await deliverDue(db, senders, { now: () => new Date(later.getTime() + 1000) });
      await db.query("UPDATE lead_deliveries SET next_attempt_at = $2 WHERE lead_id = $1", [id, new Date(later.getTime() + 73 * 3600_000)]);
      await deliverDue(db, senders, { now: () => new Date(later.getTime() + 73 * 3600_000) });
      const [job] = await db.query<{ status: string; last_error: string }>(
        "SELECT status, last_error FROM lead_deliveries WHERE lead_id = $1",
        [id],
      );
      expect(job.status).toBe("dead");
      expect(job.last_error).toBeTruthy();
      // Operators see it as dead in the listing and can put it back in the queue.
      const [listed] = await listSiteLeads(db, site.id, { leadId: id });
      expect(listed.deliveries).toEqual([expect.objectContaining({ channel: "webhook", status: "dead" })]);
      expect(await replayDelivery(db, site.id, listed.deliveries[0].id)).toBe(true);
      const [again] = await listSiteLeads(db, site.id, { leadId: id });
      expect(again.deliveries[0].status).toBe("pending");
      const other = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
      expect(await listSiteLeads(db, other.id, { leadId: id })).toEqual([]);
    });
  });
});
