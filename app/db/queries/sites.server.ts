import type { Queryable } from "~/db/database";

/** Inserts the site's row, or renames the existing one with that slug; returns its id. */
export async function upsertSite(db: Queryable, site: { slug: string; name: string }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO sites (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id",
    [site.slug, site.name],
  );
  return row.id;
}
