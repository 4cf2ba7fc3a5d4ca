import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ImportOptions, importStockFeed } from "~/stock-feed/import-stock-feed.server";
import { parseFeed } from "~/stock-feed/parse-feed";
import { publicOrLoopbackForTests } from "~/stock-feed/photo-address";
import { localFileStore } from "~/storage/local-file-store.server";
import { makeFeedSite } from "../support/feed-fixtures";
import { testDatabases } from "../support/test-databases";

const now = new Date("2026-11-22T02:00:00Z");
const later = new Date("2026-11-23T02:00:00Z");
const HEADER = "stock_number,car_type,year,make,model,badge,body,km,price,was_price,photos,features,spec.Engine";
const line = (stock: string, price: number, extra: { photos?: string; km?: number } = {}) =>
  `${stock},used,2021,Toyota,HiLux,SR5,Dual Cab Ute,${extra.km ?? 42000},${price},,${extra.photos ?? ""},Tow Bar|Bull Bar,2.8L diesel`;
const csv = (...lines: string[]) => [HEADER, ...lines].join("\n");

describe.each(testDatabases())("stock feed import on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let photos: Server;
  let base: string;
  const fetched: string[] = [];
  const store = localFileStore(mkdtempSync(join(tmpdir(), "feed-img-")));

  const run = (text: string, options: Partial<ImportOptions> & { dealership?: string; on?: TenantSite } = {}) => {
    const parsed = parseFeed(text, "csv");
    if (!parsed.ok) throw new Error(parsed.error);
    return importStockFeed(db, options.on ?? site, options.dealership ?? "north", parsed.rows, {
      now,
      mode: "full",
      // The photo server below is on 127.0.0.1, which the production rule refuses.
      photos: { store, filesDir: null, timeoutMs: 1000, allowAddress: publicOrLoopbackForTests },
      ...options,
    });
  };
  const carRow = (stock: string, on = site) =>
    db
      .query<{
        id: number;
        price: number;
        before_price: number | null;
        status: string;
        sold_at: Date | null;
        km: number;
        updated_at: Date;
      }>("SELECT id, price, before_price, status, sold_at, km, updated_at FROM cars WHERE site_id = $1 AND stocknum = $2", [on.id, stock])
      .then((rows) => rows[0]);

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
    photos = createServer((req, res) => {
      fetched.push(req.url ?? "");
      if (req.url === "/car.jpg") res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
      else if (req.url === "/moved.jpg") res.writeHead(302, { Location: "/car.jpg" }).end();
      else if (req.url === "/to-metadata") res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
      else if (req.url === "/to-private") res.writeHead(301, { Location: "http://10.1.2.3/car.jpg" }).end();
      else if (req.url === "/page.html") res.writeHead(200, { "Content-Type": "text/html" }).end("<p>not a photo</p>");
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photos.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
    db = await target.open();
    await migrate(db);
    site = await makeFeedSite(db, `feed-${target.name}`, ["north", "south"]);
  });
  afterAll(async () => {
    photos?.close();
    await db?.close();
    await target.dispose();
  });

  it("creates cars by stock number, then updates a changed one and keeps the old price as the Was price", async () => {
    const first = await run(csv(line("U1", 45990), line("U2", 30000)));
    expect(first).toMatchObject({ rowsRead: 2, created: 2, updated: 0, unchanged: 0, sold: 0, rejected: 0 });
    const second = await run(csv(line("U1", 43990), line("U2", 30000, { km: 43000 })));
    expect(second).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    expect(await carRow("U1")).toMatchObject({ price: 43990, before_price: 45990 });
    expect(await carRow("U2")).toMatchObject({ km: 43000, before_price: null });
    expect(await db.query("SELECT count(*)::int AS n FROM cars WHERE site_id = $1", [site.id])).toEqual([{ n: 2 }]);
  });

  it("writes nothing when the same feed is imported twice", async () => {
    const feed = csv(line("U1", 43990), line("U2", 30000, { km: 43000 }));
    const before = await carRow("U1");
    const report = await run(feed, { now: later });
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 2, sold: 0 });
    expect((await carRow("U1")).updated_at).toEqual(before.updated_at);
  });

  it("a partial feed touches only its rows; a full feed marks the missing cars sold with the import's date", async () => {
    expect(await run(csv(line("U3", 20000)), { mode: "partial" })).toMatchObject({ created: 1, sold: 0 });
    expect((await carRow("U1")).status).toBe("in_stock");
    // Selling 1 of the 3 cars is more than the default 20%: held until confirmed.
    const feed = csv(line("U1", 43990), line("U2", 30000, { km: 43000 }));
    const held = await run(feed, { now: later });
    expect(held).toMatchObject({ applied: false, unchanged: 2, sold: 1, held: { reason: "sells_too_many", wouldSell: 1, inStock: 3 } });
    expect((await carRow("U3")).status).toBe("in_stock");
    const full = await run(feed, { now: later, confirmed: true });
    expect(full).toMatchObject({ applied: true, held: null, unchanged: 2, sold: 1 });
    expect(await carRow("U3")).toMatchObject({ status: "sold", sold_at: later });
  });

  it("holds a full feed with no valid row, and one that sells more than the site's share, but not one within it", async () => {
    const other = await makeFeedSite(db, `feed-share-${target.name}`, ["yard"]);
    const tenCars = Array.from({ length: 10 }, (_, i) => line(`H${i}`, 20000 + i));
    expect(await run(csv(...tenCars), { on: other, dealership: "yard" })).toMatchObject({ applied: true, created: 10 });
    const misspelt = `Stock Number,car_type,year,make,model,price\n${tenCars.map((l) => l.split(",").slice(0, 5).join(",")).join("\n")}`;
    expect(await run(misspelt, { on: other, dealership: "yard" })).toMatchObject({
      applied: false,
      rejected: 10,
      sold: 10,
      held: { reason: "no_valid_rows", wouldSell: 10, inStock: 10 },
    });
    // 2 of 10 is the 20% allowed; 3 of 10 is held, unless the site allows 30%.
    expect(await run(csv(...tenCars.slice(0, 7)), { on: other, dealership: "yard" })).toMatchObject({ applied: false, sold: 3 });
    const lenient = { ...other, stockFeeds: { ...other.stockFeeds, maxSoldShare: 0.3 } };
    expect(await run(csv(...tenCars.slice(0, 7)), { on: lenient, dealership: "yard", dryRun: true })).toMatchObject({
      applied: false,
      dryRun: true,
      held: null,
      sold: 3,
    });
    expect(await run(csv(...tenCars.slice(0, 8)), { on: other, dealership: "yard" })).toMatchObject({ applied: true, sold: 2 });
    const statuses = await db.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM cars WHERE site_id = $1 GROUP BY status ORDER BY status",
      [other.id],
    );
    expect(statuses).toEqual([
      { status: "in_stock", n: 8 },
      { status: "sold", n: 2 },
    ]);
  });

  it("a dry run reports what the feed would do, writes nothing and fetches no photo", async () => {
    fetched.length = 0;
    const report = await run(csv(line("D1", 9990, { photos: `${base}/car.jpg?dry` }), line("U1", 1)), { mode: "partial", dryRun: true });
    expect(report).toMatchObject({ applied: false, dryRun: true, created: 1, updated: 1, photoFailures: [] });
    expect(await carRow("D1")).toBeUndefined();
    expect((await carRow("U1")).price).toBe(43990);
    expect(fetched).toEqual([]);
  });

  it("imports the good rows and reports each rejected one with its line, field and reason", async () => {
    const report = await run(csv(line("U1", 43990), "U9,used,1800,Toyota,HiLux,,,0,abc,,,,", line("U2", 30000, { km: 43000 })), {
      mode: "partial",
    });
    expect(report).toMatchObject({ rowsRead: 3, unchanged: 2, rejected: 1 });
    expect(report.rejectedRows).toEqual([
      { line: 3, stockNumber: "U9", field: "year", reason: "must be at least 1900" },
      { line: 3, stockNumber: "U9", field: "price", reason: "must be a number" },
    ]);
  });

  it("cannot take over another dealership's stock number", async () => {
    const report = await run(csv(line("U1", 1000)), { dealership: "south", mode: "partial" });
    expect(report.rejectedRows).toEqual([
      { line: 2, stockNumber: "U1", field: "stock_number", reason: "belongs to another dealership of this site (north)" },
    ]);
    expect((await carRow("U1")).price).toBe(43990);
  });

  it("stores each photo once, reports a photo that fails for its row, and does not fetch an unchanged photo again", async () => {
    const photosCell = `${base}/car.jpg|${base}/missing.jpg|${base}/page.html`;
    const report = await run(csv(line("P1", 25000, { photos: photosCell })), { mode: "partial" });
    expect(report.created).toBe(1);
    expect(report.photoFailures).toEqual([
      { line: 2, stockNumber: "P1", photo: `${base}/missing.jpg`, reason: "answered HTTP 404" },
      { line: 2, stockNumber: "P1", photo: `${base}/page.html`, reason: expect.stringContaining("Content-Type text/html") },
    ]);
    const images = await db.query<{ src: string; source: string }>(
      "SELECT i.src, i.source FROM car_images i JOIN cars c ON c.id = i.car_id WHERE c.site_id = $1 AND c.stocknum = 'P1'",
      [site.id],
    );
    expect(images).toEqual([{ src: expect.stringMatching(/^feed\/[0-9a-f]{64}$/), source: `${base}/car.jpg` }]);
    // Kept in the file store under its /img key, as it was fetched.
    expect((await store.get(images[0].src))?.length).toBeGreaterThan(0);
    fetched.length = 0;
    const again = await run(csv(line("P1", 24000, { photos: `${base}/car.jpg` })), { mode: "partial" });
    expect(again).toMatchObject({ updated: 1, photoFailures: [] });
    expect(fetched).toEqual([]);
  });

  it("refuses photo addresses that are not public, by default, wherever the name resolves or a redirect leads", async () => {
    const port = (photos.address() as AddressInfo).port;
    const sources = [
      `http://127.0.0.1:${port}/car.jpg?not-stored-yet`,
      `http://localhost:${port}/car.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/car.jpg`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/car.jpg",
    ];
    fetched.length = 0;
    const report = await run(csv(line("S1", 19000, { photos: sources.join("|") })), {
      mode: "partial",
      photos: { store, filesDir: null, timeoutMs: 1000 },
    });
    expect(report.created).toBe(1);
    expect(report.photoFailures.map((f) => [f.photo, f.reason])).toEqual([
      [sources[0], "is refused: 127.0.0.1 is a loopback address, not a public one"],
      // A host name's refusal does not say what it resolves to (security review d9f523c, finding 17).
      [sources[1], "is refused: localhost is not a public address"],
      [sources[2], "is refused: ::ffff:7f00:1 is a loopback address, not a public one"],
      [sources[3], "is refused: 169.254.169.254 is a link-local address, not a public one"],
      [sources[4], "is refused: 10.0.0.1 is a private address, not a public one"],
    ]);
    // Nothing was asked of the photo server: the refusal comes before any connection.
    expect(fetched).toEqual([]);
  });

  it("follows a redirect to an allowed address, and refuses a hop to a private or metadata address", async () => {
    fetched.length = 0;
    const report = await run(csv(line("S2", 18000, { photos: `${base}/moved.jpg|${base}/to-metadata|${base}/to-private` })), {
      mode: "partial",
    });
    expect(report.photoFailures.map((f) => [f.photo, f.reason])).toEqual([
      [`${base}/to-metadata`, "is refused: 169.254.169.254 is a link-local address, not a public one"],
      [`${base}/to-private`, "is refused: 10.1.2.3 is a private address, not a public one"],
    ]);
    expect(fetched.sort()).toEqual(["/car.jpg", "/moved.jpg", "/to-metadata", "/to-private"]);
    const images = await db.query<{ source: string }>(
      "SELECT i.source FROM car_images i JOIN cars c ON c.id = i.car_id WHERE c.site_id = $1 AND c.stocknum = 'S2'",
      [site.id],
    );
    expect(images).toEqual([{ source: `${base}/moved.jpg` }]);
  });
});
