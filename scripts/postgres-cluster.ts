/**
 * A throwaway PostgreSQL cluster of the machine's own binaries, which a test can stop and start:
 * the fault test and the crash test take the database away under a running platform.
 * Null when initdb/pg_ctl (or, as root, the postgres user) is missing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type PostgresCluster = {
  url: string;
  /** `pg_ctl stop`: "immediate" is a crash (no checkpoint, connections cut), "fast" a clean shutdown. */
  stop(mode: "immediate" | "fast"): void;
  start(): void;
  destroy(): void;
};

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the postgres user (the server refuses to run as root). */
function pgRun(command: string, args: string[]): void {
  if (asRoot) {
    const line = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(" ");
    execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", line], { stdio: "ignore" });
  } else execFileSync(command, args, { stdio: "ignore" });
}

function available(): boolean {
  try {
    execFileSync("sh", ["-c", "command -v initdb && command -v pg_ctl"], { stdio: "ignore" });
    if (asRoot) execFileSync("id", ["postgres"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function startPostgresCluster(port: number): PostgresCluster | null {
  // In CI the tests that need their own cluster must run, not skip (.ci/run installs PostgreSQL).
  if (!available() && process.env.CI) throw new Error("CI runs the PostgreSQL cluster tests: initdb and pg_ctl are not on PATH");
  if (!available()) return null;
  const dir = mkdtempSync(join(tmpdir(), "pg-cluster-"));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const data = join(dir, "data");
  pgRun("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgRun("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => pgRun("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    start,
    destroy() {
      try {
        pgRun("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
