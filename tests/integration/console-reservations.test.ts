import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStaffEmail } from "~/console/demo-staff.server";
import { findStaffByEmail } from "~/console/staff-queries.server";
import { deliverDue } from "~/leads/delivery/delivery-worker.server";
import { createSenders } from "~/leads/delivery/senders.server";
import type { SentMail } from "~/lib/mailer.server";
import { logSmsProvider, type SentSms } from "~/lib/sms/log-sms-provider";
import { cents, formatCents } from "~/domain/reserve/money";
import pino from "pino";
import { formatPhone } from "~/domain/phone";
import { clickSendSmsProvider } from "~/lib/sms/clicksend-sms-provider";
import { startClickSendStandIn } from "../support/clicksend-stand-in";
import { createPayments } from "~/payments/providers.server";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { payOnlinePayment } from "~/reserve/online-payment.server";
import { findPaymentRequest } from "~/reserve/payment-request-queries.server";
import { findReservation } from "~/reserve/reservation-queries.server";
import { reserveCar } from "~/reserve/reserve-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp } from "../support/console";
import { type HttpResponse, request } from "../support/http-request";
import { reservableCarIds } from "../support/reservable-cars";
import { type Listening, type SeededPlatform, testLeadServices } from "../support/seeded-app";

const NOW = new Date("2026-11-22T02:00:00Z");
const SITE = "coastal-toyota";
const OTHER = "metro-motor-group";

