/**
 * What the HTTP benches share: the build check, a throwaway PostgreSQL cluster when asked for, the production
 * server started as a child process, a plain GET, percentiles and the server's memory (RSS) sampled under load.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { BUILD_MARKER, newerThanBuild, newerThanServerBundle, SERVER_BUNDLE, SERVER_NODE_OPTIONS } from "../build-freshness";
import { type PostgresCluster, startPostgresCluster } from "../postgres-cluster";

/** Stops the process when build/ is missing or older than app/ (tests excepted). */
export function requireBuild(): void {
  const skip = (name: string) => /\.test\.tsx?$/.test(name);
  if (newerThanBuild(skip).length || newerThanServerBundle(skip).length) {
    console.error(`The build (${BUILD_MARKER}, ${SERVER_BUNDLE}) is missing or older than app/ or server/: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** A throwaway PostgreSQL cluster when `wanted`, destroyed when this process exits (Ctrl-C and kill included). */
export function benchDatabase(wanted: boolean, port: number): PostgresCluster | null {
  const cluster = wanted ? startPostgresCluster(port) : null;
  if (wanted && !cluster) throw new Error("PostgreSQL was asked for, but no cluster could be started here (initdb/pg_ctl missing)");
  process.on("exit", () => cluster?.destroy());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
  return cluster;
}

export function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

type ServerEnv = NodeJS.ProcessEnv & { PORT: string; DATA_DIR: string };

/** The production server (the bundle of server/main.ts, plain node) with `env`, on a fresh DATA_DIR; resolves once /healthz answers 200. */
async function startServer(env: ServerEnv, nodeArgs: string[] = []): Promise<ChildProcess> {
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  return launchServer(env, nodeArgs);
}

/**
 * The server as it runs from its second start on: started on a fresh DATA_DIR (its first start seeds the demo network
 * into the empty database, in its own process), stopped, and started again on the same data with `nodeArgs`. Its
 * memory is then a running server's, not the seed's high-water mark, which the embedded database's WebAssembly memory
 * keeps for the life of the process (PGlite: about 800 MB after seeding, under 400 MB after a restart).
 */
export async function startSeededServer(env: ServerEnv, nodeArgs: string[] = []): Promise<ChildProcess> {
  const seeding = await startServer(env);
  await new Promise((resolve) => {
    seeding.once("exit", resolve);
    seeding.kill("SIGTERM");
  });
  return launchServer(env, nodeArgs);
}

async function launchServer(env: ServerEnv, nodeArgs: string[]): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...nodeArgs, SERVER_BUNDLE], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const port = Number(env.PORT);
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await get(port, "/healthz", "localhost").then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Resident memory of a process and its children (cluster workers), in MB, from /proc (Linux); NaN elsewhere. */
export function rssMb(pid: number): number {
  const kb = (id: number) => {
    const line = readFileSync(`/proc/${id}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return Number(line?.split(/\s+/)[1] ?? 0);
  };
  try {
    let total = kb(pid);
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // Field 4 (after the command in parentheses) is the parent's id.
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) total += kb(Number(entry));
      } catch {
        // The process ended meanwhile.
      }
    }
    return total / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time a process and its children (cluster workers) have used, in ms, from /proc (Linux; NaN elsewhere): user and
 * system time. Per request it is steadier than requests a second on a shared machine, where other work takes turns.
 */
export function cpuMs(pid: number): number {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted from field 3 here.
    return Number(fields[11]) + Number(fields[12]);
  };
  try {
    let total = ticks(readFileSync(`/proc/${pid}/stat`, "utf8"));
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) total += ticks(stat);
      } catch {
        // The process ended meanwhile.
      }
    }
    // USER_HZ is 100 on Linux.
    return total * 10;
  } catch {
    return Number.NaN;
  }
}

/** Samples `rssMb(pid)` every 200 ms until the returned stop function is called, which gives the highest. */
export function sampleRss(pid: number): () => number {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}
