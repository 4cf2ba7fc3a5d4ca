import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import type { Payments } from "~/payments/payment-settings";
import { createPayments } from "~/payments/providers.server";
import { declineMessage } from "~/payments/stripe-decline-messages";
import { loadCheckoutPage, submitCheckout } from "~/reserve/checkout-page.server";
import { PAYMENT_NOT_FINISHED, releaseStaleClaims } from "~/reserve/release-stale-claims.server";
import { retryMissingRefunds } from "~/reserve/retry-refunds.server";
import { findReservation } from "~/reserve/reservation-queries.server";
import { BEING_RESERVED, cancelHold, PAYMENT_UNREACHABLE, releaseLapsedHolds } from "~/reserve/reserve-car.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { request } from "../support/http-request";
import { SERVER_BUNDLE } from "../../scripts/build-freshness";
import { type Listening, listenApp, requireFreshBuild } from "../support/seeded-app";
import { type StripeEvent, type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";
import { testDatabases } from "../support/test-databases";
import { reservableCarIds } from "../support/reservable-cars";

requireFreshBuild();

/**
 * Reserving through Stripe, against the local stand-in of Stripe's API (tests/support/stripe-stand-in.ts):
 * the checkout's use case charges with a Stripe.js PaymentMethod; the webhook (over HTTP, through the
 * built app) is verified, recorded once and acted on; refunds go to Stripe once. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

const now = new Date("2026-11-22T02:00:00Z");
const SECRET_KEY = "sk_test_standin51Hx";
const PUBLISHABLE_KEY = "pk_test_standin51Hx";
const WEBHOOK_SECRET = "whsec_standin51Hx";
const STRIPE_SITE = "coastal-toyota";
const OTHER_STRIPE_SITE = "metro-motor-group";
const TEST_SITE = "sunset-caravans";
const services = createLeadServices({ secret: "s".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const SHOPPER = { name: "Charlotte", last_name: "O'Brien", email: "charlotte@example.com.au", phone: "0412 345 678" };

describe.each(testDatabases())("reserving through Stripe on $name", (target) => {
  let db: Database;
  let sites: TenantSite[];
  let site: TenantSite;
  let standIn: StripeStandIn;
  let payments: Payments;
  let app: Listening;
  const free: Record<string, number[]> = {};

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const configs = loadSiteConfigs("config/sites").map((c) =>
      c.slug === STRIPE_SITE || c.slug === OTHER_STRIPE_SITE
        ? { ...c, reservations: { ...c.reservations, provider: "stripe" as const } }
        : c,
    );
    sites = await syncSites(db, configs);
    const dataDir = mkdtempSync(join(tmpdir(), "stripe-"));
    await seedDemo(db, sites, { now, totalCars: 400, imagesDir: join(dataDir, "images", "src") });
    site = sites.find((s) => s.slug === STRIPE_SITE) as TenantSite;
    for (const s of sites) free[s.slug] = await reservableCarIds(db, s.id);
    // Stripe's clock is the test's: events are signed at the same `now` the app reads.
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

  const nextCar = (slug = STRIPE_SITE) => {
    const id = free[slug].shift();
    if (!id) throw new Error(`no free car left on ${slug}`);
    return id;
  };
  // Each checkout is another shopper: one contact holds one unfinished (3-D Secure) claim at a time.
  let shoppers = 0;
  const checkout = (carId: number, paymentMethod: string, on = site, extra: Record<string, string> = {}) => {
    const n = ++shoppers;
    const contact = { ...SHOPPER, email: `charlotte.${n}@example.com.au`, phone: `0412 ${String(n).padStart(6, "0")}` };
    return submitCheckout({ db, site: on, now, services, payments }, carId, { ...contact, payment_method: paymentMethod, ...extra });
  };
  const reserved = async (carId: number) =>
    (await db.query<{ reserved: boolean }>("SELECT reserved FROM cars WHERE id = $1", [carId]))[0].reserved;
  const eventRows = (eventId: string) =>
    db.query<{ reservation_id: string | null; type: string }>("SELECT reservation_id, type FROM payment_events WHERE event_id = $1", [
      eventId,
    ]);
  const leadsFor = async (id: string) =>
    (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE message LIKE $1", [`%reservation ${id}%`]))[0].n;
  const lastEvent = (type: string, paymentIntentId: string) => {
    const event = standIn.events.findLast(
      (e) => e.type === type && (e.data.object.id === paymentIntentId || e.data.object.payment_intent === paymentIntentId),
    );
    if (!event) throw new Error(`Stripe sent no ${type} for ${paymentIntentId}`);
    return event;
  };
  const paymentIntentFor = (reservationId: string) =>
    [...standIn.intents.values()].findLast((pi) => pi.metadata.reservation_id === reservationId)?.id ?? "";
  /** A claim waiting on the card's bank (Stripe's 3-D Secure test card). */
  const threeDSecureClaim = async (carId: number, on = site) => {
    const outcome = await checkout(carId, "pm_card_threeDSecure2Required", on);
    if (outcome.ok || outcome.reason !== "action_required") throw new Error(`expected 3-D Secure, got ${JSON.stringify(outcome)}`);
    return outcome;
  };

  it("a Stripe site's checkout offers Stripe.js with the publishable key (never the secret) and lets it in the CSP", async () => {
    const car = await db.query<{ slug: string }>("SELECT slug FROM cars WHERE id = $1", [free[STRIPE_SITE][0]]);
    const page = await loadCheckoutPage({ db, site, now, services, payments }, car[0].slug, null);
    expect(page).toMatchObject({ testPayments: false, stripe: { publishableKey: PUBLISHABLE_KEY, jsUrl: `${standIn.url}/v3/` } });
    const html = await request(app.port, `${STRIPE_SITE}.localhost`, `/cars/${car[0].slug}/checkout`);
    expect(html.status).toBe(200);
    expect(html.body).toContain(PUBLISHABLE_KEY);
    expect(html.body).not.toContain(SECRET_KEY);
    expect(html.body).toContain("Paying by card needs JavaScript");
    const csp = String(html.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${standIn.url}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${standIn.url}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${standIn.url}`));
    // A site on the test provider keeps the strict policy.
    const other = await request(app.port, `${TEST_SITE}.localhost`, "/");
    expect(String(other.headers["content-security-policy"])).not.toContain(standIn.url);
  });

  it("a PaymentMethod that pays holds the car, with the PaymentIntent Stripe was asked for and the dealer's lead", async () => {
    const carId = nextCar();
    // Card fields in the post are ignored: a Stripe site only ever takes the PaymentMethod.
    const outcome = await checkout(carId, "pm_card_visa", site, { card_number: "4242424242424242" });
    if (!outcome.ok) throw new Error(outcome.message);
    const hold = await findReservation(db, site.id, outcome.reservationId);
    expect(hold).toMatchObject({ status: "held", provider: "stripe", amountCents: 20_000 });
    expect(hold?.providerPaymentId).toMatch(/^pi_/);
    expect(hold?.expiresAt?.toISOString()).toBe("2026-11-24T02:00:00.000Z");
    expect(await reserved(carId)).toBe(true);
    expect(hold?.leadId).not.toBeNull();
    const asked = standIn.requests.filter(
      (r) => r.path === "/v1/payment_intents" && r.params["metadata[reservation_id]"] === outcome.reservationId,
    );
    expect(asked).toHaveLength(1);
    // Asked through Stripe's package, at the API version it is pinned to (which takes allowed_payment_method_types).
    expect(asked[0]).toMatchObject({
      method: "POST",
      idempotencyKey: outcome.reservationId,
      authorization: `Bearer ${SECRET_KEY}`,
      stripeVersion: Stripe.API_VERSION,
      userAgent: expect.stringMatching(/^Stripe\/v1 NodeBindings\/23\./),
      params: {
        amount: "20000",
        currency: "aud",
        confirm: "true",
        payment_method: "pm_card_visa",
        "allowed_payment_method_types[0]": "card",
        use_stripe_sdk: "true",
      },
    });
    expect(asked[0].params.description).toContain(`car ${carId}`);
    expect(JSON.stringify(asked[0].params)).not.toContain("4242424242424242");

    // Stripe's own payment_intent.succeeded for it then arrives: recorded, nothing else changes.
    const event = lastEvent("payment_intent.succeeded", hold?.providerPaymentId ?? "");
    expect(await standIn.deliver(event)).toMatchObject({ status: 200 });
    expect(await eventRows(event.id)).toEqual([{ reservation_id: outcome.reservationId, type: "payment_intent.succeeded" }]);
    expect(await findReservation(db, site.id, outcome.reservationId)).toEqual(hold);
    expect(await leadsFor(outcome.reservationId)).toBe(1);
  });

  it("a declined card reserves nothing, says why in plain words, and leaves the car for the next shopper", async () => {
    const carId = nextCar();
    for (const [method, reason] of [
      ["pm_card_chargeDeclinedInsufficientFunds", { decline_code: "insufficient_funds" }],
      ["pm_card_chargeDeclinedExpiredCard", { decline_code: "expired_card" }],
      ["pm_card_chargeDeclined", { decline_code: "generic_decline" }],
    ] as const) {
      expect(await checkout(carId, method)).toEqual({ ok: false, reason: "declined", message: declineMessage(reason) });
      expect(await reserved(carId)).toBe(false);
    }
    expect(declineMessage({ decline_code: "insufficient_funds" })).toBe(
      "Your card was declined because there isn't enough money in the account. Please try another card.",
    );
    const failedClaims = await db.query<{ id: string; status: string; decline_message: string }>(
      "SELECT id, status, decline_message FROM reservations WHERE car_id = $1",
      [carId],
    );
    expect(failedClaims.map((r) => r.status)).toEqual(["failed", "failed", "failed"]);
    const failed = failedClaims.find((r) => r.decline_message === declineMessage({ decline_code: "insufficient_funds" }));
    if (!failed) throw new Error("the insufficient-funds decline was not recorded");
    // Stripe's payment_intent.payment_failed for a decline the checkout already handled changes nothing.
    const event = lastEvent("payment_intent.payment_failed", paymentIntentFor(failed.id));
    expect((await standIn.deliver(event)).status).toBe(200);
    expect((await findReservation(db, site.id, failed.id))?.status).toBe("failed");
    expect((await checkout(carId, "pm_card_mastercard")).ok).toBe(true);
  });

  it("asks for the card before charging anything when no PaymentMethod came", async () => {
    const before = standIn.requests.length;
    expect(await checkout(nextCar(), "")).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { card: "Please enter your card details." },
    });
    expect(await checkout(nextCar(), "4242424242424242")).toMatchObject({ ok: false, reason: "invalid" });
    expect(standIn.requests.length).toBe(before);
  });

  it("3-D Secure: the claim waits for the bank; the signed payment_intent.succeeded webhook holds it and sends the lead", async () => {
    const carId = nextCar();
    const claim = await threeDSecureClaim(carId);
    const pi = paymentIntentFor(claim.reservationId);
    expect(claim.clientSecret.startsWith(`${pi}_secret_`)).toBe(true);
    expect(await findReservation(db, site.id, claim.reservationId)).toMatchObject({
      status: "pending",
      providerPaymentId: pi,
      leadId: null,
    });
    expect(await reserved(carId)).toBe(false);
    // The claim is the shopper's while their bank decides: nobody else can take the car.
    // Waiting on the first shopper's bank: the car may free up shortly (security review d9f523c, finding 9).
    expect(await checkout(carId, "pm_card_visa")).toEqual({ ok: false, reason: "taken", message: BEING_RESERVED });

    const event = standIn.authenticate(pi, "complete");
    expect(await standIn.deliver(event)).toEqual({ status: 200, body: JSON.stringify({ received: true }) });
    const hold = await findReservation(db, site.id, claim.reservationId);
    expect(hold).toMatchObject({ status: "held", providerPaymentId: pi });
    expect(hold?.expiresAt?.toISOString()).toBe("2026-11-24T02:00:00.000Z");
    expect(hold?.leadId).not.toBeNull();
    expect(await reserved(carId)).toBe(true);
    expect(await eventRows(event.id)).toEqual([{ reservation_id: claim.reservationId, type: "payment_intent.succeeded" }]);

    // Delivered again (Stripe retries until it hears 200): one row, nothing changed, no second lead.
    expect(JSON.parse((await standIn.deliver(event)).body)).toEqual({ received: true, duplicate: true });
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await findReservation(db, site.id, claim.reservationId)).toEqual(hold);
    expect(await leadsFor(claim.reservationId)).toBe(1);
  });

  it("the same event delivered twice at once is acted on once", async () => {
    const claim = await threeDSecureClaim(nextCar());
    const event = standIn.authenticate(paymentIntentFor(claim.reservationId), "complete");
    const answers = await Promise.all([standIn.deliver(event), standIn.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => JSON.parse(a.body).duplicate)).toHaveLength(1);
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await leadsFor(claim.reservationId)).toBe(1);
  });

  it("a badly signed webhook is a 400 in the API's error shape and changes nothing", async () => {
    const claim = await threeDSecureClaim(nextCar());
    const event = standIn.authenticate(paymentIntentFor(claim.reservationId), "complete");
    const body = JSON.stringify(event, null, 2);
    const tampered: StripeEvent = { ...event, data: { object: { ...event.data.object, amount: 1 } } };
    const t = Math.floor(now.getTime() / 1000);
    const signedOriginal = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: t });
    for (const bad of [
      standIn.deliver(event, { secret: "whsec_not_ours" }),
      standIn.deliver(tampered, { header: signedOriginal }),
      standIn.deliver(event, { timestamp: t - 301 }),
      standIn.deliver(event, { header: "" }),
      standIn.deliver(event, { header: `t=${t}` }),
    ]) {
      const answer = await bad;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "bad_request", error: expect.any(String) });
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect(await findReservation(db, site.id, claim.reservationId)).toMatchObject({ status: "pending" });
    // The genuine delivery still goes through afterwards.
    expect((await standIn.deliver(event)).status).toBe(200);
    expect(await findReservation(db, site.id, claim.reservationId)).toMatchObject({ status: "held" });
  });

  it("junk at the webhook is a 400, never a 500", async () => {
    const host = `${STRIPE_SITE}.localhost`;
    for (const body of ["", "{", "null", '{"id":"evt_1"}', "\u0000".repeat(10)]) {
      const res = await request(app.port, host, "/api/payments/stripe/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
        body,
      });
      expect(res.status, body).toBe(400);
    }
    expect((await request(app.port, host, "/api/payments/stripe/webhook")).status).toBe(405);
  });

  it("a bank that refuses the 3-D Secure step frees the car through payment_intent.payment_failed", async () => {
    const carId = nextCar();
    const claim = await threeDSecureClaim(carId);
    const event = standIn.authenticate(paymentIntentFor(claim.reservationId), "fail");
    expect((await standIn.deliver(event)).status).toBe(200);
    expect(await findReservation(db, site.id, claim.reservationId)).toMatchObject({ status: "failed" });
    expect(await reserved(carId)).toBe(false);
    expect((await checkout(carId, "pm_card_visa")).ok).toBe(true);
  });

  it("refunds a cancelled or lapsed hold through Stripe once, and takes Stripe's charge.refunded for it as already recorded", async () => {
    const [cancelled, lapsed] = [await checkout(nextCar(), "pm_card_visa"), await checkout(nextCar(), "pm_card_visa")];
    if (!cancelled.ok || !lapsed.ok) throw new Error("not reserved");
    const refundsOf = (pi: string) => standIn.requests.filter((r) => r.path === "/v1/refunds" && r.params.payment_intent === pi);

    const deps = { db, site, now, providerFor: payments.providerFor };
    expect(await cancelHold(deps, cancelled.reservationId, { tool: "test" })).toBe(true);
    expect(await cancelHold(deps, cancelled.reservationId, { tool: "test" })).toBe(false);
    const afterCancel = await findReservation(db, site.id, cancelled.reservationId);
    const pi = afterCancel?.providerPaymentId ?? "";
    expect(refundsOf(pi)).toEqual([
      expect.objectContaining({
        method: "POST",
        idempotencyKey: `refund-${cancelled.reservationId}`,
        params: { payment_intent: pi, amount: "20000" },
      }),
    ]);
    expect(afterCancel).toMatchObject({ status: "cancelled", refundedAt: now });
    const [{ refund_id }] = await db.query<{ refund_id: string }>("SELECT refund_id FROM reservations WHERE id = $1", [
      cancelled.reservationId,
    ]);
    expect(refund_id).toMatch(/^re_/);
    const refunded = lastEvent("charge.refunded", pi);
    expect((await standIn.deliver(refunded)).status).toBe(200);
    expect(await db.query("SELECT refund_id FROM reservations WHERE id = $1", [cancelled.reservationId])).toEqual([{ refund_id }]);

    const later = new Date(now.getTime() + 49 * 3_600_000);
    await releaseLapsedHolds({ db, now: later, providerFor: payments.providerFor });
    await releaseLapsedHolds({ db, now: later, providerFor: payments.providerFor });
    const afterLapse = await findReservation(db, site.id, lapsed.reservationId);
    expect(afterLapse).toMatchObject({ status: "expired", refundedAt: later });
    expect(refundsOf(afterLapse?.providerPaymentId ?? "")).toHaveLength(1);
  });

  it("a refund Stripe could not take when the dealer cancelled stays owed and is carried out by the refund job, once", async () => {
    const outcome = await checkout(nextCar(), "pm_card_visa");
    if (!outcome.ok) throw new Error(outcome.message);
    const pi = paymentIntentFor(outcome.reservationId);
    standIn.failNext("500", 2);
    // The cancel stands (the car is free, the refund owed is recorded); the refund itself waits for Stripe.
    expect(await cancelHold({ db, site, now, providerFor: payments.providerFor }, outcome.reservationId, { tool: "test" })).toBe(true);
    expect(await findReservation(db, site.id, outcome.reservationId)).toMatchObject({ status: "cancelled", refundedAt: null });
    const later = new Date(now.getTime() + 5 * 60_000);
    expect(await retryMissingRefunds({ db, now: later, providerFor: payments.providerFor })).toBeGreaterThanOrEqual(1);
    expect(await retryMissingRefunds({ db, now: later, providerFor: payments.providerFor })).toBe(0);
    expect(await findReservation(db, site.id, outcome.reservationId)).toMatchObject({ status: "cancelled", refundedAt: later });
    const asked = standIn.requests.filter((r) => r.path === "/v1/refunds" && r.params.payment_intent === pi);
    expect(asked.map((r) => r.idempotencyKey)).toEqual(Array(3).fill(`refund-${outcome.reservationId}`));
    expect(standIn.events.filter((e) => e.type === "charge.refunded" && e.data.object.payment_intent === pi)).toHaveLength(1);
  });

  it("records a refund the dealer made in Stripe's dashboard, from its webhook or from Stripe's answer when the hold is cancelled", async () => {
    const [first, second] = [await checkout(nextCar(), "pm_card_visa"), await checkout(nextCar(), "pm_card_visa")];
    if (!first.ok || !second.ok) throw new Error("not reserved");
    const dashboardRefund = async (pi: string) => {
      const made = await fetch(`${standIn.url}/v1/refunds`, {
        method: "POST",
        headers: { authorization: `Bearer ${SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ payment_intent: pi }),
      });
      expect(made.status).toBe(200);
      return ((await made.json()) as { id: string }).id;
    };
    const refundId = async (id: string) =>
      (await db.query<{ refund_id: string }>("SELECT refund_id FROM reservations WHERE id = $1", [id]))[0].refund_id;

    // charge.refunded names only the payment: the reservation is found by its PaymentIntent.
    const firstPi = paymentIntentFor(first.reservationId);
    const firstRefund = await dashboardRefund(firstPi);
    expect((await standIn.deliver(lastEvent("charge.refunded", firstPi))).status).toBe(200);
    expect(await findReservation(db, site.id, first.reservationId)).toMatchObject({ status: "held", refundedAt: now });
    expect(await refundId(first.reservationId)).toBeNull(); // the event does not list refunds unless the endpoint expands them
    // The shopper is told of the refund made at the dashboard as of one the platform made: e-mailed, and texted at a mobile.
    const refundNotices = async (id: string) =>
      (
        await db.query<{ channel: string }>(
          `SELECT d.channel FROM lead_deliveries d JOIN reservations r ON r.lead_id = d.lead_id
            WHERE r.id = $1 AND d.target->'notice'->>'kind' = 'refund_made' ORDER BY d.channel`,
          [id],
        )
      ).map((r) => r.channel);
    expect(await refundNotices(first.reservationId)).toEqual(["shopper-email", "shopper-sms"]);

    // The webhook has not come yet when the dealer cancels: Stripe answers that it is refunded already, and that refund is recorded.
    const secondPi = paymentIntentFor(second.reservationId);
    const secondRefund = await dashboardRefund(secondPi);
    expect(await cancelHold({ db, site, now, providerFor: payments.providerFor }, second.reservationId, { tool: "test" })).toBe(true);
    expect(await refundId(second.reservationId)).toBe(secondRefund);
    expect(await findReservation(db, site.id, second.reservationId)).toMatchObject({ status: "cancelled", refundedAt: now });
    expect([...standIn.events].filter((e) => e.type === "charge.refunded" && e.data.object.payment_intent === secondPi)).toHaveLength(1);
    expect(firstRefund).not.toBe(secondRefund);
    expect(await refundNotices(second.reservationId)).toEqual(["shopper-email", "shopper-sms"]);
  });

  it("a lost answer is asked again with the same Idempotency-Key: Stripe answers the first payment, and it is charged once", async () => {
    const carId = nextCar();
    standIn.failNext("answer-lost");
    const outcome = await checkout(carId, "pm_card_visa");
    if (!outcome.ok) throw new Error(outcome.message);
    const asked = standIn.requests.filter((r) => r.idempotencyKey === outcome.reservationId);
    expect(asked).toHaveLength(2);
    expect([...standIn.intents.values()].filter((pi) => pi.metadata.reservation_id === outcome.reservationId)).toHaveLength(1);
    expect(await reserved(carId)).toBe(true);
  });

  it("a silent Stripe is asked once more after the timeout, with the same Idempotency-Key, and the second answer holds the car", async () => {
    const carId = nextCar();
    standIn.failNext("hang");
    const outcome = await checkout(carId, "pm_card_visa");
    if (!outcome.ok) throw new Error(outcome.message);
    expect(standIn.requests.filter((r) => r.idempotencyKey === outcome.reservationId)).toHaveLength(2);
    expect([...standIn.intents.values()].filter((pi) => pi.metadata.reservation_id === outcome.reservationId)).toHaveLength(1);
    expect(await reserved(carId)).toBe(true);
  });

  it("Stripe down or silent frees the car at once; a payment that went through regardless is refunded by its webhook", async () => {
    // A 500, a reset connection and a timeout are each tried twice (Stripe's package retries them once, with the same Idempotency-Key).
    for (const [failure, times] of [
      ["500", 2],
      ["hang", 2],
      ["reset", 2],
    ] as const) {
      const carId = nextCar();
      standIn.failNext(failure, times);
      expect(await checkout(carId, "pm_card_visa")).toEqual({ ok: false, reason: "declined", message: PAYMENT_UNREACHABLE });
      expect(await reserved(carId)).toBe(false);
      expect((await checkout(carId, "pm_card_visa")).ok).toBe(true);
    }
    // Charged, but both answers lost: the claim is given up, then payment_intent.succeeded arrives.
    const carId = nextCar();
    standIn.failNext("answer-lost", 2);
    expect(await checkout(carId, "pm_card_visa")).toMatchObject({ ok: false, message: PAYMENT_UNREACHABLE });
    const [{ id }] = await db.query<{ id: string }>("SELECT id FROM reservations WHERE car_id = $1", [carId]);
    const pi = paymentIntentFor(id);
    expect(standIn.intents.get(pi)?.status).toBe("succeeded");
    expect((await standIn.deliver(lastEvent("payment_intent.succeeded", pi))).status).toBe(200);
    expect(await findReservation(db, site.id, id)).toMatchObject({ status: "failed", refundedAt: now });
    expect(standIn.requests.filter((r) => r.path === "/v1/refunds" && r.params.payment_intent === pi)).toEqual([
      expect.objectContaining({ idempotencyKey: `refund-${id}` }),
    ]);
    expect(await reserved(carId)).toBe(false);
  });

  it("a claim whose 3-D Secure step is never finished frees the car within 10 minutes", async () => {
    const carId = nextCar();
    const claim = await threeDSecureClaim(carId);
    // Run every minute, the upkeep frees it within 10 minutes of the claim (security review d9f523c, finding 9).
    await releaseStaleClaims({ db, now: new Date(now.getTime() + 8 * 60_000) });
    expect(await findReservation(db, site.id, claim.reservationId)).toMatchObject({ status: "pending" });
    expect(await releaseStaleClaims({ db, now: new Date(now.getTime() + 10 * 60_000) })).toBeGreaterThanOrEqual(1);
    expect(await findReservation(db, site.id, claim.reservationId)).toMatchObject({ status: "failed" });
    const [{ decline_message }] = await db.query<{ decline_message: string }>("SELECT decline_message FROM reservations WHERE id = $1", [
      claim.reservationId,
    ]);
    expect(decline_message).toBe(PAYMENT_NOT_FINISHED);
    expect((await checkout(carId, "pm_card_visa")).ok).toBe(true);
  });

  it("leaves another site's reservation to that site's endpoint, and records event types it does not use", async () => {
    const other = sites.find((s) => s.slug === OTHER_STRIPE_SITE) as TenantSite;
    const claim = await threeDSecureClaim(nextCar(OTHER_STRIPE_SITE), other);
    const event = standIn.authenticate(paymentIntentFor(claim.reservationId), "complete");
    expect(JSON.parse((await standIn.deliver(event)).body)).toMatchObject({ received: true, ignored: expect.any(String) });
    expect(await eventRows(event.id)).toEqual([]);
    expect(await findReservation(db, other.id, claim.reservationId)).toMatchObject({ status: "pending" });
    standIn.webhookTo({ port: app.port, host: `${OTHER_STRIPE_SITE}.localhost` });
    try {
      expect((await standIn.deliver(event)).status).toBe(200);
    } finally {
      standIn.webhookTo({ port: app.port, host: `${STRIPE_SITE}.localhost` });
    }
    expect(await findReservation(db, other.id, claim.reservationId)).toMatchObject({ status: "held" });

    const unknown: StripeEvent = {
      id: "evt_customer_1",
      object: "event",
      type: "customer.created",
      created: 0,
      data: { object: { id: "cus_1" } },
    };
    expect((await standIn.deliver(unknown)).status).toBe(200);
    expect(await eventRows("evt_customer_1")).toEqual([{ reservation_id: null, type: "customer.created" }]);
  });

  it("the stand-in reads each request at its Stripe-Version, as Stripe does: the pinned version knows only allowed_payment_method_types", async () => {
    const create = async (version: string, types: string) => {
      const res = await fetch(`${standIn.url}/v1/payment_intents`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          "content-type": "application/x-www-form-urlencoded",
          "stripe-version": version,
        },
        body: new URLSearchParams({ amount: "20000", currency: "aud", payment_method: "pm_card_visa", [`${types}[0]`]: "card" }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string } } };
    };
    expect(await create(Stripe.API_VERSION, "payment_method_types")).toMatchObject({
      status: 400,
      body: { error: { code: "parameter_unknown" } },
    });
    expect(await create(Stripe.API_VERSION, "allowed_payment_method_types")).toMatchObject({
      status: 200,
      body: { status: "requires_confirmation", allowed_payment_method_types: ["card"], payment_method_types: ["card"] },
    });
    expect(await create("2024-06-20", "allowed_payment_method_types")).toMatchObject({
      status: 400,
      body: { error: { code: "parameter_unknown" } },
    });
    expect(await create("2024-06-20", "payment_method_types")).toMatchObject({ status: 200, body: { payment_method_types: ["card"] } });
  });

  it("a wrong secret key is Stripe refusing us, not the shopper's card: the car is freed and nothing is charged", async () => {
    const wrong = createPayments({
      stripe: { ...(payments.stripe as NonNullable<Payments["stripe"]>), secretKey: "sk_test_wrong" },
      stripeTimeoutMs: 1_000,
    });
    const carId = nextCar();
    const outcome = await submitCheckout({ db, site, now, services, payments: wrong }, carId, {
      ...SHOPPER,
      payment_method: "pm_card_visa",
    });
    expect(outcome).toEqual({ ok: false, reason: "declined", message: PAYMENT_UNREACHABLE });
    expect(standIn.requests.at(-1)).toMatchObject({ authorization: "Bearer sk_test_wrong" });
    expect(await reserved(carId)).toBe(false);
  });
});

describe("start-up", () => {
  it("refuses a site on Stripe when Stripe's keys are not set, naming the site and the variables", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stripe-start-"));
    mkdirSync(join(dir, "sites"));
    const coastal = JSON.parse(readFileSync(`config/sites/${STRIPE_SITE}.json`, "utf8"));
    writeFileSync(join(dir, "sites", `${STRIPE_SITE}.json`), JSON.stringify({ ...coastal, reservations: { provider: "stripe" } }));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("STRIPE_")));
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: {
        ...env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: join(dir, "data"),
        SITES_DIR: join(dir, "sites"),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      "coastal-toyota takes reservation deposits through Stripe (reservations.provider), but STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are not set.",
    );
    expect(output).not.toContain("Dealer platform ready");
  });
});
