import type { Queryable } from "~/db/database";
import type { CarOrigin } from "./car-locks";

export type EditorDealership = { id: number; slug: string; name: string; locations: { id: number; slug: string; name: string }[] };

/** The site's dealerships with their locations (primary first): where a car can be. */
export async function listEditorDealerships(db: Queryable, siteId: number): Promise<EditorDealership[]> {
  const rows = await db.query<{
    id: number;
    slug: string;
    name: string;
    locationId: number | null;
    locationSlug: string;
    locationName: string;
  }>(
    `SELECT d.id, d.slug, d.name, l.id AS "locationId", l.slug AS "locationSlug", l.name AS "locationName"
       FROM dealerships d LEFT JOIN locations l ON l.dealership_id = d.id AND l.site_id = d.site_id
      WHERE d.site_id = $1 ORDER BY d.name, d.id, l.is_primary DESC, l.id`,
    [siteId],
  );
  const byId = new Map<number, EditorDealership>();
  for (const r of rows) {
    const d = byId.get(r.id) ?? { id: r.id, slug: r.slug, name: r.name, locations: [] };
    if (r.locationId !== null) d.locations.push({ id: r.locationId, slug: r.locationSlug, name: r.locationName });
    byId.set(r.id, d);
  }
  return [...byId.values()];
}

export type CarControlRow = { id: number; dealershipId: number; origin: CarOrigin; lockedFields: string[] };

/** The car's dealership, origin and locks, locked for the transaction's update; null when the car is not the site's. */
export async function lockCarControl(
  tx: Queryable,
  siteId: number,
  carId: number,
  { forUpdate = true }: { forUpdate?: boolean } = {},
): Promise<CarControlRow | null> {
  const [row] = await tx.query<CarControlRow>(
    `SELECT id, dealership_id AS "dealershipId", origin, locked_fields AS "lockedFields" FROM cars WHERE site_id = $1 AND id = $2${forUpdate ? " FOR UPDATE" : ""}`,
    [siteId, carId],
  );
  return row ?? null;
}

/** The id of the site's car with that stock number (stock numbers are unique per site), or null. */
export async function carIdByStockNumber(db: Queryable, siteId: number, stocknum: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 AND stocknum = $2", [siteId, stocknum]);
  return row?.id ?? null;
}

export async function siteCarSlugs(db: Queryable, siteId: number): Promise<Set<string>> {
  const rows = await db.query<{ slug: string }>("SELECT slug FROM cars WHERE site_id = $1", [siteId]);
  return new Set(rows.map((r) => r.slug));
}

export async function setCarControl(tx: Queryable, siteId: number, carId: number, control: { origin?: CarOrigin; lockedFields: string[] }) {
  await tx.query("UPDATE cars SET origin = COALESCE($3, origin), locked_fields = $4::text[] WHERE site_id = $1 AND id = $2", [
    siteId,
    carId,
    control.origin ?? null,
    control.lockedFields,
  ]);
}

export type EditorPhoto = { src: string; alt: string; kind: "exterior" | "interior"; source: string | null };

export async function listCarPhotos(db: Queryable, carId: number): Promise<EditorPhoto[]> {
  return db.query<EditorPhoto>("SELECT src, alt, kind, source FROM car_images WHERE car_id = $1 ORDER BY position", [carId]);
}

/** Replaces the car's photos with this list, in its order (the caller has locked the car). */
export async function replaceCarPhotos(tx: Queryable, carId: number, photos: readonly EditorPhoto[], now: Date): Promise<void> {
  await tx.query("DELETE FROM car_images WHERE car_id = $1", [carId]);
  for (const [position, p] of photos.entries())
    await tx.query("INSERT INTO car_images (car_id, position, kind, src, alt, source) VALUES ($1, $2, $3, $4, $5, $6)", [
      carId,
      position,
      p.kind,
      p.src,
      p.alt,
      p.source,
    ]);
  // The car's page and search card follow its first photo: the car row changes with its photos.
  await tx.query("UPDATE cars SET updated_at = $2 WHERE id = $1", [carId, now]);
}

/** What a photo's default alt text names: the car's year, make and model. */
export async function carTitleFacts(db: Queryable, siteId: number, carId: number) {
  const [row] = await db.query<{ year: number; make: string; model: string; badge: string | null }>(
    "SELECT year, make, model, badge FROM cars WHERE site_id = $1 AND id = $2",
    [siteId, carId],
  );
  return row ?? null;
}
