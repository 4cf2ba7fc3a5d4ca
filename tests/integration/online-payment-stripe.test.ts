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
import type { Payments } from "~/payments/payment-settings";
import { createPayments } from "~/payments/providers.server";
import { declineMessage } from "~/payments/stripe-decline-messages";
import { submitCheckout } from "~/reserve/checkout-page.server";
import { ALREADY_PAYING, loadOnlinePayment, PAYMENT_NOT_MADE, payOnlinePayment } from "~/reserve/online-payment.server";
import { findPaymentRequest, paymentRequestChanges } from "~/reserve/payment-request-queries.server";
import { requestPayment } from "~/reserve/payment-requests.server";
import { findReservation } from "~/reserve/reservation-queries.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type Listening, listenApp, requireFreshBuild } from "../support/seeded-app";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";
import { testDatabases } from "../support/test-databases";
import { reservableCarIds } from "../support/reservable-cars";

requireFreshBuild();

/**
 * Online payment through Stripe, against the local stand-in of Stripe's API: the PaymentIntent names
 * the request and the attempt; a 3-D Secure payment is finished by the site's webhook (over HTTP,
 * through the built app), recorded once in payment_events; money taken for an attempt given up goes
 * back. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const now = new Date("2026-11-22T02:00:00Z");
const SECRET_KEY = "sk_test_standinOP1";
const PUBLISHABLE_KEY = "pk_test_standinOP1";
const WEBHOOK_SECRET = "whsec_standinOP1";
const STRIPE_SITE = "coastal-toyota";
const OTHER_STRIPE_SITE = "metro-motor-group";
const services = createLeadServices({ secret: "p".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const CHARLOTTE: Shopper = { id: randomUUID(), phone: "+61412345678" };

describe.each(testDatabases())("online payment through Stripe on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let standIn: StripeStandIn;
  let payments: Payments;
  let app: Listening;
  let free: number[] = [];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const configs = loadSiteConfigs("config/sites").map((c) =>
      c.slug === STRIPE_SITE || c.slug === OTHER_STRIPE_SITE
        ? { ...c, reservations: { ...c.reservations, provider: "stripe" as const } }
        : c,
    );
    const sites = await syncSites(db, configs);
    const dataDir = mkdtempSync(join(tmpdir(), "olp-stripe-"));
    await seedDemo(db, sites, { now, totalCars: 160, imagesDir: join(dataDir, "images", "src") });
    site = sites.find((s) => s.slug === STRIPE_SITE) as TenantSite;
    free = await reservableCarIds(db, site.id);
    standIn = await startStripeStandIn({
      secretKey: SECRET_KEY,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      clock: () => now,
    });
    payments = createPayments({
      stripe: {
        secretKey: SECRET_KEY,
        publishableKey: PUBLISHABLE_KEY,
        webhookSecrets: [WEBHOOK_SECRET],
        apiBase: standIn.url,
        jsUrl: `${standIn.url}/v3/`,
      },
      stripeTimeoutMs: 1_000,
    });
    const search = new SearchIndex();
    await buildIndex(
      db,
      search,
      sites.map((s) => s.id),
    );
    app = await listenApp({ db, sites, search, dataDir }, { now, payments });
    standIn.webhookTo({ port: app.port, host: `${STRIPE_SITE}.localhost` });
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
    await db?.close();
    await target.dispose();
  });

  /** A deposit paid through Stripe by Charlotte, and the dealer's request for $1,500 against it. */
  async function requested() {
    const carId = free.shift();
    if (!carId) throw new Error("no free car left");
    const hold = await submitCheckout({ db, site, now, services, payments }, carId, {
      name: "Charlotte",
      email: "charlotte@example.com.au",
      phone: "0412 345 678",
      payment_method: "pm_card_visa",
    });
    if (!hold.ok) throw new Error(hold.message);
    const made = await requestPayment(
      { db, site, now },
      { reservationId: hold.reservationId, amount: "$1,500", description: "Balance" },
      { tool: "test" },
    );
    if (!made.ok) throw new Error(made.message);
    return made.request;
  }
  const pay = (requestId: string, paymentMethod: string) =>
    payOnlinePayment({ db, site, now, payments }, CHARLOTTE, { payment_request: requestId, payment_method: paymentMethod });
  const intentsOf = (requestId: string) => [...standIn.intents.values()].filter((pi) => pi.metadata.payment_request_id === requestId);
  const eventOf = (type: string, paymentIntentId: string) => {
    const event = standIn.events.findLast((e) => e.type === type && e.data.object.id === paymentIntentId);
    if (!event) throw new Error(`Stripe sent no ${type} for ${paymentIntentId}`);
    return event;
  };
  const eventRows = (eventId: string) =>
    db.query<{ reservation_id: string; payment_request_id: string; type: string }>(
      "SELECT reservation_id, payment_request_id, type FROM payment_events WHERE event_id = $1",
      [eventId],
    );
  const changes = async (id: string) => (await paymentRequestChanges(db, site.id, id)).map((c) => `${c.change}:${c.attempt}`);

  it("the page offers Stripe's card field; a card that pays is one PaymentIntent naming the request and attempt", async () => {
    expect(await loadOnlinePayment({ db, site, now, payments }, CHARLOTTE, null)).toMatchObject({
      testPayments: false,
      canPay: true,
      stripe: { publishableKey: PUBLISHABLE_KEY, jsUrl: `${standIn.url}/v3/` },
    });
    const request = await requested();
    const deposit = await findReservation(db, site.id, request.reservationId);
    expect(await pay(request.id, "pm_card_visa")).toEqual({ ok: true, requestId: request.id });
    const asked = standIn.requests.filter(
      (r) => r.path === "/v1/payment_intents" && r.params["metadata[payment_request_id]"] === request.id,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      idempotencyKey: `payment-request-${request.id}-1`,
      params: {
        amount: "150000",
        currency: "aud",
        payment_method: "pm_card_visa",
        "metadata[reservation_id]": request.reservationId,
        "metadata[payment_request_attempt]": "1",
      },
    });
    const [intent] = intentsOf(request.id);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({
      status: "paid",
      provider: "stripe",
      providerPaymentId: intent.id,
    });

    // Stripe's own payment_intent.succeeded then arrives: recorded against the request (and its reservation) once, nothing else changes.
    const event = eventOf("payment_intent.succeeded", intent.id);
    expect(JSON.parse((await standIn.deliver(event)).body)).toEqual({ received: true });
    expect(await eventRows(event.id)).toEqual([
      { reservation_id: request.reservationId, payment_request_id: request.id, type: "payment_intent.succeeded" },
    ]);
    expect(JSON.parse((await standIn.deliver(event)).body)).toEqual({ received: true, duplicate: true });
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "paid:1"]);
    // The deposit's reservation is not touched by a payment against it.
    expect(await findReservation(db, site.id, request.reservationId)).toEqual(deposit);
  });

  it("3-D Secure: the attempt waits for the bank, and the signed webhook marks it paid, once", async () => {
    const request = await requested();
    const outcome = await pay(request.id, "pm_card_threeDSecure2Required");
    if (outcome.ok || outcome.reason !== "action_required") throw new Error(`expected 3-D Secure, got ${JSON.stringify(outcome)}`);
    const [intent] = intentsOf(request.id);
    expect(outcome.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({
      status: "paying",
      attempts: 1,
      providerPaymentId: intent.id,
    });
    // The shopper's other window cannot start a second payment meanwhile.
    expect(await pay(request.id, "pm_card_visa")).toMatchObject({ ok: false, reason: "busy", message: ALREADY_PAYING });
    expect(intentsOf(request.id)).toHaveLength(1);

    const event = standIn.authenticate(intent.id, "complete");
    const answers = await Promise.all([standIn.deliver(event), standIn.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => JSON.parse(a.body).duplicate)).toHaveLength(1);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "paid", providerPaymentId: intent.id });
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "action_required:1", "paid:1"]);
  });

  it("3-D Secure refused by the bank: the request may be paid again, with the reason, and another card pays it", async () => {
    const request = await requested();
    const outcome = await pay(request.id, "pm_card_threeDSecure2Required");
    expect(outcome).toMatchObject({ ok: false, reason: "action_required" });
    const [intent] = intentsOf(request.id);
    expect((await standIn.deliver(standIn.authenticate(intent.id, "fail"))).status).toBe(200);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({
      status: "requested",
      declineMessage: declineMessage({ code: "payment_intent_authentication_failure" }),
    });
    expect(await pay(request.id, "pm_card_mastercard")).toEqual({ ok: true, requestId: request.id });
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "action_required:1", "declined:1", "paying:2", "paid:2"]);
  });

  it("a declined card says why in plain words; its payment_failed event changes nothing afterwards", async () => {
    const request = await requested();
    const message = declineMessage({ decline_code: "insufficient_funds" });
    expect(await pay(request.id, "pm_card_chargeDeclinedInsufficientFunds")).toEqual({
      ok: false,
      reason: "declined",
      requestId: request.id,
      message,
    });
    const [intent] = intentsOf(request.id);
    expect((await standIn.deliver(eventOf("payment_intent.payment_failed", intent.id))).status).toBe(200);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "requested", attempts: 1, declineMessage: message });
    expect(await pay(request.id, "pm_card_visa")).toEqual({ ok: true, requestId: request.id });
  });

  it("no answer from Stripe: not paid, and the money Stripe took for that attempt is refunded when its webhook comes", async () => {
    const request = await requested();
    // The charge is made, and its answer lost twice (the package's retry with the same key too).
    standIn.failNext("answer-lost", 2);
    expect(await pay(request.id, "pm_card_visa")).toEqual({
      ok: false,
      reason: "declined",
      requestId: request.id,
      message: PAYMENT_NOT_MADE,
    });
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "requested", attempts: 1 });
    const [taken] = intentsOf(request.id);
    expect(taken.status).toBe("succeeded");

    expect((await standIn.deliver(eventOf("payment_intent.succeeded", taken.id))).status).toBe(200);
    const refunds = standIn.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST" && r.params.payment_intent === taken.id);
    expect(refunds.map((r) => [r.idempotencyKey, r.params.amount])).toEqual([[`refund-${taken.id}`, "150000"]]);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "requested", paidAt: null });
    expect(await changes(request.id)).toEqual(["requested:0", "paying:1", "unreachable:1", "refunded:1"]);

    // Paying again is a new attempt with a new key: one charge, kept.
    expect(await pay(request.id, "pm_card_visa")).toEqual({ ok: true, requestId: request.id });
    expect(intentsOf(request.id)).toHaveLength(2);
    expect(await findPaymentRequest(db, site.id, request.id)).toMatchObject({ status: "paid", attempts: 2 });
  });

  it("another site's endpoint answers an event about this site's request and records nothing", async () => {
    const request = await requested();
    await pay(request.id, "pm_card_visa");
    const [intent] = intentsOf(request.id);
    const event = eventOf("payment_intent.succeeded", intent.id);
    standIn.webhookTo({ port: app.port, host: `${OTHER_STRIPE_SITE}.localhost` });
    try {
      expect(JSON.parse((await standIn.deliver(event)).body)).toEqual({ received: true, ignored: "not a payment request of this site" });
    } finally {
      standIn.webhookTo({ port: app.port, host: `${STRIPE_SITE}.localhost` });
    }
    expect(await eventRows(event.id)).toEqual([]);
    // Its own site's endpoint records it afterwards.
    expect((await standIn.deliver(event)).status).toBe(200);
    expect(await eventRows(event.id)).toHaveLength(1);
  });
});
