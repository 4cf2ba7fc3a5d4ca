import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "~/db/database";
import { keepIndexInStep } from "~/search/stock-sync.server";
import { type PostgresCluster, startPostgresCluster } from "../../scripts/postgres-cluster";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T01:00:00Z");
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Polls until `check` holds, or fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Needs PostgreSQL's own binaries: the cluster is stopped and started under the running platform.
const cluster: PostgresCluster | null = startPostgresCluster(await freePort());

/** Issue 12, Faults: the database going away and coming back under a running platform. */
describe.runIf(cluster)("when the PostgreSQL server goes away", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let stopSync: () => Promise<void>;
  let host: string;
  let carPath: string;
  let carId: number;

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, databaseUrl: cluster?.url, totalCars: 40 });
    stopSync = await keepIndexInStep(platform.db, platform.search, { onError: () => {} });
    app = await listenApp(platform, { now: NOW });
    const site = platform.sites.find((s) => s.slug === "coastal-toyota");
    if (!site) throw new Error("no coastal-toyota");
    host = `coastal-toyota.localhost:${app.port}`;
    const [car] = await platform.db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM cars WHERE site_id = $1 AND show_on_dealer_website ORDER BY id LIMIT 1",
      [site.id],
    );
    carPath = `/cars/${car.slug}`;
    carId = car.id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopSync?.();
    await platform?.db.close().catch(() => {});
    cluster?.destroy();
  });

  it("answers 503 with the site's error page and Retry-After, says so at /healthz, and recovers by itself when it returns", async () => {
    expect((await request(app.port, host, carPath)).status).toBe(200);
    expect((await request(app.port, host, "/healthz")).status).toBe(200);

    cluster?.stop("immediate");

    const page = await request(app.port, host, carPath);
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("15");
    expect(page.body).toContain("We&#x27;ll be right back");
    // The site's own page: its header and footer, not a bare error.
    expect(page.body).toContain("Coastal Toyota");

    // A failed request marks the database down at once; the background probe would within a second.
    const health = await request(app.port, host, "/healthz");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: "unavailable" });

    const api = await request(app.port, host, `/api/cars/${carPath.slice(6)}/phone`, {
      method: "POST",
      headers: { origin: `http://${host}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(api.status).toBe(503);
    expect(api.headers["retry-after"]).toBe("15");
    expect(JSON.parse(api.body)).toMatchObject({ code: "unavailable" });

    // Search runs on the in-memory index: shoppers can still browse stock while the database is away.
    const search = await request(app.port, host, "/api/search?q=toyota");
    expect(search.status).toBe(200);

    // Down for longer than the first reconnect attempts take, as a real restart would be.
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await request(app.port, host, carPath)).status).toBe(503);
    cluster?.start();

    await eventually(async () => (await request(app.port, host, carPath)).status === 200, 15_000, "the vehicle page answering 200");
    await eventually(async () => (await request(app.port, host, "/healthz")).status === 200, 5_000, "/healthz answering 200");

    // The index listens again: a price change committed after the restart reaches search.
    await platform.db.query("UPDATE cars SET price = 12345 WHERE id = $1", [carId]);
    await eventually(
      async () => {
        const found = JSON.parse((await request(app.port, host, "/api/search?q=")).body) as { hits: { id: number; price: number }[] };
        return found.hits.some((hit) => hit.id === carId && hit.price === 12345);
      },
      15_000,
      "the search index picking up a change after the restart",
    );
  }, 90_000);

  it("catches up on stock changes made while its listening connection was cut", async () => {
    const price = async () =>
      (JSON.parse((await request(app.port, host, "/api/search?q=")).body) as { hits: { id: number; price: number }[] }).hits.find(
        (hit) => hit.id === carId,
      )?.price;
    // The server cuts the index's LISTEN connection; the change commits before a new one is made,
    // so its notification reaches nobody: only the catch-up after resubscribing can bring it in.
    await platform.db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'");
    await platform.db.query("UPDATE cars SET price = 23456 WHERE id = $1", [carId]);
    await eventually(async () => (await price()) === 23456, 15_000, "the index catching up after its connection was replaced");
  }, 30_000);

  it("fails a transaction whose connection is cut between its statements, and carries on", async () => {
    const attempt = platform.db.transaction(async (tx) => {
      const [{ pid }] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await platform.db.query("SELECT pg_terminate_backend($1)", [pid]);
      // The cut arrives while no statement is running on the connection.
      await new Promise((r) => setTimeout(r, 300));
      await tx.query("SELECT 1");
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await platform.db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});
