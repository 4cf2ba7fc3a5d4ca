import { randomUUID } from "node:crypto";
import type { Queryable } from "~/db/database";

export type Shopper = { id: string; phone: string };

/** The site's shopper for a verified phone, made on first sign-in. */
export async function upsertShopper(db: Queryable, siteId: number, phone: string, now: Date): Promise<Shopper> {
  const [row] = await db.query<Shopper>(
    `INSERT INTO shoppers (id, site_id, phone, created_at, last_sign_in_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (site_id, phone) DO UPDATE SET last_sign_in_at = EXCLUDED.last_sign_in_at
     RETURNING id, phone`,
    [randomUUID(), siteId, phone, now],
  );
  return row;
}

export async function findShopper(db: Queryable, siteId: number, id: string): Promise<Shopper | null> {
  const [row] = await db.query<Shopper>("SELECT id, phone FROM shoppers WHERE site_id = $1 AND id = $2", [siteId, id]);
  return row ?? null;
}

// Sign-in codes.

export async function insertSignInCode(
  db: Queryable,
  row: { siteId: number; phone: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.query("INSERT INTO sign_in_codes (id, site_id, phone, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)", [
    id,
    row.siteId,
    row.phone,
    row.codeHash,
    row.now,
    row.expiresAt,
  ]);
  return id;
}

/** When this number was sent codes in the hour before `now`. */
export async function recentCodeTimes(db: Queryable, siteId: number, phone: string, now: Date): Promise<Date[]> {
  const rows = await db.query<{ created_at: Date }>(
    "SELECT created_at FROM sign_in_codes WHERE site_id = $1 AND phone = $2 AND created_at > $3::timestamptz - interval '1 hour' AND created_at <= $3",
    [siteId, phone, now],
  );
  return rows.map((r) => new Date(r.created_at));
}

/** The send times of a number's codes in the last hour on every site: the platform's cap (sign-in-code.ts). */
export async function recentCodeTimesEverywhere(db: Queryable, phone: string, now: Date): Promise<Date[]> {
  const rows = await db.query<{ created_at: Date }>(
    "SELECT created_at FROM sign_in_codes WHERE phone = $1 AND created_at > $2::timestamptz - interval '1 hour' AND created_at <= $2",
    [phone, now],
  );
  return rows.map((r) => new Date(r.created_at));
}

/**
 * Takes a value out of a live session's stored data if it is still there, and says whether it was: of several requests
 * that carry the same session at once, exactly one spends it (a passkey challenge is good for one sign-in).
 */
export async function spendSessionValue(db: Queryable, siteId: number, id: string, key: string, value: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE sessions SET data = data - $3::text WHERE site_id = $1 AND id = $2 AND data->>$3::text = $4 RETURNING id",
    [siteId, id, key, value],
  );
  return rows.length === 1;
}

export type StoredCode = { id: string; codeHash: string; expiresAt: Date; attempts: number; usedAt: Date | null };

/**
 * The newest code for the number, locked for this transaction: two guesses sent at once are
 * counted one after the other, so the 5-attempt limit holds.
 */
