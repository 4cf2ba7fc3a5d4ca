import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { DEMO_PLATES } from "~/demo/demo-registry";
import { createLeadServices } from "~/leads/lead-services.server";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { submitLead } from "~/leads/submit-lead.server";
import { tradeInHandOff } from "~/trade-in/trade-in-lead.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { addToRegistry, findValuation } from "~/trade-in/trade-in-queries.server";
import { lookUpRego, NO_MARKET_DATA, valueVehicle } from "~/trade-in/trade-in.server";
import { solvedCaptcha } from "../support/captcha";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ANSWERS = { km: "45,000", condition: "good", serviceHistory: "full", damage: "none", accessories: ["towbar"] };

describe.each(testDatabases())("trade-in valuation on $name", (target) => {
  let db: Database;
  let sites: TenantSite[];
  let coastal: TenantSite;
  let metro: TenantSite;
  const services = createLeadServices({ secret: "t".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20, tradeIns: tradeInHandOff });

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 400, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    coastal = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    // A 9-year-old Toyota: within Coastal Toyota's 10 years for its own brand, over everyone else's 7.
    await addToRegistry(db, [
      {
        state: "qld",
        plate: "OLDTOY",
        vin: null,
        year: 2017,
        make: "Toyota",
        model: "Corolla",
        badge: "Ascent",
        body: "Hatch",
        colour: "White",
      },
      {
        state: "qld",
        plate: "RARE01",
        vin: null,
        year: 2024,
        make: "Bentley",
        model: "Bentayga",
        badge: null,
        body: "SUV",
        colour: "Black",
      },
    ]);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  /** Kilometres like the stock cars TRADE1 is compared with (the estimate needs comparables near the shopper's km). */
  const trade1Km = async () => {
    const [row] = await db.query<{ km: number }>(
      `SELECT round(avg(c.km))::int AS km FROM cars c JOIN vehicle_registry r ON r.state = 'nsw' AND r.plate = 'TRADE1'
        WHERE c.make = r.make AND c.model = r.model AND c.year BETWEEN r.year - 1 AND r.year + 1 AND c.car_type <> 'new' AND c.price > 0`,
    );
    return { ...ANSWERS, km: String(row.km) };
  };

  const start = async (site: TenantSite, state: string, rego: string) => {
    const found = await lookUpRego({ db, site, now }, { state, rego, carId: null });
    if (!found.ok) throw new Error(JSON.stringify(found.fields));
    return found.valuationId;
  };

  it("checks the plate against its state, and finds the car in the registry", async () => {
    expect(await lookUpRego({ db, site: coastal, now }, { state: "xx", rego: "ABC123", carId: null })).toEqual({
      ok: false,
      fields: { regoState: "Please choose the state the car is registered in." },
    });
    const bad = await lookUpRego({ db, site: coastal, now }, { state: "nsw", rego: "TOO-LONG-9", carId: null });
    expect(bad.ok === false && bad.fields.rego).toMatch(/^That doesn't look like a New South Wales registration/);
    const unknown = await lookUpRego({ db, site: coastal, now }, { state: "nsw", rego: "zz 99 zz", carId: null });
    expect(unknown.ok === false && unknown.fields.rego).toBe(
      "We couldn't find registration ZZ99ZZ in New South Wales. Check the number and the state, or ask us to call you instead.",
    );
    const id = await start(coastal, DEMO_PLATES.estimate.state, "trade1");
    const valuation = await findValuation(db, coastal.id, id);
    expect(valuation?.plate).toBe("TRADE1");
    // Another site cannot see it.
    expect(await findValuation(db, metro.id, id)).toBeNull();
  });

  it("finds every demo car by its own plate", async () => {
    const [car] = await db.query<{ regplate: string; rego_state: string; make: string; model: string }>(
      "SELECT regplate, rego_state, make, model FROM cars WHERE regplate IS NOT NULL AND car_type <> 'new' ORDER BY id LIMIT 1",
    );
    const id = await start(metro, car.rego_state.toLowerCase(), car.regplate);
    expect((await findValuation(db, metro.id, id))?.vehicle).toMatchObject({ make: car.make, model: car.model });
  });

  it("estimates from the network's comparables, valid 7 days; refuses over the age limit, with the site's own make allowance", async () => {
    const id = await start(coastal, "nsw", "TRADE1");
    expect(await valueVehicle({ db, site: coastal, now }, id, { ...ANSWERS, km: "" })).toEqual({
      ok: false,
      fields: { km: "Please enter the kilometres on the odometer." },
    });
    expect(await valueVehicle({ db, site: coastal, now }, id, await trade1Km())).toEqual({ ok: true });
    const valued = await findValuation(db, coastal.id, id);
    expect(valued?.estimate?.low).toBeGreaterThanOrEqual(500);
    expect(valued?.estimate?.high).toBeGreaterThan(valued?.estimate?.low ?? 0);
    expect(valued?.expiresAt?.getTime()).toBe(now.getTime() + 7 * DAY);

    const toyotaAtToyota = await start(coastal, "qld", "OLDTOY");
    await valueVehicle({ db, site: coastal, now }, toyotaAtToyota, ANSWERS);
    const allowed = await findValuation(db, coastal.id, toyotaAtToyota);
    expect(allowed?.refusal === null || allowed?.refusal === NO_MARKET_DATA).toBe(true);
    const toyotaElsewhere = await start(metro, "qld", "OLDTOY");
    // Refused at the lookup, before any answer (issue 52: OLDCAR was told only after every question).
    const refusedAtLookup = await findValuation(db, metro.id, toyotaElsewhere);
    expect(refusedAtLookup).toMatchObject({
      answers: null,
      refusal: "We can't give an online estimate for cars more than 7 years old, but our team can still make you an offer.",
    });
    // Answers sent anyway (an old form) change nothing.
    expect(await valueVehicle({ db, site: metro, now }, toyotaElsewhere, ANSWERS)).toEqual({ ok: true });
    expect(await findValuation(db, metro.id, toyotaElsewhere)).toMatchObject({ answers: null, refusal: refusedAtLookup?.refusal });
    const far = await start(metro, "nsw", "TRADE1");
    await valueVehicle({ db, site: metro, now }, far, { ...ANSWERS, km: "100,001" });
    expect((await findValuation(db, metro.id, far))?.refusal).toBe(
      "We can't give an online estimate for cars with more than 100,000 km, but our team can still make you an offer.",
    );
    const rare = await start(metro, "qld", "RARE01");
    await valueVehicle({ db, site: metro, now }, rare, ANSWERS);
    expect((await findValuation(db, metro.id, rare))?.refusal).toBe(NO_MARKET_DATA);
  });

  async function leadBody(site: TenantSite, form: string, valuationId: string) {
    return {
      form,
      valuation_id: valuationId,
      name: "Charlotte",
      last_name: "O'Brien",
      email: "charlotte@example.com.au",
      phone: "0412 345 678",
      terms_conditions: true,
      dealership_slug: (await db.query<{ slug: string }>("SELECT slug FROM dealerships WHERE site_id = $1 LIMIT 1", [site.id]))[0].slug,
      altcha: await solvedCaptcha(services.captcha, site.slug),
      form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
    };
  }
  const send = (site: TenantSite, body: Record<string, unknown>, at = now) =>
    submitLead({ db, site, now: at, services }, { body, idempotencyKey: null, clientIp: "10.0.0.1", userAgent: "test" });

  it("sends an accepted offer to the dealer once, with the valuation; another site's or an expired one is refused", async () => {
    const id = await start(coastal, "nsw", "TRADE1");
    const answers = await trade1Km();
    await valueVehicle({ db, site: coastal, now }, id, answers);
    const valued = await findValuation(db, coastal.id, id);

    expect(await send(metro, await leadBody(metro, "trade-in", id))).toMatchObject({
      status: 422,
      body: { fields: { valuation_id: "We couldn't find your valuation. Please value your car again." } },
    });
    const later = new Date(now.getTime() + 8 * DAY);
    expect(await send(coastal, await leadBody(coastal, "trade-in", id), later)).toMatchObject({
      status: 422,
      body: { fields: { valuation_id: "This estimate has expired. Please value your car again for an up-to-date offer." } },
    });

    const sent = await send(coastal, await leadBody(coastal, "trade-in", id));
    expect(sent.status).toBe(201);
    const leadId = (sent.body as { lead_id: string }).lead_id;
    const [lead] = await db.query<{ category: string; event_id: number; payload: { tradeIn: Record<string, unknown> } }>(
      "SELECT category, event_id, payload FROM leads WHERE id = $1",
      [leadId],
    );
    expect(lead.category).toBe("Trade-In");
    expect(lead.event_id).toBe(18);
    expect(lead.payload.tradeIn).toMatchObject({
      valuationId: id,
      rego: "TRADE1",
      regoState: "nsw",
      offerAccepted: true,
      formCompleted: true,
      estimate: { low: valued?.estimate?.low, high: valued?.estimate?.high, validUntil: "29/11/2026" },
      answers: { km: Number(answers.km), condition: "good", serviceHistory: "full", damage: "none", accessories: ["towbar"] },
    });
    expect(await findValuation(db, coastal.id, id)).toMatchObject({ leadId, offerAccepted: true });
    const [{ jobs }] = await db.query<{ jobs: number }>("SELECT count(*)::int AS jobs FROM lead_deliveries WHERE lead_id = $1", [leadId]);
    expect(jobs).toBeGreaterThan(0);

    expect(await send(coastal, await leadBody(coastal, "trade-in", id))).toMatchObject({
      status: 422,
      body: { fields: { valuation_id: "We already have this valuation. Our team will be in touch." } },
    });
  });

  it("sends a refused valuation as a call-me request, never as an accepted offer", async () => {
    const id = await start(metro, "vic", DEMO_PLATES.tooOld.plate);
    await valueVehicle({ db, site: metro, now }, id, ANSWERS);
    expect((await send(metro, await leadBody(metro, "trade-in", id))).status).toBe(422);
    const sent = await send(metro, await leadBody(metro, "sell-my-car", id));
    expect(sent.status).toBe(201);
    expect(await findValuation(db, metro.id, id)).toMatchObject({
      offerAccepted: false,
      leadId: (sent.body as { lead_id: string }).lead_id,
    });
  });

  it("lets only one of two simultaneous sends of a valuation through", async () => {
    const id = await start(coastal, "nsw", "TRADE1");
    await valueVehicle({ db, site: coastal, now }, id, await trade1Km());
    const results = await Promise.all([1, 2].map(async () => send(coastal, await leadBody(coastal, "trade-in", id))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE payload->'tradeIn'->>'valuationId' = $1", [
      id,
    ]);
    expect(n).toBe(1);
  });
});
