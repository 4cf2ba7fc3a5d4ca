import type { Queryable } from "~/db/database";

/** Who made a write: a person signed in to the console, or a command-line tool (named). */
export type Actor = { staffId: string; email: string } | { tool: string };

export type AuditEntry = {
  siteId: number | null;
  actor: Actor;
  at: Date;
  action: string;
  resource: string;
  resourceId?: string | null;
  before?: unknown;
  after?: unknown;
};

export type AuditRow = {
  id: string;
  at: Date;
  actor: string;
  action: string;
  resource: string;
  resourceId: string | null;
  before: unknown;
  after: unknown;
};

const actorName = (actor: Actor) => ("tool" in actor ? actor.tool : actor.email);

/** Written in the same transaction as the change it describes, so there is no change without its entry. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (site_id, staff_id, actor, at, action, resource, resource_id, before, after)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      entry.siteId,
      "staffId" in entry.actor ? entry.actor.staffId : null,
      actorName(entry.actor),
      entry.at,
      entry.action,
      entry.resource,
      entry.resourceId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

/** The site's audit log, newest first, a page at a time (keyset on (at, id)). */
export async function listAudit(
  db: Queryable,
  siteId: number,
  options: { before?: { at: Date; id: string }; limit: number },
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT id::text AS id, at, actor, action, resource, resource_id AS "resourceId", before, after
     FROM audit_log WHERE site_id = $1 AND ($2::timestamptz IS NULL OR (at, id) < ($2::timestamptz, $3::bigint))
     ORDER BY at DESC, id DESC LIMIT $4`,
    [siteId, options.before?.at ?? null, options.before?.id ?? null, options.limit],
  );
}
