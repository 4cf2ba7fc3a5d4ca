import type { Queryable } from "~/db/database";
import type { LeadFormKind } from "./lead-forms";

/** A dealership's staff address and the forms whose leads it is told about (null: every form). */
export type NotificationRecipient = {
  id: string;
  dealershipSlug: string;
  email: string;
  forms: LeadFormKind[] | null;
  createdAt: Date;
  updatedAt: Date;
};

const COLUMNS = `r.id::text AS id, d.slug AS "dealershipSlug", r.email, r.forms, r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/** The recipients of one dealership of the site, for a lead's delivery targets. */
export async function listDealershipRecipients(db: Queryable, siteId: number, dealershipSlug: string): Promise<NotificationRecipient[]> {
  return db.query<NotificationRecipient>(
    `SELECT ${COLUMNS} FROM notification_recipients r JOIN dealerships d ON d.id = r.dealership_id
     WHERE r.site_id = $1 AND d.site_id = $1 AND d.slug = $2 ORDER BY r.email`,
    [siteId, dealershipSlug],
  );
}

/** Every recipient of the site, by dealership then address, for the console's settings page. */
export async function listSiteRecipients(db: Queryable, siteId: number): Promise<NotificationRecipient[]> {
  return db.query<NotificationRecipient>(
    `SELECT ${COLUMNS} FROM notification_recipients r JOIN dealerships d ON d.id = r.dealership_id
     WHERE r.site_id = $1 AND d.site_id = $1 ORDER BY d.slug, r.email`,
    [siteId],
  );
}

export async function findRecipient(db: Queryable, siteId: number, id: string): Promise<NotificationRecipient | null> {
  const [row] = await db.query<NotificationRecipient>(
    `SELECT ${COLUMNS} FROM notification_recipients r JOIN dealerships d ON d.id = r.dealership_id
     WHERE r.site_id = $1 AND r.id = $2::bigint`,
    [siteId, id],
  );
  return row ?? null;
}

/**
 * Adds an address to one of the site's dealerships. `unknown-dealership` when the slug is not the site's,
 * `taken` when the dealership has the address already.
 */
export async function insertRecipient(
  db: Queryable,
  siteId: number,
  recipient: { dealershipSlug: string; email: string; forms: LeadFormKind[] | null },
  now: Date,
): Promise<{ ok: true; id: string } | { ok: false; reason: "unknown-dealership" | "taken" }> {
  const [dealership] = await db.query<{ id: number }>("SELECT id FROM dealerships WHERE site_id = $1 AND slug = $2", [
    siteId,
    recipient.dealershipSlug,
  ]);
  if (!dealership) return { ok: false, reason: "unknown-dealership" };
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO notification_recipients (site_id, dealership_id, email, forms, created_at, updated_at)
     VALUES ($1, $2, $3, $4::text[], $5, $5) ON CONFLICT (dealership_id, email) DO NOTHING RETURNING id::text AS id`,
    [siteId, dealership.id, recipient.email, recipient.forms, now],
  );
  return row ? { ok: true, id: row.id } : { ok: false, reason: "taken" };
}

/** A new address or new forms for a recipient of the site; false when the dealership has that address already. */
export async function updateRecipient(
  db: Queryable,
  siteId: number,
  id: string,
  change: { email: string; forms: LeadFormKind[] | null },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE notification_recipients r SET email = $3, forms = $4::text[], updated_at = $5
     WHERE r.site_id = $1 AND r.id = $2::bigint
       AND NOT EXISTS (SELECT 1 FROM notification_recipients o WHERE o.dealership_id = r.dealership_id AND o.email = $3 AND o.id <> r.id)
     RETURNING r.id`,
    [siteId, id, change.email, change.forms, now],
  );
  return rows.length > 0;
}

export async function deleteRecipient(db: Queryable, siteId: number, id: string): Promise<void> {
  await db.query("DELETE FROM notification_recipients WHERE site_id = $1 AND id = $2::bigint", [siteId, id]);
}
