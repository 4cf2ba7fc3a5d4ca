import type { Queryable } from "~/db/database";
import { CAR_COLUMNS, type CarField, carRows, LENDER_COLUMNS, lenderRow } from "~/db/car-columns.server";
import { insertRows } from "~/db/insert-rows.server";
import type { CurrentCar } from "./feed-car";
import type { PlannedCar } from "./plan-import";

/** The dealership of this site with that slug and its locations (primary first), or null. */
export async function findFeedDealership(db: Queryable, siteId: number, slug: string) {
  const [dealership] = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM dealerships WHERE site_id = $1 AND slug = $2", [
    siteId,
    slug,
  ]);
  if (!dealership) return null;
  const locations = await db.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM locations WHERE site_id = $1 AND dealership_id = $2 ORDER BY is_primary DESC, id",
    [siteId, dealership.id],
  );
  return { ...dealership, locations };
}

/**
 * The dealership's cars with everything a feed controls, for the plan to compare against; with `carId`, that one car
 * (of any dealership of the site when `dealershipId` is null: the console's editor).
 */
export async function loadDealershipCars(
  db: Queryable,
  siteId: number,
  dealershipId: number | null,
  carId: number | null = null,
): Promise<CurrentCar[]> {
  const rows = await db.query<CurrentCar & { soldAt: Date | string | null; createdAt: Date | string }>(
    `SELECT c.id, c.stocknum, c.slug, c.car_type AS "carType", c.status, c.sold_at AS "soldAt", c.item_type AS "itemType", c.year, c.make,
       c.model, c.badge, c.series, c.body, c.simple_body AS "simpleBody", c.colour, c.interior_colour AS "interiorColour", c.km, c.price,
       c.before_price AS "beforePrice", c.price_type AS "priceType", c.trans, c.simple_transmission AS "simpleTransmission", c.fuel,
       c.simple_fuel AS "simpleFuel", c.drive, c.engine_size AS "engineSize", c.seats, c.doors, c.vin, c.regplate, c.rego_state AS "regoState",
       to_char(c.rego_expiry, 'YYYY-MM-DD') AS "regoExpiry", to_char(c.build_date, 'YYYY-MM-DD') AS "buildDate",
       to_char(c.compliance_date, 'YYYY-MM-DD') AS "complianceDate", c.certified, c.tag, c.preorder, c.subscription_price AS "subscriptionPrice",
       c.history_report_url AS "historyReportUrl", c.show_on_dealer_website AS "showOnDealerWebsite", c.created_at AS "createdAt",
       c.location_id AS "locationId", c.dealercomments, c.specifications, c.origin, c.locked_fields AS "lockedFields",
       COALESCE((SELECT array_agg(f.name ORDER BY f.position) FROM car_features f WHERE f.car_id = c.id), '{}') AS features,
       COALESCE((SELECT json_agg(json_build_object('kind', v.kind, 'url', v.url) ORDER BY v.position) FROM car_videos v WHERE v.car_id = c.id), '[]') AS videos,
       COALESCE((SELECT array_agg(COALESCE(i.source, i.src) ORDER BY i.position) FROM car_images i WHERE i.car_id = c.id), '{}') AS photos,
       json_build_object(
         'exterior', COALESCE((SELECT json_agg(COALESCE(s.source, s.src) ORDER BY s.frame) FROM car_spin_frames s WHERE s.car_id = c.id AND s.kind = 'exterior'), '[]'::json),
         'interior', COALESCE((SELECT json_agg(COALESCE(s.source, s.src) ORDER BY s.frame) FROM car_spin_frames s WHERE s.car_id = c.id AND s.kind = 'interior'), '[]'::json)
       ) AS spin,
       COALESCE((SELECT json_agg(json_build_object('provider', l.finance_provider, 'interestRate', l.interest_rate, 'comparisonRate', l.comparison_rate,
           'paymentWeek', l.payment_week, 'paymentMonth', l.payment_month, 'balloon', l.balloon, 'deposit', l.deposit, 'termYears', l.term_years,
           'totalPayable', l.total_payable, 'establishmentFees', l.establishment_fees, 'disclaimer', l.disclaimer) ORDER BY l.finance_provider)
         FROM car_finance_lenders l WHERE l.car_id = c.id), '[]'::json) AS lenders
     FROM cars c WHERE c.site_id = $1 AND ($2::int IS NULL OR c.dealership_id = $2) AND ($3::int IS NULL OR c.id = $3)`,
    [siteId, dealershipId, carId],
  );
  return rows.map((r) => ({ ...r, soldAt: r.soldAt ? new Date(r.soldAt) : null, createdAt: new Date(r.createdAt) }));
}

