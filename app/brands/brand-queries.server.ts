import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { Queryable } from "~/db/database";

export type BrandTile = { tab: "Car" | "Motorcycle" | "Truck" | "Our Brands"; name: string; logoKey: string | null; href: string };

/** The site's brand grid tiles, tab by tab in their order. */
export async function listBrandTiles(db: Queryable, siteId: number): Promise<BrandTile[]> {
  return db.query<BrandTile>(`SELECT tab, name, logo_key AS "logoKey", href FROM brand_tiles WHERE site_id = $1 ORDER BY tab, position`, [
    siteId,
  ]);
}

export async function replaceBrandTiles(db: Queryable, siteId: number, tiles: readonly BrandTile[]): Promise<void> {
  await db.query("DELETE FROM brand_tiles WHERE site_id = $1", [siteId]);
  for (const [i, t] of tiles.entries())
    await db.query("INSERT INTO brand_tiles (site_id, tab, position, name, logo_key, href) VALUES ($1, $2, $3, $4, $5, $6)", [
      siteId,
      t.tab,
      i,
      t.name,
      t.logoKey,
      t.href,
    ]);
  siteContentChanged(siteId);
}

/** Every model of the makes this site sells (in its stock or at its locations), from the shared catalogue. */
export async function modelsOfSiteMakes(db: Queryable, siteId: number): Promise<{ make: string; model: string; body: string | null }[]> {
  return db.query(
    `SELECT m.name AS make, mo.name AS model, mo.body
       FROM models mo JOIN manufacturers m ON m.id = mo.manufacturer_id
      WHERE m.name IN (SELECT DISTINCT make FROM cars WHERE site_id = $1 AND show_on_dealer_website)
         OR m.name IN (SELECT DISTINCT unnest(manufacturers) FROM locations WHERE site_id = $1 AND visible)`,
    [siteId],
  );
}

/** The site's visible locations that sell a make (their manufacturers list names it). */
export async function locationsSellingMake(db: Queryable, siteId: number, make: string) {
  return db.query<{ name: string; slug: string; city: string; state: string }>(
    `SELECT name, slug, city, state FROM locations WHERE site_id = $1 AND visible AND $2 = ANY(manufacturers) ORDER BY name`,
    [siteId, make],
  );
}

/** The makes the site's dealerships and locations sell. */
export async function makesOfSite(db: Queryable, siteId: number): Promise<string[]> {
  const rows = await db.query<{ make: string }>(
    `SELECT make FROM dealerships WHERE site_id = $1 AND make IS NOT NULL
     UNION SELECT DISTINCT unnest(manufacturers) FROM locations WHERE site_id = $1 AND visible`,
    [siteId],
  );
  return rows.map((r) => r.make);
}
