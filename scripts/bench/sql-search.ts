import type { Queryable } from "~/db/database";
import { insertRows } from "~/db/insert-rows.server";
import type { IndexedCar, SearchState } from "~/search/search-types";
import { queryTokens } from "~/search/tokenize";

/** The comparison: the same search done by PostgreSQL on a flat table, in one statement. */
export const SQL_FACETS = [
  "make",
  "model",
  "body",
  "car_type",
  "status",
  "dealership_name",
  "location_name",
  "state",
  "fuel",
  "transmission",
  "colour",
  "drive",
] as const;

export async function loadSqlTable(db: Queryable, cars: IndexedCar[]): Promise<void> {
  await db.query("DROP TABLE IF EXISTS bench_cars");
  await db.query(`CREATE TABLE bench_cars (id int PRIMARY KEY, site_id int, make text, model text, body text, car_type text, status text,
    dealership_name text, location_name text, state text, fuel text, transmission text, colour text, drive text,
    price int, km int, year int, sold_at timestamptz, show boolean, custom_rank int, created_at timestamptz, search_text text)`);
  await insertRows(
    db,
    "bench_cars",
    [
      "id",
      "site_id",
      "make",
      "model",
      "body",
      "car_type",
      "status",
      "dealership_name",
      "location_name",
      "state",
      "fuel",
      "transmission",
      "colour",
      "drive",
      "price",
      "km",
      "year",
      "sold_at",
      "show",
      "custom_rank",
      "created_at",
      "search_text",
    ],
    cars.map((c) => [
      c.id,
      c.siteId,
      c.make,
      c.model,
      c.simpleBody,
      c.carType,
      c.status,
      c.dealershipName,
      c.locationName,
      c.state,
      c.simpleFuel,
      c.simpleTransmission,
      c.colour,
      c.drive,
      c.price,
      c.km,
      c.year,
      c.soldAt ? new Date(c.soldAt) : null,
      c.showOnDealerWebsite,
      c.customRank,
      new Date(c.createdAt),
      [c.year, c.make, c.model, c.badge, c.series, c.body, c.simpleBody, c.colour, c.stocknum].filter(Boolean).join(" ").toLowerCase(),
    ]),
  );
  await db.query("CREATE INDEX bench_cars_site ON bench_cars (site_id)");
  await db.query("ANALYZE bench_cars");
}

const COLUMN: Record<string, string> = {
  make: "make",
  model: "model",
  body: "body",
  car_type: "car_type",
  status: "status",
  dealership_name: "dealership_name",
  location_name: "location_name",
  state: "state",
  fuel: "fuel",
  transmission: "transmission",
  colour: "colour",
  drive: "drive",
};

export function sqlSearch(db: Queryable, siteIds: number[] | null, state: SearchState, now: Date, soldWindowDays = 3) {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const base = [
    "show",
    `(status IN ('in_stock','coming_soon') OR (status = 'sold' AND sold_at > ${p(new Date(now.getTime() - soldWindowDays * 86_400_000))}))`,
  ];
  if (siteIds) base.push(`site_id = ANY(${p(siteIds)}::int[])`);
  // Word-prefix match per token; PostgreSQL has no typo tolerance without extensions.
  for (const t of queryTokens(state.query)) base.push(`search_text ~ ${p(`(^|\\s)${t.replace(/[^a-z0-9]/g, "")}`)}`);
  const filters: { facet: string; sql: string }[] = [];
  for (const [facet, values] of Object.entries(state.refinements))
    filters.push({ facet, sql: `${COLUMN[facet]} = ANY(${p(values)}::text[])` });
  for (const [field, r] of Object.entries(state.ranges)) {
    if (r?.min !== null && r?.min !== undefined) filters.push({ facet: `range:${field}`, sql: `${field} >= ${p(r.min)}` });
    if (r?.max !== null && r?.max !== undefined) filters.push({ facet: `range:${field}`, sql: `${field} <= ${p(r.max)}` });
  }
  const except = (facet: string | null) =>
    filters
      .filter((f) => f.facet !== facet)
      .map((f) => f.sql)
      .join(" AND ") || "true";
  const facetSql = SQL_FACETS.map(
    (f) =>
      `'${f}', (SELECT json_object_agg(v, n) FROM (SELECT ${COLUMN[f]} AS v, count(*) AS n FROM base WHERE ${except(f)} AND ${COLUMN[f]} IS NOT NULL GROUP BY ${COLUMN[f]}) x)`,
  ).join(", ");
  const statSql = ["price", "km", "year"]
    .map((f) => `'${f}', (SELECT json_build_object('min', min(${f}), 'max', max(${f})) FROM base WHERE ${except(`range:${f}`)})`)
    .join(", ");
  const sql = `WITH base AS MATERIALIZED (SELECT * FROM bench_cars WHERE ${base.join(" AND ")})
    SELECT json_build_object('count', (SELECT count(*) FROM base WHERE ${except(null)}),
      'hits', (SELECT json_agg(id) FROM (SELECT id FROM base WHERE ${except(null)} ORDER BY custom_rank DESC, id LIMIT 21) h),
      'facets', json_build_object(${facetSql}), 'stats', json_build_object(${statSql})) AS result`;
  return db.query<{ result: { count: number } }>(sql, params);
}
