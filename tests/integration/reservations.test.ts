import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import type { PaymentProvider } from "~/payments/payment-provider";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { ALREADY_RESERVED, releaseLapsedHolds, reserveCar } from "~/reserve/reserve-car.server";
import { findReservation } from "~/reserve/reservation-queries.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const CONTACT = { name: "Charlotte", lastName: "O'Brien", email: "charlotte@example.com.au", phone: "0412 345 678" };
const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" };

/** The test provider, counting what it was asked to do. */
function countingProvider() {
  const inner = testPaymentProvider();
  const calls = { charges: 0, refunds: [] as string[] };
  const provider: PaymentProvider = {
    name: inner.name,
    charge: (request) => {
      calls.charges++;
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
    reservable = (
      await db.query<{ id: number }>(
        `SELECT id FROM cars WHERE site_id = $1 AND status = 'in_stock' AND NOT reserved AND price > 1 AND show_on_dealer_website
           AND (tag IS NULL OR tag <> 'Test Drive Only') ORDER BY id LIMIT 5`,
        [site.id],
      )
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const reserve = (carId: number, provider: PaymentProvider, card = GOOD_CARD, at = now) =>
    reserveCar({ db, site, now: at, provider, holdHours: 48 }, { carId, contact: CONTACT, card });

  it("of 20 shoppers racing for one car, exactly one holds it and only that one is charged", async () => {
    const { provider, calls } = countingProvider();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => reserve(reservable[0], provider)));
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
    // A held car is no longer reservable at all.
    expect(await reserve(reservable[0], provider)).toMatchObject({ ok: false, reason: "unavailable" });
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
      { db, site, now, provider, holdHours: 48 },
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
});
