import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { DELIVERY_NO_ESTIMATE } from "~/domain/finance/delivery-estimate";
import { POSTCODE_MESSAGE } from "~/domain/postcode";
import { createLeadServices } from "~/leads/lead-services.server";
import { loadJourneyPage, openJourney, postJourney } from "~/reserve/buy-online-journey.server";
import { changeMoney } from "~/reserve/change-money.server";
import { claimCar, markHeld } from "~/reserve/reservation-queries.server";
import { reserverKeyHash } from "~/reserve/reserver-key.server";
import { carDelivery } from "~/stock/car-delivery.server";
import { findSiteCar } from "~/stock/find-site-car.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { findValuation } from "~/trade-in/trade-in-queries.server";
import { lookUpRego, valueVehicle } from "~/trade-in/trade-in.server";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const services = createLeadServices({ secret: "j".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
const CONTACT = { name: "Charlotte", lastName: "O'Brien", email: "charlotte@example.com.au", phone: "0412345678" };
/** Charlotte signed in with the mobile she reserved with: she may go on with her order. */
const SHOPPER = { reserverKeyHash: null, shopperPhone: "+61412345678" };
/** Anyone else with the reservation id (from an e-mail, a forwarded link), in another browser. */
const STRANGER = { reserverKeyHash: reserverKeyHash("k".repeat(43)), shopperPhone: "+61498765432" };

describe.each(testDatabases())("the buy-online journey on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let other: TenantSite;
  let cars: { id: number; slug: string; price: number }[];

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 400, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    other = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    cars = await db.query<{ id: number; slug: string; price: number }>(
      `SELECT id, slug, price FROM cars WHERE site_id = $1 AND status = 'in_stock' AND NOT reserved AND price > 1000 AND show_on_dealer_website
         AND (tag IS NULL OR tag <> 'Test Drive Only') ORDER BY id LIMIT 5`,
      [site.id],
    );
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const deps = () => ({ db, site, now, services });

  /** A paid $200 hold on the car (the deposit step, as the checkout leaves it). */
  const paidHold = async (carId: number, reserverKey: string | null = null) => {
    const id = randomUUID();
    const claim = {
      id,
      siteId: site.id,
      carId,
      amountCents: 20_000,
      provider: "test",
      contact: CONTACT,
      now,
      reserverKeyHash: reserverKeyHash(reserverKey),
    };
    expect(await claimCar(db, claim)).toBe(true);
    await markHeld(db, id, `test_pi_${id}`, new Date(now.getTime() + 48 * 3600_000));
    return id;
  };

  /** A TRADE1 valuation with an estimate, on `on`. */
  const valuation = async (on: TenantSite) => {
    const found = await lookUpRego({ db, site: on, now }, { state: "nsw", rego: "TRADE1", carId: null });
    if (!found.ok) throw new Error(JSON.stringify(found.fields));
    const [row] = await db.query<{ km: number }>(
      `SELECT round(avg(c.km))::int AS km FROM cars c JOIN vehicle_registry r ON r.state = 'nsw' AND r.plate = 'TRADE1'
        WHERE c.make = r.make AND c.model = r.model AND c.year BETWEEN r.year - 1 AND r.year + 1 AND c.car_type <> 'new' AND c.price > 0`,
    );
    const answers = { km: String(row.km), condition: "good", serviceHistory: "full", damage: "none", accessories: [] };
    expect(await valueVehicle({ db, site: on, now }, found.valuationId, answers)).toEqual({ ok: true });
    const valued = await findValuation(db, on.id, found.valuationId);
    if (!valued?.estimate) throw new Error("TRADE1 was not valued");
    return { id: found.valuationId, low: valued.estimate.low };
  };

  it("takes delivery, a trade-in and finance in order and sends the order to the dealer once, with every figure", async () => {
    const car = cars[0];
    const hold = await paidHold(car.id);
    const post = (body: Record<string, unknown>) => postJourney(deps(), car.slug, hold, body, SHOPPER);

    let page = await loadJourneyPage(deps(), car.slug, hold, null, SHOPPER);
    expect(page).toMatchObject({ step: "delivery", sent: false, totals: { depositPaid: "$200" } });
    // The summary cannot be opened before the steps before it are answered.
    expect((await loadJourneyPage(deps(), car.slug, hold, "summary", SHOPPER))?.step).toBe("delivery");

    expect(await post({ intent: "delivery", delivery: "delivery", postcode: "" })).toEqual({
      ok: false,
      step: "delivery",
      fields: { postcode: "Please enter a postcode." },
    });
    expect(await post({ intent: "delivery", delivery: "delivery", postcode: "20" })).toMatchObject({
      fields: { postcode: POSTCODE_MESSAGE },
    });
    expect(await post({ intent: "delivery", delivery: "delivery", postcode: "0000" })).toMatchObject({
      fields: { postcode: DELIVERY_NO_ESTIMATE },
    });
    expect(await post({ intent: "delivery" })).toMatchObject({ fields: { delivery: "Please choose delivery or pickup." } });
    expect(await post({ intent: "delivery", delivery: "delivery", postcode: "2000" })).toEqual({ ok: true });
    const detail = await findSiteCar(db, site, car.slug, now);
    const delivery = detail ? carDelivery(site, detail, "2000") : null;
    if (!delivery?.ok) throw new Error("no delivery estimate to 2000");

    // Another site's valuation, or none, cannot be added; this site's can.
    const foreign = await valuation(other);
    expect(await post({ intent: "trade-in", trade_in: "valuation", valuation_id: foreign.id })).toMatchObject({
      ok: false,
      step: "trade-in",
    });
    const trade = await valuation(site);
    expect(await post({ intent: "trade-in", trade_in: "valuation", valuation_id: trade.id })).toEqual({ ok: true });

    expect(await post({ intent: "finance", finance: "finance", term_years: "9", credit_score: "GREAT" })).toMatchObject({
      fields: { term_years: "Please choose a loan term." },
    });
    expect(await post({ intent: "finance", finance: "finance", term_years: "5", credit_score: "GOOD" })).toEqual({ ok: true });

    page = await loadJourneyPage(deps(), car.slug, hold, null, SHOPPER);
    const balanceCents = car.price * 100 + delivery.price * 100 - trade.low * 100 - 20_000;
    expect(page?.step).toBe("summary");
    expect(page?.totals.balance).toBe(`$${(balanceCents / 100).toLocaleString("en-AU")}`);
    expect(page?.repayment?.weekly).toMatch(/^\$\d[\d,]*$/);

    expect(await post({ intent: "send" })).toEqual({ ok: true });
    const leads = await db.query<{
      id: string;
      form: string;
      category: string;
      subcategory: string;
      message: string;
      payload: { tradeIn: unknown };
    }>("SELECT id, form, category, subcategory, message, payload FROM leads WHERE site_id = $1 AND form = 'buy-online'", [site.id]);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ category: "Vehicle Reservation", subcategory: "Buy Online" });
    expect(leads[0].message).toContain(`Delivery to 2000 (${delivery.region}): $${delivery.price.toLocaleString("en-AU")}.`);
    expect(leads[0].message).toContain("Finance the balance over 5 years (credit history: Good): about $");
    expect(leads[0].message).toContain(`Balance to pay: $${(balanceCents / 100).toLocaleString("en-AU")}.`);
    expect(leads[0].payload.tradeIn).toMatchObject({ valuationId: trade.id, offerAccepted: true, formCompleted: true });
    expect(await findValuation(db, site.id, trade.id)).toMatchObject({ leadId: leads[0].id });
    const [{ jobs }] = await db.query<{ jobs: number }>("SELECT count(*)::int AS jobs FROM lead_deliveries WHERE lead_id = $1", [
      leads[0].id,
    ]);
    expect(jobs).toBeGreaterThan(1);
    const [shopper] = await db.query<{ to: string }>(
      "SELECT target->>'to' AS to FROM lead_deliveries WHERE lead_id = $1 AND channel = 'shopper-email'",
      [leads[0].id],
    );
    expect(shopper).toEqual({ to: CONTACT.email });

    // Sent: a second send adds nothing, the order can no longer change, and the trade-in page no longer feeds it.
    expect(await post({ intent: "send" })).toEqual({ ok: true });
    expect(await post({ intent: "delivery", delivery: "pickup" })).toMatchObject({ ok: false });
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE site_id = $1 AND form = 'buy-online'", [
      site.id,
    ]);
    expect(n).toBe(1);
    expect(await loadJourneyPage(deps(), car.slug, hold, null, SHOPPER)).toMatchObject({ sent: true });
    expect(await openJourney({ db, site, now }, hold, SHOPPER)).toBeNull();
  });

  it("sends a pickup, no-trade-in, cash order with the balance less the deposit", async () => {
    const car = cars[1];
    const hold = await paidHold(car.id);
    const post = (body: Record<string, unknown>) => postJourney(deps(), car.slug, hold, body, SHOPPER);
    expect(await post({ intent: "delivery", delivery: "pickup" })).toEqual({ ok: true });
    expect(await post({ intent: "trade-in", trade_in: "none" })).toEqual({ ok: true });
    expect(await post({ intent: "finance", finance: "cash" })).toEqual({ ok: true });
    const page = await loadJourneyPage(deps(), car.slug, hold, null, SHOPPER);
    expect(page?.totals.balance).toBe(`$${(car.price - 200).toLocaleString("en-AU")}`);
    expect(page?.repayment).toBeNull();
    expect(await post({ intent: "send" })).toEqual({ ok: true });
    const [lead] = await db.query<{ message: string; payload: { tradeIn: unknown } }>(
      "SELECT message, payload FROM leads WHERE site_id = $1 AND form = 'buy-online' AND car_id = $2",
      [site.id, car.id],
    );
    expect(lead.message).toContain("Pickup at ");
    expect(lead.message).toContain("No trade-in.");
    expect(lead.message).toContain("Paying the balance without finance.");
    expect(lead.payload.tradeIn ?? null).toBeNull();
  });

  it("has no journey for another site, another car, or a hold that lapsed before the order was sent", async () => {
    const car = cars[2];
    const hold = await paidHold(car.id);
    expect(await loadJourneyPage({ ...deps(), site: other }, car.slug, hold, null, SHOPPER)).toBeNull();
    expect(await postJourney({ ...deps(), site: other }, car.slug, hold, { intent: "delivery", delivery: "pickup" }, SHOPPER)).toBeNull();
    expect(await loadJourneyPage(deps(), cars[3].slug, hold, null, SHOPPER)).toBeNull();
    expect(await postJourney(deps(), car.slug, hold, { intent: "delivery", delivery: "pickup" }, SHOPPER)).toEqual({ ok: true });

    const later = new Date(now.getTime() + 48 * 3600_000);
    expect(await changeMoney(db, { reservationId: hold, siteId: site.id, now: later }, { kind: "lapse" })).toMatchObject({ ok: true });
    expect(await loadJourneyPage(deps(), car.slug, hold, null, SHOPPER)).toBeNull();
    expect(await postJourney(deps(), car.slug, hold, { intent: "trade-in", trade_in: "none" }, SHOPPER)).toMatchObject({ ok: false });
    expect(await openJourney({ db, site, now }, hold, SHOPPER)).toBeNull();
  });

  it("goes on only for the browser that reserved or the signed-in shopper whose number it is, never for the id alone", async () => {
    const car = cars[4];
    const browserKey = "b".repeat(43);
    const hold = await paidHold(car.id, browserKey);
    const stepBody = { intent: "delivery", delivery: "pickup" };
    expect(await postJourney(deps(), car.slug, hold, stepBody, STRANGER)).toBeNull();
    expect(await loadJourneyPage(deps(), car.slug, hold, null, STRANGER)).toBeNull();
    expect(await openJourney({ db, site, now }, hold, STRANGER)).toBeNull();
    const thisBrowser = { reserverKeyHash: reserverKeyHash(browserKey), shopperPhone: null };
    expect(await postJourney(deps(), car.slug, hold, stepBody, thisBrowser)).toEqual({ ok: true });
    expect(await postJourney(deps(), car.slug, hold, { intent: "finance", finance: "cash" }, SHOPPER)).toEqual({ ok: true });
  });

  it("takes no step once the hold is past its expiry, before the upkeep has released it", async () => {
    const car = cars[4];
    const [{ id: hold }] = await db.query<{ id: string }>("SELECT id FROM reservations WHERE car_id = $1 AND status = 'held'", [car.id]);
    const expired = { ...deps(), now: new Date(now.getTime() + 48 * 3600_000) };
    expect(await postJourney(expired, car.slug, hold, { intent: "trade-in", trade_in: "none" }, SHOPPER)).toMatchObject({ ok: false });
    expect(await loadJourneyPage(expired, car.slug, hold, null, SHOPPER)).toBeNull();
    expect(await openJourney({ db, site, now: expired.now }, hold, SHOPPER)).toBeNull();
    expect(await postJourney(deps(), car.slug, hold, { intent: "trade-in", trade_in: "none" }, SHOPPER)).toEqual({ ok: true });
  });
});
