import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Shopper } from "~/accounts/account-queries.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import type { ChargeRequest, PaymentProvider } from "~/payments/payment-provider";
import type { Payments } from "~/payments/payment-settings";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { ALREADY_PAYING, loadOnlinePayment, PAYMENT_NOT_MADE, payOnlinePayment, REQUEST_CANCELLED } from "~/reserve/online-payment.server";
import { findPaymentRequest, paymentRequestChanges } from "~/reserve/payment-request-queries.server";
import { PAYING_STALE_MS } from "~/reserve/payment-request-rules";
import { cancelPaymentRequest, requestPayment } from "~/reserve/payment-requests.server";
import { reserveCar } from "~/reserve/reserve-car.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";
import { heldUntilAnswered } from "../support/held-until-answered";
import { reservableCarIds } from "../support/reservable-cars";

/**
 * Online payment (issues 13 and 14) through its use cases, with the built-in test provider: the
 * dealer's request, the shopper's payment claimed before it is charged (two windows, one charge),
 * declines, retries with a new attempt key, and another shopper's or site's request out of reach.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const now = new Date("2026-11-22T02:00:00Z");
const services = createLeadServices({ secret: "o".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const GOOD = { card_number: "4242 4242 4242 4242", card_expiry: "12/30", card_cvc: "123" };
const DECLINED = { ...GOOD, card_number: "4000 0000 0000 0002" };
const CHARLOTTE: Shopper = { id: randomUUID(), phone: "+61412345678" };
const NGUYEN: Shopper = { id: randomUUID(), phone: "+61498765432" };

/** The test provider, counting what it was asked; optionally unreachable, or holding its charge until a race is run (heldUntilAnswered). */
function countingProvider(options: { unreachable?: boolean; heldUntil?: Promise<void> } = {}) {
  const inner = testPaymentProvider();
  const charges: ChargeRequest[] = [];
  const provider: PaymentProvider = {
    name: inner.name,
    async charge(request) {
      charges.push(request);
      await options.heldUntil;
      if (options.unreachable) throw new Error("connect ECONNREFUSED");
      return inner.charge(request);
    },
    refund: (request) => inner.refund(request),
  };
  const payments: Payments = { stripe: null, providerFor: () => provider };
  return { payments, charges };
}