export async function lockNewestCode(tx: Queryable, siteId: number, phone: string): Promise<StoredCode | null> {
  const [row] = await tx.query<{ id: string; code_hash: string; expires_at: Date; attempts: number; used_at: Date | null }>(
    `SELECT id, code_hash, expires_at, attempts, used_at FROM sign_in_codes
      WHERE site_id = $1 AND phone = $2 ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [siteId, phone],
  );
  if (!row) return null;
  return {
    id: row.id,
    codeHash: row.code_hash,
    expiresAt: new Date(row.expires_at),
    attempts: row.attempts,
    usedAt: row.used_at ? new Date(row.used_at) : null,
  };
}

export async function countCodeAttempt(tx: Queryable, id: string): Promise<void> {
  await tx.query("UPDATE sign_in_codes SET attempts = attempts + 1 WHERE id = $1", [id]);
}

export async function spendCode(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query("UPDATE sign_in_codes SET used_at = $2, attempts = attempts + 1 WHERE id = $1", [id, now]);
}

// Sessions (the rows behind React Router's session storage).

export async function insertSession(
  db: Queryable,
  row: { id: string; siteId: number; shopperId: string | null; data: unknown; expiresAt: Date | null; now: Date },
) {
  await db.query("INSERT INTO sessions (id, site_id, shopper_id, data, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)", [
    row.id,
    row.siteId,
    row.shopperId,
    JSON.stringify(row.data),
    row.now,
    row.expiresAt,
  ]);
}

export async function readSession(db: Queryable, siteId: number, id: string, now: Date): Promise<Record<string, unknown> | null> {
  const [row] = await db.query<{ data: Record<string, unknown> }>(
    "SELECT data FROM sessions WHERE site_id = $1 AND id = $2 AND (expires_at IS NULL OR expires_at > $3)",
    [siteId, id, now],
  );
  return row?.data ?? null;
}

/** Updates a live session; a session ended meanwhile (sign out everywhere) stays ended. */
export async function updateSession(
  db: Queryable,
  siteId: number,
  id: string,
  data: unknown,
  shopperId: string | null,
  expiresAt: Date | null,
) {
  await db.query("UPDATE sessions SET data = $3, shopper_id = $4, expires_at = $5 WHERE site_id = $1 AND id = $2", [
    siteId,
    id,
    JSON.stringify(data),
    shopperId,
    expiresAt,
  ]);
}

export async function deleteSession(db: Queryable, siteId: number, id: string) {
  await db.query("DELETE FROM sessions WHERE site_id = $1 AND id = $2", [siteId, id]);
}

/** Sign out everywhere: every session of the shopper on this site; returns how many ended. */
export async function deleteShopperSessions(db: Queryable, siteId: number, shopperId: string): Promise<number> {
  const rows = await db.query("DELETE FROM sessions WHERE site_id = $1 AND shopper_id = $2 RETURNING id", [siteId, shopperId]);
  return rows.length;
}

export async function purgeExpiredSessions(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query("DELETE FROM sessions WHERE expires_at <= $1 RETURNING id", [now]);
  return rows.length;
}

export async function purgeOldSignInCodes(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query("DELETE FROM sign_in_codes WHERE created_at < $1 RETURNING id", [before]);
  return rows.length;
}

// Passkeys.

export type StoredPasskey = {
  credentialId: string;
  shopperId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
};

export async function insertPasskey(
  db: Queryable,
  row: {
    siteId: number;
    shopperId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    deviceType: string;
    backedUp: boolean;
    now: Date;
  },
) {
  await db.query(
    `INSERT INTO passkeys (credential_id, site_id, shopper_id, public_key, counter, transports, device_type, backed_up, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (site_id, credential_id) DO NOTHING`,
    [
      row.credentialId,
      row.siteId,
      row.shopperId,
      Buffer.from(row.publicKey),
      row.counter,
      row.transports,
      row.deviceType,
      row.backedUp,
      row.now,
    ],
  );
}

const PASSKEY_COLUMNS = `credential_id AS "credentialId", shopper_id AS "shopperId", public_key AS "publicKey", counter::int AS counter,
  transports, created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

export async function findPasskey(db: Queryable, siteId: number, credentialId: string): Promise<StoredPasskey | null> {
  const [row] = await db.query<StoredPasskey>(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE site_id = $1 AND credential_id = $2`, [
    siteId,
    credentialId,
  ]);
  return row ? { ...row, publicKey: new Uint8Array(row.publicKey) } : null;
}

export async function listPasskeys(db: Queryable, siteId: number, shopperId: string): Promise<StoredPasskey[]> {
  const rows = await db.query<StoredPasskey>(
    `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE site_id = $1 AND shopper_id = $2 ORDER BY created_at`,
    [siteId, shopperId],
  );
  return rows.map((r) => ({ ...r, publicKey: new Uint8Array(r.publicKey) }));
}

export async function recordPasskeyUse(db: Queryable, siteId: number, credentialId: string, counter: number, now: Date) {
  await db.query("UPDATE passkeys SET counter = $3, last_used_at = $4 WHERE site_id = $1 AND credential_id = $2", [
    siteId,
    credentialId,
    counter,
    now,
  ]);
}

export async function deletePasskey(db: Queryable, siteId: number, shopperId: string, credentialId: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM passkeys WHERE site_id = $1 AND shopper_id = $2 AND credential_id = $3 RETURNING 1", [
    siteId,
    shopperId,
    credentialId,
  ]);
  return rows.length === 1;
}