/** The dealer console's reservations pages over HTTP through the built app (issue 53). */
describe("console reservations over HTTP", () => {
  let served: ConsoleApp;
  let platform: SeededPlatform;
  let app: Listening;
  let site: TenantSite;
  const sent: SentMail[] = [];
  const texts: SentSms[] = [];
  const sms = logSmsProvider(pino({ level: "silent" }), texts);
  const hostOf = (slug: string) => `${slug}.localhost:${app.port}`;
  const text = (res: HttpResponse) => res.body.replaceAll("<!-- -->", "").replace(/<[^>]*>/g, "");
  const get = (path: string, cookie: string, slug = SITE) => request(app.port, hostOf(slug), path, { headers: { cookie } });
  const post = (path: string, fields: Record<string, string>, cookie: string) =>
    request(app.port, hostOf(SITE), path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(fields).toString(),
    });

  /** Signed in as the demo person of this mailbox (owner, manager, sales...) by a link made here and followed. */
  async function signIn(mailbox: string, slug = SITE) {
    const on = served.site(slug);
    const staff = await findStaffByEmail(platform.db, demoStaffEmail(on, mailbox));
    if (!staff) throw new Error(`no ${mailbox} on ${slug}`);
    return { cookie: await served.signIn(on, staff.email), staffId: staff.id, email: staff.email };
  }
  const csrfOf = (page: HttpResponse) => /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";

  /** A paid hold by a new shopper on the first car that takes one. */
  async function hold(email: string, phone: string) {
    for (const carId of await reservableCarIds(platform.db, site.id)) {
      const made = await reserveCar(
        { db: platform.db, site, now: NOW, provider: testPaymentProvider(), holdHours: 48, services: testLeadServices() },
        {
          carId,
          contact: { name: "Charlotte", lastName: "Nguyen", email, phone },
          card: { number: "4242424242424242", expiry: "12/30", cvc: "123" },
        },
      );
      if (made.ok) return made.reservationId;
    }
    throw new Error("no car to reserve");
  }
  /** Posts one change from the reservation's page, with the page's own token. */
  async function work(cookie: string, id: string, fields: Record<string, string>) {
    const page = await get(`/dealer/reservations/${id}`, cookie);
    return post(`/dealer/reservations/${id}`, { _csrf: csrfOf(page), ...fields }, cookie);
  }
  const auditOf = (resourceId: string) =>
    platform.db.query<{ actor: string; action: string; before: unknown; after: unknown }>(
      "SELECT actor, action, before, after FROM audit_log WHERE resource_id = $1 ORDER BY id",
      [resourceId],
    );
  /** The outbox run once: the e-mails to this address, by subject. */
  async function mailTo(address: string) {
    await deliverDue(platform.db, createSenders({ mailDir: `${platform.dataDir}/mail`, from: "leads@example.com", sent, sms }), {
      batchSize: 100,
    });
    return sent.filter((m) => m.to === address);
  }
  /** The outbox run once: the texts to this mobile (E.164), oldest first. */
  async function textsTo(phone: string) {
    await mailTo("");
    return texts.filter((t) => t.to === phone).map((t) => t.body);
  }

  beforeAll(async () => {
    served = await consoleApp({
      now: NOW,
      totalCars: 150,
      configure: (configs) => configs.map((c) => ({ ...c, rateLimits: { ...c.rateLimits, signInPerMinute: 1000 } })),
    });
    ({ platform, app } = served);
    site = served.site(SITE);
  }, 60_000);
  afterAll(() => served?.close());

  it("lists the site's holds with their time left in the dealership's zone, filtered by state", async () => {
    const id = await hold("list@example.com.au", "0412 300 001");
    const { cookie } = await signIn("owner");
    const list = await get("/dealer/reservations", cookie);
    expect(list.status).toBe(200);
    expect(text(list)).toContain("Charlotte Nguyen");
    expect(text(list)).toMatch(/2 days left\s*until 24\/11\/2026, 12:00 pm AEST/);
    expect(list.body).toContain(`href="/dealer/reservations/${id}"`);
    expect(list.body).toContain('href="/dealer/reservations"');
    expect(text(await get("/dealer/reservations?state=cancelled", cookie))).not.toContain("list@example.com.au");
    expect(text(await get(`/dealer/reservations/${id}`, cookie))).toContain("list@example.com.au");
  });

  it("confirms a hold, audited in the person's name, and the shopper is told", async () => {
    const id = await hold("confirm@example.com.au", "0412 300 002");
    const owner = await signIn("owner");
    const done = await work(owner.cookie, id, { intent: "confirm" });
    expect(done.status).toBe(200);
    expect(text(done)).toContain("Confirmed: the car stays held");
    expect((await findReservation(platform.db, site.id, id))?.status).toBe("confirmed");
    expect(await auditOf(id)).toEqual([
      { actor: owner.email, action: "confirm", before: { status: "held" }, after: { status: "confirmed" } },
    ]);
    const mail = (await mailTo("confirm@example.com.au")).find((m) => /^Your reservation of the .+ is confirmed$/.test(m.subject));
    expect(mail?.text).toContain("Coastal Toyota has confirmed your reservation");
  });

  it("cancels with a refund: the provider's refund recorded, the audit entry written, the shopper told of the refund", async () => {
    const id = await hold("cancel@example.com.au", "0412 300 003");
    const manager = await signIn("manager");
    const done = await work(manager.cookie, id, { intent: "cancel" });
    expect(done.status).toBe(200);
    expect(text(done)).toContain("Cancelled: the car is for sale again");
    const after = await findReservation(platform.db, site.id, id);
    expect(after?.status).toBe("cancelled");
    expect(after?.refundedAt).not.toBeNull();
    expect(await auditOf(id)).toEqual([
      {
        actor: manager.email,
        action: "cancel",
        before: { status: "held" },
        after: { status: "cancelled", refundCents: after?.amountCents },
      },
    ]);
    const mails = await mailTo("cancel@example.com.au");
    const deposit = formatCents(cents(after?.amountCents ?? 0));
    const mail = mails.find((m) => m.subject.endsWith("is cancelled"));
    expect(mail?.text).toContain(
      `We are refunding ${deposit} to the card you paid with, and will e-mail you again once the refund is made.`,
    );
    // The provider answered the refund during the cancel: that is its own e-mail, and only it says "refunded".
    const refunded = mails.find((m) => m.subject === `Coastal Toyota has refunded ${deposit}`);
    expect(refunded?.text).toContain(`has refunded ${deposit} to the card you paid with: your deposit on the`);
    expect(mail?.text).not.toMatch(/refunded|reach your account/);
    // The outbox sends a batch at once: the two texts in either order.
    const sms = (await textsTo("+61412300003")).sort((a, b) => (a.includes("cancelled") ? -1 : b.includes("cancelled") ? 1 : 0));
    expect(sms).toHaveLength(2);
    expect(sms[0]).toMatch(/^Coastal Toyota has cancelled your reservation of the .+\. We are refunding \$[\d,]+ to your card/);
    expect(sms[1]).toMatch(/^Coastal Toyota has refunded \$[\d,]+ to your card \(your deposit\)/);
  });

  it("asks for a payment (the shopper gets the link) and withdraws it", async () => {
    const id = await hold("request@example.com.au", "0412 300 004");
    const sales = await signIn("sales");
    const asked = await work(sales.cookie, id, {
      intent: "request-payment",
      amount: "$1,500",
      description: "Balance of the purchase price",
    });
    expect(asked.status).toBe(200);
    expect(text(asked)).toContain("Payment requested");
    const [row] = await platform.db.query<{ id: string }>("SELECT id FROM payment_requests WHERE reservation_id = $1", [id]);
    expect(text(await get(`/dealer/reservations/${id}`, sales.cookie))).toContain("$1,500 for Balance of the purchase price");
    const mail = (await mailTo("request@example.com.au")).find((m) => m.subject === "Coastal Toyota has asked you to pay $1,500");
    expect(mail?.text).toContain(`${site.origin}/online-payment`);
    const [asking] = await textsTo("+61412300004");
    expect(asking).toMatch(/^Coastal Toyota has asked you to pay \$1,500 towards the .+ \(Balance of the purchase price\)\. Pay online: /);
    expect(asking).toContain(`${site.origin}/online-payment`);

    const bad = await work(sales.cookie, id, { intent: "request-payment", amount: "lots", description: "Mats" });
    expect(bad.status).toBe(422);
    expect(text(bad)).toContain("is not an amount");

    const withdrawn = await work(sales.cookie, id, { intent: "cancel-payment", requestId: row.id });
    expect(withdrawn.status).toBe(200);
    expect((await findPaymentRequest(platform.db, site.id, row.id))?.status).toBe("cancelled");
    expect((await auditOf(row.id)).map((a) => [a.actor, a.action])).toEqual([
      [sales.email, "request_payment"],
      [sales.email, "cancel_payment"],
    ]);
    const withdrawnMail = (await mailTo("request@example.com.au")).find((m) => m.subject.includes("withdrawn"));
    expect(withdrawnMail?.subject).toBe("Coastal Toyota has withdrawn its request for $1,500");
    expect(withdrawnMail?.text).toContain("(Balance of the purchase price): there is nothing to pay for it.");
    expect((await textsTo("+61412300004")).at(-1)).toBe(
      "Coastal Toyota has withdrawn its request for $1,500 (Balance of the purchase price): there is nothing to pay for it.",
    );
    // The lead's Deliveries list the texts beside the e-mails.
    const reservation = await findReservation(platform.db, site.id, id);
    const lead = text(await get(`/dealer/leads/${reservation?.leadId}`, sales.cookie));
    expect(lead.split(`Text to the shopper to ${formatPhone("+61412300004")}: Delivered`)).toHaveLength(3);
  });

  it("retries a text ClickSend refuses, like the e-mail, and sends it once ClickSend takes it", async () => {
    const id = await hold("retry@example.com.au", "0412 300 008");
    const owner = await signIn("owner");
    expect((await work(owner.cookie, id, { intent: "confirm" })).status).toBe(200);
    const standIn = await startClickSendStandIn({ username: "dealer-platform", apiKey: "A1B2C3" });
    try {
      const through = (apiKey: string) =>
        createSenders({
          mailDir: `${platform.dataDir}/mail`,
          from: "leads@example.com",
          sms: clickSendSmsProvider({ username: "dealer-platform", apiKey, from: null, baseUrl: standIn.baseUrl }),
        });
      const job = async () =>
        (
          await platform.db.query<{ status: string; lastError: string | null; attempts: number }>(
            `SELECT d.status, d.last_error AS "lastError", d.attempts FROM lead_deliveries d JOIN reservations r ON r.lead_id = d.lead_id
              WHERE r.id = $1 AND d.channel = 'shopper-sms'`,
            [id],
          )
        )[0];
      await deliverDue(platform.db, through("wrong"), { batchSize: 100, now: () => NOW });
      expect(await job()).toEqual({
        status: "pending",
        lastError: expect.stringMatching(/ClickSend did not send the message: HTTP 401/),
        attempts: 1,
      });
      await deliverDue(platform.db, through("A1B2C3"), { batchSize: 100, now: () => new Date(NOW.getTime() + 3_600_000) });
      expect((await job())?.status).toBe("delivered");
      expect(standIn.sent.map((m) => [m.to, m.body])).toEqual([
        ["+61412300008", expect.stringMatching(/^Coastal Toyota has confirmed your reservation of the /)],
      ]);
    } finally {
      await standIn.close();
    }
  });

  it("pages past the newest 100 with Next and Previous links (keyset, no JavaScript), each reservation once", async () => {
    const [car] = await reservableCarIds(platform.db, site.id);
    // 205 cancelled holds a minute apart, some sharing a second (the id breaks the tie), as SQL: the pages are the point.
    await platform.db.query(
      `INSERT INTO reservations (id, site_id, car_id, status, amount_cents, provider, name, email, phone, created_at, released_at)
       SELECT gen_random_uuid(), $1, $2, 'cancelled', 50000, 'test', 'Pager', 'page-' || n || '@example.com.au', '+61412399999',
              $3::timestamptz - ((n / 2) * interval '1 minute'), $3::timestamptz
         FROM generate_series(1, 205) AS n`,
      [site.id, car, NOW],
    );
    const [{ total }] = await platform.db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM reservations WHERE site_id = $1 AND status = 'cancelled'",
      [site.id],
    );
    const { cookie } = await signIn("owner");
    const idsOf = (res: HttpResponse) => [...res.body.matchAll(/href="\/dealer\/reservations\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    const linkOf = (res: HttpResponse, rel: "next" | "prev") =>
      new RegExp(`<a[^>]*href="([^"]+)"[^>]*rel="${rel}"|<a[^>]*rel="${rel}"[^>]*href="([^"]+)"`)
        .exec(res.body)
        ?.slice(1)
        .find(Boolean)
        ?.replaceAll("&amp;", "&");
    const pages: HttpResponse[] = [await get("/dealer/reservations?state=cancelled", cookie)];
    for (let next = linkOf(pages[0] as HttpResponse, "next"); next; next = linkOf(pages.at(-1) as HttpResponse, "next")) {
      expect(next).toMatch(/^\/dealer\/reservations\?state=cancelled&after=/);
      pages.push(await get(next, cookie));
      expect(pages.length).toBeLessThan(10);
    }
    const seen = pages.flatMap(idsOf);
    expect(pages.map((p) => idsOf(p).length)).toEqual([100, 100, total - 200]);
    expect(new Set(seen).size).toBe(total);
    expect(linkOf(pages[0] as HttpResponse, "prev")).toBeUndefined();
    expect(text(pages[0] as HttpResponse)).toContain("Next: older reservations");
    // Previous from the last page is the second page again, row for row; from the second, the first.
    const back = await get(linkOf(pages[2] as HttpResponse, "prev") as string, cookie);
    expect(idsOf(back)).toEqual(idsOf(pages[1] as HttpResponse));
    const first = await get(linkOf(back, "prev") as string, cookie);
    expect(idsOf(first)).toEqual(idsOf(pages[0] as HttpResponse));
    expect(linkOf(first, "prev")).toBeUndefined();
    expect(linkOf(first, "next")).toBeDefined();
    // A cursor that is no cursor is the first page, not an error.
    expect(idsOf(await get("/dealer/reservations?state=cancelled&after=nonsense", cookie))).toEqual(idsOf(pages[0] as HttpResponse));
  });

  it("refuses a refund to a salesperson (403) and to a manager who signed in over 10 minutes ago (sign in again)", async () => {
    const id = await hold("refuse@example.com.au", "0412 300 005");
    const sales = await signIn("sales");
    expect(text(await get(`/dealer/reservations/${id}`, sales.cookie))).not.toContain("Cancel and refund");
    expect((await work(sales.cookie, id, { intent: "cancel" })).status).toBe(403);
    const manager = await signIn("manager");
    await platform.db.query("UPDATE staff_sessions SET confirmed_at = $2 WHERE staff_id = $1", [
      manager.staffId,
      new Date(NOW.getTime() - 11 * 60_000),
    ]);
    expect(text(await get(`/dealer/reservations/${id}`, manager.cookie))).toContain("sign in again");
    const stale = await work(manager.cookie, id, { intent: "cancel" });
    expect(stale.status).toBe(403);
    expect(stale.body).toContain(`/dealer/sign-in?redirect=${encodeURIComponent(`/dealer/reservations/${id}`)}&amp;reconfirm`);
    expect((await findReservation(platform.db, site.id, id))?.status).toBe("held");
    expect(await auditOf(id)).toEqual([]);
    // The sign-in page asks again instead of sending a signed-in person straight back.
    expect((await get(`/dealer/sign-in?redirect=/dealer&reconfirm`, manager.cookie)).status).toBe(200);
  });

  it("shows a salesperson limited to other dealerships none of it", async () => {
    const id = await hold("limited@example.com.au", "0412 300 006");
    const sales = await signIn("sales");
    await platform.db.query("UPDATE staff_memberships SET dealership_slugs = '{nowhere}' WHERE staff_id = $1 AND site_id = $2", [
      sales.staffId,
      site.id,
    ]);
    try {
      expect(text(await get("/dealer/reservations", sales.cookie))).not.toContain("limited@example.com.au");
      expect((await get(`/dealer/reservations/${id}`, sales.cookie)).status).toBe(404);
    } finally {
      await platform.db.query("UPDATE staff_memberships SET dealership_slugs = NULL WHERE staff_id = $1 AND site_id = $2", [
        sales.staffId,
        site.id,
      ]);
    }
  });

  it("sends another site's staff to sign-in, and refuses a post without this session's token", async () => {
    const id = await hold("forged@example.com.au", "0412 300 007");
    const elsewhere = await signIn("owner", OTHER);
    const seen = await get("/dealer/reservations", elsewhere.cookie);
    expect(seen.status).toBe(302);
    expect(String(seen.headers.location)).toMatch(/^\/dealer\/sign-in\?redirect=/);
    const owner = await signIn("owner");
    const forged = await post(`/dealer/reservations/${id}`, { intent: "cancel" }, owner.cookie);
    expect(forged.status).toBe(403);
    expect((await findReservation(platform.db, site.id, id))?.status).toBe("held");
  });

  it("e-mails the shopper a receipt when a requested payment is paid", async () => {
    const id = await hold("receipt@example.com.au", "0412 300 008");
    const owner = await signIn("owner");
    await work(owner.cookie, id, { intent: "request-payment", amount: "199.50", description: "Floor mats" });
    const [row] = await platform.db.query<{ id: string }>("SELECT id FROM payment_requests WHERE reservation_id = $1", [id]);
    // The shopper pays it at /online-payment with the test card (the use case its page calls).
    const paid = await payOnlinePayment(
      { db: platform.db, site, now: NOW, payments: createPayments({ stripe: null }) },
      { id: randomUUID(), phone: "+61412300008" },
      { payment_request: row.id, card_number: "4242424242424242", card_expiry: "12/30", card_cvc: "123" },
    );
    expect(paid).toMatchObject({ ok: true });
    const receipt = (await mailTo("receipt@example.com.au")).find((m) => m.subject === "Receipt: $199.50 paid to Coastal Toyota");
    expect(receipt?.text).toContain("What for: Floor mats");
    expect(text(await get(`/dealer/reservations/${id}`, owner.cookie))).toMatch(/Paid · paid 22\/11\/2026/);
  });
});
