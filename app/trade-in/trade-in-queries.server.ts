import type { Queryable } from "~/db/database";
import type { StateCode } from "~/domain/australian-states";
import type { AdjustmentAnswers } from "~/domain/trade-in/adjustment-answers";
import type { Valuation } from "~/domain/trade-in/valuation-model";

/** A car as the registry knows it: what its plate says, not what the shopper says. */
export type RegisteredVehicle = {
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  colour: string | null;
};

export async function findRegisteredVehicle(db: Queryable, state: StateCode, plate: string): Promise<RegisteredVehicle | null> {
  const [row] = await db.query<RegisteredVehicle>(
    "SELECT vin, year, make, model, badge, body, colour FROM vehicle_registry WHERE state = $1 AND plate = $2",
    [state, plate],
  );
  return row ?? null;
}

export type RegistryRow = RegisteredVehicle & { state: StateCode; plate: string };

/** Adds plates to the registry; a plate already there keeps its car (the demo seeder runs again on each reset). */
export async function addToRegistry(db: Queryable, rows: readonly RegistryRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO vehicle_registry (state, plate, vin, year, make, model, badge, body, colour)
     SELECT r.state, r.plate, r.vin, r.year, r.make, r.model, r.badge, r.body, r.colour
       FROM jsonb_to_recordset($1::jsonb) AS r(state text, plate text, vin text, year integer, make text, model text, badge text, body text, colour text)
     ON CONFLICT (state, plate) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

export type ValuationRow = {
  id: string;
  carId: number | null;
  state: StateCode;
  plate: string;
  vehicle: RegisteredVehicle;
  answers: AdjustmentAnswers | null;
  estimate: { low: number; high: number; retail: number; adjustments: Valuation["adjustments"] } | null;
  refusal: string | null;
  valuedAt: Date | null;
  expiresAt: Date | null;
  offerAccepted: boolean;
  leadId: string | null;
};

export async function insertValuation(
  db: Queryable,
  siteId: number,
  row: {
    id: string;
    carId: number | null;
    state: StateCode;
    plate: string;
    vehicle: RegisteredVehicle;
    now: Date;
    shopperId?: string | null;
    /** Why there is no online estimate, when the registry's answer alone says so (valued then and there). */
    refusal?: string | null;
  },
): Promise<void> {
  const refusal = row.refusal ?? null;
  await db.query(
    `INSERT INTO trade_in_valuations (id, site_id, car_id, state, plate, vehicle, created_at, shopper_id, refusal, valued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      siteId,
      row.carId,
      row.state,
      row.plate,
      JSON.stringify(row.vehicle),
      row.now,
      row.shopperId ?? null,
      refusal,
      refusal ? row.now : null,
    ],
  );
}

/** One of the site's valuations; another site's id is answered like a missing one. */
export async function findValuation(db: Queryable, siteId: number, id: string): Promise<ValuationRow | null> {
  const [row] = await db.query<{
    id: string;
    car_id: number | null;
    state: StateCode;
    plate: string;
    vehicle: RegisteredVehicle;
    answers: AdjustmentAnswers | null;
    estimate_low: number | null;
    estimate_high: number | null;
    retail: number | null;
    adjustments: Valuation["adjustments"] | null;
    refusal: string | null;
    valued_at: Date | null;
    expires_at: Date | null;
    offer_accepted: boolean;
    lead_id: string | null;
  }>(
    `SELECT id, car_id, state, plate, vehicle, answers, estimate_low, estimate_high, retail, adjustments, refusal, valued_at, expires_at, offer_accepted, lead_id
       FROM trade_in_valuations WHERE site_id = $1 AND id = $2`,
    [siteId, id],
  );
  if (!row) return null;
  return {
    id: row.id,
    carId: row.car_id,
    state: row.state,
    plate: row.plate,
    vehicle: row.vehicle,
    answers: row.answers,
    estimate:
      row.estimate_low !== null && row.estimate_high !== null
        ? { low: row.estimate_low, high: row.estimate_high, retail: row.retail ?? 0, adjustments: row.adjustments ?? [] }
        : null,
    refusal: row.refusal,
    valuedAt: row.valued_at ? new Date(row.valued_at) : null,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    offerAccepted: row.offer_accepted,
    leadId: row.lead_id,
  };
}

/** The answers and what they came to: an estimate valid until `expiresAt`, or the reason there is none. */
export async function saveValuationResult(
  db: Queryable,
  siteId: number,
  id: string,
  result: { answers: AdjustmentAnswers; valuation: Valuation | null; refusal: string | null; valuedAt: Date; expiresAt: Date | null },
): Promise<void> {
  const { answers, valuation } = result;
  await db.query(
    `UPDATE trade_in_valuations
        SET answers = $3, estimate_low = $4, estimate_high = $5, retail = $6, adjustments = $7, refusal = $8, valued_at = $9, expires_at = $10
      WHERE site_id = $1 AND id = $2 AND lead_id IS NULL`,
    [
      siteId,
      id,
      JSON.stringify(answers),
      valuation?.low ?? null,
      valuation?.high ?? null,
      valuation?.retail ?? null,
      valuation ? JSON.stringify(valuation.adjustments) : null,
      result.refusal,
      result.valuedAt,
      result.expiresAt,
    ],
  );
}

/** The lead the valuation became; `accepted` when the shopper took the estimate. Once only. */
export async function linkValuationLead(db: Queryable, siteId: number, id: string, leadId: string, accepted: boolean): Promise<boolean> {
  const rows = await db.query(
    "UPDATE trade_in_valuations SET lead_id = $3, offer_accepted = $4 WHERE site_id = $1 AND id = $2 AND lead_id IS NULL RETURNING id",
    [siteId, id, leadId, accepted],
  );
  return rows.length === 1;
}

/** Records when the shopper's browser saved the valuation (the first time only); false for a valuation this site does not have. */
export async function markValuationSaved(db: Queryable, siteId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    "UPDATE trade_in_valuations SET saved_at = COALESCE(saved_at, $3) WHERE site_id = $1 AND id = $2 RETURNING id",
    [siteId, id, now],
  );
  return rows.length === 1;
}
