import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { testDatabases } from "../support/test-databases";

/**
 * The CLI against a real PostgreSQL server (the embedded database allows one process at a time, and
 * this test watches the import from outside while it runs): a crash mid-import leaves each car fully
 * old or fully new, and running the import again finishes the job.
 */
const postgres = testDatabases().find((t) => t.name === "postgres");
const CARS = 3000;
const dir = mkdtempSync(join(tmpdir(), "stock-cli-"));
const feedFile = join(dir, "feed.csv");
const header = "stock_number,car_type,year,make,model,price,features";
writeFileSync(
  feedFile,
  [header, ...Array.from({ length: CARS }, (_, i) => `K${i},used,2020,Mazda,CX-5,${20000 + i},Sunroof|Tow Bar`)].join("\n"),
);

describe.skipIf(!postgres)("stock:import CLI on PostgreSQL", () => {
  let db: Database;
  let url: string;

  const cli = (args: string[]): ChildProcess =>
    spawn(process.execPath, ["--import", "tsx", "scripts/stock-import.ts", ...args], {
      env: { ...process.env, DATABASE_URL: url, SITES_DIR: "config/sites", DATA_DIR: dir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  const finish = (child: ChildProcess) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      let out = "";
      child.stdout?.on("data", (d) => (out += d));
      child.stderr?.on("data", (d) => (out += d));
      child.on("close", (code) => resolve({ code, out }));
    });
  const counts = () =>
    db.query<{ cars: number; features: number; broken: number }>(
      `SELECT count(*)::int AS cars, (SELECT count(*)::int FROM car_features f JOIN cars c ON c.id = f.car_id WHERE c.stocknum LIKE 'K%') AS features,
         (SELECT count(*)::int FROM cars c WHERE c.stocknum LIKE 'K%' AND (SELECT count(*) FROM car_features f WHERE f.car_id = c.id) <> 2) AS broken
       FROM cars WHERE stocknum LIKE 'K%'`,
    );

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    await migrate(db);
    const [{ current_database: name }] = await db.query<{ current_database: string }>("SELECT current_database()");
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = `/${name}`;
    url = u.toString();
    await db.query("INSERT INTO sites (slug, name) VALUES ('coastal-toyota', 'Coastal Toyota')");
    const [{ id }] = await db.query<{ id: number }>(
      "INSERT INTO dealerships (site_id, slug, name) SELECT id, 'feed-yard', 'Feed Yard' FROM sites WHERE slug = 'coastal-toyota' RETURNING id",
    );
    await db.query(
      `INSERT INTO locations (site_id, dealership_id, slug, name, street, city, state, postcode, lat, lng, time_zone)
       SELECT site_id, id, 'feed-yard-sales', 'Feed Yard', '1 Main St', 'Maroochydore', 'QLD', '4558', -26.65, 153.09, 'Australia/Brisbane' FROM dealerships WHERE id = $1`,
      [id],
    );
  });
  afterAll(async () => {
    await db?.close();
    await postgres?.dispose();
  });

  it("rejects bad usage with the usage line and exit code 2", async () => {
    const { code, out } = await finish(cli(["--site", "coastal-toyota", feedFile]));
    expect(code).toBe(2);
    expect(out).toContain("Usage: npm run stock:import");
  });

  it("killed mid-import leaves every car whole, and a second run finishes the job", async () => {
    const args = ["--site", "coastal-toyota", "--dealership", "feed-yard", "--batch-size", "50", feedFile];
    const child = cli(args);
    const done = finish(child);
    for (;;) {
      const [{ cars }] = await counts();
      if (cars > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    child.kill("SIGKILL");
    await done;
    const [partial] = await counts();
    expect(partial.cars).toBeGreaterThan(0);
    expect(partial.cars).toBeLessThan(CARS);
    expect(partial.broken).toBe(0);

    const rerun = await finish(cli(args));
    expect(rerun.code).toBe(0);
    expect(rerun.out).toContain(
      `${CARS} rows read, ${CARS - partial.cars} created, 0 updated, ${partial.cars} unchanged, 0 sold, 0 rejected`,
    );
    expect(await counts()).toEqual([{ cars: CARS, features: 2 * CARS, broken: 0 }]);
  }, 120_000);

  it("holds a full feed that would sell most of the dealership (exit 1, nothing written), reports it with --dry-run and applies it with --confirm", async () => {
    const few = join(dir, "few.csv");
    writeFileSync(few, `${header}\nK1,used,2020,Mazda,CX-5,20001,Sunroof|Tow Bar\nK2,used,2020,Mazda,CX-5,20002,Sunroof|Tow Bar\n`);
    const base = ["--site", "coastal-toyota", "--dealership", "feed-yard"];
    const sold = () => db.query<{ n: number }>("SELECT count(*)::int AS n FROM cars WHERE stocknum LIKE 'K%' AND status = 'sold'");
    const held = await finish(cli([...base, few]));
    expect(held.code).toBe(1);
    expect(held.out).toContain(`it would mark ${CARS - 2} of the dealership's ${CARS} cars sold`);
    expect(held.out).toContain("--confirm");
    expect(held.out).toContain("nothing written");
    const dry = await finish(cli([...base, "--dry-run", "--confirm", few]));
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(
      `full feed, nothing written (dry run); it would have: 2 rows read, 0 created, 0 updated, 2 unchanged, ${CARS - 2} sold`,
    );
    expect(await sold()).toEqual([{ n: 0 }]);
    const confirmed = await finish(cli([...base, "--confirm", few]));
    expect(confirmed.code).toBe(0);
    expect(confirmed.out).toContain(`full feed: 2 rows read, 0 created, 0 updated, 2 unchanged, ${CARS - 2} sold, 0 rejected`);
    expect(await sold()).toEqual([{ n: CARS - 2 }]);
  }, 60_000);

  it("exits 1 and prints each rejected row", async () => {
    const bad = join(dir, "bad.csv");
    writeFileSync(bad, `${header}\nK1,used,2020,Mazda,CX-5,20001,Sunroof|Tow Bar\nK2,used,2020,Mazda,CX-5,cheap,\n`);
    const { code, out } = await finish(cli(["--site", "coastal-toyota", "--dealership", "feed-yard", "--partial", bad]));
    expect(code).toBe(1);
    expect(out).toContain("rejected line 3 (K2): price must be a number");
  }, 60_000);
});
