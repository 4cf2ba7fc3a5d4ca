import type { CarStatus, CarType } from "~/domain/vehicle/car";
/** The SQL behind the e2e suite's test data endpoint (server/test-fixtures.ts); see there for what it is for. */
import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "~/db/database";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { TenantSite } from "~/sites/tenant-site";
import { rotateFeedKey } from "~/stock-feed/feed-keys.server";

const CHILD_TABLES = ["car_images", "car_videos", "car_spin_frames", "car_hotspots", "car_features", "car_finance_lenders"] as const;
const WITHOUT = {
  videos: "car_videos",
  spin: "car_spin_frames",
  hotspots: "car_hotspots",
  features: "car_features",
  lenders: "car_finance_lenders",
};
export const TEST_CAR_CHILD_ROWS = Object.keys(WITHOUT) as [keyof typeof WITHOUT, ...(keyof typeof WITHOUT)[]];

export type TestCarInput = {
  like: {
    status: CarStatus;
    carType?: CarType;
    itemType?: string;
    spin?: boolean;
    videos?: boolean;
    minPhotos: number;
  };
  without: (keyof typeof WITHOUT)[];
  set: Record<string, unknown>;
};

type Column = { name: string; type: string };

async function columnsOf(db: Queryable, table: string): Promise<Column[]> {
  const rows = await db.query<{ name: string; data_type: string; udt_name: string }>(
    `SELECT column_name AS name, data_type, udt_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows
    .filter((c) => c.name !== "id")
    .map((c) => ({ name: c.name, type: c.data_type === "ARRAY" ? `${c.udt_name.slice(1)}[]` : c.data_type }));
}

/** INSERT INTO table SELECT every column of the matching rows, with some columns replaced by SQL expressions. */
async function copyRows<T>(
  db: Queryable,
  table: string,
  where: string,
  params: unknown[],
  replace: Record<string, string>,
  returning = "",
): Promise<T[]> {
  const columns = (await columnsOf(db, table)).map((c) => c.name);
  const select = columns.map((c) => replace[c] ?? `src.${c}`).join(", ");
  return db.query<T>(
    `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM ${table} src WHERE ${where}${returning ? ` RETURNING ${returning}` : ""}`,
    params,
  );
}

/** The target site's copy of a dealership (by slug), made with its locations and hours when missing. */
async function ensureDealership(tx: Queryable, target: TenantSite, sourceDealershipId: number): Promise<void> {
  const [existing] = await tx.query(
    "SELECT 1 FROM dealerships d JOIN dealerships s ON s.slug = d.slug WHERE d.site_id = $1 AND s.id = $2",
    [target.id, sourceDealershipId],
  );
  if (existing) return;
  const [{ id }] = await copyRows<{ id: number }>(
    tx,
    "dealerships",
    "src.id = $1",
    [sourceDealershipId, target.id],
    { site_id: "$2::integer" },
    "id",
  );
  await copyRows(tx, "locations", "src.dealership_id = $1", [sourceDealershipId, target.id, id], {
    site_id: "$2::integer",
    dealership_id: "$3::integer",
  });
  const sameLocation = `(SELECT n.id FROM locations s JOIN locations n ON n.slug = s.slug AND n.site_id = $2::integer WHERE s.id = src.location_id)`;
  const ofDealership = "src.location_id IN (SELECT id FROM locations WHERE dealership_id = $1)";
  await copyRows(tx, "opening_hours", ofDealership, [sourceDealershipId, target.id], { location_id: sameLocation });
  await copyRows(tx, "special_hours", ofDealership, [sourceDealershipId, target.id], { location_id: sameLocation });
}

/** Copies a seeded car of `source` that fits `input.like` to `target`, with overrides, and tells search. */
export async function createTestCar(db: Database, target: TenantSite, source: TenantSite, input: TestCarInput) {
  const { like } = input;
  const [template] = await db.query<{ id: number; slug: string; stocknum: string; dealership_id: number }>(
    `SELECT c.id, c.slug, c.stocknum, c.dealership_id FROM cars c
     WHERE c.site_id = $1 AND c.show_on_dealer_website AND NOT c.reserved AND c.status = $2
       AND ($3::text IS NULL OR c.car_type = $3) AND ($4::text IS NULL OR c.item_type = $4)
       AND ($5::boolean IS NULL OR $5 = EXISTS (SELECT 1 FROM car_spin_frames f WHERE f.car_id = c.id))
       AND ($6::boolean IS NULL OR $6 = EXISTS (SELECT 1 FROM car_videos v WHERE v.car_id = c.id))
       AND (SELECT count(*) FROM car_images i WHERE i.car_id = c.id) >= $7
       AND NOT c.stocknum LIKE 'E2E%'
     ORDER BY c.id LIMIT 1`,
    [source.id, like.status, like.carType ?? null, like.itemType ?? null, like.spin ?? null, like.videos ?? null, like.minPhotos],
  );
  if (!template) throw Object.assign(new Error(`No car on ${source.slug} is like ${JSON.stringify(like)}`), { status: 422 });

  const columns = new Map((await columnsOf(db, "cars")).map((c) => [c.name, c.type]));
  const stocknum = `E2E${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString("hex").toUpperCase()}`;
  const base = template.slug.endsWith(`-${template.stocknum.toLowerCase()}`)
    ? template.slug.slice(0, -template.stocknum.length - 1)
    : template.slug;
  const values: Record<string, unknown> = {
    site_id: target.id,
    slug: `${base}-${stocknum.toLowerCase()}`,
    stocknum,
    views: 0,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...input.set,
  };
  const params: unknown[] = [template.id];
  const replace: Record<string, string> = {
    dealership_id: `(SELECT n.id FROM dealerships s JOIN dealerships n ON n.slug = s.slug AND n.site_id = ${target.id} WHERE s.id = src.dealership_id)`,
    location_id: `(SELECT n.id FROM locations s JOIN locations n ON n.slug = s.slug AND n.site_id = ${target.id} WHERE s.id = src.location_id)`,
  };
  for (const [name, value] of Object.entries(values)) {
    const type = columns.get(name);
    if (!type || name === "dealership_id" || name === "location_id")
      throw Object.assign(new Error(`Cannot set cars.${name}`), { status: 400 });
    params.push(type === "jsonb" && value !== null ? JSON.stringify(value) : value);
    replace[name] = `$${params.length}::${type}`;
  }

  const made = await db.transaction(async (tx) => {
    if (target.id !== source.id) await ensureDealership(tx, target, template.dealership_id);
    const [car] = await copyRows<{ id: number; slug: string; stocknum: string }>(
      tx,
      "cars",
      "src.id = $1",
      params,
      replace,
      "id, slug, stocknum",
    );
    const dropped = new Set<string>(input.without.map((w) => WITHOUT[w]));
    for (const table of CHILD_TABLES) {
      if (!dropped.has(table)) await copyRows(tx, table, "src.car_id = $1", [template.id, car.id], { car_id: "$2::integer" });
    }
    return { ...car, site: target.slug, path: `/cars/${car.slug}` };
  });
  // A dealership copied to the target site brings locations the site's pages list (site-content-cache.server.ts).
  siteContentChanged(target.id);
  return made;
}

/** Changes a test car's price (the dealer's feed would): search and every page see it after the trigger's notification. */
export async function repriceTestCar(db: Database, target: TenantSite, slug: string, price: number): Promise<boolean> {
  const changed = await db.query<{ id: number }>(
    "UPDATE cars SET price = $3, updated_at = now() WHERE site_id = $1 AND slug = $2 RETURNING id",
    [target.id, slug, price],
  );
  return changed.length > 0;
}

export async function deleteTestCar(db: Database, target: TenantSite, slug: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A test car's reservations (and their payment events) go with it; a real car is sold, never deleted.
    const car = "SELECT id FROM cars WHERE site_id = $1 AND slug = $2";
    await tx.query(`DELETE FROM payment_events WHERE reservation_id IN (SELECT id FROM reservations WHERE car_id IN (${car}))`, [
      target.id,
      slug,
    ]);
    await tx.query(`DELETE FROM reservations WHERE car_id IN (${car})`, [target.id, slug]);
    await tx.query(`DELETE FROM watchlist WHERE car_id IN (${car})`, [target.id, slug]);
    const gone = await tx.query<{ id: number }>("DELETE FROM cars WHERE site_id = $1 AND slug = $2 RETURNING id", [target.id, slug]);
    return gone.length > 0;
  });
}

/**
 * A dealership of one test's own on the target site, for a stock feed: a copy of the source site's
 * first dealership and its locations under new slugs (so tests running at once never share one,
 * and a feed's import lock or key rotation never touches another test), with a new feed key.
 */
export async function makeFeedTestDealership(db: Database, target: TenantSite, source: TenantSite, slug: string) {
  await db.transaction(async (tx) => {
    const [template] = await tx.query<{ id: number }>("SELECT id FROM dealerships WHERE site_id = $1 ORDER BY id LIMIT 1", [source.id]);
    if (!template) throw Object.assign(new Error(`${source.slug} has no dealership`), { status: 422 });
    const [{ id }] = await copyRows<{ id: number }>(
      tx,
      "dealerships",
      "src.id = $1",
      [template.id, target.id, slug],
      { site_id: "$2::integer", slug: "$3::text" },
      "id",
    );
    await copyRows(tx, "locations", "src.dealership_id = $1", [template.id, target.id, id, slug], {
      site_id: "$2::integer",
      dealership_id: "$3::integer",
      slug: "($4::text || '-' || src.slug)",
    });
  });
  siteContentChanged(target.id);
  return { dealership: slug, key: await rotateFeedKey(db, target, slug) };
}
