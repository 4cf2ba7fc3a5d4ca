/**
 * `npm run test:crash`: submits leads continuously while killing the server with SIGKILL again and
 * again, then checks that every lead that got a 201 is in the database exactly once with its
 * delivery jobs. Clients retry a failed send with the same Idempotency-Key, as the forms do, so a
 * lead stored just before a kill is answered (not duplicated) on the retry.
 * Runs on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (CI): then on a cluster
 * of its own, which every other round crashes instead of the platform (`pg_ctl stop -m immediate`)
 * and restarts while the platform keeps running.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { openDatabase } from "~/db/open-database.server";
import { createLeadServices } from "~/leads/lead-services.server";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { solvedCaptcha } from "../tests/support/captcha";
import { newerThanBuild, newerThanServerBundle, SERVER_BUNDLE } from "./build-freshness";
import { startPostgresCluster } from "./postgres-cluster";

const PORT = 4391;
const HOST = "value-used-cars.localhost";
const DATA_DIR = "/tmp/dealer-crash-data";
const SECRET = "crash-test-secret-".padEnd(40, "x");
const RUN_MS = Number(process.env.CRASH_RUN_MS ?? 40_000);
const SENDERS = 4;
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
  LOG_LEVEL: "error",
  LEAD_SECRET: SECRET,
  CAPTCHA_COST: "10",
  CAPTCHA_COUNTER_MIN: "5",
  CAPTCHA_COUNTER_MAX: "20",
  // The script stands in for a local proxy: each simulated client's X-Forwarded-For is its address (decision 009).
  TRUSTED_PROXIES: "loopback",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

function post(body: string, key: string, clientIp: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/api/leads",
        method: "POST",
        timeout: 5000,
        headers: {
          host: `${HOST}:${PORT}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "idempotency-key": key,
          "x-forwarded-for": clientIp,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

async function healthy(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path: "/healthz", timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

let server: ChildProcess | null = null;
async function startServer() {
  // The production server as `npm start` runs it: the bundle, with plain node.
  server = spawn(process.execPath, [SERVER_BUNDLE], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 600 && !(await healthy()); i++) await new Promise((r) => setTimeout(r, 100));
}

if (newerThanBuild().length || newerThanServerBundle().length) {
  console.error("The build is missing or older than its sources: run `npm run build` first.");
  process.exit(1);
}
rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Crash test on ${databaseUrl ? "PostgreSQL" : "PGlite"}: starting the server (first start loads the demo network)…`);
await startServer();

const services = createLeadServices({ secret: SECRET, captchaCost: 10, counterMin: 5, counterMax: 20 });
const acknowledged = new Map<string, string>();
let kills = 0;
let databaseCrashes = 0;
const problems: string[] = [];
const statuses = new Map<string, number>();
const tally = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
let attempts = 0;
let stopping = false;
const [{ carId }] = await (async () => {
  // Any of the site's cars: read it through the public search API of the running server.
  const res = await new Promise<string>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port: PORT, path: "/api/search", headers: { host: `${HOST}:${PORT}` } }, (r) => {
      let t = "";
      r.on("data", (c) => {
        t += c;
      });
      r.on("end", () => resolve(t));
    })
      .on("error", reject)
      .end();
  });
  return [{ carId: (JSON.parse(res) as { hits: { id: number }[] }).hits[0].id }];
})();

async function sender(n: number) {
  let i = 0;
  while (!stopping) {
    const marker = `crash-${n}-${i++}-${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const body = JSON.stringify({
      form: "vehicle",
      car_id: carId,
      name: "Crash",
      last_name: `Tester ${n}`,
      email: `crash${n}@example.com`,
      phone: "0412345678",
      message: marker,
      altcha: await solvedCaptcha(services.captcha, HOST.split(".")[0]),
      form_started: formStartedToken(SECRET, new Date(Date.now() - 10_000)),
    });
    // Retry with the same key until the server answers, as a shopper's browser does.
    for (let tries = 0; tries < 200; tries++) {
      attempts++;
      try {
        const res = await post(body, key, `10.1.${n}.${i % 250}`);
        tally(String(res.status));
        // Every body here is valid: a 422 means a crash made the retry of a good enquiry fail.
        if (res.status === 422) problems.push(`${marker}: a retry was refused: ${res.body}`);
        if (res.status === 201) acknowledged.set(marker, (JSON.parse(res.body) as { lead_id: string }).lead_id);
        if (res.status !== 409 && res.status < 500) break;
      } catch {
        tally("no answer");
        // The server is down (killed); try again shortly.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function killer() {
  const until = Date.now() + RUN_MS;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2500));
    if (cluster && (kills + databaseCrashes) % 2 === 1) {
      // The database crashes under a running platform, which answers 503 until it is back.
      cluster.stop("immediate");
      databaseCrashes++;
      await new Promise((r) => setTimeout(r, 1000 + Math.random() * 1500));
      cluster.start();
      continue;
    }
    const running = server;
    if (running?.exitCode !== null || running.signalCode !== null) {
      // Nothing here stops the server but this loop: a server gone by itself crashed on its own.
      problems.push(`the server exited by itself (code ${running?.exitCode}, signal ${running?.signalCode})`);
    } else {
      running.kill("SIGKILL");
      await new Promise((r) => running.once("exit", r));
    }
    kills++;
    await startServer();
  }
  stopping = true;
}

await Promise.all([killer(), ...Array.from({ length: SENDERS }, (_, n) => sender(n))]);
const last = server as ChildProcess | null;
last?.kill("SIGTERM");
await new Promise((r) => last?.once("exit", r));

const db = await openDatabase({ databaseUrl, dataDir: join(DATA_DIR, "pglite") });
const rows = await db.query<{ id: string; message: string; jobs: number }>(
  "SELECT l.id, l.message, (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = l.id) AS jobs FROM leads l WHERE l.message LIKE 'crash-%'",
);
await db.close();
console.log(`Answers: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(", ")}.`);
const byMarker = new Map<string, { id: string; jobs: number }[]>();
for (const r of rows) byMarker.set(r.message, [...(byMarker.get(r.message) ?? []), r]);
for (const [marker, leadId] of acknowledged) {
  const found = byMarker.get(marker) ?? [];
  if (found.length !== 1) problems.push(`${marker}: acknowledged as ${leadId} but stored ${found.length} times`);
  else if (found[0].id !== leadId) problems.push(`${marker}: acknowledged as ${leadId} but stored as ${found[0].id}`);
  else if (found[0].jobs < 1) problems.push(`${marker}: stored without delivery jobs`);
}
const duplicates = [...byMarker.values()].filter((list) => list.length > 1).length;
console.log(
  `Server killed ${kills} times; database crashed ${databaseCrashes} times; ${attempts} requests; ${acknowledged.size} leads acknowledged with 201; ${rows.length} stored; ${duplicates} stored twice.`,
);
if (problems.length || duplicates) {
  console.error(`FAILED:\n${problems.slice(0, 20).join("\n")}`);
  process.exit(1);
}
if (kills < 3 || acknowledged.size < 20 || (cluster && databaseCrashes < 2)) {
  console.error("FAILED: the run was too small to mean anything (fewer than 3 kills, 2 database crashes on PostgreSQL, or 20 leads).");
  process.exit(1);
}
console.log("Every acknowledged lead is stored exactly once with its delivery jobs.");
