import { parseArgs } from "node:util";
import { changeStockInBulk } from "~/console/bulk-stock-change.server";
import { addStaff } from "~/console/manage-staff.server";
import { loadStockList } from "~/console/stock-list.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { writeNetwork } from "~/demo/demo-queries.server";
import { generateNetwork } from "~/demo/generate-network";
import { parseBulkForm } from "~/domain/console/stock-bulk-form";
import { parseStockFilter } from "~/domain/console/stock-filter";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { tagStockChange } from "~/stock/car-history-queries.server";
import { onBenchDatabases } from "./bench-databases";
import { benchViewer, printTimings, type Timing, timeRuns } from "./console-timing";

const { values: args } = parseArgs({
  options: {
    cars: { type: "string", default: "100000" },
    other: { type: "string", default: "20000" },
    runs: { type: "string", default: "20" },
    database: { type: "string", default: "pglite" },
  },
});
const CARS = Number(args.cars);
const OTHER = Number(args.other);
const RUNS = Number(args.runs);
if (!(CARS >= 1000) || !(OTHER >= 0) || !(RUNS >= 3) || !["postgres", "pglite"].includes(args.database))
  throw new Error("usage: npm run bench:console-stock -- [--cars N>=1000] [--other N] [--runs N>=3] [--database pglite|postgres]");

const TARGET_MS = 100;
const SITE = "metro-motor-group";
const OTHER_SITE = "coastal-toyota";
const now = new Date();

async function benchOn(kind: string, db: Database): Promise<{ load: Record<string, number>; timings: Timing[] }> {
  await migrate(db);
  const configs = loadSiteConfigs("config/sites").filter((c) => c.slug === SITE || c.slug === OTHER_SITE);
  const sites = await syncSites(db, configs);
  const site = sites.find((s) => s.slug === SITE);
  if (!site) throw new Error(`config/sites/${SITE}.json is missing`);
  const stored = performance.now();
  for (const s of sites) {
    const count = s.slug === SITE ? CARS : OTHER;
    if (!count) continue;
    const network = generateNetwork(s.slug, { now, carsPerSite: count, seed: "bench" });
    await db.transaction(async (tx) => {
      await tagStockChange(tx, { source: "demo", actor: "bench", at: now });
      await writeNetwork(tx, s.id, network);
    });
  }
  const storeMs = Math.round(performance.now() - stored);
  const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM cars WHERE site_id = $1", [site.id]);
  const index = new SearchIndex();
  const indexed = performance.now();
  await buildIndex(
    db,
    index,
    sites.map((s) => s.id),
  );
  const indexMs = Math.round(performance.now() - indexed);
  console.log(`${kind}: ${count} cars on ${SITE} and ${OTHER} on ${OTHER_SITE} stored in ${storeMs} ms, indexed in ${indexMs} ms`);

  const added = await addStaff(
    { db, siteId: site.id, now, actor: { tool: "bench" } },
    { email: `owner@${SITE}.bench`, name: "Olivia Owner", role: "owner", dealerships: [] },
  );
  if (!added.ok) throw new Error("could not add the owner");
  const owner = benchViewer(site, added.staffId, "owner", null);
  const deps = { db, search: index, now };
  const firstMake = loadStockList(deps, owner, parseStockFilter({}).filter).makes[0] ?? "Toyota";
  const filters: [string, Record<string, string>][] = [
    ["first page", {}],
    ["status sold", { status: "sold" }],
    [`make ${firstMake}`, { make: firstMake }],
    ["type used, under $30,000", { type: "used", maxPrice: "30000" }],
    ["90 days or more in stock", { minDays: "90" }],
    ["no photos", { noPhotos: "1" }],
    ["no price", { noPrice: "1" }],
    ["text search", { q: `${firstMake} white` }],
    ["sort lowest price, page 20", { sort: "price_asc", page: "20" }],
    ["make + status + price + days", { make: firstMake, status: "in_stock", minPrice: "20000", maxDays: "60" }],
  ];
  const timings: Timing[] = [];
  for (const [name, params] of filters) {
    const { filter } = parseStockFilter(params);
    timings.push(await timeRuns(name, RUNS, () => ({ rows: loadStockList(deps, owner, filter).rows.length })));
  }
  // A bulk change's preview over a filter's cars (at most a bulk change's 2,000): the index finds them, the database reads and locks them.
  const bulkFilter = new URLSearchParams({ make: firstMake, status: "in_stock", maxDays: "30" }).toString();
  const preview = parseBulkForm({ step: "preview", change: "sold", all: "1", filter: bulkFilter, car: [] });
  if (!preview.ok) throw new Error(preview.message);
  timings.push(
    await timeRuns("bulk preview, all matching", RUNS, async () => {
      const outcome = await changeStockInBulk(deps, owner, preview.request);
      return { rows: outcome.ok && outcome.step === "preview" ? outcome.count : 0 };
    }),
  );
  printTimings(`${kind}: loadStockList server time at ${count} cars, ${RUNS} runs each`, timings, TARGET_MS);
  return { load: { cars: count, storeMs, indexMs }, timings };
}

const runs = await onBenchDatabases("console_stock", args.database, (kind, db) => benchOn(kind, db));
const result = runs.postgres ?? runs.pglite;
if (!result) throw new Error("postgres: no BENCH_DATABASE_URL and no initdb/pg_ctl on this machine");
const worst = Math.max(...result.timings.map((t) => t.p95));
const firstPage = result.timings[0];
console.log(JSON.stringify({ database: args.database, ...result.load, first_page_p95_ms: firstPage?.p95, worst_p95_ms: worst }));
process.exit(0);
