/**
 * `npm run bench:search`: 100,000 generated cars over 300 dealerships (30 sites). Builds the
 * in-memory index and runs a fixed query set through (a) the index, (b) the same search in
 * PostgreSQL, (c) Orama; prints medians, p95 and ratios. The last line is one JSON object.
 * `-- --cars 1000000` is the scale run: ten dealerships a site, so 300 sites; the index only (the
 * comparisons are for the 100,000-car run), plus the time for a 1,000-car partial change to one
 * site to be visible in search through the incremental path (SearchIndex.applyChanges).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { StockRestrictionsSchema } from "~/sites/site-config";
import { openDatabase } from "~/db/open-database.server";
import { SearchIndex } from "~/search/search-index";
import type { IndexedCar, SearchState } from "~/search/search-types";
import { benchInventory } from "./bench-inventory";
import { loadSqlTable, SQL_FACETS, sqlSearch } from "./sql-search";
import { execFileSync } from "node:child_process";

const { values: args } = parseArgs({ options: { cars: { type: "string", default: "100000" }, runs: { type: "string", default: "30" } } });
const CARS = Number(args.cars);
/** Past this the run measures the index alone: PostgreSQL and Orama would take minutes and gigabytes. */
const COMPARE = CARS <= 200_000;
const DEALERSHIPS = COMPARE ? 300 : Math.round(CARS / 1_000_000) * 3_000 || 3_000;
const RUNS = Number(args.runs);
const now = new Date();
const rules = { recentSoldDays: 3, stockRestrictions: StockRestrictionsSchema.parse({}) };
const gc = (globalThis as { gc?: () => void }).gc;

// The index counts the same 12 facets the SQL statement computes, so the comparison is like for like.
const q = (o: Partial<SearchState>): SearchState => ({
  query: "",
  refinements: {},
  ranges: {},
  sortBy: "relevance",
  page: 1,
  facets: [...SQL_FACETS],
  ...o,
});
const QUERIES: { name: string; state: SearchState }[] = [
  { name: "no filter", state: q({}) },
  { name: "make + price range", state: q({ refinements: { make: ["Toyota"] }, ranges: { price: { min: 30_000, max: 60_000 } } }) },
  { name: "two-word text", state: q({ query: "toyota hilux" }) },
  {
    name: "dealership + two facets",
    state: q({ refinements: { dealership_name: ["Dealer 7 Toyota"], car_type: ["used"], body: ["ute"] } }),
  },
  { name: "typo", state: q({ query: "kluegr" }) },
];
// Whole-word typo (one substitution) that the index forgives; SQL and Orama get the same text.
QUERIES[4].state.query = "klugor";

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))];
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] };
}
const fmt = (n: number) => n.toFixed(n < 10 ? 3 : 1);

