import { mkdtempSync } from "node:fs";
import { createServer, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import type { TenantSite } from "~/sites/tenant-site";
import { ImportInProgressError } from "~/stock-feed/import-lock.server";
import { type ImportOptions, importStockFeed } from "~/stock-feed/import-stock-feed.server";
import { parseFeed } from "~/stock-feed/parse-feed";
import { publicOrLoopbackForTests } from "~/stock-feed/photo-address";
import { localFileStore } from "~/storage/local-file-store.server";
import { makeFeedSite } from "../support/feed-fixtures";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const feed = (prefix: string, count: number, photo = "") =>
  [
    "stock_number,car_type,year,make,model,price,photos",
    ...Array.from({ length: count }, (_, i) => `${prefix}${i},used,2020,Mazda,CX-5,${20000 + i},${i === 0 ? photo : ""}`),
  ].join("\n");

/** Two imports of one dealership at once run one after the other (import-lock.server.ts), on PGlite and PostgreSQL. */
describe.each(testDatabases())("stock feed imports of one dealership on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let photos: Server;
  let base: string;
  // Requests for /slow.jpg wait here until the test lets them go: an import that is held mid-way.
  const held: ServerResponse[] = [];
  let jpeg: Buffer;
  const store = localFileStore(mkdtempSync(join(tmpdir(), "feed-lock-img-")));

  const run = (on: Database, text: string, options: Partial<ImportOptions> = {}) => {
    const parsed = parseFeed(text, "csv");
    if (!parsed.ok) throw new Error(parsed.error);
    return importStockFeed(on, site, "north", parsed.rows, {
      now,
      mode: "full",
      // These full feeds replace the dealership's stock on purpose: confirmed, so the share held back
      // (feed-hold.ts, tested in stock-feed.test.ts) does not stand between them and the lock under test.
      confirmed: true,
      batchSize: 7,
      photos: { store, filesDir: null, timeoutMs: 20_000, allowAddress: publicOrLoopbackForTests },
      ...options,
    });
  };
  const statuses = () =>
    db.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM cars WHERE site_id = $1 GROUP BY status ORDER BY status",
      [site.id],
    );
  const release = () => {
    for (const res of held.splice(0)) res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
  };
  const whenHeld = async (count: number) => {
    while (held.length < count) await new Promise((r) => setTimeout(r, 10));
  };

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
      .jpeg()
      .toBuffer();
    photos = createServer((req, res) => {
      if (req.url?.startsWith("/slow.jpg")) held.push(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photos.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
    db = await target.open();
    await migrate(db);
    site = await makeFeedSite(db, `feed-lock-${target.name}`, ["north"]);
  });
  afterAll(async () => {
    release();
    photos?.close();
    await db?.close();
    await target.dispose();
  });

  it("runs two full feeds started together one after the other: the second marks the first one's cars sold", async () => {
    const [a, b] = await Promise.all([run(db, feed("A", 30)), run(db, feed("B", 30))]);
    // Planned at the same time, both would have seen an empty dealership and sold nothing.
    expect([a.sold, b.sold].sort()).toEqual([0, 30]);
    expect(a.created + b.created).toBe(60);
    expect(await statuses()).toEqual([
      { status: "in_stock", n: 30 },
      { status: "sold", n: 30 },
    ]);
  });

  it("refuses a second import at once in fail mode while one is running, which then finishes", async () => {
    const first = run(db, feed("C", 20, `${base}/slow.jpg?1`));
    await whenHeld(1);
    await expect(run(db, feed("D", 5), { lock: "fail" })).rejects.toBeInstanceOf(ImportInProgressError);
    release();
    expect(await first).toMatchObject({ created: 20, sold: 30, photoFailures: [] });
    // Free again: the same import in fail mode now runs.
    expect(await run(db, feed("C", 20, `${base}/slow.jpg?1`), { lock: "fail", mode: "partial" })).toMatchObject({ unchanged: 20 });
  });

  it.runIf(target.name === "postgres")("serialises imports of two processes (two connection pools) through the advisory lock", async () => {
    const [{ current_database: name }] = await db.query<{ current_database: string }>("SELECT current_database()");
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const other = await openDatabase({ databaseUrl: url.toString() });
    try {
      const order: string[] = [];
      const first = run(db, feed("E", 10, `${base}/slow.jpg?2`)).then((r) => {
        order.push("first");
        return r;
      });
      await whenHeld(1);
      await expect(run(other, feed("F", 10), { lock: "fail" })).rejects.toBeInstanceOf(ImportInProgressError);
      const second = run(other, feed("F", 10)).then((r) => {
        order.push("second");
        return r;
      });
      // The second waits on the lock: let it reach the database, then let the first go on.
      await expect.poll(() => waitingForLock(db)).toBe(1);
      release();
      const [one, two] = await Promise.all([first, second]);
      expect(order).toEqual(["first", "second"]);
      expect(one).toMatchObject({ created: 10 });
      expect(two).toMatchObject({ created: 10, sold: 10 });
    } finally {
      await other.close();
    }
  });
});

/** Sessions of this database waiting for an advisory lock. */
async function waitingForLock(db: Database): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
  );
  return n;
}
