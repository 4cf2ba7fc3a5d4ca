import type { Queryable } from "~/db/database";
import { ALL_CAR_FIELDS, carRows, LENDER_COLUMNS, lenderRow } from "~/db/car-columns.server";
import { insertRows } from "~/db/insert-rows.server";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import { slugify } from "~/domain/slugify";
import { CARAVANS, CATALOGUE, MOTORCYCLES } from "./catalogue";
import type { RegisteredVehicle } from "~/trade-in/trade-in-queries.server";
import type { DemoNetwork } from "./generate-network";

export async function writeManufacturers(db: Queryable): Promise<void> {
  const all = [...CATALOGUE, ...MOTORCYCLES, ...CARAVANS];
  const makes = [...new Set(all.map((s) => s.make))];
  await db.query(
    `INSERT INTO manufacturers (name, slug, logo_url) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT (name) DO NOTHING`,
    [makes, makes.map(slugify), makes.map((m) => `logo/make/${slugify(m)}`)],
  );
  const ids = new Map((await db.query<{ id: number; name: string }>("SELECT id, name FROM manufacturers")).map((r) => [r.name, r.id]));
  const models = new Map(all.map((s) => [`${s.make}|${s.model}`, s]));
  await insertRows(
    db,
    "models",
    ["manufacturer_id", "name", "slug", "body"],
    [...models.values()].map((s) => [ids.get(s.make), s.model, slugify(s.model), s.simpleBody]),
    { onConflictDoNothing: true },
  );
}

const LOCATION_COLUMNS = [
  "site_id",
  "dealership_id",
  "name",
  "slug",
  "is_primary",
  "location_type",
  "manufacturers",
  "dealer_license_number",
  "motor_vehicle_repairer",
  "street",
  "city",
  "state",
  "postcode",
  "lat",
  "lng",
  "time_zone",
  "phone",
  "website",
  "image_url",
  "service_booking_url",
  "place_url",
];

type DemoDealership = DemoNetwork["dealerships"][number];

