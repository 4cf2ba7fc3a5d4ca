import type { Queryable } from "~/db/database";
import type { InboxQuery } from "~/domain/console/inbox-filter";
import type { LeadStatus } from "~/domain/console/lead-status";
import type { LeadListRow } from "~/leads/lead-admin-queries.server";

/** A lead of the inbox: the admin list's columns it shares (one type of lead row), and how the dealer is working it. */
export type InboxRow = Pick<
  LeadListRow,
  "id" | "createdAt" | "form" | "category" | "name" | "lastName" | "email" | "phone" | "dealershipSlug"
> & {
  status: LeadStatus;
  assignedStaffId: string | null;
  assignedName: string | null;
  read: boolean;
  car: { title: string; stocknum: string | null } | null;
};

/** The leads the dealer works: not held by a spam check (or released from it), not deleted. */
export const DEALER_SEES = "l.deleted_at IS NULL AND (l.quarantine_reason IS NULL OR l.released_at IS NOT NULL)";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A phone typed any way ("0412 345 678", "+61 412...") matched on its national digits. */
const phoneDigits = (text: string) => {
  const digits = text.replace(/\D/g, "").replace(/^61/, "").replace(/^0/, "");
  return digits.length >= 4 ? `%${digits}` : null;
};

/** The WHERE clause and parameters of an inbox query, every filter a parameter ($1 is always the site). */
export function inboxWhere(siteId: number, query: InboxQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [siteId];
  const add = (value: unknown) => `$${params.push(value)}`;
  const parts = ["l.site_id = $1", DEALER_SEES];
  if (query.dealerships) parts.push(`l.dealership_slug = ANY(${add(query.dealerships)}::text[])`);
  if (query.form) parts.push(`l.form = ${add(query.form)}`);
  if (query.dealership) parts.push(`l.dealership_slug = ${add(query.dealership)}`);
  if (query.status) parts.push(`l.status = ${add(query.status)}`);
  if (query.assigned === null) parts.push("l.assigned_staff_id IS NULL");
  else if (query.assigned !== undefined) parts.push(`l.assigned_staff_id = ${add(query.assigned)}::bigint`);
  if (query.since) parts.push(`l.created_at >= ${add(query.since)}`);
  if (query.until) parts.push(`l.created_at < ${add(query.until)}`);
  if (query.q) {
    // search_text (migration 0032): the name, e-mail, stock number and regos, lower-case, under a trigram index.
    const like = add(likePattern(query.q));
    const digits = phoneDigits(query.q);
    parts.push(`(l.search_text ILIKE ${like}${digits ? ` OR l.phone LIKE ${add(digits)}` : ""})`);
  }
  if (query.after) parts.push(`(l.created_at, l.id) < (${add(query.after.createdAt)}, ${add(query.after.id)}::uuid)`);
  return { where: parts.join(" AND "), params };
}

/** One page of the inbox, newest first (keyset on (created_at, id): page 50 costs what page 1 does). */
export async function findInboxPage(db: Queryable, siteId: number, query: InboxQuery, limit: number): Promise<InboxRow[]> {
  const { where, params } = inboxWhere(siteId, query);
  params.push(limit);
  return db.query<InboxRow>(
    `SELECT l.id, l.created_at AS "createdAt", l.form, l.category, l.name, l.last_name AS "lastName", l.email, l.phone,
       l.dealership_slug AS "dealershipSlug", l.status, l.assigned_staff_id::text AS "assignedStaffId", s.name AS "assignedName",
       l.first_read_at IS NOT NULL AS read,
       CASE WHEN l.payload->'car' IS NULL OR l.payload->'car' = 'null'::jsonb THEN NULL
         ELSE json_build_object('title', concat_ws(' ', l.payload->'car'->>'year', l.payload->'car'->>'make', l.payload->'car'->>'model', l.payload->'car'->>'badge'),
                                'stocknum', l.payload->'car'->>'stocknum') END AS car
     FROM leads l LEFT JOIN staff s ON s.id = l.assigned_staff_id
     WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** Unread leads per dealership (the ones a salesperson may see), for the inbox's tabs and the page title. */
export async function countUnread(
  db: Queryable,
  siteId: number,
  dealerships: string[] | null,
): Promise<{ dealershipSlug: string | null; unread: number }[]> {
  return db.query(
    `SELECT l.dealership_slug AS "dealershipSlug", count(*)::int AS unread FROM leads l
     WHERE l.site_id = $1 AND ${DEALER_SEES} AND l.first_read_at IS NULL AND ($2::text[] IS NULL OR l.dealership_slug = ANY($2::text[]))
     GROUP BY l.dealership_slug ORDER BY l.dealership_slug`,
    [siteId, dealerships],
  );
}
