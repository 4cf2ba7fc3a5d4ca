import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import type { PaymentProvider } from "~/payments/payment-provider";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { findReservation } from "~/reserve/reservation-queries.server";
import { NOT_HELD_REFUNDED, reserveCar } from "~/reserve/reserve-car.server";
import { retryMissingRefunds } from "~/reserve/retry-refunds.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";
import { reservableCarIds } from "../support/reservable-cars";

const now = new Date("2026-11-22T02:00:00Z");
const services = createLeadServices({ secret: "d".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" };

/** The test provider, with refunds that fail until `refundsWork` is set, counting both. */
function provider() {
  const inner = testPaymentProvider();
  const calls = { charges: 0, refunds: 0, refundsWork: true };
  const p: PaymentProvider = {
    name: inner.name,
    charge: async (request) => {
      calls.charges++;
      return inner.charge(request);
    },
    refund: async (request) => {
      calls.refunds++;
      if (!calls.refundsWork) throw new Error("provider unreachable");
      return inner.refund(request);
    },
  };
  return { provider: p, calls };
}

describe.each(testDatabases())("a deposit's lead on $name (decision 024)", (target) => {
  let db: Database;
  let site: TenantSite;
  let cars: number[];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 120, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    cars = await reservableCarIds(db, site.id, 3);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const reserve = (on: Database, carId: number, p: PaymentProvider, contact: { name: string; phone: string }) =>
    reserveCar(
      { db: on, site, now, provider: p, holdHours: 48, services },
      { carId, contact: { lastName: null, email: "charlotte@example.com.au", ...contact }, card: GOOD_CARD },
    );

  it("a paid deposit gets its lead even when a lead form would refuse the shopper: the typed record has no form rules", async () => {
    // 90 characters: the checkout takes up to 100, the lead forms 80. Before, the lead was refused after the charge.
    const name = "C".repeat(90);
    const { provider: p, calls } = provider();
    const outcome = await reserve(db, cars[0], p, { name, phone: "+61 412 345 678" });
    expect(outcome.ok).toBe(true);
    const hold = outcome.ok ? await findReservation(db, site.id, outcome.reservationId) : null;
    expect(hold).toMatchObject({ status: "held", refundedAt: null, contact: { phone: "+61412345678" } });
    expect(hold?.leadId).not.toBeNull();
    const [lead] = await db.query<{ form: string; name: string; phone: string; jobs: number }>(
      `SELECT form, name, phone, (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = l.id) AS jobs FROM leads l WHERE id = $1`,
      [hold?.leadId],
    );
    // The dealer reads the number as leads have always carried it; the shopper's confirmation is among the jobs.
    expect(lead).toMatchObject({ form: "reserve", name, phone: "0412345678" });
    expect(lead.jobs).toBeGreaterThanOrEqual(1);
    expect(calls).toMatchObject({ charges: 1, refunds: 0 });
  });

  it("a hold and lead that cannot be written after the charge leave no money behind: the refund job gives the deposit back", async () => {
    // The database fails at the lead's insert: the hold's transaction rolls back with it.
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
    const { provider: p, calls } = provider();
    calls.refundsWork = false;
    const outcome = await reserve(failing, cars[1], p, { name: "Charlotte", phone: "0412 345 678" });
    expect(outcome).toEqual({ ok: false, reason: "declined", message: NOT_HELD_REFUNDED });
    const [row] = await db.query<{ id: string }>("SELECT id FROM reservations WHERE car_id = $1", [cars[1]]);
    const given = await findReservation(db, site.id, row.id);
    // Owed back, not held: the car is free and no lead claims a hold that does not exist.
    expect(given).toMatchObject({ status: "cancelled", leadId: null, refundedAt: null });
    expect(given?.providerPaymentId).toBeTruthy();
    const [car] = await db.query<{ reserved: boolean }>("SELECT reserved FROM cars WHERE id = $1", [cars[1]]);
    expect(car.reserved).toBe(false);
    expect(await db.query("SELECT 1 FROM leads WHERE car_id = $1 AND form = 'reserve'", [cars[1]])).toHaveLength(0);

    // The provider answers again: the refund job carries the refund out, once.
    calls.refundsWork = true;
    expect(await retryMissingRefunds({ db, now, providerFor: () => p })).toBe(1);
    expect((await findReservation(db, site.id, row.id))?.refundedAt).not.toBeNull();
    expect(await retryMissingRefunds({ db, now, providerFor: () => p })).toBe(0);
  });

  it("migration 0022 rewrites the numbers reservations kept as typed into E.164, and leaves what it cannot read", async () => {
    const typed = ["0412345678", "61412345678", "+61412345678", "(07)5443-1800", "0061 2 9876 5432", "not a number"];
    const ids: string[] = [];
    for (const phone of typed) {
      const [{ id }] = await db.query<{ id: string }>(
        `INSERT INTO reservations (id, site_id, car_id, status, amount_cents, provider, name, email, phone, created_at)
         VALUES (gen_random_uuid(), $1, $2, 'failed', 20000, 'test', 'Old', 'old@example.com', $3, $4) RETURNING id`,
        [site.id, cars[2], phone, now],
      );
      ids.push(id);
    }
    await db.query("DELETE FROM schema_migrations WHERE name = '0022_phones_e164.sql'");
    expect(await migrate(db)).toEqual(["0022_phones_e164.sql"]);
    const rows = await db.query<{ id: string; phone: string }>("SELECT id, phone FROM reservations WHERE id = ANY($1::uuid[])", [ids]);
    const byId = new Map(rows.map((r) => [r.id, r.phone]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      "+61412345678",
      "+61412345678",
      "+61412345678",
      "+61754431800",
      "+61298765432",
      "not a number",
    ]);
  });
});
