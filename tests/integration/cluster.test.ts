import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/open-database.server";
import { type PostgresCluster, startPostgresCluster } from "../../scripts/postgres-cluster";
import { request } from "../support/http-request";
import { SERVER_BUNDLE } from "../../scripts/build-freshness";
import { requireFreshBuild } from "../support/seeded-app";

requireFreshBuild();

const SITE = "coastal-toyota";

function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(join(tmpdir(), "cluster-")),
    LOG_LEVEL: "warn",
    PAGE_CACHE_SECONDS: "0",
    ...extra,
  };
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A new connection each time ("connection: close"), so the cluster's round robin hands requests to every worker in turn. */
const search = (port: number) =>
  request(port, `${SITE}.localhost:${port}`, "/api/search?page=1", { headers: { connection: "close" } }).then((r) => {
    expect(r.status).toBe(200);
    return JSON.parse(r.body) as { hits: { id: number; price: number }[] };
  });

describe("WEB_CONCURRENCY with the embedded database", () => {
  it("refuses more than one process, naming DATABASE_URL", async () => {
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: serverEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.stderr?.on("data", (c: Buffer) => {
      output += c.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(/WEB_CONCURRENCY: more than one server process needs DATABASE_URL/);
  }, 30_000);
});

// The machine's PostgreSQL binaries start a throwaway cluster; without them (no initdb/pg_ctl) this part is skipped.
const postgres: PostgresCluster | null = startPostgresCluster(5600 + Math.floor(Math.random() * 300));

describe.skipIf(!postgres)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let server: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    server = spawn(process.execPath, [SERVER_BUNDLE], {
      env: serverEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: postgres?.url ?? "" }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let printed = "";
    port = await new Promise<number>((resolve, reject) => {
      server.stdout?.on("data", (chunk: Buffer) => {
        printed += chunk.toString();
        const found = /Platform index: http:\/\/localhost:(\d+)\//.exec(printed)?.[1];
        if (found) resolve(Number(found));
      });
      server.once("exit", (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
    });
    expect(printed).toContain("2 worker processes");
    // The second worker starts after the first is listening.
    const deadline = Date.now() + 60_000;
    while (childrenOf(server.pid ?? 0).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 2000));
  }, 180_000);

  afterAll(() => {
    server?.kill("SIGKILL");
    postgres?.destroy();
  });

  it("runs two workers, and a stock change reaches the search index of each", async () => {
    expect(childrenOf(server.pid ?? 0)).toHaveLength(2);
    const [car] = (await search(port)).hits;
    const db = await openDatabase({ databaseUrl: postgres?.url });
    try {
      // Plain SQL, as psql would send it: the stock tables' triggers tell every worker (migration 0035).
      await db.query("UPDATE cars SET price = price + 1234 WHERE id = $1", [car.id]);
    } finally {
      await db.close();
    }
    // Every one of ten answers in a row, from both workers in turn, shows the new price.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const prices = [];
      for (let i = 0; i < 10; i++) prices.push((await search(port)).hits.find((hit) => hit.id === car.id)?.price);
      if (prices.every((price) => price === car.price + 1234)) break;
      if (Date.now() > deadline) throw new Error(`prices seen: ${prices.join(", ")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 60_000);

  it("stops every worker on SIGTERM and exits with 0", async () => {
    const workers = childrenOf(server.pid ?? 0);
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workers.filter((pid) => readdirSync("/proc").includes(String(pid)))).toEqual([]);
  }, 15_000);
});
