import type { Queryable } from "~/db/database";

export type StaffSessionRow = {
  idHash: string;
  staffId: string;
  siteId: number | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  confirmedAt: Date;
};

export async function insertStaffSession(
  db: Queryable,
  row: Omit<StaffSessionRow, "lastSeenAt" | "confirmedAt"> & { userAgent: string | null },
) {
  await db.query(
    `INSERT INTO staff_sessions (id_hash, staff_id, site_id, created_at, last_seen_at, expires_at, confirmed_at, user_agent)
     VALUES ($1, $2::bigint, $3, $4, $4, $5, $4, $6)`,
    [row.idHash, row.staffId, row.siteId, row.createdAt, row.expiresAt, row.userAgent?.slice(0, 300) ?? null],
  );
}

/** A session on this host (a site, or the platform's host when siteId is null). */
export async function readStaffSession(db: Queryable, siteId: number | null, idHash: string): Promise<StaffSessionRow | null> {
  const [row] = await db.query<StaffSessionRow>(
    `SELECT id_hash AS "idHash", staff_id::text AS "staffId", site_id AS "siteId", created_at AS "createdAt",
       last_seen_at AS "lastSeenAt", expires_at AS "expiresAt", confirmed_at AS "confirmedAt"
     FROM staff_sessions WHERE id_hash = $1 AND site_id IS NOT DISTINCT FROM $2`,
    [idHash, siteId],
  );
  return row ?? null;
}

export async function touchStaffSession(db: Queryable, idHash: string, now: Date, confirmed = false): Promise<void> {
  await db.query(`UPDATE staff_sessions SET last_seen_at = $2${confirmed ? ", confirmed_at = $2" : ""} WHERE id_hash = $1`, [idHash, now]);
}

export async function deleteStaffSession(db: Queryable, idHash: string): Promise<void> {
  await db.query("DELETE FROM staff_sessions WHERE id_hash = $1", [idHash]);
}

/** Sign-out everywhere, and what removing someone from a site does to their sessions there. */
export async function deleteStaffSessions(db: Queryable, staffId: string, siteId?: number | null): Promise<number> {
  const rows = await db.query(
    `DELETE FROM staff_sessions WHERE staff_id = $1::bigint AND ($2::boolean OR site_id IS NOT DISTINCT FROM $3) RETURNING id_hash`,
    [staffId, siteId === undefined, siteId ?? null],
  );
  return rows.length;
}

export async function purgeStaffSessions(db: Queryable, now: Date, idleBefore: Date): Promise<void> {
  await db.query("DELETE FROM staff_sessions WHERE expires_at <= $1 OR last_seen_at < $2", [now, idleBefore]);
  await db.query("DELETE FROM staff_sign_in_tokens WHERE expires_at <= $1", [new Date(now.getTime() - 24 * 60 * 60_000)]);
}