/** Stock numbers held by the site's other dealerships (stock numbers are unique per site), and every slug on the site. */
export async function loadSiteStockNames(db: Queryable, siteId: number, dealershipId: number) {
  const rows = await db.query<{ stocknum: string; slug: string; dealership: string; dealershipId: number }>(
    `SELECT c.stocknum, c.slug, d.slug AS dealership, d.id AS "dealershipId" FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.site_id = $1`,
    [siteId],
  );
  return {
    otherDealershipStock: new Map(rows.filter((r) => r.dealershipId !== dealershipId).map((r) => [r.stocknum, r.dealership])),
    takenSlugs: new Set(rows.map((r) => r.slug)),
  };
}

/** The `cars` columns a feed writes (CAR_COLUMNS names each one); the rest keep their defaults, or their value on an update. */
const FEED_CAR_FIELDS = [
  "siteId",
  "dealershipId",
  "locationId",
  "slug",
  "stocknum",
  "vin",
  "regplate",
  "regoState",
  "regoExpiry",
  "buildDate",
  "complianceDate",
  "certified",
  "tag",
  "preorder",
  "subscriptionPrice",
  "historyReportUrl",
  "itemType",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "carType",
  "status",
  "soldAt",
  "price",
  "beforePrice",
  "priceType",
  "km",
  "colour",
  "interiorColour",
  "drive",
  "seats",
  "doors",
  "engineSize",
  "fuel",
  "simpleFuel",
  "body",
  "simpleBody",
  "trans",
  "simpleTransmission",
  "dealercomments",
  "specifications",
  "createdAt",
  "updatedAt",
] as const satisfies readonly CarField[];
// An update keeps the car's address (slug), its site and dealership and when it was listed (what an age limit counts from); everything else follows the feed.
const UPDATED_COLUMNS = FEED_CAR_FIELDS.filter((f) => !["siteId", "dealershipId", "slug", "stocknum", "createdAt"].includes(f)).map(
  (f) => CAR_COLUMNS[f],
);

/**
 * Writes planned cars (new and changed) and replaces their features, videos and (when changed)
 * photos. Run it inside one transaction per batch: each car is then either fully old or fully new.
 * `photoKeys` maps a feed photo to its /img key; photos without one (failed to fetch) are left out.
 */
export async function writeFeedCars(
  tx: Queryable,
  target: { siteId: number; dealershipId: number; now: Date },
  cars: readonly PlannedCar[],
  photoKeys: ReadonlyMap<string, string>,
): Promise<number[]> {
  if (cars.length === 0) return [];
  const { siteId, dealershipId, now } = target;
  const carTable = carRows(
    FEED_CAR_FIELDS,
    cars.map(({ fields, slug, stocknum, createdAt }) => ({ ...fields, siteId, dealershipId, slug, stocknum, createdAt, updatedAt: now })),
  );
  const written = await insertRows<{ id: number; stocknum: string }>(tx, "cars", carTable.columns, carTable.rows, {
    returning: "id, stocknum",
    onConflictUpdate: { target: "(site_id, stocknum)", columns: UPDATED_COLUMNS },
  });
  const idOf = new Map(written.map((r) => [r.stocknum, r.id]));
  await writeCarChildren(tx, cars, idOf, photoKeys);
  return cars.map((c) => idOf.get(c.stocknum) as number);
}

/**
 * Replaces the written cars' features, videos and lender entries, and their photos and spin frames
 * where those changed (a frame, like a photo, without an /img key is left out).
 */
async function writeCarChildren(
  tx: Queryable,
  cars: readonly PlannedCar[],
  idOf: ReadonlyMap<string, number>,
  photoKeys: ReadonlyMap<string, string>,
): Promise<void> {
  const ids = cars.map((c) => idOf.get(c.stocknum) as number);
  const photoIds = cars.filter((c) => c.photosChanged).map((c) => idOf.get(c.stocknum) as number);
  const spinIds = cars.filter((c) => c.spinChanged).map((c) => idOf.get(c.stocknum) as number);
  await tx.query("DELETE FROM car_features WHERE car_id = ANY($1::int[])", [ids]);
  await tx.query("DELETE FROM car_videos WHERE car_id = ANY($1::int[])", [ids]);
  await tx.query("DELETE FROM car_finance_lenders WHERE car_id = ANY($1::int[])", [ids]);
  if (photoIds.length) await tx.query("DELETE FROM car_images WHERE car_id = ANY($1::int[])", [photoIds]);
  if (spinIds.length) await tx.query("DELETE FROM car_spin_frames WHERE car_id = ANY($1::int[])", [spinIds]);
  const each = <T>(list: readonly PlannedCar[], pick: (c: PlannedCar) => T[], row: (id: number, item: T, k: number) => unknown[]) =>
    list.flatMap((c) => pick(c).map((item, k) => row(idOf.get(c.stocknum) as number, item, k)));
  const features = each(
    cars,
    (c) => c.fields.features,
    (id, name, k) => [id, k, name],
  );
  if (features.length) await insertRows(tx, "car_features", ["car_id", "position", "name"], features);
  const videos = each(
    cars,
    (c) => c.fields.videos,
    (id, v, k) => [id, k, v.kind, v.url],
  );
  if (videos.length) await insertRows(tx, "car_videos", ["car_id", "position", "kind", "url"], videos);
  const lenders = each(cars, (c) => c.fields.lenders, lenderRow);
  if (lenders.length) await insertRows(tx, "car_finance_lenders", LENDER_COLUMNS, lenders);
  const images = each(
    cars.filter((c) => c.photosChanged),
    (c) => c.fields.photos.filter((p) => photoKeys.has(p)).map((p) => ({ source: p, src: photoKeys.get(p) as string, title: c.fields })),
    (id, p, k) => [id, k, "exterior", p.src, `${p.title.year} ${p.title.make} ${p.title.model}, photo ${k + 1}`, p.source],
  );
  if (images.length) await insertRows(tx, "car_images", ["car_id", "position", "kind", "src", "alt", "source"], images);
  // Frames are numbered among those stored, so a frame that could not be fetched leaves no gap in the turn.
  const frames = each(
    cars.filter((c) => c.spinChanged),
    (c) =>
      (["exterior", "interior"] as const).flatMap((kind) =>
        c.fields.spin[kind].filter((p) => photoKeys.has(p)).map((source, frame) => ({ kind, frame, source })),
      ),
    (id, f) => [id, f.kind, f.frame, photoKeys.get(f.source) as string, f.source],
  );
  if (frames.length) await insertRows(tx, "car_spin_frames", ["car_id", "kind", "frame", "src", "source"], frames);
}

