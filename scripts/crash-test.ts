/**
 * `npm run test:crash`: leads, reservations, payment requests and stock feeds sent continuously
 * while the server is killed with SIGKILL again and again; then every lead that got a 201 must be
 * stored exactly once with its delivery jobs, every acknowledged hold must have its lead and the
 * shopper's mail within a minute of the last restart, no money state may be half-done, and no feed
 * may leave a car half-written (scripts/crash/, one module per part).
 * Between a kill and the restart the dealer asks for payments and cancels holds (the use cases of
 * `npm run reservations`), so money changes land around the crashes.
 * Runs on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (CI): then on a cluster
 * of its own, which every other round crashes instead of the platform (`pg_ctl stop -m immediate`)
 * and restarts while the platform keeps running.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "~/db/database";
import { TEST_DRIVE_ONLY } from "~/domain/card-actions";
import { openDatabase } from "~/db/open-database.server";
import { parseEnv } from "~/lib/env.server";
import { createPayments } from "~/payments/providers.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { rotateFeedKey } from "~/stock-feed/feed-keys.server";
import { newerThanBuild, newerThanServerBundle } from "./build-freshness";
import { FEED_DEALERSHIP, feedPart } from "./crash/feeds";
import { HOST, PORT, pause, RESERVE_HOST, send } from "./crash/http";
import { leadPart } from "./crash/leads";
import { reservationPart } from "./crash/reservations";
import { newRun } from "./crash/run";
import { crashServer } from "./crash/server";
import { startPostgresCluster } from "./postgres-cluster";

const DATA_DIR = "/tmp/dealer-crash-data";
const SECRET = "crash-test-secret-".padEnd(40, "x");
const RUN_MS = Number(process.env.CRASH_RUN_MS ?? 40_000);
const LEAD_SENDERS = 4;
const RESERVERS = 2;
const cluster = process.env.TEST_DATABASE_URL ? startPostgresCluster(PORT + 1) : null;
if (process.env.TEST_DATABASE_URL && !cluster) throw new Error("TEST_DATABASE_URL is set but no PostgreSQL cluster could be started here");
const databaseUrl = cluster?.url;
// Whatever ends the run, the cluster goes with it (destroy is synchronous, so it runs on exit too).
process.on("exit", () => cluster?.destroy());
// Ctrl-C or a kill runs the exit handlers too, so no cluster outlives the run.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  DATA_DIR,
  // Info, for the sign-in codes the log SMS provider writes (the crash test reads them; nothing else of the log is kept).
  LOG_LEVEL: "info",
  SMS_PROVIDER: "log",
  LEAD_SECRET: SECRET,
  CAPTCHA_COST: "10",
  CAPTCHA_COUNTER_MIN: "5",
  CAPTCHA_COUNTER_MAX: "20",
  // The script stands in for a local proxy: each simulated client's X-Forwarded-For is its address (decision 009).
  TRUSTED_PROXIES: "loopback",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const openDb = () => openDatabase({ databaseUrl, dataDir: join(DATA_DIR, "pglite") });

if (newerThanBuild().length || newerThanServerBundle().length) {
  console.error("The build is missing or older than its sources: run `npm run build` first.");
  process.exit(1);
}
rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Crash test on ${databaseUrl ? "PostgreSQL" : "PGlite"}: starting the server (first start loads the demo network)…`);
const server = crashServer(env);
await server.start();
// Set up as the operator does, with the server stopped (the embedded database is one process's):
// the dealership's feed key, and the cars to reserve.
await server.stop();
const setup = await openDb();
const sites = await syncSites(setup, loadSiteConfigs(parseEnv(env).SITES_DIR), { port: PORT });
const feedSite = sites.find((s) => s.slug === "value-used-cars");
// The reservations' site: it takes deposits with the test cards (value-used-cars offers no Reserve Now).
const site = sites.find((s) => s.slug === "coastal-toyota");
if (!site || !feedSite) throw new Error("no value-used-cars or coastal-toyota site");
const feedKey = await rotateFeedKey(setup, feedSite, FEED_DEALERSHIP);
await setup.close();
await server.start();
const leadCar = (await listedCars(HOST))[0];
const cars = await listedCars(RESERVE_HOST);
if (cars.length < 20) throw new Error(`only ${cars.length} reservable cars listed`);

/** The site's cars as its search lists them (the public API), those that can be reserved. */
async function listedCars(host: string): Promise<{ id: number; slug: string }[]> {
  const listed: { id: number; slug: string }[] = [];
  for (let page = 1; page <= 5; page++) {
    const res = await send("GET", `/api/search?hitsPerPage=100&page=${page}`, { host });
    const { hits } = JSON.parse(res.body) as {
      hits: { id: number; slug: string; status: string; reserved: boolean; price: number; tag: string | null }[];
    };
    listed.push(...hits.filter((h) => h.status === "in_stock" && !h.reserved && h.price > 0 && h.tag !== TEST_DRIVE_ONLY));
    if (hits.length < 100) break;
  }
  return listed;
}

