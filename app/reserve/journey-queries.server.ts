import type { Queryable } from "~/db/database";
import { type JourneyChoices, JourneyChoicesSchema } from "~/domain/reserve/buy-online-journey";

/** A paid hold's buy-online journey: the choices so far and the lead the finished journey became. */
export async function findJourney(
  db: Queryable,
  siteId: number,
  reservationId: string,
): Promise<{ choices: JourneyChoices; leadId: string | null } | null> {
  const [row] = await db.query<{ journey: unknown; journey_lead_id: string | null }>(
    "SELECT journey, journey_lead_id FROM reservations WHERE site_id = $1 AND id = $2",
    [siteId, reservationId],
  );
  if (!row) return null;
  // Stored by this code only; a document an older version wrote that no longer reads starts the journey again.
  const choices = JourneyChoicesSchema.safeParse(row.journey);
  return { choices: choices.success ? choices.data : {}, leadId: row.journey_lead_id };
}

/** Saves the choices while the hold stands and the journey is not yet sent; false otherwise. */
export async function saveJourney(
  db: Queryable,
  siteId: number,
  reservationId: string,
  choices: JourneyChoices,
  now: Date,
): Promise<boolean> {
  // While the hold stands (holdStands): confirmed, or held and not past its expiry.
  const rows = await db.query(
    `UPDATE reservations SET journey = $3
      WHERE site_id = $1 AND id = $2 AND (status = 'confirmed' OR (status = 'held' AND expires_at > $4)) AND journey_lead_id IS NULL RETURNING id`,
    [siteId, reservationId, JSON.stringify(choices), now],
  );
  return rows.length === 1;
}

/** The lead the journey's summary became. Once only. */
/** The order's lead, once: false when the journey already has one (sent from another tab). */
export async function setJourneyLead(db: Queryable, siteId: number, reservationId: string, leadId: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE reservations SET journey_lead_id = $3 WHERE site_id = $1 AND id = $2 AND journey_lead_id IS NULL RETURNING id",
    [siteId, reservationId, leadId],
  );
  return rows.length === 1;
}
