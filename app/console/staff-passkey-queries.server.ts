import type { Queryable } from "~/db/database";
import type { NewPasskey } from "~/lib/passkeys.server";

export type StaffPasskeyRow = {
  id: string;
  credentialId: string;
  staffId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

const COLUMNS = `id::text AS id, credential_id AS "credentialId", staff_id::text AS "staffId", public_key AS "publicKey",
  counter::int AS counter, transports, label, created_at AS "createdAt", last_used_at AS "lastUsedAt"`;
const withBytes = (row: StaffPasskeyRow): StaffPasskeyRow => ({ ...row, publicKey: new Uint8Array(row.publicKey) });

export async function insertStaffPasskey(
  db: Queryable,
  row: NewPasskey & { staffId: string; siteId: number | null; rpId: string; label: string; now: Date },
): Promise<string | null> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO staff_passkeys (credential_id, staff_id, site_id, rp_id, public_key, counter, transports, device_type, backed_up, label, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (rp_id, credential_id) DO NOTHING RETURNING id::text AS id`,
    [
      row.credentialId,
      row.staffId,
      row.siteId,
      row.rpId,
      Buffer.from(row.publicKey),
      row.counter,
      row.transports,
      row.deviceType,
      row.backedUp,
      row.label.slice(0, 100),
      row.now,
    ],
  );
  return inserted?.id ?? null;
}

/** A person's passkeys on one host (a site, or the platform's host when siteId is null), oldest first. */
export async function listStaffPasskeys(db: Queryable, siteId: number | null, staffId: string): Promise<StaffPasskeyRow[]> {
  const rows = await db.query<StaffPasskeyRow>(
    `SELECT ${COLUMNS} FROM staff_passkeys WHERE staff_id = $1::bigint AND site_id IS NOT DISTINCT FROM $2 ORDER BY created_at, id`,
    [staffId, siteId],
  );
  return rows.map(withBytes);
}

/** The passkey a sign-in answer names, made on this host (its RP ID) for this site. */
export async function findStaffPasskey(
  db: Queryable,
  siteId: number | null,
  rpId: string,
  credentialId: string,
): Promise<StaffPasskeyRow | null> {
  const [row] = await db.query<StaffPasskeyRow>(
    `SELECT ${COLUMNS} FROM staff_passkeys WHERE rp_id = $1 AND credential_id = $2 AND site_id IS NOT DISTINCT FROM $3`,
    [rpId, credentialId, siteId],
  );
  return row ? withBytes(row) : null;
}

export async function recordStaffPasskeyUse(db: Queryable, id: string, counter: number, now: Date): Promise<void> {
  await db.query("UPDATE staff_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1::bigint", [id, counter, now]);
}

/** Removes one of the person's own passkeys on this host; its label when there was one. */
export async function deleteStaffPasskey(db: Queryable, siteId: number | null, staffId: string, id: string): Promise<string | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<{ label: string }>(
    `DELETE FROM staff_passkeys WHERE id = $1::bigint AND staff_id = $2::bigint AND site_id IS NOT DISTINCT FROM $3 RETURNING label`,
    [id, staffId, siteId],
  );
  return row?.label ?? null;
}

export async function insertPasskeyChallenge(
  db: Queryable,
  row: { challenge: string; purpose: "register" | "sign-in"; siteId: number | null; sessionHash: string | null; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_passkey_challenges (challenge, purpose, site_id, session_hash, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (challenge) DO NOTHING`,
    [row.challenge, row.purpose, row.siteId, row.sessionHash, row.expiresAt],
  );
}

/** Takes a live challenge out of the table: of two answers carrying one challenge, only the first gets it. */
export async function spendPasskeyChallenge(
  db: Queryable,
  key: { challenge: string; purpose: "register" | "sign-in"; siteId: number | null; sessionHash: string | null; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM staff_passkey_challenges WHERE challenge = $1 AND purpose = $2 AND site_id IS NOT DISTINCT FROM $3
       AND session_hash IS NOT DISTINCT FROM $4 AND expires_at > $5 RETURNING 1`,
    [key.challenge, key.purpose, key.siteId, key.sessionHash, key.now],
  );
  return rows.length === 1;
}

export async function purgePasskeyChallenges(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM staff_passkey_challenges WHERE expires_at <= $1", [now]);
}

export async function readPasskeyPromptDismissed(db: Queryable, staffId: string): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>("SELECT passkey_prompt_dismissed_at AS at FROM staff WHERE id = $1::bigint", [staffId]);
  return row?.at ?? null;
}

export async function dismissPasskeyPrompt(db: Queryable, staffId: string, now: Date): Promise<void> {
  await db.query("UPDATE staff SET passkey_prompt_dismissed_at = $2 WHERE id = $1::bigint AND passkey_prompt_dismissed_at IS NULL", [
    staffId,
    now,
  ]);
}
