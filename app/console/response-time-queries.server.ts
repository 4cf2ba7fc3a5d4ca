import type { Queryable } from "~/db/database";

export type ResponseLeadRow = {
  created_at: Date | string;
  first_contact_at: Date | string | null;
  staff_name: string | null;
  dealership_name: string | null;
};

/**
 * The site's leads that reached the inbox since `since` (not held, not deleted), each with its first logged contact and
 * who made it, or (none yet) who holds it. `dealerships` narrows to those slugs (a manager of some dealerships; a filter).
 */
export async function listResponseLeads(
  db: Queryable,
  siteId: number,
  since: Date,
  dealerships: readonly string[] | null,
): Promise<ResponseLeadRow[]> {
  return db.query<ResponseLeadRow>(
    `SELECT l.created_at, fc.at AS first_contact_at, COALESCE(contacted.name, holder.name) AS staff_name, d.name AS dealership_name
     FROM leads l
     LEFT JOIN LATERAL (
       SELECT a.at, a.staff_id FROM lead_activity a
       WHERE a.site_id = l.site_id AND a.lead_id = l.id AND a.kind = 'contact'
       ORDER BY a.at, a.id LIMIT 1
     ) fc ON true
     LEFT JOIN staff contacted ON contacted.id = fc.staff_id
     LEFT JOIN staff holder ON fc.at IS NULL AND holder.id = l.assigned_staff_id
     LEFT JOIN dealerships d ON d.site_id = l.site_id AND d.slug = l.dealership_slug
     WHERE l.site_id = $1 AND l.created_at >= $2 AND l.deleted_at IS NULL
       AND (l.quarantine_reason IS NULL OR l.released_at IS NOT NULL)
       AND ($3::text[] IS NULL OR l.dealership_slug = ANY($3::text[]))`,
    [siteId, since.toISOString(), dealerships ? [...dealerships] : null],
  );
}