const { providerFor } = createPayments({ stripe: null });
const run = newRun();
const leads = leadPart(run, SECRET, leadCar.id);
const reservations = reservationPart(run, server, cars);
const feeds = feedPart(run, feedKey);
let kills = 0;
let databaseCrashes = 0;
let dealerRounds = 0;

/** The dealer's round, while the server is down: a database of its own for the moment. */
async function dealer() {
  let db: Database | null = null;
  try {
    db = await openDb();
    await reservations.dealerRound(db, site as NonNullable<typeof site>, providerFor);
    dealerRounds++;
  } catch (error) {
    run.problems.push(`the dealer's round failed: ${(error as Error).message}`);
  } finally {
    await db?.close();
  }
}

async function killer() {
  const until = Date.now() + RUN_MS;
  while (Date.now() < until) {
    await pause(1500 + Math.random() * 2500);
    // The last round is always the server's, so the final restart is a server start.
    if (cluster && (kills + databaseCrashes) % 2 === 1 && Date.now() + 4000 < until) {
      // The database crashes under a running platform, which answers 503 until it is back.
      cluster.stop("immediate");
      databaseCrashes++;
      await pause(1000 + Math.random() * 1500);
      cluster.start();
      continue;
    }
    // Nothing here stops the server but this loop: a server gone by itself crashed on its own.
    const gone = server.exited();
    if (gone) run.problems.push(`the server exited by itself (${gone})`);
    else await server.kill();
    kills++;
    await dealer();
    await server.start();
  }
  run.stopping = true;
}

const restartedAt = await (async () => {
  await Promise.all([
    killer(),
    ...Array.from({ length: LEAD_SENDERS }, (_, n) => leads.sender(n)),
    ...Array.from({ length: RESERVERS }, (_, n) => reservations.sender(n)),
    reservations.payer(),
    feeds.sender(),
  ]);
  return Date.now();
})();

/**
 * Within a minute of the last restart every acknowledged hold has its lead and mail jobs (the
 * reservations' upkeep sends a missing one at start). PostgreSQL is read beside the running server;
 * the embedded database only with the server stopped, so it is stopped to look and started again
 * to go on while anything is missing.
 */
async function settle(): Promise<Database> {
  for (;;) {
    if (!cluster) {
      await pause(3000);
      await server.stop();
    }
    const db = await openDb();
    const missing = await reservations.missingLeads(db);
    const late = Date.now() - restartedAt > 60_000;
    if (!missing.length || late) {
      if (missing.length) run.problems.push(...missing.map((m) => `a minute after the restart: ${m}`));
      console.log(
        `Acknowledged holds with their lead and mail jobs ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart.`,
      );
      return db;
    }
    if (!cluster) {
      await db.close();
      await server.start();
    } else {
      await db.close();
      await pause(2000);
    }
  }
}

const db = await settle();
await server.stop();
console.log(`Answers: ${[...run.statuses].map(([status, count]) => `${status} × ${count}`).join(", ")}.`);
console.log(
  `Server killed ${kills} times; database crashed ${databaseCrashes} times; ${dealerRounds} dealer rounds; ${run.attempts} requests.`,
);
await leads.check(db);
await reservations.check(db);
await feeds.check(db);
await db.close();
if (run.problems.length) {
  console.error(`FAILED (${run.problems.length} problems):\n${run.problems.slice(0, 30).join("\n")}`);
  process.exit(1);
}
if (kills < 3 || (cluster && databaseCrashes < 2)) run.tooSmall.push("fewer than 3 kills, or 2 database crashes on PostgreSQL");
if (run.tooSmall.length) {
  console.error(`FAILED: the run was too small to mean anything: ${run.tooSmall.join("; ")}.`);
  process.exit(1);
}
console.log(
  "Every acknowledged lead is stored exactly once with its delivery jobs; every acknowledged hold has its lead and mail; no money state is half-done; every feed car is one whole generation.",
);
