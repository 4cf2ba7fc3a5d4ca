import type { Queryable } from "~/db/database";
import type { Role } from "~/domain/console/can";

export type StaffMember = { id: string; email: string; name: string; operator: boolean };
export type Membership = { siteId: number; staffId: string; role: Role; dealershipSlugs: string[] | null };
export type SiteStaffRow = StaffMember & { role: Role; dealershipSlugs: string[] | null; joinedAt: Date };

const STAFF = `s.id::text AS id, s.email, s.name, s.operator`;

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffMember | null> {
  const [row] = await db.query<StaffMember>(`SELECT ${STAFF} FROM staff s WHERE s.email = $1`, [email.toLowerCase()]);
  return row ?? null;
}

export async function findStaff(db: Queryable, staffId: string): Promise<StaffMember | null> {
  if (!/^\d{1,18}$/.test(staffId)) return null;
  const [row] = await db.query<StaffMember>(`SELECT ${STAFF} FROM staff s WHERE s.id = $1::bigint`, [staffId]);
  return row ?? null;
}

/** Creates the person, or gives back the one with that address (their name is kept: it is theirs to change). */
export async function upsertStaff(db: Queryable, person: { email: string; name: string; operator?: boolean }): Promise<StaffMember> {
  const [row] = await db.query<StaffMember>(
    `INSERT INTO staff AS s (email, name, operator) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET operator = s.operator OR EXCLUDED.operator
     RETURNING ${STAFF}`,
    [person.email.toLowerCase(), person.name, person.operator ?? false],
  );
  return row as StaffMember;
}

export async function findMembership(db: Queryable, siteId: number, staffId: string): Promise<Membership | null> {
  const [row] = await db.query<Membership>(
    `SELECT site_id AS "siteId", staff_id::text AS "staffId", role, dealership_slugs AS "dealershipSlugs"
     FROM staff_memberships WHERE site_id = $1 AND staff_id = $2::bigint`,
    [siteId, staffId],
  );
  return row ?? null;
}

export async function upsertMembership(db: Queryable, membership: Membership): Promise<void> {
  await db.query(
    `INSERT INTO staff_memberships (site_id, staff_id, role, dealership_slugs) VALUES ($1, $2::bigint, $3, $4)
     ON CONFLICT (site_id, staff_id) DO UPDATE SET role = EXCLUDED.role, dealership_slugs = EXCLUDED.dealership_slugs`,
    [membership.siteId, membership.staffId, membership.role, membership.dealershipSlugs],
  );
}

export async function deleteMembership(db: Queryable, siteId: number, staffId: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM staff_memberships WHERE site_id = $1 AND staff_id = $2::bigint RETURNING staff_id", [
    siteId,
    staffId,
  ]);
  return rows.length > 0;
}

/** The site's staff, owners first, then by name. */
export async function listSiteStaff(db: Queryable, siteId: number): Promise<SiteStaffRow[]> {
  return db.query<SiteStaffRow>(
    `SELECT ${STAFF}, m.role, m.dealership_slugs AS "dealershipSlugs", m.created_at AS "joinedAt"
     FROM staff_memberships m JOIN staff s ON s.id = m.staff_id WHERE m.site_id = $1
     ORDER BY array_position(ARRAY['owner','manager','sales','marketing'], m.role), s.name, s.id`,
    [siteId],
  );
}

/** The site's staff in one role, for handing leads back (a removed salesperson's go to a manager). */
export async function siteStaffInRole(db: Queryable, siteId: number, role: Role): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    "SELECT staff_id::text AS id FROM staff_memberships WHERE site_id = $1 AND role = $2 ORDER BY created_at, staff_id",
    [siteId, role],
  );
  return rows.map((r) => r.id);
}
