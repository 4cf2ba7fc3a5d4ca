import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import type { PaymentProvider } from "~/payments/payment-provider";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { ALREADY_RESERVED, cancelHold, confirmHold, releaseLapsedHolds, reserveCar } from "~/reserve/reserve-car.server";
import { findReservation } from "~/reserve/reservation-queries.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";
import { deliverDue } from "~/leads/delivery/delivery-worker.server";
import { createSenders } from "~/leads/delivery/senders.server";
import { createLeadServices } from "~/leads/lead-services.server";
import { submitLead } from "~/leads/submit-lead.server";
import { heldUntilAnswered } from "../support/held-until-answered";
import { reservableCarIds } from "../support/reservable-cars";

const now = new Date("2026-11-22T02:00:00Z");
const services = createLeadServices({ secret: "r".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const CONTACT = { name: "Charlotte", lastName: "O'Brien", email: "charlotte@example.com.au", phone: "0412 345 678" };
const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" };

/** The test provider, counting what it was asked to do. */
function countingProvider(heldUntil?: Promise<void>) {
  const inner = testPaymentProvider();
  const calls = { charges: 0, refunds: [] as string[] };
  const provider: PaymentProvider = {
    name: inner.name,
    charge: async (request) => {
      calls.charges++;
      await heldUntil;
      return inner.charge(request);
    },
    refund: async (request) => {
      calls.refunds.push(request.paymentId);
      return inner.refund(request);
    },
  };
  return { provider, calls };
}

describe.each(testDatabases())("reservations on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let reservable: number[];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 120, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    reservable = await reservableCarIds(db, site.id, 6);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const reserve = (carId: number, provider: PaymentProvider, card = GOOD_CARD, at = now) =>
    reserveCar({ db, site, now: at, provider, holdHours: 48, services }, { carId, contact: CONTACT, card });

  it("of 20 shoppers racing for one car, exactly one holds it and only that one is charged", async () => {
    // The winner's charge waits until the other 19 have had their answer: racing on a busy machine too (a charge that
    // finished first made the car held, and a late shopper was told it cannot be reserved online any more).
    const race = heldUntilAnswered(19);
    const { provider, calls } = countingProvider(race.held);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => race.contend(() => reserve(reservable[0], provider))));
    race.done();
    const won = outcomes.filter((o) => o.ok);
    expect(won).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.message)).toEqual(Array(19).fill(ALREADY_RESERVED));
    expect(calls.charges).toBe(1);
    const [car] = await db.query<{ reserved: boolean }>("SELECT reserved FROM cars WHERE id = $1", [reservable[0]]);
    expect(car.reserved).toBe(true);
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM reservations WHERE car_id = $1 AND status = 'held'", [
      reservable[0],
    ]);
    expect(n).toBe(1);
    // The dealer's lead: stored with its delivery jobs, linked to the hold, proven by the deposit (not quarantined).
    const hold = await findReservation(db, site.id, (won[0] as { reservationId: string }).reservationId);
    const [lead] = await db.query<{ category: string; quarantine_reason: string | null; message: string; jobs: number }>(
      `SELECT category, quarantine_reason, message, (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = l.id) AS jobs
         FROM leads l WHERE id = $1`,
      [hold?.leadId],
    );
    expect(lead).toMatchObject({ category: "Vehicle Reservation", quarantine_reason: null, jobs: expect.any(Number) });
    expect(lead.jobs).toBeGreaterThan(0);
    expect(lead.message).toMatch(
      /^Deposit of \$200 paid online \(reservation [0-9a-f-]{36}, payment test_pi_[0-9a-f-]{36}\)\. The car is held until 24\/11\/2026, 12:00 pm AEST\./,
    );
    // A held car is no longer reservable at all.
    expect(await reserve(reservable[0], provider)).toMatchObject({ ok: false, reason: "unavailable" });
  });

  it("confirms the deposit to the shopper by e-mail, through the lead outbox with the dealer's copy", async () => {
    const outcome = await reserve(reservable[5], countingProvider().provider);
    if (!outcome.ok) throw new Error(outcome.message);
    const hold = await findReservation(db, site.id, outcome.reservationId);
    const jobs = await db.query<{ channel: string; target: { to?: string } }>(
      "SELECT channel, target FROM lead_deliveries WHERE lead_id = $1 ORDER BY id",
      [hold?.leadId],
    );
    expect(jobs.filter((j) => j.channel === "shopper-email")).toEqual([
      { channel: "shopper-email", target: { channel: "shopper-email", to: CONTACT.email } },
    ]);
    expect(jobs.length).toBeGreaterThan(1);

    const mailDir = mkdtempSync(join(tmpdir(), "mail-"));
    const senders = createSenders({ mailDir, from: "leads@example.com", shopperFrom: "no-reply@example.com" });
    // The outbox holds every test's jobs: deliver until this lead's are all sent.
    while ((await deliverDue(db, senders, { now: () => now, batchSize: 100 })) > 0) {}
    // The body is quoted-printable: soft line breaks and =XX escapes undone.
    const mail = readFileSync(join(mailDir, `${hold?.leadId}-${CONTACT.email}.eml`), "utf8")
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(mail).toContain(`To: ${CONTACT.email}`);
    expect(mail).toContain("From: Coastal Toyota <no-reply@example.com>");
    expect(mail).toMatch(/Subject: Your \$200 deposit on the .+ is confirmed/);
    expect(mail).toContain("the car is held for you until 24/11/2026, 12:00 pm AEST.");
    expect(mail).toContain(`Your reservation number: ${outcome.reservationId}`);
  });

  it("a declined card reserves nothing and leaves the car for the next shopper", async () => {
    const { provider } = countingProvider();
    expect(await reserve(reservable[1], provider, { ...GOOD_CARD, number: "4000 0000 0000 0002" })).toEqual({
      ok: false,
      reason: "declined",
      message: "Your card was declined.",
    });
    const [car] = await db.query<{ reserved: boolean }>("SELECT reserved FROM cars WHERE id = $1", [reservable[1]]);
    expect(car.reserved).toBe(false);
    expect((await reserve(reservable[1], provider)).ok).toBe(true);
  });

  it("names bad card and contact fields before charging anything", async () => {
    const { provider, calls } = countingProvider();
    const outcome = await reserveCar(
      { db, site, now, provider, holdHours: 48, services },
      { carId: reservable[2], contact: { ...CONTACT, email: "nope" }, card: { number: "1234", expiry: "10/26", cvc: "1" } },
    );
    expect(outcome).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: {
        email: "Please enter a valid email address, like name@example.com.",
        cardNumber: "Please enter a valid card number.",
        cardExpiry: "This card has expired.",
        cardCvc: "Please enter the 3-digit security code.",
      },
    });
    expect(calls.charges).toBe(0);
  });

  it("releases a hold the dealer has not confirmed by its expiry, refunds the deposit once, and frees the car", async () => {
    const { provider, calls } = countingProvider();
    const outcome = await reserve(reservable[3], provider);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(await releaseLapsedHolds({ db, now: new Date(now.getTime() + 47 * 3_600_000), providerFor: () => provider })).toBe(0);
    const later = new Date(now.getTime() + 48 * 3_600_000);
    expect(await releaseLapsedHolds({ db, now: later, providerFor: () => provider })).toBeGreaterThanOrEqual(1);
    expect(await releaseLapsedHolds({ db, now: later, providerFor: () => provider })).toBe(0);
    const hold = await findReservation(db, site.id, outcome.reservationId);
    expect(hold).toMatchObject({ status: "expired", amountCents: 20_000 });
    expect(hold?.refundedAt).not.toBeNull();
    expect(calls.refunds.filter((id) => id === hold?.providerPaymentId)).toHaveLength(1);
    const [car] = await db.query<{ reserved: boolean }>("SELECT reserved FROM cars WHERE id = $1", [reservable[3]]);
    expect(car.reserved).toBe(false);
  });

  it("never takes a reservation lead from a browser: without the deposit it is an unknown form", async () => {
    const outcome = await submitLead(
      { db, site, now, services },
      {
        body: { form: "reserve", car_id: reservable[4], name: "Bot", email: "bot@example.com", phone: "0412345678" },
        idempotencyKey: null,
        clientIp: "10.0.0.9",
        userAgent: "bot",
      },
    );
    expect(outcome).toMatchObject({ status: 422, body: { fields: { form: "Unknown form." } } });
  });

  it("a hold the dealer confirms no longer lapses; one the dealer cancels frees the car and is refunded once", async () => {
    const { provider, calls } = countingProvider();
    const [confirmedCar, cancelledCar] = (
      await db.query<{ id: number }>(
        `SELECT id FROM cars WHERE site_id = $1 AND status = 'in_stock' AND NOT reserved AND price > 1 AND show_on_dealer_website
           AND (tag IS NULL OR tag <> 'Test Drive Only') AND id <> ALL($2) ORDER BY id LIMIT 2`,
        [site.id, reservable],
      )
    ).map((r) => r.id);
    const first = await reserve(confirmedCar, provider);
    const second = await reserve(cancelledCar, provider);
    if (!first.ok || !second.ok) throw new Error("not reserved");
    // Another site cannot confirm or cancel this site's hold.
    const other = { ...site, id: site.id + 1000 };
    expect(await confirmHold({ db, site: other, now }, second.reservationId, { tool: "test" })).toBe(false);
    expect(await cancelHold({ db, site: other, now, providerFor: () => provider }, second.reservationId, { tool: "test" })).toBe(false);
    expect(await findReservation(db, site.id, second.reservationId)).toMatchObject({ status: "held" });

    expect(await confirmHold({ db, site, now }, first.reservationId, { tool: "test" })).toBe(true);
    expect(await confirmHold({ db, site, now }, first.reservationId, { tool: "test" })).toBe(false);
    // 100 hours on: the unconfirmed hold lapses, the confirmed one stands.
    await releaseLapsedHolds({ db, now: new Date(now.getTime() + 100 * 3_600_000), providerFor: () => provider });
    expect(await findReservation(db, site.id, first.reservationId)).toMatchObject({ status: "confirmed", refundedAt: null });
    expect(await findReservation(db, site.id, second.reservationId)).toMatchObject({ status: "expired" });

    expect(await cancelHold({ db, site, now, providerFor: () => provider }, first.reservationId, { tool: "test" })).toBe(true);
    expect(await cancelHold({ db, site, now, providerFor: () => provider }, first.reservationId, { tool: "test" })).toBe(false);
    expect(await findReservation(db, site.id, first.reservationId)).toMatchObject({ status: "cancelled" });
    const [car] = await db.query<{ reserved: boolean }>("SELECT reserved FROM cars WHERE id = $1", [confirmedCar]);
    expect(car.reserved).toBe(false);
    const paid = (await findReservation(db, site.id, first.reservationId))?.providerPaymentId;
    expect(calls.refunds.filter((id) => id === paid)).toHaveLength(1);
  });
});
