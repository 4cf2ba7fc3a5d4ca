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
import type { PaymentProvider } from "~/payments/payment-provider";

type RefundRequest = Parameters<PaymentProvider["refund"]>[0];
import type { Payments } from "~/payments/payment-settings";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { loadCheckoutPage } from "~/reserve/checkout-page.server";
import { loadOnlinePayment, payOnlinePayment, RESERVATION_ENDED } from "~/reserve/online-payment.server";
import { findPaymentRequest, paymentRequestChanges } from "~/reserve/payment-request-queries.server";
import { requestPayment } from "~/reserve/payment-requests.server";
import { releaseStaleClaims } from "~/reserve/release-stale-claims.server";
import { findReservation } from "~/reserve/reservation-queries.server";
import {
  BEING_RESERVED,
  cancelHold,
  completeSale,
  confirmHold,
  ONE_CLAIM_AT_A_TIME,
  releaseLapsedHolds,
  reserveCar,
} from "~/reserve/reserve-car.server";
import { retryMissingRefunds } from "~/reserve/retry-refunds.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";
import { reservableCarIds } from "../support/reservable-cars";

/**
 * The money of a reservation that ends (security review d9f523c, findings 2, 7, 8, 9): what was paid
 * towards a hold cancelled or lapsed is owed back and refunded, its requests can no longer be paid,
 * a sale keeps everything, and a Stripe claim waiting on the bank neither lasts long nor multiplies.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const now = new Date("2026-11-22T02:00:00Z");
const HOUR = 3_600_000;
const services = createLeadServices({ secret: "m".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const GOOD = { card_number: "4242 4242 4242 4242", card_expiry: "12/30", card_cvc: "123" };
const CHARLOTTE: Shopper = { id: randomUUID(), phone: "+61412345678" };

/** The test provider, recording refunds; refunds fail while `refusing` is set (the provider unreachable). */
function refundingProvider() {
  const inner = testPaymentProvider();
  const refunds: RefundRequest[] = [];
  const state = { refusing: false };
  const provider: PaymentProvider = {
    name: inner.name,
    charge: (request) => inner.charge(request),
    async refund(request) {
      if (state.refusing) throw new Error("connect ECONNREFUSED");
      refunds.push(request);
      return inner.refund(request);
    },
  };
  const payments: Payments = { stripe: null, providerFor: () => provider };
  return { provider, payments, refunds, state };
}

