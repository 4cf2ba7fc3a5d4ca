import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import type { TenantSite } from "~/sites/tenant-site";
import { findFeedPull, saveFeedPull } from "~/stock-feed/feed-pull-queries.server";
import { findFeedRun, listFeedRuns } from "~/stock-feed/feed-run-queries.server";
import { encryptFeedSecret } from "~/stock-feed/feed-secret.server";
import { publicOrLoopbackForTests } from "~/stock-feed/photo-address";
import { runDuePulls } from "~/stock-feed/pull-feed.server";
import { localFileStore } from "~/storage/local-file-store.server";
import { makeFeedSite } from "../support/feed-fixtures";
import { testDatabases } from "../support/test-databases";

const SECRET = "s".repeat(32);
const HEADER = "stock_number,car_type,year,make,model,badge,body,km,price";
const csv = (...prices: number[]) =>
  [HEADER, ...prices.map((p, i) => `P${i + 1},used,2021,Toyota,HiLux,SR5,Dual Cab Ute,42000,${p}`)].join("\n");
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/** A dealer's stock system: serves `body`, with an ETag (or without, `etags` false), and answers If-None-Match. */
function feedServer() {
  const state = { body: csv(30000, 40000), etags: true, requests: [] as IncomingMessage["headers"][] };
  const server = createServer((req, res) => {
    state.requests.push(req.headers);
    const tag = `"${createHash("md5").update(state.body).digest("hex")}"`;
    if (state.etags && req.headers["if-none-match"] === tag) return res.writeHead(304).end();
    res.writeHead(200, { "Content-Type": "text/csv", ...(state.etags ? { ETag: tag } : {}) }).end(state.body);
  });
  return { server, state };
}

