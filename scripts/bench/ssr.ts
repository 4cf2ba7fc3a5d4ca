/**
 * `npm run bench:ssr` (issue 18): what server rendering costs in the framework, as a ratio to a bare React baseline
 * measured in the same run. For two sites, autocannon loads the home page, a search page, a vehicle page and the
 * search API of the production build (run `npm run build` first), then the same URLs of a baseline server
 * (scripts/bench/ssr-baseline.tsx: the same route components and the same loader data, fetched once, given to
 * `renderToString` on a plain node:http server; for the API the same JSON stringified). Target: every page at
 * least 60% of the baseline's requests a second. The server's resident memory (its workers' included) is
 * sampled during each run; the table gives the peak. It also gives the CPU time the server used a request (its workers'
 * included): steadier than requests a second on a shared machine, where other work takes turns with the server.
 *
 * The page cache is off (PAGE_CACHE_SECONDS=0) unless SSR_PAGE_CACHE_SECONDS says otherwise, so every request renders.
 * Options (environment): SSR_SECONDS (10), SSR_CONNECTIONS (10), SSR_DATABASE=postgres (a throwaway PostgreSQL
 * cluster instead of PGlite), SSR_WORKERS (WEB_CONCURRENCY for the server; PostgreSQL only), SSR_ONLY (page names,
 * separated by |), SSR_NODE_OPTIONS (NODE_OPTIONS for the server only), SSR_PROFILE=dir (the server runs with --cpu-prof, profiles written to dir at the end),
 * SSR_CARS=N (PostgreSQL only: the demo network seeded with N cars before the server starts, e.g. 100000).
 * Figures from a shared or small machine are indicative: autocannon, the server and the baseline share its cores.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { benchDatabase, cpuMs, get, percentile, requireBuild, sampleRss, startSeededServer } from "./bench-server";

const PORT = 4484;
const BASELINE_PORT = 4486;
const SITES = ["coastal-toyota", "value-used-cars"];
const SECONDS = Number(process.env.SSR_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SSR_CONNECTIONS ?? 10);
const PAGE_NAMES = ["home", "search", "vehicle", "search API"];
const ONLY = process.env.SSR_ONLY?.split("|").map((name) => name.trim());
const unknown = ONLY?.filter((name) => !PAGE_NAMES.includes(name)) ?? [];
if (unknown.length) throw new Error(`SSR_ONLY names no such page: ${unknown.join(", ")} (pages: ${PAGE_NAMES.join(", ")})`);
const TARGET_RATIO = 0.6;
const CARS = process.env.SSR_CARS ? Number(process.env.SSR_CARS) : null;
if (CARS !== null && !(Number.isInteger(CARS) && CARS > 0))
  throw new Error(`SSR_CARS must be a positive whole number, got ${process.env.SSR_CARS}`);
if (CARS !== null && process.env.SSR_DATABASE !== "postgres") throw new Error("SSR_CARS needs SSR_DATABASE=postgres");

requireBuild();
const cluster = benchDatabase(process.env.SSR_DATABASE === "postgres", PORT + 1);
const profileDir = process.env.SSR_PROFILE;
// A larger demo network than the first-run seed's (issue 18: memory with 100,000 cars), seeded before the server starts.
if (cluster && CARS !== null) {
  console.log(`Seeding ${CARS} cars…`);
  const seedDir = mkdtempSync(join(tmpdir(), "ssr-seed-"));
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--cars", String(CARS)], {
    env: { ...process.env, DATABASE_URL: cluster.url, DATA_DIR: seedDir, LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The seed also draws each car's photos there; the bench serves no image.
  rmSync(seedDir, { recursive: true, force: true });
}

const env = {
  ...process.env,
  ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  NODE_ENV: "production",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: "/tmp/dealer-ssr-data",
  LOG_LEVEL: "error",
  DELIVERY_WORKER: "false",
  PAGE_CACHE_SECONDS: process.env.SSR_PAGE_CACHE_SECONDS ?? "0",
  // One client, many requests: the bench measures rendering, not the per-client limits.
  TRUSTED_PROXIES: "loopback",
  ...(process.env.SSR_WORKERS ? { WEB_CONCURRENCY: process.env.SSR_WORKERS } : {}),
  // V8 options for the server alone (the baseline keeps the defaults), e.g. --max-semi-space-size=8.
  ...(process.env.SSR_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SSR_NODE_OPTIONS } : {}),
};

type Target = { name: string; site: string; path: string; routeId: string | null };
type Measured = { rps: number; p50: number; p99: number; non2xx: number; errors: number; rssMb: number; cpuMsPerRequest: number };

const hostOf = (site: string, port: number) => `${site}.localhost:${port}`;
/** React Router's single-fetch URL of a page: its loaders' data, as the browser fetches it on a navigation. */
const dataUrl = (path: string) => {
  const url = new URL(path, "http://x");
  return `${url.pathname === "/" ? "/_" : url.pathname}.data${url.search}`;
};
/** A different simulated shopper every request, so per-client rate limits do not stand in for rendering. */
const shopper = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function measure(port: number, host: string, path: string, pid?: number): Promise<Measured> {
  const stopRss = pid ? sampleRss(pid) : () => Number.NaN;
  const cpuBefore = pid ? cpuMs(pid) : Number.NaN;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { host, "accept-encoding": "gzip, br" },
        requests: [{ path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": shopper() } }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssMb: stopRss(),
    cpuMsPerRequest: (cpuMs(pid ?? 0) - cpuBefore) / result.requests.total,
  };
}

/** The pages of each site: home, all stock, its first car, and the search API. */
async function targets(): Promise<Target[]> {
  const list: Target[] = [];
  for (const site of SITES) {
    const found = JSON.parse((await get(PORT, "/api/search?page=1", hostOf(site, PORT))).body) as { hits: { slug: string }[] };
    if (!found.hits.length) throw new Error(`${site} has no cars`);
    list.push(
      { name: "home", site, path: "/", routeId: "routes/home" },
      { name: "search", site, path: ALL_STOCK_PATH, routeId: "routes/search" },
      { name: "vehicle", site, path: `/cars/${found.hits[0].slug}`, routeId: "routes/car" },
      { name: "search API", site, path: "/api/search?q=toyota&page=1", routeId: null },
    );
  }
  return list.filter((t) => !ONLY || ONLY.includes(t.name));
}

async function startBaseline(pages: Target[]) {
  const file = join(mkdtempSync(join(tmpdir(), "ssr-baseline-")), "pages.json");
  const entries = [];
  for (const t of pages) {
    const answer = await get(PORT, t.routeId ? dataUrl(t.path) : t.path, hostOf(t.site, PORT));
    if (answer.status !== 200) throw new Error(`${t.site} ${t.path}: its data answered ${answer.status}`);
    entries.push({ host: hostOf(t.site, BASELINE_PORT), url: t.path, routeId: t.routeId, data: answer.body });
  }
  writeFileSync(file, JSON.stringify(entries));
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/ssr-baseline.tsx"], {
    env: { ...process.env, NODE_ENV: "production", BASELINE_PORT: String(BASELINE_PORT), BASELINE_PAGES: file },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the baseline server exited with ${code}`)));
  });
  return child;
}

async function main() {
  const database = env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `SSR bench: ${CONNECTIONS} connections × ${SECONDS} s a run, production build, ${database}${CARS ? ` with ${CARS} cars` : ""}, page cache ${env.PAGE_CACHE_SECONDS} s` +
      `${env.WEB_CONCURRENCY ? `, ${env.WEB_CONCURRENCY} workers` : ""}.`,
  );
  const server = await startSeededServer(env, profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : []);
  const idleRss = sampleRss(server.pid ?? 0)();
  const rows: string[] = [];
  let peakRss = idleRss;
  let missed = 0;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  // The server is stopped however the run ends: one left behind holds the port, its database gone, for the next run.
  try {
    const pages = await targets();
    baseline = await startBaseline(pages);
    for (const t of pages) {
      process.stdout.write(`${t.site} ${t.name}… `);
      for (const port of [PORT, BASELINE_PORT]) {
        const { status } = await get(port, t.path, hostOf(t.site, port));
        if (status !== 200) throw new Error(`${t.site} ${t.path} answered ${status} on port ${port}`);
      }
      const framework = await measure(PORT, hostOf(t.site, PORT), t.path, server.pid);
      const bare = await measure(BASELINE_PORT, hostOf(t.site, BASELINE_PORT), t.path);
      const ratio = framework.rps / bare.rps;
      peakRss = Math.max(peakRss, framework.rssMb);
      if (t.routeId && ratio < TARGET_RATIO) missed++;
      console.log(`${Math.round(framework.rps)} req/s (baseline ${Math.round(bare.rps)})`);
      const faults = framework.non2xx + framework.errors ? ` (${framework.non2xx} non-2xx, ${framework.errors} errors)` : "";
      rows.push(
        `| ${t.name} | ${t.site} | ${Math.round(framework.rps)}${faults} | ${Math.round(framework.p50)} | ${Math.round(framework.p99)} | ` +
          `${Math.round(bare.rps)} | ${Math.round(bare.p50)} | ${(ratio * 100).toFixed(0)}% | ${framework.cpuMsPerRequest.toFixed(2)} | ` +
          `${Math.round(framework.rssMb)} |`,
      );
    }
  } finally {
    baseline?.kill("SIGTERM");
    server.kill("SIGTERM");
  }
  console.log(
    "\n| page | site | req/s | p50 ms | p99 ms | baseline req/s | baseline p50 ms | ratio | server CPU ms a request | server RSS peak MB |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(`\nServer RSS: ${Math.round(idleRss)} MB idle, ${Math.round(peakRss)} MB at the peak under load (${database}).`);
  console.log(`Target: every page at least ${TARGET_RATIO * 100}% of the baseline's req/s: ${missed ? `missed by ${missed}` : "met"}.`);
  if (profileDir) console.log(`CPU profiles: ${profileDir} (written when the server exits).`);
}

await main();
