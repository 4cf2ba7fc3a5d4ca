import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "~/db/database";
import { openDatabase } from "~/db/open-database.server";
import { startPostgresCluster } from "../postgres-cluster";

export type BenchDatabase = "postgres" | "pglite";

/**
 * Runs a benchmark on each database the platform runs on: a scratch database on PostgreSQL (BENCH_DATABASE_URL's
 * server, else a cluster started here, else skipped with a line saying so) and a PGlite in a scratch directory,
 * each dropped afterwards. `only` picks one. The run gets the database and, on PostgreSQL, its URL (for a second
 * process). Returns each run's result by database.
 */
export async function onBenchDatabases<T>(
  name: string,
  only: string | undefined,
  run: (kind: BenchDatabase, db: Database, url: string | null) => Promise<T>,
): Promise<Partial<Record<BenchDatabase, T>>> {
  const results: Partial<Record<BenchDatabase, T>> = {};
  if (only !== "pglite") {
    const cluster = process.env.BENCH_DATABASE_URL ? null : startPostgresCluster(await freePort());
    const url = process.env.BENCH_DATABASE_URL ?? cluster?.url;
    if (!url) console.log("postgres: skipped (no BENCH_DATABASE_URL and no initdb/pg_ctl on this machine)");
    else {
      const database = `bench_${name}_${process.pid}`;
      const admin = await openDatabase({ databaseUrl: url });
      await admin.query(`CREATE DATABASE ${database}`);
      const target = new URL(url);
      target.pathname = `/${database}`;
      const db = await openDatabase({ databaseUrl: target.toString() });
      try {
        results.postgres = await run("postgres", db, target.toString());
      } finally {
        await db.close();
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.close();
        cluster?.destroy();
      }
    }
  }
  if (only !== "postgres") {
    const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-pglite-`));
    const db = await openDatabase({ dataDir });
    try {
      results.pglite = await run("pglite", db, null);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
