import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantSite } from "~/sites/tenant-site";
import { rotateFeedKey } from "~/stock-feed/feed-keys.server";
import { addFeedDealership } from "../support/feed-fixtures";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const HEADER = "stock_number,car_type,year,make,model,price";
const car = (stock: string, price = 20000) => `${stock},used,2021,Toyota,Corolla,${price}`;
const WRONG_KEY = `sfk_${"0".repeat(16)}_${"0".repeat(64)}`;

/**
 * What POST /api/stock/feed does before it applies anything (security review d9f523c, findings 5, 6
 * and 11): a wrong key is refused before the body is read and counted per address; a query it does
 * not know is refused; a full feed that would sell most of a dealership is held until confirmed;
 * a NUL in one cell rejects that row only.
 */
describe("stock feed guards over HTTP", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  let yardKey: string;
  let metroKey: string;

  const host = (site: TenantSite) => `${site.slug}.localhost:${app.port}`;
  const post = (site: TenantSite, key: string, body: string, query = "", type = "text/csv") =>
    request(app.port, host(site), `/api/stock/feed${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": type },
      body,
    });
  const yardCars = () =>
    platform.db.query<{ stocknum: string; status: string }>(
      "SELECT c.stocknum, c.status FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.slug = 'guard-yard' ORDER BY c.stocknum",
    );

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW });
    app = await listenApp(platform, { now: NOW });
    coastal = platform.sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    // A dealership of this test's own on coastal, so a full feed here sells none of the seeded cars.
    await addFeedDealership(platform.db, coastal.id, "guard-yard");
    yardKey = await rotateFeedKey(platform.db, coastal, "guard-yard");
    const [metroDealership] = await platform.db.query<{ slug: string }>(
      "SELECT slug FROM dealerships WHERE site_id = $1 ORDER BY id LIMIT 1",
      [metro.id],
    );
    metroKey = await rotateFeedKey(platform.db, metro, metroDealership.slug);
    const five = await post(coastal, yardKey, [HEADER, ...["G1", "G2", "G3", "G4", "G5"].map((s) => car(s))].join("\n"), "?mode=partial");
    expect(five.status, five.body).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("answers a wrong key 401 while the body is still on its way, and closes the connection so the rest is never read", async () => {
    const size = 19_000_000;
    const socket = connect(app.port, "127.0.0.1");
    await once(socket, "connect");
    const head = [
      "POST /api/stock/feed HTTP/1.1",
      `Host: ${host(coastal)}`,
      `Authorization: Bearer ${WRONG_KEY}`,
      "Content-Type: text/csv",
      `Content-Length: ${size}`,
    ];
    socket.write(`${head.join("\r\n")}\r\n\r\n${HEADER}\n`);
    // Only the head and one line are sent: the answer must come without the other 19 MB.
    const answer = await responseHead(socket, 5000);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    const written = await writeUntilRefused(socket, size);
    // Loopback buffers take a few MB before the server's close is felt; a server that read the body takes all 19.
    expect(written).toBeLessThan(size / 2);
  });

  it("answers 400 to a query it does not know, repeated keys and bad values, and changes nothing", async () => {
    const before = await yardCars();
    for (const query of ["?mode[]=partial", "?mode=full&mode=partial", "?mode=FULL", "?confirm=yes", "?dry_run=1", "?__proto__=1"]) {
      const res = await post(coastal, yardKey, `${HEADER}\n`, query);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.body), query).toEqual({ error: expect.any(String), code: "bad_request" });
    }
    const json = await post(coastal, yardKey, JSON.stringify({ cars: [] }), "?mode[]=partial", "application/json");
    expect(json.status).toBe(400);
    expect(await yardCars()).toEqual(before);
  });

  it("holds a header-only full feed (422, the report says why and how to confirm) and sells nothing", async () => {
    const res = await post(coastal, yardKey, `${HEADER}\n`);
    expect(res.status).toBe(422);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({
      code: "feed_held",
      error: expect.stringMatching(/no row that can be imported.*5 of the dealership's 5 cars sold \(100%\).*\?confirm=1/),
      report: { mode: "full", applied: false, rowsRead: 0, sold: 5, held: { reason: "no_valid_rows", wouldSell: 5, inStock: 5 } },
    });
    expect((await yardCars()).map((c) => c.status)).toEqual(Array(5).fill("in_stock"));
  });

  it("holds a full feed that would sell 3 of 5 cars, shows it with dryRun=1, and applies it with confirm=1", async () => {
    const feed = [HEADER, car("G1", 19990), car("G2")].join("\n");
    const held = await post(coastal, yardKey, feed, "?mode=full");
    expect(held.status).toBe(422);
    expect(JSON.parse(held.body).report).toMatchObject({
      applied: false,
      updated: 1,
      unchanged: 1,
      sold: 3,
      held: { reason: "sells_too_many", wouldSell: 3, inStock: 5, share: 0.6, maxShare: 0.2 },
    });
    const dry = await post(coastal, yardKey, feed, "?dryRun=1");
    expect(dry.status).toBe(200);
    expect(JSON.parse(dry.body)).toMatchObject({ dryRun: true, applied: false, updated: 1, sold: 3, held: { reason: "sells_too_many" } });
    expect((await yardCars()).map((c) => c.status)).toEqual(Array(5).fill("in_stock"));

    const confirmed = await post(coastal, yardKey, feed, "?confirm=1");
    expect(confirmed.status).toBe(200);
    expect(JSON.parse(confirmed.body)).toMatchObject({ applied: true, held: null, updated: 1, sold: 3 });
    expect(await yardCars()).toEqual([
      { stocknum: "G1", status: "in_stock" },
      { stocknum: "G2", status: "in_stock" },
      { stocknum: "G3", status: "sold" },
      { stocknum: "G4", status: "sold" },
      { stocknum: "G5", status: "sold" },
    ]);
  });

  it("rejects the one row with a NUL in a cell, with its line and field, and imports the rest", async () => {
    const feed = [HEADER, car("G1", 19990), "G6,used,2021,Toyota,Coro\u0000lla,15000", car("G2")].join("\n");
    const res = await post(coastal, yardKey, feed, "?mode=partial");
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      rejected: 1,
      rejectedRows: [{ line: 3, stockNumber: "G6", field: "model", reason: "must not contain a NUL character" }],
    });
    const json = JSON.stringify({
      cars: [{ stock_number: "G7", car_type: "used", year: 2021, make: "Toyota", model: "Yaris", price: 1, features: ["a\u0000"] }],
    });
    const fromJson = await post(coastal, yardKey, json, "?mode=partial", "application/json");
    expect(fromJson.status, fromJson.body).toBe(200);
    expect(JSON.parse(fromJson.body).rejectedRows).toEqual([
      { line: 1, stockNumber: "G7", field: "features.0", reason: "must not contain a NUL character" },
    ]);
    expect((await yardCars()).map((c) => c.stocknum)).not.toContain("G6");
  });

  it("counts wrong keys per address: past the site's limit they get 429 with Retry-After; the right key still works", async () => {
    const limit = metro.stockFeeds.failedKeysPerMinute;
    for (let i = 0; i < limit; i++) expect((await post(metro, WRONG_KEY, `${HEADER}\n`, "?mode=partial")).status).toBe(401);
    const refused = await post(metro, "not-even-a-key", `${HEADER}\n`, "?mode=partial");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({ error: expect.any(String), code: "rate_limited" });
    // A dealer's system behind the same address (a shared egress) is not locked out by someone else's guesses.
    expect((await post(metro, metroKey, `${HEADER}\n`, "?mode=partial")).status).toBe(200);
  });
});

/** Reads the socket until the end of a response's head, or fails after `ms`. */
function responseHead(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms while the body was still to come`)), ms);
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n\r\n")) {
        clearTimeout(timer);
        resolve(text);
      }
    });
    socket.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Writes up to `total` bytes of CSV lines until the server stops taking them; how many bytes the client got out. */
async function writeUntilRefused(socket: Socket, total: number): Promise<number> {
  const chunk = Buffer.from(`${car("X1")}\n`.repeat(4000));
  let closed = false;
  socket.on("error", () => {
    closed = true;
  });
  socket.on("close", () => {
    closed = true;
  });
  const deadline = Date.now() + 5000;
  while (!closed && socket.bytesWritten < total && Date.now() < deadline) {
    // events.once rejects on the socket's error (EPIPE, ECONNRESET once the server has closed): that ends the loop too.
    if (!socket.write(chunk))
      await Promise.race([once(socket, "drain"), once(socket, "close"), new Promise((r) => setTimeout(r, 100))]).catch(() => {});
  }
  socket.destroy();
  return socket.bytesWritten;
}
