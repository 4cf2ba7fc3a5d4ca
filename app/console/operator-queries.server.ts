import type { Queryable } from "~/db/database";

/**
 * The operators' view across every site: the one place in the console that reads more than one tenant, because the
 * platform's own people look after all of them (requireOperator, on the platform's host only, guards every caller).
 */
export type OperatorSiteRow = { id: number; slug: string; name: string; disabled: boolean; cars: number; leads: number; staff: number };

const SITE_COLUMNS = `s.id, s.slug, s.name, s.disabled_at IS NOT NULL AS disabled,
  (SELECT count(*)::int FROM cars c WHERE c.site_id = s.id AND c.status <> 'sold') AS cars,
  (SELECT count(*)::int FROM leads l WHERE l.site_id = s.id AND l.deleted_at IS NULL AND l.created_at >= $1) AS leads,
  (SELECT count(*)::int FROM staff_memberships m WHERE m.site_id = s.id) AS staff`;

/** Every site with its cars for sale, its leads since `since` and its staff, by name. */
export async function listOperatorSites(db: Queryable, since: Date): Promise<OperatorSiteRow[]> {
  return db.query<OperatorSiteRow>(`SELECT ${SITE_COLUMNS} FROM sites s ORDER BY s.name, s.id`, [since]);
}

export async function findOperatorSite(db: Queryable, slug: string, since: Date): Promise<OperatorSiteRow | null> {
  const [row] = await db.query<OperatorSiteRow>(`SELECT ${SITE_COLUMNS} FROM sites s WHERE s.slug = $2`, [since, slug]);
  return row ?? null;
}