describe.each(testDatabases())("a reservation's money on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let free: number[] = [];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 120, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    free = await reservableCarIds(db, site.id);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const provider = refundingProvider();
  const deps = (at = now) => ({ db, site, now: at, providerFor: () => provider.provider });

  /** A paid hold by Charlotte with a $1,500 request paid and a $250 one not paid yet. */
  async function holdWithRequests() {
    const carId = free.shift() as number;
    const hold = await reserveCar(
      { db, site, now, provider: provider.provider, holdHours: 48, services },
      {
        carId,
        contact: { name: "Charlotte", lastName: null, email: "charlotte@example.com.au", phone: "0412 345 678" },
        card: { number: GOOD.card_number, expiry: GOOD.card_expiry, cvc: GOOD.card_cvc },
      },
    );
    if (!hold.ok) throw new Error(hold.message);
    const ask = async (amount: string) => {
      const made = await requestPayment(
        { db, site, now },
        { reservationId: hold.reservationId, amount, description: "Accessories" },
        { tool: "test" },
      );
      if (!made.ok) throw new Error(made.message);
      return made.request.id;
    };
    const paid = await ask("$1,500");
    const open = await ask("250.00");
    expect(await pay(paid)).toEqual({ ok: true, requestId: paid });
    return { reservationId: hold.reservationId, carId, paid, open };
  }
  const pay = (requestId: string, at = now) =>
    payOnlinePayment({ db, site, now: at, payments: provider.payments }, CHARLOTTE, { payment_request: requestId, ...GOOD });
  const changes = async (id: string) => (await paymentRequestChanges(db, site.id, id)).map((c) => c.change);
  const view = async (requestId: string, at = now) =>
    (await loadOnlinePayment({ db, site, now: at, payments: provider.payments }, CHARLOTTE, null)).requests.find((r) => r.id === requestId);

  it("cancelling a hold refunds its deposit and its paid requests, and withdraws the open ones, which can no longer be paid", async () => {
    const { reservationId, paid, open } = await holdWithRequests();
    provider.refunds.length = 0;
    expect(await cancelHold(deps(), reservationId, { tool: "test" })).toBe(true);

    expect(provider.refunds.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([20_000, 150_000]);
    expect((await findReservation(db, site.id, reservationId))?.refundedAt).not.toBeNull();
    expect(await changes(paid)).toEqual(["requested", "paying", "paid", "refund_due", "refunded"]);
    expect((await findPaymentRequest(db, site.id, open))?.status).toBe("cancelled");
    expect(await pay(open)).toMatchObject({ ok: false, reason: "unavailable" });
    expect((await findPaymentRequest(db, site.id, open))?.status).toBe("cancelled");
    expect(await view(open)).toMatchObject({ status: "cancelled" });
    expect((await view(open))?.statusLabel).not.toBe("Waiting for your payment");
  });

  it("a hold past its expiry takes no payment before the upkeep runs; the upkeep then refunds everything paid towards it", async () => {
    const { reservationId, paid, open } = await holdWithRequests();
    const expired = new Date(now.getTime() + 48 * HOUR);
    expect(await view(open, expired)).toMatchObject({ status: "cancelled" });
    expect(await pay(open, expired)).toEqual({ ok: false, reason: "unavailable", requestId: open, message: RESERVATION_ENDED });
    expect((await findPaymentRequest(db, site.id, open))?.status).toBe("requested");
    expect(await confirmHold({ db, site, now: expired }, reservationId, { tool: "test" })).toBe(false);
    const page = await loadCheckoutPage({ db, site, now: expired, services, payments: provider.payments }, String(0), null);
    expect(page).toBeNull();

    // The provider is down when the hold lapses: the refunds stay owed, and the refund job carries them out.
    provider.state.refusing = true;
    provider.refunds.length = 0;
    expect(await releaseLapsedHolds(deps(expired))).toBeGreaterThanOrEqual(1);
    expect((await findReservation(db, site.id, reservationId))?.status).toBe("expired");
    expect(await changes(paid)).toEqual(["requested", "paying", "paid", "refund_due"]);
    expect((await findPaymentRequest(db, site.id, open))?.status).toBe("cancelled");
    provider.state.refusing = false;
    expect(await retryMissingRefunds({ ...deps(new Date(expired.getTime() + 60_000)) })).toBeGreaterThanOrEqual(2);
    expect(provider.refunds.map((r) => r.idempotencyKey).sort()).toEqual(
      [`refund-${reservationId}`, `refund-${(await findPaymentRequest(db, site.id, paid))?.providerPaymentId}`].sort(),
    );
    expect(await changes(paid)).toEqual(["requested", "paying", "paid", "refund_due", "refunded"]);
  });

  it("a reservation completed as a sale keeps its deposit and paid requests, and sells the car", async () => {
    const { reservationId, carId, paid, open } = await holdWithRequests();
    provider.refunds.length = 0;
    expect(await completeSale({ db, site, now }, reservationId, { tool: "test" })).toBe(true);
    expect(provider.refunds).toEqual([]);
    expect(await retryMissingRefunds(deps())).toBe(0);
    expect((await findReservation(db, site.id, reservationId))?.status).toBe("sold");
    expect((await findPaymentRequest(db, site.id, paid))?.status).toBe("paid");
    expect((await findPaymentRequest(db, site.id, open))?.status).toBe("cancelled");
    const [car] = await db.query<{ status: string; reserved: boolean }>("SELECT status, reserved FROM cars WHERE id = $1", [carId]);
    expect(car).toEqual({ status: "sold", reserved: false });
    expect(await cancelHold(deps(), reservationId, { tool: "test" })).toBe(false);
  });

  it("sends the deposit's lead without marketing opt-in (the checkout has no such box)", async () => {
    const { reservationId } = await holdWithRequests();
    const [lead] = await db.query<{ payload: { contact: { optIn: boolean } } }>(
      "SELECT l.payload FROM leads l JOIN reservations r ON r.lead_id = l.id WHERE r.id = $1",
      [reservationId],
    );
    expect(lead.payload.contact.optIn).toBe(false);
  });

  it("on Stripe, a claim waiting on the bank is one per contact, tells others the car is being reserved, and frees the car within 10 minutes", async () => {
    const stripeSite: TenantSite = { ...site, reservations: { ...site.reservations, provider: "stripe" } };
    const waiting: PaymentProvider = {
      name: "stripe",
      charge: async (request) => ({ ok: "requires_action", paymentId: `pi_${request.idempotencyKey}`, clientSecret: "pi_secret_x" }),
      refund: async () => ({ refundId: "re_x" }),
    };
    const reserve = (carId: number, email: string, phone: string, clientIp: string) =>
      reserveCar(
        { db, site: stripeSite, now, provider: waiting, holdHours: 48, services },
        { carId, contact: { name: "Sam", lastName: null, email, phone }, paymentMethod: "pm_card_threeDSecure2Required", clientIp },
      );
    const [first, second] = [free.shift() as number, free.shift() as number];
    expect(await reserve(first, "sam@example.com.au", "0400 111 222", "203.0.113.5")).toMatchObject({
      ok: false,
      reason: "action_required",
    });
    // The same address, e-mail or phone cannot claim another car while that payment is unfinished.
    for (const [email, phone, ip] of [
      ["other@example.com.au", "0400 333 444", "203.0.113.5"],
      ["SAM@example.com.au", "0400 333 444", "198.51.100.7"],
      ["other@example.com.au", "0400111222", "198.51.100.7"],
    ])
      expect(await reserve(second, email, phone, ip)).toEqual({ ok: false, reason: "busy", message: ONE_CLAIM_AT_A_TIME });
    // Another shopper is told the car is being reserved, and may free up.
    expect(await reserve(first, "kim@example.com.au", "0400 555 666", "192.0.2.9")).toEqual({
      ok: false,
      reason: "taken",
      message: BEING_RESERVED,
    });
    expect(await releaseStaleClaims({ db, now: new Date(now.getTime() + 8 * 60_000) })).toBe(0);
    expect(await releaseStaleClaims({ db, now: new Date(now.getTime() + 9 * 60_000 + 1) })).toBe(1);
    expect(await reserve(first, "kim@example.com.au", "0400 555 666", "192.0.2.9")).toMatchObject({ reason: "action_required" });
  });

  it("a site that names no payment provider takes no deposits: no checkout", async () => {
    const none: TenantSite = { ...site, reservations: { holdHours: 48, depositCents: 20_000, button: "reserve-now" } };
    const [{ slug }] = await db.query<{ slug: string }>("SELECT slug FROM cars WHERE id = $1", [free[0]]);
    expect(await loadCheckoutPage({ db, site, now, services, payments: provider.payments }, slug, null)).toMatchObject({
      reservable: true,
    });
    expect(await loadCheckoutPage({ db, site: none, now, services, payments: provider.payments }, slug, null)).toBeNull();
    const outcome = await reserveCar(
      { db, site: none, now, provider: provider.provider, holdHours: 48, services },
      {
        carId: free[0],
        contact: { name: "A", lastName: null, email: "a@example.com.au", phone: "0412345678" },
        card: { number: GOOD.card_number, expiry: GOOD.card_expiry, cvc: GOOD.card_cvc },
      },
    );
    expect(outcome).toMatchObject({ ok: false, reason: "unavailable" });
  });
});
