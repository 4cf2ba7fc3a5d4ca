/**
 * `npm run bench:import [-- --cars 10000 --changed 0.05 --database both|postgres|pglite]`
 *
 * The stock feed importer's speed (issue 17): a generated feed of --cars cars (with features,
 * specifications and videos; no photos, which would measure the photo host instead) goes into an
 * empty dealership, then the same feed again with --changed of the prices lowered. For each it prints
 * rows a second (parsing, validation, planning and every batch's transaction) and the time from the
 * import's end until search shows the result, through a SearchIndex kept in step by stock_changed
 * notifications exactly as server/boot.ts does. Runs on a real PostgreSQL server (BENCH_DATABASE_URL,
 * else a throwaway cluster of the machine's own binaries) and on embedded PGlite (in a temporary data
 * directory, as a server would). The last line is JSON.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { upsertSite } from "~/db/queries/sites.server";
import { SearchIndex } from "~/search/search-index";
import type { SearchState } from "~/search/search-types";
import { buildIndex, keepIndexInStep } from "~/search/stock-sync.server";
import { StockRestrictionsSchema } from "~/sites/site-config";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { importStockFeed } from "~/stock-feed/import-stock-feed.server";
import { parseFeed } from "~/stock-feed/parse-feed";
import { localFileStore } from "~/storage/local-file-store.server";
import { onBenchDatabases } from "./bench-databases";

const { values: args } = parseArgs({
  options: {
    cars: { type: "string", default: "10000" },
    changed: { type: "string", default: "0.05" },
    database: { type: "string", default: "both" },
  },
});
const CARS = Number(args.cars);
const CHANGED = Math.round(CARS * Number(args.changed));
if (!Number.isInteger(CARS) || CARS < 1 || !(CHANGED >= 1 && CHANGED <= CARS) || !["both", "postgres", "pglite"].includes(args.database))
  throw new Error("usage: npm run bench:import -- [--cars N] [--changed 0.05] [--database both|postgres|pglite]");

const MAKES = [
  ["Toyota", ["HiLux", "RAV4", "Corolla", "LandCruiser", "Camry"]],
  ["Mazda", ["CX-5", "CX-3", "BT-50", "Mazda3"]],
  ["Ford", ["Ranger", "Everest", "Puma"]],
  ["Hyundai", ["i30", "Tucson", "Kona"]],
  ["Kia", ["Sportage", "Cerato", "Sorento"]],
] as const;
const FEATURES = ["Tow Bar", "Bull Bar", "Apple CarPlay", "Reversing Camera", "Sunroof", "Leather Seats", "Roof Racks", "Bluetooth"];
const HEADER =
  "stock_number,car_type,year,make,model,badge,body,colour,km,price,transmission,fuel,drive,seats,doors,vin,rego,rego_state,dealer_comments,videos,features,spec.Engine,spec.Power,spec.Torque,spec.Fuel economy,spec.Towing";

/** Every how-many-th car the re-import makes cheaper: spread over the whole feed, so the last change is near its end. */
const STEP = Math.floor(CARS / CHANGED);
const isChanged = (i: number) => i % STEP === 0 && i / STEP < CHANGED;
const priceOf = (i: number, changed: boolean) => 15_000 + ((i * 7919) % 60_000) - (changed && isChanged(i) ? 1_000 : 0);

/** The feed as a dealer system would send it; `changed` lowers CHANGED of its prices by $1,000. */
function feedCsv(changed = false): string {
  const rows = [HEADER];
  for (let i = 0; i < CARS; i++) {
    const [make, models] = MAKES[i % MAKES.length];
    const model = models[(i >> 3) % models.length];
    const price = priceOf(i, changed);
    const vin = `JT${String(i).padStart(15, "0")}`;
    const features = Array.from({ length: 5 }, (_, k) => FEATURES[(i + k * 3) % FEATURES.length]).join("|");
    rows.push(
      [
        `B${i}`,
        i % 4 === 0 ? "new" : "used",
        2015 + (i % 11),
        make,
        model,
        "GXL",
        "SUV",
        ["White", "Silver", "Black", "Blue"][i % 4],
        i % 4 === 0 ? 10 : 5_000 + ((i * 104_729) % 150_000),
        price,
        "Automatic",
        i % 3 === 0 ? "Diesel" : "Petrol",
        "AWD",
        5,
        4,
        vin,
        `BEN${i}`.slice(0, 12),
        "QLD",
        `"One owner, full service history. Stock ${i}."`,
        i % 10 === 0 ? `https://www.youtube.com/watch?v=bench${i}` : "",
        features,
        "2.5L 4 cyl",
        "152 kW",
        "243 Nm",
        "7.3 L/100km",
        "2000 kg",
      ].join(","),
    );
  }
  return rows.join("\n");
}

type Run = { rows_per_s: number; ms: number; visible_ms: number; report: string };

