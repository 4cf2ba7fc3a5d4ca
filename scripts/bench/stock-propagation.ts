/**
 * Issue 54: the time from a console edit's commit to its showing in every server process's search. Two built servers
 * (each its own process, DATA_DIR and connection pool, as two machines behind one address are) run on one PostgreSQL
 * database; a third process, this one, makes the change through the console's own use cases (a bulk price change of
 * one car, as the stock page's form posts it, and the car editor's save) and polls both servers' /api/search and the car's page (through the page cache) until each shows the new price.
 * Also a price typed as plain SQL (psql), which no code of ours announces: the stock tables' triggers do.
 * Needs `npm run build` first. Prints a table, then the JSON.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { changeStockInBulk } from "~/console/bulk-stock-change.server";
import { addStaff } from "~/console/manage-staff.server";
import { saveCar } from "~/stock-feed/commit-car-change.server";
import { loadCarEditor } from "~/stock-feed/load-car-editor.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { formatAud } from "~/domain/format";
import { parseBulkForm } from "~/domain/console/stock-bulk-form";
import { SearchIndex } from "~/search/search-index";
import { buildIndex, keepIndexInStep } from "~/search/stock-sync.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { request } from "../../tests/support/http-request";
import { startTestServer, type TestServer } from "../../tests/support/test-server";
import { onBenchDatabases } from "./bench-databases";
import { benchViewer, percentile } from "./console-timing";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "20" }, cars: { type: "string", default: "2000" } } });
const RUNS = Number(args.runs);
const CARS = Number(args.cars);
if (!(RUNS >= 3) || !(CARS >= 100)) throw new Error("usage: npm run bench:stock-propagation -- [--runs N>=3] [--cars N>=100]");
const SITE = "metro-motor-group";
const TARGET_MS = 1_000;

type Series = { change: string; runs: number; median: number; p95: number; max: number };

let polls = 0;
/** A shopper of its own per poll (the servers trust this loopback "proxy"), so the per-client search limit does not stand in for sync. */
const shopper = () => `10.${(polls >> 16) & 255}.${(polls >> 8) & 255}.${polls++ & 255}`;

type Car = { id: number; stocknum: string; price: number; path?: string };

