import type { Queryable } from "~/db/database";
import { CODE_ATTEMPTS } from "~/domain/console/staff-session-rules";

export type SignInTokenRow = {
  tokenHash: string;
  codeHash: string;
  staffId: string;
  attempts: number;
  redirectTo: string;
  expiresAt: Date;
  usedAt: Date | null;
};

const COLUMNS = `token_hash AS "tokenHash", code_hash AS "codeHash", staff_id::text AS "staffId", attempts,
  redirect_to AS "redirectTo", expires_at AS "expiresAt", used_at AS "usedAt"`;

export async function insertSignInToken(
  db: Queryable,
  row: { tokenHash: string; codeHash: string; staffId: string; siteId: number | null; redirectTo: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sign_in_tokens (token_hash, code_hash, staff_id, site_id, redirect_to, created_at, expires_at)
     VALUES ($1, $2, $3::bigint, $4, $5, $6, $7)`,
    [row.tokenHash, row.codeHash, row.staffId, row.siteId, row.redirectTo, row.now, row.expiresAt],
  );
}

export async function countRecentTokens(db: Queryable, staffId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM staff_sign_in_tokens WHERE staff_id = $1::bigint AND created_at >= $2",
    [staffId, since],
  );
  return row?.n ?? 0;
}

/** Spends a link: one UPDATE, so of two clicks at once only one signs in. */
export async function spendToken(db: Queryable, siteId: number | null, tokenHash: string, now: Date): Promise<SignInTokenRow | null> {
  const [row] = await db.query<SignInTokenRow>(
    `UPDATE staff_sign_in_tokens SET used_at = $3
     WHERE token_hash = $1 AND site_id IS NOT DISTINCT FROM $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
     RETURNING ${COLUMNS}`,
    [tokenHash, siteId, now, CODE_ATTEMPTS],
  );
  return row ?? null;
}

/** The person's newest unspent code on this host, locked while a guess is counted. */
export async function lockNewestToken(db: Queryable, siteId: number | null, staffId: string, now: Date): Promise<SignInTokenRow | null> {
  const [row] = await db.query<SignInTokenRow>(
    `SELECT ${COLUMNS} FROM staff_sign_in_tokens
     WHERE staff_id = $1::bigint AND site_id IS NOT DISTINCT FROM $2 AND used_at IS NULL AND expires_at > $3
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [staffId, siteId, now],
  );
  return row ?? null;
}

export async function countAttempt(db: Queryable, tokenHash: string, now: Date, spent: boolean): Promise<void> {
  await db.query(
    "UPDATE staff_sign_in_tokens SET attempts = attempts + 1, used_at = CASE WHEN $3 THEN $2 ELSE used_at END WHERE token_hash = $1",
    [tokenHash, now, spent],
  );
}
