import type { Queryable } from "~/db/database";

/** Whether a make logo key (logo/make/{slug}) is the logo of a make in the manufacturers table (shared reference data). */
export async function isKnownMakeLogo(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.query<{ known: boolean }>("SELECT EXISTS (SELECT 1 FROM manufacturers WHERE logo_url = $1) AS known", [key]);
  return rows[0]?.known === true;
}