async function time<T>(fn: () => T | Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

console.log(`Generating ${CARS.toLocaleString("en-AU")} cars over ${DEALERSHIPS} dealerships (not part of the build time)...`);
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let cars: IndexedCar[] | null = benchInventory(CARS, DEALERSHIPS, now);
const siteIds = [...new Set(cars.map((c) => c.siteId))];
const index = new SearchIndex();
const buildStart = performance.now();
const bySite = new Map<number, IndexedCar[]>();
for (const c of cars) {
  const list = bySite.get(c.siteId);
  if (list) list.push(c);
  else bySite.set(c.siteId, [c]);
}
for (const [id, list] of bySite) index.replaceSite(id, list);
const buildMs = performance.now() - buildStart;
bySite.clear();
gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
console.log(
  `Index: ${index.size().toLocaleString("en-AU")} cars in ${siteIds.length} sites, built in ${buildMs.toFixed(0)} ms, heap ${heapMb.toFixed(0)} MB (cars and index together${gc ? "" : "; run with --expose-gc for an exact figure"})`,
);

const options = { rules, defaultSort: "relevance" as const, now };
const siteId = siteIds[0];
const siteSize = index.catalogue(siteId) && cars.filter((c) => c.siteId === siteId).length;
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const indexAll: Record<string, number[]> = {};
const indexSite: Record<string, number[]> = {};
for (let run = 0; run < RUNS + 3; run++) {
  for (const { name, state } of QUERIES) {
    const a = await time(() => index.searchSegments(siteIds, state, options));
    const b = await time(() => index.search(siteId, state, options));
    if (run >= 3) {
      indexAll[name] = [...(indexAll[name] ?? []), a];
      indexSite[name] = [...(indexSite[name] ?? []), b];
    }
    await new Promise((r) => setImmediate(r));
  }
}
loop.disable();
const loopMaxMs = loop.max / 1e6;

if (!COMPARE) {
  const all = stats(Object.values(indexAll).flat());
  const site = stats(Object.values(indexSite).flat());
  console.log(
    `all queries (ms): index platform-wide median ${fmt(all.median)} p99 ${fmt(all.p99)} max ${fmt(all.max)}; one site (${siteSize} cars) median ${fmt(site.median)} p99 ${fmt(site.p99)}`,
  );
  const change = partialChange(1_000);
  console.log(
    `1,000-car partial change to one site: visible in search after ${fmt(change.ms)} ms (${change.visible} of the ${change.checked} listed show the new price)`,
  );
  console.log(
    JSON.stringify({
      cars: CARS,
      sites: siteIds.length,
      site_cars: siteSize,
      median_ms_all: Number(all.median.toFixed(3)),
      p99_ms_all: Number(all.p99.toFixed(3)),
      median_ms_site: Number(site.median.toFixed(3)),
      p99_ms_site: Number(site.p99.toFixed(3)),
      build_ms: Math.round(buildMs),
      heap_mb: Math.round(heapMb),
      partial_change_visible_ms: Number(change.ms.toFixed(1)),
      event_loop_max_delay_ms: Number(loopMaxMs.toFixed(2)),
    }),
  );
  process.exit(0);
}

/**
 * A dealer's partial feed: `count` of one site's cars get new prices. The clock runs from handing the
 * changed rows to the index (what stock-sync does once it has loaded them) until a search shows them.
 */
function partialChange(count: number): { ms: number; visible: number; checked: number } {
  const changed = (cars as IndexedCar[])
    .filter((c) => c.siteId === siteId)
    .slice(0, count)
    .map((c) => ({ ...c, price: c.price + 1_234 }));
  const found = (car: IndexedCar) =>
    index.search(siteId, q({ query: car.stocknum, facets: [] }), options).hits.find((h) => h.id === car.id);
  // Hidden and long-sold cars are not in search before or after: only the others can show the change.
  const listed = changed.filter((car) => found(car) !== undefined);
  const start = performance.now();
  index.applyChanges(
    siteId,
    changed.map((c) => c.id),
    changed,
  );
  const probe = listed[listed.length - 1];
  const hit = found(probe);
  const ms = performance.now() - start;
  if (hit?.price !== probe.price) throw new Error("the changed price is not in search");
  // Then every listed changed car, each found by its stock number with its new price.
  const visible = listed.filter((car) => found(car)?.price === car.price).length;
  return { ms, visible, checked: listed.length };
}

console.log("\nLoading the same cars into PostgreSQL...");
let pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
let startedPg = false;
if (!pgUrl) {
  try {
    pgUrl = execFileSync("bash", ["scripts/ci/start-postgres.sh"], { encoding: "utf8" }).trim() || undefined;
    startedPg = Boolean(pgUrl);
  } catch {
    pgUrl = undefined;
  }
}
const db = await openDatabase(pgUrl ? { databaseUrl: pgUrl } : {});
console.log(`PostgreSQL: ${pgUrl ? "real server" : "embedded PGlite (no server available)"}`);
await loadSqlTable(db, cars);
const sqlAll: Record<string, number[]> = {};
const sqlRuns = Math.max(5, Math.floor(RUNS / 3));
for (let run = 0; run < sqlRuns + 1; run++) {
  for (const { name, state } of QUERIES) {
    const t = await time(() => sqlSearch(db, null, state, now));
    if (run >= 1) sqlAll[name] = [...(sqlAll[name] ?? []), t];
  }
}
// Sanity: both engines agree on the count for the filter-only queries.
for (const { name, state } of QUERIES.filter((x) => !x.state.query)) {
  const [{ result }] = await sqlSearch(db, null, state, now);
  const mine = index.searchSegments(siteIds, state, options).count;
  if (result.count !== mine) console.warn(`count mismatch for ${name}: sql ${result.count}, index ${mine}`);
}
await db.close();
if (startedPg) execFileSync("bash", ["scripts/ci/stop-postgres.sh"]);

console.log("\nBuilding Orama with the same facets...");
const orama = create({
  schema: {
    text: "string",
    make: "enum",
    model: "enum",
    body: "enum",
    car_type: "enum",
    status: "enum",
    dealership_name: "enum",
    location_name: "enum",
    state: "enum",
    fuel: "enum",
    transmission: "enum",
    colour: "enum",
    drive: "enum",
    price: "number",
    km: "number",
    year: "number",
    custom_rank: "number",
    visible: "boolean",
  } as const,
});
const oramaStart = performance.now();
await insertMultiple(
  orama,
  cars.map((c) => ({
    id: String(c.id),
    text: [c.year, c.make, c.model, c.badge, c.series, c.body, c.colour, c.stocknum].filter(Boolean).join(" "),
    make: c.make,
    model: c.model,
    body: c.simpleBody ?? "",
    car_type: c.carType,
    status: c.status,
    dealership_name: c.dealershipName,
    location_name: c.locationName,
    state: c.state,
    fuel: c.simpleFuel ?? "",
    transmission: c.simpleTransmission ?? "",
    colour: c.colour ?? "",
    drive: c.drive ?? "",
    price: c.price,
    km: c.km,
    year: c.year,
    custom_rank: c.customRank,
    visible: c.showOnDealerWebsite && (c.status !== "sold" || (c.soldAt ?? 0) > now.getTime() - 3 * 86_400_000),
  })),
  2000,
);
const oramaBuildMs = performance.now() - oramaStart;
cars = null;
const oramaAll: Record<string, number[]> = {};
const oramaFacets = Object.fromEntries(SQL_FACETS.map((f) => [f, { limit: 200 }]));
for (let run = 0; run < sqlRuns + 1; run++) {
  for (const { name, state } of QUERIES) {
    const where: Record<string, unknown> = { visible: true };
    for (const [facet, values] of Object.entries(state.refinements)) where[facet] = { in: values };
    const price = state.ranges.price;
    if (price) where.price = { between: [price.min ?? 0, price.max ?? 10_000_000] };
    const t = await time(() =>
      oramaSearch(orama, {
        term: state.query,
        properties: ["text"],
        tolerance: state.query ? 1 : 0,
        where,
        facets: oramaFacets,
        limit: 21,
      } as never),
    );
    if (run >= 1) oramaAll[name] = [...(oramaAll[name] ?? []), t];
  }
}

console.log(
  `\n${"query".padEnd(26)} ${"index all".padStart(10)} ${"p95".padStart(8)} ${"one site".padStart(9)} ${"p95".padStart(8)} ${"SQL".padStart(9)} ${"Orama".padStart(9)}`,
);
const med = (m: Record<string, number[]>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, stats(v)]));
const A = med(indexAll);
const S = med(indexSite);
const P = med(sqlAll);
const O = med(oramaAll);
for (const { name } of QUERIES) {
  console.log(
    `${name.padEnd(26)} ${fmt(A[name].median).padStart(10)} ${fmt(A[name].p95).padStart(8)} ${fmt(S[name].median).padStart(9)} ${fmt(S[name].p95).padStart(8)} ${fmt(P[name].median).padStart(9)} ${fmt(O[name].median).padStart(9)}`,
  );
}
const overall = (m: Record<string, number[]>) => stats(Object.values(m).flat());
const all = overall(indexAll);
const site = overall(indexSite);
const sql = overall(sqlAll);
const ora = overall(oramaAll);
console.log(
  `\nall queries (ms): index platform-wide median ${fmt(all.median)} p95 ${fmt(all.p95)} max ${fmt(all.max)}; one site (${siteSize} cars) median ${fmt(site.median)} p95 ${fmt(site.p95)}; SQL median ${fmt(sql.median)}; Orama median ${fmt(ora.median)} (Orama build ${oramaBuildMs.toFixed(0)} ms)`,
);
console.log(`event loop: longest single search ${fmt(all.max)} ms; longest event-loop delay while searching ${fmt(loopMaxMs)} ms`);
console.log(
  JSON.stringify({
    cars: CARS,
    sites: siteIds.length,
    site_cars: siteSize,
    median_ms_100k: Number(all.median.toFixed(3)),
    p95_ms_100k: Number(all.p95.toFixed(3)),
    median_ms_site: Number(site.median.toFixed(3)),
    p95_ms_site: Number(site.p95.toFixed(3)),
    sql_median_ms: Number(sql.median.toFixed(1)),
    orama_median_ms: Number(ora.median.toFixed(1)),
    ratio_vs_sql: Number((sql.median / all.median).toFixed(1)),
    ratio_vs_orama: Number((ora.median / all.median).toFixed(1)),
    build_ms: Math.round(buildMs),
    heap_mb: Math.round(heapMb),
    max_block_ms: Number(all.max.toFixed(2)),
    event_loop_max_delay_ms: Number(loopMaxMs.toFixed(2)),
    sql_backend: pgUrl ? "postgresql" : "pglite",
  }),
);
process.exit(0);