async function benchOn(kind: "postgres" | "pglite", db: Database): Promise<{ first: Run; second: Run }> {
  await migrate(db);
  const base = loadSiteConfigs("config/sites").find((c) => c.slug === "coastal-toyota");
  if (!base) throw new Error("config/sites/coastal-toyota.json is missing");
  const config = { ...base, slug: "bench-import", name: "Bench import" };
  const siteId = await upsertSite(db, config);
  const site: TenantSite = { ...config, id: siteId, origin: "http://bench-import.localhost:3000" };
  const [{ id: dealershipId }] = await db.query<{ id: number }>(
    "INSERT INTO dealerships (site_id, slug, name, make) VALUES ($1, 'bench', 'Bench Motors', 'Toyota') RETURNING id",
    [siteId],
  );
  await db.query(
    `INSERT INTO locations (site_id, dealership_id, slug, name, is_primary, street, city, state, postcode, lat, lng, time_zone)
     VALUES ($1, $2, 'bench-sales', 'Bench sales', true, '1 Main St', 'Maroochydore', 'QLD', '4558', -26.65, 153.09, 'Australia/Brisbane')`,
    [siteId, dealershipId],
  );

  const index = new SearchIndex();
  await buildIndex(db, index, [siteId]);
  const stop = await keepIndexInStep(db, index, {
    onError: (error) => {
      throw error;
    },
  });
  const options = {
    rules: { recentSoldDays: 3, stockRestrictions: StockRestrictionsSchema.parse({}) },
    defaultSort: "relevance",
    now: new Date(),
  } as const;
  const state = (query: string): SearchState => ({ query, refinements: {}, ranges: {}, sortBy: "relevance", page: 1, facets: [] });
  const priceInSearch = (stock: string) => index.search(siteId, state(stock), options).hits.find((h) => h.stocknum === stock)?.price;

  const imagesDir = mkdtempSync(join(tmpdir(), "bench-import-img-"));
  const importFeed = async (text: string, now: Date, shows: () => boolean): Promise<Run> => {
    const started = performance.now();
    const parsed = parseFeed(text, "csv");
    if (!parsed.ok) throw new Error(parsed.error);
    const report = await importStockFeed(db, site, "bench", parsed.rows, {
      now,
      mode: "full",
      photos: { store: localFileStore(imagesDir), filesDir: null },
    });
    const ended = performance.now();
    if (report.rejected) throw new Error(`${report.rejected} rows rejected: ${JSON.stringify(report.rejectedRows.slice(0, 3))}`);
    while (!shows()) {
      if (performance.now() - ended > 30_000) throw new Error("search did not show the import within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const ms = ended - started;
    return {
      rows_per_s: Math.round((CARS * 1000) / ms),
      ms: Math.round(ms),
      visible_ms: Number((performance.now() - ended).toFixed(1)),
      report: `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.sold} sold`,
    };
  };

  const last = `B${CARS - 1}`;
  const first = await importFeed(feedCsv(), new Date(), () => index.size() >= CARS && priceInSearch(last) !== undefined);
  const changedCars = Array.from({ length: CARS }, (_, i) => i).filter(isChanged);
  const lastChanged = changedCars[changedCars.length - 1];
  const second = await importFeed(
    feedCsv(true),
    new Date(Date.now() + 60_000),
    () => priceInSearch(`B${lastChanged}`) === priceOf(lastChanged, true),
  );
  // Every changed car, not just the last one written, shows its new price.
  const stale = changedCars.filter((i) => priceInSearch(`B${i}`) !== priceOf(i, true));
  if (stale.length) throw new Error(`${stale.length} changed cars do not show their new price in search`);
  if (second.report !== `0 created, ${CHANGED} updated, ${CARS - CHANGED} unchanged, 0 sold`)
    throw new Error(`re-import: ${second.report}`);
  await stop();
  rmSync(imagesDir, { recursive: true, force: true });
  console.log(`${kind}: first import ${first.rows_per_s} rows/s (${first.ms} ms; ${first.report}), in search ${first.visible_ms} ms after`);
  console.log(
    `${kind}: re-import, ${CHANGED} prices changed: ${second.rows_per_s} rows/s (${second.ms} ms; ${second.report}), in search ${second.visible_ms} ms after`,
  );
  return { first, second };
}

const results: Record<string, unknown> = { cars: CARS, changed: CHANGED };
Object.assign(results, await onBenchDatabases("import", args.database, (kind, db) => benchOn(kind, db)));
const summary = (run?: { first: Run; second: Run }) =>
  run && {
    import_rows_per_s: run.first.rows_per_s,
    reimport_rows_per_s: run.second.rows_per_s,
    import_visible_ms: run.first.visible_ms,
    reimport_visible_ms: run.second.visible_ms,
  };
console.log(
  JSON.stringify({
    cars: CARS,
    changed: CHANGED,
    postgres: summary(results.postgres as { first: Run; second: Run } | undefined),
    pglite: summary(results.pglite as { first: Run; second: Run } | undefined),
  }),
);
process.exit(0);