describe.each(testDatabases())("online payment on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let otherSite: TenantSite;
  const free: Record<string, number[]> = {};

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 160, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    otherSite = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    for (const s of [site, otherSite]) free[s.slug] = await reservableCarIds(db, s.id);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  /** A paid hold by the shopper with this number (as they typed it), and the dealer's request against it. */
  async function requested(options: { phone?: string; on?: TenantSite; amount?: string; description?: string } = {}) {
    const on = options.on ?? site;
    const carId = free[on.slug].shift();
    if (!carId) throw new Error(`no free car left on ${on.slug}`);
    const hold = await reserveCar(
      { db, site: on, now, provider: testPaymentProvider(), holdHours: 48, services },
      {
        carId,
        contact: { name: "Charlotte", lastName: "O'Brien", email: "charlotte@example.com.au", phone: options.phone ?? "0412 345 678" },
        card: { number: GOOD.card_number, expiry: GOOD.card_expiry, cvc: GOOD.card_cvc },
      },
    );
    if (!hold.ok) throw new Error(hold.message);
    const made = await requestPayment(
      { db, site: on, now },
      { reservationId: hold.reservationId, amount: options.amount ?? "$1,500", description: options.description ?? "Balance of the price" },
      { tool: "test" },
    );
    if (!made.ok) throw new Error(made.message);
    return made.request;
  }
  const pay = (shopper: Shopper, requestId: string, card: Record<string, string>, payments: Payments, on = site, at = now) =>
    payOnlinePayment({ db, site: on, now: at, payments }, shopper, { payment_request: requestId, ...card });
  const changes = async (id: string, on = site) => (await paymentRequestChanges(db, on.id, id)).map((c) => `${c.change}:${c.attempt}`);

  it("shows the shopper the requests against their reservations, whichever way they typed their number", async () => {
    const first = await requested({ phone: "+61 412 345 678", amount: "$2,000", description: "Paint protection" });
    const second = await requested({ phone: "0412-345-678" });
    const view = await loadOnlinePayment({ db, site, now, payments: countingProvider().payments }, CHARLOTTE, null);
    const mine = view.requests.filter((r) => r.id === first.id || r.id === second.id);
    expect(mine).toHaveLength(2);
    expect(mine.find((r) => r.id === first.id)).toMatchObject({
      amount: "$2,000",
      description: "Paint protection",
      status: "requested",
      statusLabel: "Waiting for your payment",
      requestedOn: "22/11/2026",
      paidOn: null,
      lastDecline: null,
      carHref: expect.stringMatching(/^\/cars\/[\w-]+$/),
    });
    expect(view).toMatchObject({ siteName: site.name, phone: "0412 *** 678", testPayments: true, stripe: null, canPay: true });
  });

  it("of two windows paying one request at once, one is charged and the other told it is under way", async () => {
    const request = await requested();
    // The charge waits until the other four windows have had their answer: "at once" on a busy machine too.
    const race = heldUntilAnswered(4);
    const { payments, charges } = countingProvider({ heldUntil: race.held });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => race.contend(() => pay(CHARLOTTE, request.id, GOOD, payments))));
    race.done();
    expect(charges).toHaveLength(1);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual(
      Array(4).fill({ ok: false, reason: "busy", requestId: request.id, message: ALREADY_PAYING }),
    );
    const paid = await findPaymentRequest(db, site.id, request.id);
    expect(paid).toMatchObject({
      status: "paid",
      attempts: 1,
      provider: "test",
      providerPaymentId: `test_pi_payment-request-${request.id}-1`,
    });
    expect(paid?.paidAt?.toISOString()).toBe(now.toISOString());
    expect(charges[0]).toMatchObject({
      amountCents: 150_000,
      currency: "AUD",
      idempotencyKey: `payment-request-${request.id}-1`,
      reservationId: request.reservationId,
      paymentRequest: { id: request.id, attempt: 1 },
    });
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "paid:1"]);
    // Paid is paid: the same form posted again (a reload, a double click later) charges nothing.
    expect(await pay(CHARLOTTE, request.id, GOOD, payments)).toEqual({ ok: true, requestId: request.id });
    expect(charges).toHaveLength(1);
    const view = await loadOnlinePayment({ db, site, now, payments }, CHARLOTTE, request.id);
    expect(view.justPaid).toEqual({ amount: "$1,500", description: "Balance of the price" });
    expect(view.requests.find((r) => r.id === request.id)).toMatchObject({ status: "paid", statusLabel: "Paid", paidOn: "22/11/2026" });
  });

  it("a declined card leaves the request to pay, with the reason; the next attempt has its own key and pays it", async () => {
    const request = await requested({ amount: "1500.00" });
    const { payments, charges } = countingProvider();
    expect(await pay(CHARLOTTE, request.id, DECLINED, payments)).toEqual({
      ok: false,
      reason: "declined",
      requestId: request.id,
      message: "Your card was declined.",
    });
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({
      status: "requested",
      attempts: 1,
      declineMessage: "Your card was declined.",
      paidAt: null,
    });
    const view = await loadOnlinePayment({ db, site, now, payments }, CHARLOTTE, null);
    expect(view.requests.find((r) => r.id === request.id)).toMatchObject({ status: "requested", lastDecline: "Your card was declined." });

    expect(await pay(CHARLOTTE, request.id, GOOD, payments)).toEqual({ ok: true, requestId: request.id });
    expect(charges.map((c) => c.idempotencyKey)).toEqual([`payment-request-${request.id}-1`, `payment-request-${request.id}-2`]);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({
      status: "paid",
      attempts: 2,
      declineMessage: null,
      providerPaymentId: `test_pi_payment-request-${request.id}-2`,
    });
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "declined:1", "paying:2", "paid:2"]);
  });

  it("checks the card before claiming anything, and says which field is wrong", async () => {
    const request = await requested();
    const { payments, charges } = countingProvider();
    expect(await pay(CHARLOTTE, request.id, { ...GOOD, card_number: "1234", card_expiry: "13/30" }, payments)).toEqual({
      ok: false,
      reason: "invalid",
      requestId: request.id,
      message: "Please check your card details.",
      fields: { card_number: "Please enter a valid card number.", card_expiry: "Please enter the expiry date as MM/YY." },
    });
    expect(charges).toHaveLength(0);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "requested", attempts: 0 });
  });

  it("no answer from the provider: not paid, may be paid again, and the shopper is told any money taken comes back", async () => {
    const request = await requested();
    const { payments } = countingProvider({ unreachable: true });
    expect(await pay(CHARLOTTE, request.id, GOOD, payments)).toEqual({
      ok: false,
      reason: "declined",
      requestId: request.id,
      message: PAYMENT_NOT_MADE,
    });
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "requested", declineMessage: PAYMENT_NOT_MADE });
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "unreachable:1"]);
    expect(await pay(CHARLOTTE, request.id, GOOD, countingProvider().payments)).toEqual({ ok: true, requestId: request.id });
  });

  it("an attempt left under way (a server stopped mid-charge) blocks paying for 30 minutes, then a new attempt may pay", async () => {
    const request = await requested();
    await db.query("UPDATE payment_requests SET status = 'paying', attempts = 1, paying_since = $2 WHERE id = $1", [request.id, now]);
    const { payments, charges } = countingProvider();
    const soon = new Date(now.getTime() + 60_000);
    expect(await pay(CHARLOTTE, request.id, GOOD, payments, site, soon)).toMatchObject({ ok: false, reason: "busy" });
    expect(
      (await loadOnlinePayment({ db, site, now: soon, payments }, CHARLOTTE, null)).requests.find((r) => r.id === request.id),
    ).toMatchObject({
      status: "paying",
      statusLabel: "Payment in progress",
    });
    // The dealer cannot withdraw it while it may still go through either.
    expect(await cancelPaymentRequest({ db, site, now: soon }, request.id, { tool: "test" })).toEqual({
      ok: false,
      message: `Payment request ${request.id} is being paid right now: try again in a few minutes.`,
    });
    const later = new Date(now.getTime() + PAYING_STALE_MS);
    expect(await pay(CHARLOTTE, request.id, GOOD, payments, site, later)).toEqual({ ok: true, requestId: request.id });
    expect(charges.map((c) => c.idempotencyKey)).toEqual([`payment-request-${request.id}-2`]);
  });

  it("a request the dealer cancelled cannot be paid, and a paid one cannot be cancelled", async () => {
    const request = await requested();
    const { payments, charges } = countingProvider();
    expect(await cancelPaymentRequest({ db, site, now }, request.id, { tool: "test" })).toEqual({ ok: true });
    expect(await pay(CHARLOTTE, request.id, GOOD, payments)).toEqual({
      ok: false,
      reason: "unavailable",
      requestId: request.id,
      message: REQUEST_CANCELLED,
    });
    expect(charges).toHaveLength(0);
    const view = await loadOnlinePayment({ db, site, now, payments }, CHARLOTTE, null);
    expect(view.requests.find((r) => r.id === request.id)).toMatchObject({
      status: "cancelled",
      statusLabel: "Cancelled by the dealership",
    });

    const paid = await requested();
    expect((await pay(CHARLOTTE, paid.id, GOOD, payments)).ok).toBe(true);
    expect(await cancelPaymentRequest({ db, site, now }, paid.id, { tool: "test" })).toEqual({
      ok: false,
      message: `Payment request ${paid.id} is paid already.`,
    });
  });

  it("another shopper's request, or another site's, can be neither seen nor paid", async () => {
    const charlottes = await requested();
    const elsewhere = await requested({ on: otherSite });
    const { payments, charges } = countingProvider();

    // Another shopper on the same site: none of Charlotte's requests, and paying hers is as if it did not exist.
    const nguyen = await loadOnlinePayment({ db, site, now, payments }, NGUYEN, charlottes.id);
    expect(nguyen.requests).toEqual([]);
    expect(nguyen.justPaid).toBeNull();
    expect(await pay(NGUYEN, charlottes.id, GOOD, payments)).toEqual({ ok: false, reason: "not_found" });

    // The same shopper signed in on another site sees only that site's requests.
    const onOther = await loadOnlinePayment({ db, site: otherSite, now, payments }, CHARLOTTE, null);
    expect(onOther.requests.map((r) => r.id)).toEqual([elsewhere.id]);
    expect(await pay(CHARLOTTE, charlottes.id, GOOD, payments, otherSite)).toEqual({ ok: false, reason: "not_found" });
    const onHome = await loadOnlinePayment({ db, site, now, payments }, CHARLOTTE, null);
    expect(onHome.requests.map((r) => r.id)).not.toContain(elsewhere.id);
    expect(await pay(CHARLOTTE, elsewhere.id, GOOD, payments)).toEqual({ ok: false, reason: "not_found" });

    // Nor can the dealer of one site touch another's.
    expect(await cancelPaymentRequest({ db, site: otherSite, now }, charlottes.id, { tool: "test" })).toMatchObject({ ok: false });
    expect(await pay(CHARLOTTE, "not-a-request", GOOD, payments)).toEqual({ ok: false, reason: "not_found" });
    expect(charges).toHaveLength(0);
    expect(await findPaymentRequest(db, site.id, charlottes.id)).toMatchObject({ status: "requested", attempts: 0 });
  });

  it("shows an empty list to a shopper with no requests", async () => {
    const view = await loadOnlinePayment({ db, site, now, payments: countingProvider().payments }, NGUYEN, null);
    expect(view.requests).toEqual([]);
  });
});