async function get(server: TestServer, path: string) {
  const res = await request(server.port, `${SITE}.localhost:${server.port}`, path, { headers: { "x-forwarded-for": shopper() } });
  if (res.status !== 200) throw new Error(`${path} on :${server.port} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return res.body;
}

async function searchHit(server: TestServer, car: Car) {
  const body = await get(server, `/api/search?query=${encodeURIComponent(car.stocknum)}`);
  return (JSON.parse(body) as { hits: { id: number; price: number; path: string }[] }).hits.find((h) => h.id === car.id);
}

/** Both the search API's price and the car page's (through the page cache, on by default) show `price`. */
async function showsPrice(server: TestServer, car: Car, price: number): Promise<boolean> {
  if ((await searchHit(server, car))?.price !== price) return false;
  return (await get(server, car.path as string)).includes(formatAud(price));
}

/** Milliseconds from `started` until every server's search and car page show `price` (polling every 2 ms). */
async function untilEverywhere(servers: TestServer[], car: Car, price: number, started: number) {
  const seen = await Promise.all(
    servers.map(async (server) => {
      while (!(await showsPrice(server, car, price))) {
        if (performance.now() - started > 10_000) throw new Error(`:${server.port} still shows the old price after 10 s`);
        await new Promise((r) => setTimeout(r, 2));
      }
      return performance.now() - started;
    }),
  );
  return Math.max(...seen);
}

function summarise(change: string, ms: number[]): Series {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    change,
    runs: ms.length,
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

async function bench(db: Database, url: string): Promise<Series[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-propagation-"));
  await migrate(db);
  const sites = await syncSites(db, loadSiteConfigs("config/sites"));
  await seedDemo(db, sites, { now: new Date(), totalCars: CARS, imagesDir: join(dir, "seed-art") });
  const site = sites.find((s) => s.slug === SITE);
  if (!site) throw new Error(`config/sites/${SITE}.json is missing`);
  const env = { DATABASE_URL: url, SEED_ON_START: "false", LEAD_SECRET: "x".repeat(40), TRUSTED_PROXIES: "loopback" };
  const servers = [await startTestServer({ dataDir: join(dir, "a"), env }), await startTestServer({ dataDir: join(dir, "b"), env })];
  // The console's process keeps its own index in step, as the server whose stock page took the form would.
  const search = new SearchIndex();
  await buildIndex(db, search, [site.id]);
  const stopSync = await keepIndexInStep(db, search, { onError: (e) => console.error(e) });
  const psql = await openDatabase({ databaseUrl: url });
  try {
    const added = await addStaff(
      { db, siteId: site.id, now: new Date(), actor: { tool: "bench" } },
      { email: `manager@${SITE}.bench`, name: "Mia Manager", role: "manager", dealerships: [] },
    );
    if (!added.ok) throw new Error("could not add the manager");
    const viewer = benchViewer(site, added.staffId, "manager", null);
    const cars = await db.query<Car>(
      `SELECT id, stocknum, price FROM cars WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND price > 0
        AND NOT reserved AND offer_price IS NULL ORDER BY id LIMIT $2`,
      [site.id, RUNS],
    );
    const editor = { siteId: site.id, staffId: added.staffId, email: `manager@${SITE}.bench`, dealershipSlugs: null };
    const console_: number[] = [];
    const edited: number[] = [];
    const typed: number[] = [];
    for (const car of cars) {
      car.path = (await searchHit(servers[0], car))?.path;
      // Both servers show (and the page cache holds) the old price first.
      for (const server of servers)
        if (!(await showsPrice(server, car, car.price))) throw new Error(`${car.stocknum} is not at ${car.price}`);
      const parsed = parseBulkForm({ step: "apply", change: "price", priceBy: "amount", priceValue: "-100", ids: String(car.id) });
      if (!parsed.ok) throw new Error(parsed.message);
      const started = performance.now();
      const outcome = await changeStockInBulk({ db, search, now: new Date() }, viewer, parsed.request);
      if (!outcome.ok) throw new Error(outcome.message);
      console_.push(await untilEverywhere(servers, car, car.price - 100, started));
      // The car editor's save: the form's values as its page loads them, with the price typed over.
      const page = await loadCarEditor(db, editor, car.id);
      if (!page) throw new Error(`the editor does not find car ${car.id}`);
      const editStarted = performance.now();
      const saved = await saveCar({ db, search, now: new Date() }, editor, car.id, { ...page.values, price: String(car.price + 200) });
      if (!saved.ok) throw new Error(`the editor refused the price: ${JSON.stringify(saved.errors)}`);
      edited.push(await untilEverywhere(servers, car, car.price + 200, editStarted));
      const sqlStarted = performance.now();
      await psql.query(`UPDATE cars SET price = ${car.price + 500} WHERE id = ${car.id}`);
      typed.push(await untilEverywhere(servers, car, car.price + 500, sqlStarted));
    }
    return [
      summarise("console bulk price change", console_),
      summarise("car editor price change", edited),
      summarise("plain SQL UPDATE (psql)", typed),
    ];
  } finally {
    await psql.close();
    await stopSync();
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = await onBenchDatabases("stock_propagation", "postgres", (_kind, db, url) => bench(db, url as string));
const series = results.postgres;
if (!series) throw new Error("postgres: no BENCH_DATABASE_URL and no initdb/pg_ctl on this machine");
console.log(`\nTime from a stock change's start to both server processes' search and car page showing it (target ${TARGET_MS} ms), ms`);
console.log(`${"change".padEnd(58)}${"runs".padStart(5)}${"median".padStart(9)}${"p95".padStart(8)}${"max".padStart(8)}`);
for (const s of series)
  console.log(
    `${s.change.padEnd(58)}${String(s.runs).padStart(5)}${s.median.toFixed(1).padStart(9)}${s.p95.toFixed(1).padStart(8)}${s.max.toFixed(1).padStart(8)}`,
  );
console.log(JSON.stringify({ database: "postgres", cars: CARS, target_ms: TARGET_MS, series }));
process.exit(0);
