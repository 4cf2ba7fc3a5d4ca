import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");

/** The trade-in valuation for scripts (POST /api/valuation) and the valuation save (POST /api/miscellaneous), over HTTP. */
describe("valuation API", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let km: number;
  const coastal = () => `coastal-toyota.localhost:${app.port}`;
  // The site that saves valuations (tradeIn.saveValuation in its config).
  const metro = () => `metro-motor-group.localhost:${app.port}`;

  const post = (host: string, path: string, body: unknown): Promise<HttpResponse> =>
    request(app.port, host, path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const json = (res: HttpResponse) => JSON.parse(res.body);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 400 });
    app = await listenApp(platform, { now: NOW });
    // Kilometres like the stock cars TRADE1 is compared with, so there are comparables to estimate from.
    const [row] = await platform.db.query<{ km: number }>(
      `SELECT round(avg(c.km))::int AS km FROM cars c JOIN vehicle_registry r ON r.state = 'nsw' AND r.plate = 'TRADE1'
        WHERE c.make = r.make AND c.model = r.model AND c.year BETWEEN r.year - 1 AND r.year + 1 AND c.car_type <> 'new' AND c.price > 0`,
    );
    km = row.km;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("finds the car by rego and regoState, then values it by id with adjustmentAnswers", async () => {
    const found = await post(coastal(), "/api/valuation", { rego: "trade 1", regoState: "NSW" });
    expect(found.status, found.body).toBe(201);
    const { valuation } = json(found);
    expect(valuation).toMatchObject({ plate: "TRADE1", state: "nsw", answers: null, estimate: null });
    expect(valuation.vehicle).toEqual({
      year: expect.any(Number),
      make: expect.any(String),
      model: expect.any(String),
      badge: expect.anything(),
    });

    const valued = await post(coastal(), "/api/valuation", {
      id: valuation.id,
      adjustmentAnswers: { km, condition: "good", serviceHistory: "full", damage: "none", accessories: ["towbar"] },
    });
    expect(valued.status, valued.body).toBe(200);
    const estimate = json(valued).valuation.estimate;
    expect(estimate).toMatchObject({ validUntil: "29/11/2026", expired: false });
    expect(estimate.low).toBeGreaterThan(0);
    expect(estimate.high).toBeGreaterThanOrEqual(estimate.low);
  });

  it("answers what is wrong: a bad plate or answer (422 naming the field), a malformed body (400), an unknown valuation (404)", async () => {
    const badPlate = await post(coastal(), "/api/valuation", { rego: "!!", regoState: "vic" });
    expect(badPlate.status).toBe(422);
    expect(json(badPlate)).toMatchObject({ code: "invalid_input", fields: { rego: expect.any(String) } });

    const found = json(await post(coastal(), "/api/valuation", { rego: "TRADE1", regoState: "nsw" })).valuation;
    const noKm = await post(coastal(), "/api/valuation", {
      id: found.id,
      adjustmentAnswers: { condition: "good", serviceHistory: "full", damage: "none" },
    });
    expect(noKm.status).toBe(422);
    expect(json(noKm).fields).toEqual({ "adjustmentAnswers.km": "Please enter the kilometres on the odometer." });

    expect((await post(coastal(), "/api/valuation", { rego: 7 })).status).toBe(400);
    expect((await post(coastal(), "/api/valuation", "{nope")).status).toBe(400);
    // Another site's valuation is unknown here.
    const other = await post(metro(), "/api/valuation", { id: found.id, adjustmentAnswers: { km: 1000 } });
    expect(other.status).toBe(404);
    expect((await request(app.port, coastal(), "/api/valuation")).status).toBe(405);
  });

  it("saves a shown valuation on the site that asks for it, once, and only that site's", async () => {
    const shown = json(await post(metro(), "/api/valuation", { rego: "TRADE1", regoState: "nsw" }));
    const saved = await post(metro(), "/api/miscellaneous", { column_name: "valuation", value: shown });
    expect(saved.status, saved.body).toBe(200);
    expect(json(saved)).toEqual({ saved: true, column_name: "valuation", id: shown.valuation.id });
    const [row] = await platform.db.query<{ saved_at: Date | null }>("SELECT saved_at FROM trade_in_valuations WHERE id = $1", [
      shown.valuation.id,
    ]);
    expect(row.saved_at).not.toBeNull();

    expect((await post(metro(), "/api/miscellaneous", { column_name: "favourites", value: shown })).status).toBe(400);
    expect((await post(metro(), "/api/miscellaneous", { column_name: "valuation", value: { id: "not-a-uuid" } })).status).toBe(400);
    const coastalValuation = json(await post(coastal(), "/api/valuation", { rego: "TRADE1", regoState: "nsw" })).valuation;
    expect((await post(metro(), "/api/miscellaneous", { column_name: "valuation", value: coastalValuation })).status).toBe(404);
    // A site that does not save valuations has no such endpoint.
    expect((await post(coastal(), "/api/miscellaneous", { column_name: "valuation", value: coastalValuation })).status).toBe(404);
  });
});
