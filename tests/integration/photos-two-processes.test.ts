import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import { s3FileStore } from "~/storage/s3-file-store.server";
import { request } from "../support/http-request";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { requireFreshBuild } from "../support/seeded-app";
import { startTestServer, type TestServer } from "../support/test-server";
import { scratchPostgres } from "../support/test-databases";
import { within } from "../support/within";

/**
 * Issue 54, photos on every machine: two server processes with different DATA_DIRs on one PostgreSQL server, both with
 * STORAGE=s3 on an S3-compatible server the test starts (s3rver). A feed imported by a third process (the stock:import
 * command, its own DATA_DIR) stores its photo in the bucket; both servers serve it through /img, neither keeps it on its
 * own disk (only its resized variants), and the imported car reaches both servers' search through the stock tables'
 * triggers. A price typed as plain SQL reaches the other process's search within a second. Needs TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
const SITE = "coastal-toyota";
const LIMIT_MS = 1_000;

describe.runIf(url)("photos and stock across two server processes with the object store", () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let dbUrl: string;
  let db: Database;
  let s3: TestS3;
  let a: TestServer;
  let b: TestServer;
  const dir = mkdtempSync(join(tmpdir(), "photos-two-"));
  const get = (server: TestServer, path: string) => request(server.port, `${SITE}.localhost:${server.port}`, path);
  const files = (path: string) => (existsSync(path) ? readdirSync(path, { recursive: true }).map(String) : []);

  beforeAll(async () => {
    requireFreshBuild();
    s3 = await startTestS3("fleet-photos");
    scratch = await scratchPostgres(url as string);
    dbUrl = scratch.url;
    db = scratch.db;
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now: new Date(), totalCars: 60, imagesDir: join(dir, "seed-art") });
    const env = { DATABASE_URL: dbUrl, SEED_ON_START: "false", LEAD_SECRET: "x".repeat(40), PAGE_CACHE_SECONDS: "0", ...s3.env("fleet/") };
    a = await startTestServer({ dataDir: join(dir, "a"), env });
    b = await startTestServer({ dataDir: join(dir, "b"), env });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
    await s3?.stop();
  });

  const searchHit = async (server: TestServer, query: string) => {
    const res = await get(server, `/api/search?query=${encodeURIComponent(query)}`);
    return (JSON.parse(res.body) as { hits: { id: number; stocknum: string; price: number; images?: string[] }[] }).hits;
  };

  it("serves a photo a feed import stored through the bucket from both servers, neither keeping it on its disk", async () => {
    const [dealership] = await db.query<{ slug: string }>(
      "SELECT d.slug FROM dealerships d JOIN sites s ON s.id = d.site_id WHERE s.slug = $1 ORDER BY d.id LIMIT 1",
      [SITE],
    );
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const feedDir = mkdtempSync(join(dir, "feed-"));
    writeFileSync(join(feedDir, "photo.jpg"), photo);
    writeFileSync(
      join(feedDir, "feed.csv"),
      "stock_number,car_type,year,make,model,price,photos\nS3PHOTO1,used,2021,Mazda,CX-5,31990,photo.jpg\n",
    );
    const cli = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "scripts/stock-import.ts",
          "--site",
          SITE,
          "--dealership",
          dealership.slug,
          "--partial",
          join(feedDir, "feed.csv"),
        ],
        {
          env: { ...process.env, DATABASE_URL: dbUrl, DATA_DIR: join(dir, "cli"), LOG_LEVEL: "warn", ...s3.env("fleet/") },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      child.on("close", (code) => resolve({ code, out }));
    });
    expect(cli.code, cli.out).toBe(0);
    const imported = performance.now();
    const [{ src }] = await db.query<{ src: string }>(
      "SELECT i.src FROM car_images i JOIN cars c ON c.id = i.car_id WHERE c.stocknum = 'S3PHOTO1'",
    );
    expect(src).toMatch(/^feed\/[0-9a-f]{64}$/);
    expect(await s3FileStore(s3.settings("fleet/")).get(src)).toEqual(photo);

    // The import's commit reached both servers' search (the triggers), with its photo.
    for (const server of [a, b])
      await within(
        `imported car in search on :${server.port}`,
        async () => (await searchHit(server, "S3PHOTO1")).length === 1,
        imported,
        5_000,
      );

    for (const server of [b, a]) {
      const res = await get(server, `/img/${src}?w=320`);
      expect(res.status, `/img on :${server.port}`).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
    // Each machine keeps only its own resized copy; the original is in the bucket alone.
    for (const name of ["a", "b", "cli"]) expect(files(join(dir, name, "images", "src", "feed")), name).toEqual([]);
    expect(files(join(dir, "a", "images", "cache"))).toHaveLength(1);
    expect(files(join(dir, "b", "images", "cache"))).toHaveLength(1);
    expect((await get(b, `/img/feed/${"0".repeat(64)}?w=320`)).status).toBe(404);
  }, 120_000);

  it("shows a price typed as plain SQL in the other process's search within a second", async () => {
    const [car] = await db.query<{ id: number; stocknum: string; price: number }>(
      `SELECT c.id, c.stocknum, c.price FROM cars c JOIN sites s ON s.id = c.site_id
        WHERE s.slug = $1 AND c.status = 'in_stock' AND c.show_on_dealer_website AND c.price > 0 AND NOT c.reserved ORDER BY c.id LIMIT 1`,
      [SITE],
    );
    const priceOn = async (server: TestServer) => (await searchHit(server, car.stocknum)).find((h) => h.id === car.id)?.price;
    expect(await priceOn(b)).toBe(car.price);
    // A connection of its own, as psql would be: no code of the platform sends anything.
    const psql = await openDatabase({ databaseUrl: dbUrl });
    try {
      const typed = performance.now();
      await psql.query(`UPDATE cars SET price = ${car.price + 2_222} WHERE id = ${car.id}`);
      const ms = await within(
        "plain SQL UPDATE to the other process's search",
        async () => (await priceOn(b)) === car.price + 2_222,
        typed,
      );
      expect(ms).toBeLessThan(LIMIT_MS);
      await within("plain SQL UPDATE to the first process's search", async () => (await priceOn(a)) === car.price + 2_222, typed);
    } finally {
      await psql.close();
    }
  });
});