/** Marks the cars sold now (a full feed no longer lists them); they keep their page and leave search after the recent-sold window. */
export async function markCarsSold(tx: Queryable, siteId: number, carIds: readonly number[], now: Date): Promise<void> {
  await tx.query("UPDATE cars SET status = 'sold', sold_at = $3, updated_at = $3 WHERE site_id = $1 AND id = ANY($2::int[])", [
    siteId,
    [...carIds],
    now,
  ]);
}

export async function knownFeedPhotos(db: Queryable, siteId: number, sources: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ source: string; src: string }>(
    "SELECT source, src FROM stock_feed_photos WHERE site_id = $1 AND source = ANY($2::text[])",
    [siteId, [...sources]],
  );
  return new Map(rows.map((r) => [r.source, r.src]));
}

export async function rememberFeedPhoto(db: Queryable, siteId: number, source: string, src: string): Promise<void> {
  await db.query(
    "INSERT INTO stock_feed_photos (site_id, source, src) VALUES ($1, $2, $3) ON CONFLICT (site_id, source) DO UPDATE SET src = EXCLUDED.src, fetched_at = now()",
    [siteId, source, src],
  );
}

/** pg_advisory_xact_lock(int, int): the first key names what kind of lock it is, the second the dealership. */
const IMPORT_LOCK_CLASS = 17_001;

/**
 * Takes the dealership's import lock for the rest of the transaction (PostgreSQL only; see
 * import-lock.server.ts): waits for it, or with `wait` false answers at once whether it got it.
 */
export async function lockDealershipImport(tx: Queryable, dealershipId: number, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [IMPORT_LOCK_CLASS, dealershipId]);
    return true;
  }
  const [{ locked }] = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1, $2) AS locked", [
    IMPORT_LOCK_CLASS,
    dealershipId,
  ]);
  return locked;
}

export async function findDealershipId(db: Queryable, siteId: number, slug: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM dealerships WHERE site_id = $1 AND slug = $2", [siteId, slug]);
  return row?.id ?? null;
}

/** Replaces the dealership's feed key (one per dealership). */
export async function storeFeedKey(
  db: Queryable,
  siteId: number,
  dealershipId: number,
  keyId: string,
  secretSha256: Buffer,
): Promise<void> {
  await db.query(
    `INSERT INTO dealership_feed_keys (dealership_id, site_id, key_id, secret_sha256) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dealership_id) DO UPDATE SET key_id = EXCLUDED.key_id, secret_sha256 = EXCLUDED.secret_sha256, created_at = now()`,
    [dealershipId, siteId, keyId, secretSha256],
  );
}

/** The dealership of this site whose current key has that id, with the key's secret hash. */
export async function findFeedKey(db: Queryable, siteId: number, keyId: string) {
  const [row] = await db.query<{ id: number; slug: string; secret_sha256: Uint8Array }>(
    `SELECT d.id, d.slug, k.secret_sha256 FROM dealership_feed_keys k JOIN dealerships d ON d.id = k.dealership_id
     WHERE k.site_id = $1 AND d.site_id = $1 AND k.key_id = $2`,
    [siteId, keyId],
  );
  return row ?? null;
}

export async function findDealershipSlug(db: Queryable, siteId: number, dealershipId: number): Promise<string | null> {
  const [row] = await db.query<{ slug: string }>("SELECT slug FROM dealerships WHERE site_id = $1 AND id = $2", [siteId, dealershipId]);
  return row?.slug ?? null;
}