/** Writes one site's generated network; the site row must exist and hold no data yet. */
export async function writeNetwork(db: Queryable, siteId: number, network: DemoNetwork): Promise<number> {
  let carCount = 0;
  for (const dealership of network.dealerships) {
    const { def } = dealership;
    const [{ id: dealershipId }] = await db.query<{ id: number }>(
      `INSERT INTO dealerships (site_id, slug, name, make, url, logo_url) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [siteId, def.slug, def.name, def.makes[0] ?? null, null, def.makes[0] ? `logo/make/${slugify(def.makes[0])}` : null],
    );
    const locationIds = await writeLocations(db, siteId, dealershipId, dealership);
    await writeCars(db, siteId, dealershipId, locationIds, dealership.cars);
    carCount += dealership.cars.length;
  }
  // Its locations and reviews are site content (site-content-cache.server.ts).
  siteContentChanged(siteId);
  return carCount;
}

/** A dealership's locations with their hours and reviews, and its review totals; answers the locations' ids in order. */
async function writeLocations(db: Queryable, siteId: number, dealershipId: number, dealership: DemoDealership): Promise<number[]> {
  const { def } = dealership;
  const locationRows = await insertRows<{ id: number }>(
    db,
    "locations",
    LOCATION_COLUMNS,
    dealership.locations.map((l) => [
      siteId,
      dealershipId,
      l.name,
      l.slug,
      l.primary ?? false,
      l.type,
      def.makes,
      l.licence,
      l.type === "service" ? l.repairer : null,
      l.street,
      l.city,
      l.state,
      l.postcode,
      l.lat,
      l.lng,
      l.timeZone,
      l.phone,
      l.website,
      `location/${l.type}`,
      l.type === "service" ? (def.externalServiceUrl ?? null) : null,
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${l.street}, ${l.city} ${l.state} ${l.postcode}`)}`,
    ]),
    { returning: "id" },
  );
  const locationIds = locationRows.map((r) => r.id);
  await insertRows(
    db,
    "opening_hours",
    ["location_id", "department", "weekday", "status", "open_time", "close_time"],
    dealership.locations.flatMap((l, i) => l.hours.map((h) => [locationIds[i], h.department, h.weekday, h.status, h.open, h.close])),
  );
  await insertRows(
    db,
    "special_hours",
    ["location_id", "date", "name", "status", "start_hour", "end_hour"],
    dealership.locations.flatMap((l, i) => l.specialHours.map((h) => [locationIds[i], h.date, h.name, h.status, h.start, h.end])),
  );
  const reviewRows = dealership.locations.flatMap((l, i) =>
    l.reviews.map((r) => [siteId, dealershipId, locationIds[i], r.name, r.text, r.rating, r.date, r.reply, r.reply ? r.date : null]),
  );
  if (reviewRows.length)
    await insertRows(
      db,
      "reviews",
      ["site_id", "dealership_id", "location_id", "customer_name", "text", "rating", "review_date", "reply_text", "reply_date"],
      reviewRows,
    );
  await db.query(
    `UPDATE dealerships d SET review_count = s.n, average_rating = s.avg FROM (SELECT count(*)::int AS n, avg(rating)::float8 AS avg FROM reviews WHERE dealership_id = $1) s WHERE d.id = $1`,
    [dealershipId],
  );
  return locationIds;
}

/** A dealership's cars and their images, videos, spin frames, hotspots, features and lenders. */
async function writeCars(db: Queryable, siteId: number, dealershipId: number, locationIds: number[], cars: DemoDealership["cars"]) {
  const carTable = carRows(
    ALL_CAR_FIELDS,
    cars.map((c) => ({
      ...c,
      siteId,
      dealershipId,
      locationId: locationIds[c.locationIndex],
      updatedAt: c.createdAt,
      origin: "seed" as const,
      lockedFields: [],
    })),
  );
  const carIds = (await insertRows<{ id: number }>(db, "cars", carTable.columns, carTable.rows, { returning: "id" })).map((r) => r.id);
  const each = <T>(pick: (c: (typeof cars)[number]) => T[], row: (id: number, item: T, index: number) => unknown[]) =>
    cars.flatMap((c, i) => pick(c).map((item, k) => row(carIds[i], item, k)));
  await insertRows(
    db,
    "car_images",
    ["car_id", "position", "kind", "src", "alt"],
    each(
      (c) => c.images,
      (id, img, k) => [id, k, img.kind, img.src, img.alt],
    ),
  );
  await insertRows(
    db,
    "car_videos",
    ["car_id", "position", "kind", "url"],
    each(
      (c) => c.videos,
      (id, v, k) => [id, k, v.kind, v.url],
    ),
  );
  await insertRows(
    db,
    "car_spin_frames",
    ["car_id", "kind", "frame", "src"],
    each(
      (c) => c.spinFrames,
      (id, f) => [id, f.kind, f.frame, f.src],
    ),
  );
  await insertRows(
    db,
    "car_hotspots",
    ["car_id", "kind", "description", "positions"],
    each(
      (c) => c.hotspots,
      (id, h) => [id, h.kind, h.description, JSON.stringify(h.positions)],
    ),
  );
  await insertRows(
    db,
    "car_features",
    ["car_id", "position", "name"],
    each(
      (c) => c.features,
      (id, f, k) => [id, k, f],
    ),
  );
  await insertRows(
    db,
    "car_finance_lenders",
    LENDER_COLUMNS,
    each((c) => c.lenders, lenderRow),
  );
}

export async function countDealerships(db: Queryable, siteId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM dealerships WHERE site_id = $1", [siteId]);
  return n;
}

/** Clears a site's cars and dealerships (with their locations) before the demo network is written again. */
export async function deleteSiteStock(db: Queryable, siteId: number): Promise<void> {
  await db.query("DELETE FROM cars WHERE site_id = $1", [siteId]);
  await db.query("DELETE FROM dealerships WHERE site_id = $1", [siteId]);
}

/** A site's registered used and demo cars and their plates, for the demo vehicle registry. */
export async function registeredStock(db: Queryable, siteId: number) {
  return db.query<RegisteredVehicle & { plate: string; state: string }>(
    `SELECT regplate AS plate, lower(rego_state) AS state, vin, year, make, model, badge, body, colour
       FROM cars WHERE site_id = $1 AND regplate IS NOT NULL AND rego_state IS NOT NULL AND car_type <> 'new' ORDER BY id`,
    [siteId],
  );
}

/** How many candidates mostComparedUsedCar counts exactly. */
const CANDIDATES = 200;

/** The used car with the most others of its make, model and year band on the network: the demo plate that always gets an estimate. */
export async function mostComparedUsedCar(db: Queryable): Promise<RegisteredVehicle | null> {
  // Counting every candidate's comparables against every car is quadratic (it did not finish at 100,000 cars). A
  // candidate's comparables are all in its make and model within a year of it, so the cars of each make, model and
  // year counted once bound its count from above; only the candidates with the highest bounds are counted exactly,
  // each against its own make and model (one hash join). The pick is the exact one whenever the best exact count
  // reaches the CANDIDATES-th bound, which on the demo networks it does by far.
  const [row] = await db.query<RegisteredVehicle>(
    `WITH pool AS (
       SELECT make, model, year, count(*)::int AS n FROM cars
        WHERE car_type <> 'new' AND price > 0 AND show_on_dealer_website AND status IN ('in_stock', 'sold')
        GROUP BY make, model, year
     ), candidates AS (
       SELECT c.id, c.vin, c.year, c.make, c.model, c.badge, c.body, c.colour, c.km, coalesce(sum(p.n), 0) AS bound
         FROM cars c LEFT JOIN pool p ON p.make = c.make AND p.model = c.model AND p.year BETWEEN c.year - 1 AND c.year + 1
        WHERE c.car_type <> 'new' AND c.status = 'in_stock' AND c.price > 0 AND c.km < 90000
        GROUP BY c.id
        ORDER BY bound DESC, c.year DESC, c.id
        LIMIT ${CANDIDATES}
     )
     SELECT c.vin, c.year, c.make, c.model, c.badge, c.body, c.colour
       FROM candidates c
       LEFT JOIN cars o ON o.make = c.make AND o.model = c.model AND o.car_type <> 'new' AND o.price > 0
            AND o.show_on_dealer_website AND o.status IN ('in_stock', 'sold') AND o.id <> c.id
            AND o.year BETWEEN c.year - 1 AND c.year + 1 AND abs(o.km - c.km) <= greatest(30000, c.km * 0.4)
      GROUP BY c.id, c.vin, c.year, c.make, c.model, c.badge, c.body, c.colour
      ORDER BY count(o.id) DESC, c.year DESC, c.id
      LIMIT 1`,
  );
  return row ?? null;
}