describe.each(testDatabases())("scheduled feed pulls on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let feeds: ReturnType<typeof feedServer>;
  let base: string;
  const store = localFileStore(mkdtempSync(join(tmpdir(), "feed-pull-img-")));
  const deps = () => ({ db, store, secret: SECRET, allowAddress: publicOrLoopbackForTests, allowPlainHttp: true, timeoutMs: 5000 });
  const t0 = new Date("2026-12-02T00:00:00Z");
  const dealershipId = async (slug: string) =>
    (await db.query<{ id: number }>("SELECT id FROM dealerships WHERE site_id = $1 AND slug = $2", [site.id, slug]))[0].id;
  const schedule = async (slug: string, url: string, extra: Partial<Parameters<typeof saveFeedPull>[3]> = {}) =>
    saveFeedPull(
      db,
      site.id,
      await dealershipId(slug),
      {
        url,
        mode: "full",
        format: "csv",
        intervalMinutes: 10,
        enabled: true,
        authKind: "none",
        authUser: null,
        authHeader: null,
        authSecret: null,
        nextDueAt: t0,
        ...extra,
      },
      t0,
    );
  const price = async (stock: string) =>
    (await db.query<{ price: number }>("SELECT price FROM cars WHERE site_id = $1 AND stocknum = $2", [site.id, stock]))[0]?.price;

  beforeAll(async () => {
    feeds = feedServer();
    await new Promise<void>((resolve) => feeds.server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(feeds.server.address() as AddressInfo).port}`;
    db = await target.open();
    await migrate(db);
    site = await makeFeedSite(db, `pulls-${target.name}`, ["north", "south"]);
  });
  afterAll(async () => {
    feeds?.server.close();
    await db?.close();
    await target.dispose();
  });

  it("imports a due pull once, asks with its ETag, and does not import it again while it is unchanged", async () => {
    await schedule("north", `${base}/north.csv`, {
      authKind: "basic",
      authUser: "dealer",
      authSecret: encryptFeedSecret(SECRET, "pa55word"),
    });
    expect(await runDuePulls(deps(), [site], t0)).toBe(1);
    expect(await price("P1")).toBe(30000);
    expect(feeds.state.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from("dealer:pa55word").toString("base64")}`);
    const runs = await listFeedRuns(db, site.id, { limit: 10, offset: 0 });
    expect(runs.rows.map((r) => [r.source, r.status, r.report?.created])).toEqual([["pull", "applied", 2]]);

    // Not due again until its interval has passed.
    expect(await runDuePulls(deps(), [site], minutes(t0, 5))).toBe(0);
    expect(await runDuePulls(deps(), [site], minutes(t0, 10))).toBe(1);
    expect(feeds.state.requests.at(-1)?.["if-none-match"]).toBeTruthy();
    const pull = await findFeedPull(db, site.id, await dealershipId("north"));
    expect(pull).toMatchObject({ lastStatus: "unchanged", lastRunId: runs.rows[0].id });
    expect((await listFeedRuns(db, site.id, { limit: 10, offset: 0 })).count).toBe(1);
  });

  it("imports the feed again when it changed, recording a second run", async () => {
    feeds.state.body = csv(29000, 40000);
    expect(await runDuePulls(deps(), [site], minutes(t0, 20))).toBe(1);
    expect(await price("P1")).toBe(29000);
    const runs = await listFeedRuns(db, site.id, { limit: 10, offset: 0 });
    expect(runs.rows.map((r) => [r.status, r.report?.updated, r.report?.unchanged])).toEqual([
      ["applied", 1, 1],
      ["applied", 0, 0],
    ]);
    const run = await findFeedRun(db, site.id, runs.rows[0].id);
    expect(run?.report?.rowsRead).toBe(2);
    const history = await db.query<{ feed_run_id: string }>(
      "SELECT feed_run_id::text FROM car_history WHERE site_id = $1 AND price_before IS NOT NULL",
      [site.id],
    );
    expect(history.map((h) => h.feed_run_id)).toEqual([runs.rows[0].id]);
  });

  it("tells an unchanged body by its SHA-256 when the server sends no ETag, and imports a changed one", async () => {
    feeds.state.etags = false;
    await schedule("south", `${base}/south.csv`, { mode: "partial" });
    const southRuns = async () =>
      (await listFeedRuns(db, site.id, { limit: 50, offset: 0 })).rows.filter((r) => r.dealershipSlug === "south");
    // South's first pull imports (north is not due yet).
    expect(await runDuePulls(deps(), [site], minutes(t0, 21))).toBe(1);
    expect(await southRuns()).toHaveLength(1);
    // Same bytes, no validators to send: fetched whole, hashed, not imported.
    await runDuePulls(deps(), [site], minutes(t0, 31));
    expect(feeds.state.requests.at(-1)?.["if-none-match"]).toBeUndefined();
    expect(await southRuns()).toHaveLength(1);
    expect(await findFeedPull(db, site.id, await dealershipId("south"))).toMatchObject({ lastStatus: "unchanged" });
    feeds.state.body = csv(28000, 40000);
    await runDuePulls(deps(), [site], minutes(t0, 41));
    const runs = await southRuns();
    expect(runs.map((r) => [r.mode, r.status])).toEqual([
      ["partial", "applied"],
      ["partial", "applied"],
    ]);
  });

  it("gives a due pull to one caller when two schedulers run at once", async () => {
    await schedule("north", `${base}/north.csv`, { nextDueAt: minutes(t0, 50) });
    const taken = await Promise.all([runDuePulls(deps(), [site], minutes(t0, 50)), runDuePulls(deps(), [site], minutes(t0, 50))]);
    expect(taken.sort()).toEqual([0, 1]);
  });

  it("records a failed check (and no run) when the feed's server cannot be reached, and refuses a private address", async () => {
    await schedule("south", "http://127.0.0.1:9/feed.csv");
    await runDuePulls(deps(), [site], minutes(t0, 60));
    const pull = await findFeedPull(db, site.id, await dealershipId("south"));
    expect(pull?.lastStatus).toBe("failed");
    expect(pull?.lastMessage).toMatch(/could not be fetched/);
    await schedule("south", `${base}/south.csv`, { nextDueAt: minutes(t0, 70) });
    // The production rule: public addresses only.
    await runDuePulls({ ...deps(), allowAddress: undefined }, [site], minutes(t0, 80));
    expect((await findFeedPull(db, site.id, await dealershipId("south")))?.lastMessage).toMatch(/is refused/);
  });
});
