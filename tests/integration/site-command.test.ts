import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/open-database.server";
import { parseEnv } from "~/lib/env.server";
import { MINIMAL_SITE_CONFIG } from "~/sites/minimal-site-config.fixture";
import { bootPlatform, type Platform } from "../../server/boot";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild } from "../support/seeded-app";

requireFreshBuild();

/**
 * `npm run site` end to end: the command runs as its own process against a temporary sites directory
 * and database (embedded PGlite in a data dir, and a real PostgreSQL database when TEST_DATABASE_URL
 * is set), and a platform booted the way the server boots serves (or stops serving) what it did.
 */
const run = promisify(execFile);
type Result = { code: number; stdout: string; stderr: string };

const location = (slug: string) => ({
  slug,
  name: `Bayside Motors ${slug}`,
  type: "used",
  primary: true,
  street: "1 Shore Street",
  city: "Cleveland",
  state: "QLD",
  postcode: "4163",
  lat: -27.527,
  lng: 153.265,
  phone: "+61738211234",
});
const siteConfig = (slug: string, name: string, hosts: string[]) => ({
  ...MINIMAL_SITE_CONFIG,
  slug,
  name,
  hosts,
  dealerships: [{ slug: `${slug}-yard`, name, locations: [location(`${slug}-cleveland`)] }],
});
const INVALID = {
  ...siteConfig("broken-motors", "Broken Motors", ["www.coastaltoyota.com.au"]),
  theme: { ...MINIMAL_SITE_CONFIG.theme, colours: { ...MINIMAL_SITE_CONFIG.theme.colours, primary: "red" }, colors: {} },
};
const INVALID_PROBLEMS = [
  "theme.colours.primary: must be a colour like #1a2b3c",
  "theme.colors: unknown setting (misspelt, or not one this platform has)",
];

type Target = { name: string; env: Record<string, string>; dispose: () => Promise<void> };

function targets(): Target[] {
  const list: Target[] = [{ name: "pglite", env: {}, dispose: async () => {} }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const dbName = `test_site_${process.pid}_${Date.now()}`;
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    list.push({
      name: "postgres",
      env: { DATABASE_URL: u.toString() },
      dispose: () => adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
    });
  }
  return list;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url });
  await admin.query(sql);
  await admin.close();
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe.each(targets())("npm run site on $name", (target) => {
  const dir = mkdtempSync(join(tmpdir(), "site-command-"));
  const sitesDir = join(dir, "sites");
  mkdirSync(sitesDir);
  copyFileSync("config/sites/coastal-toyota.json", join(sitesDir, "coastal-toyota.json"));
  const env = { ...target.env, SITES_DIR: sitesDir, DATA_DIR: join(dir, "data"), SEED_ON_START: "false", LOG_LEVEL: "silent" };
  const file = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(content));
    return path;
  };
  const cli = async (...args: string[]): Promise<Result> => {
    try {
      const { stdout, stderr } = await run("npx", ["tsx", "scripts/site.ts", ...args], { env: { ...process.env, ...env } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
  // Each reload's sites, as the server's page cache is told of them (it drops their pages).
  const reloaded: (readonly number[])[] = [];
  const boot = async (): Promise<{ platform: Platform; app: Listening }> => {
    const platform = await bootPlatform(parseEnv({ ...process.env, ...env }), pino({ level: "silent" }), {
      onSitesReloaded: (ids) => reloaded.push(ids),
    });
    const app = await listenApp(
      { db: platform.db, sites: [], search: platform.search, dataDir: env.DATA_DIR },
      { now: new Date(), sites: platform.sites },
    );
    return { platform, app };
  };
  const stop = async ({ platform, app }: { platform: Platform; app: Listening }) => {
    await app.close();
    await platform.stopSync();
    await platform.db.close();
  };
  const home = (port: number, host: string) => request(port, host, "/").then((r) => ({ status: r.status, body: r.body }));

  it("validate prints every problem with its path and exits 1; create refuses the same file and writes nothing", async () => {
    if (target.name === "postgres") {
      const url = process.env.TEST_DATABASE_URL as string;
      await adminQuery(url, `CREATE DATABASE ${new URL(target.env.DATABASE_URL).pathname.slice(1)}`);
      cleanups.push(target.dispose);
    }
    const bad = file("broken.json", INVALID);
    const validated = await cli("validate", bad);
    expect(validated.code).toBe(1);
    expect(validated.stdout.trim().split("\n")).toEqual(INVALID_PROBLEMS);
    const created = await cli("create", bad);
    expect(created.code).toBe(1);
    expect(created.stdout.trim().split("\n")).toEqual(INVALID_PROBLEMS);
    expect(readdirSync(sitesDir)).toEqual(["coastal-toyota.json"]);
    // Right in itself, but it wants a host Coastal Toyota answers at.
    const clash = await cli("validate", file("clash.json", siteConfig("broken-motors", "Broken Motors", ["www.coastaltoyota.com.au"])));
    expect(clash).toMatchObject({ code: 1, stdout: 'hosts.0: "www.coastaltoyota.com.au" is already used by site "coastal-toyota"\n' });
    expect(
      await cli("validate", file("good.json", siteConfig("bayside-motors", "Bayside Motors", ["www.baysidemotors.com.au"]))),
    ).toMatchObject({
      code: 0,
      stdout: "valid\n",
    });
  });

  it("create stores the config and its dealerships and locations; list shows them; disable stops serving the site and keeps its data", async () => {
    const created = await cli("create", join(dir, "good.json"));
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain("Created site bayside-motors (1 dealership(s), 1 location(s))");
    // Decision 053: the database holds it (no file is written beside the others); export gives back what was read.
    expect(readdirSync(sitesDir)).toEqual(["coastal-toyota.json"]);
    const exported = await cli("export", "bayside-motors");
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual(siteConfig("bayside-motors", "Bayside Motors", ["www.baysidemotors.com.au"]));
    const out = join(dir, "bayside-export.json");
    expect(await cli("export", "bayside-motors", out)).toMatchObject({ code: 0, stdout: `Wrote bayside-motors (version 1) to ${out}.\n` });
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(JSON.parse(exported.stdout));
    expect(await cli("export", "no-such-site")).toMatchObject({ code: 1, stderr: 'No site "no-such-site" in the database.\n' });
    expect(await cli("create", join(dir, "good.json"))).toMatchObject({
      code: 1,
      stderr: 'A site "bayside-motors" is configured already.\n',
    });

    const listed = await cli("list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^bayside-motors +Bayside Motors +enabled +1 +0 +bayside-motors\.localhost, www\.baysidemotors\.com\.au$/m,
    );
    expect(listed.stdout).toMatch(/^coastal-toyota +Coastal Toyota +enabled /m);

    let running = await boot();
    try {
      const rows = await running.platform.db.query<{ dealership: string; location: string; time_zone: string }>(
        `SELECT d.slug AS dealership, l.slug AS location, l.time_zone FROM locations l JOIN dealerships d ON d.id = l.dealership_id
         JOIN sites s ON s.id = l.site_id WHERE s.slug = 'bayside-motors'`,
      );
      expect(rows).toEqual([{ dealership: "bayside-motors-yard", location: "bayside-motors-cleveland", time_zone: "Australia/Sydney" }]);
      expect((await home(running.app.port, "bayside-motors.localhost")).status).toBe(200);
      expect((await home(running.app.port, "www.baysidemotors.com.au")).status).toBe(200);
      const unknown = await home(running.app.port, "unknown.example.com");
      expect(unknown.status).toBe(404);

      if (target.name === "pglite") {
        // One process per embedded data directory: the command runs while the server is stopped.
        await stop(running);
        expect((await cli("disable", "bayside-motors")).code).toBe(0);
        running = await boot();
      } else {
        // A running server hears sites_changed and stops serving the site within seconds, without a restart.
        expect((await cli("disable", "bayside-motors")).code).toBe(0);
        await expect.poll(() => reloaded.length, { timeout: 3000 }).toBeGreaterThan(0);
        expect(reloaded.at(-1)?.length).toBeGreaterThan(0);
      }
      const { port } = running.app;
      expect(await waitFor(async () => (await home(port, "bayside-motors.localhost")).status === 404, 3000)).toBe(true);
      expect(await home(port, "www.baysidemotors.com.au")).toEqual(unknown);
      expect((await home(port, "coastal-toyota.localhost")).status).toBe(200);
      const [{ n }] = await running.platform.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM dealerships d JOIN sites s ON s.id = d.site_id WHERE s.slug = 'bayside-motors'",
      );
      expect(n).toBe(1);

      if (target.name === "postgres") {
        // And a site created while the server runs is served without a restart, as is one enabled again.
        const harbour = await cli("create", file("harbour.json", siteConfig("harbour-cars", "Harbour Cars", [])));
        expect(harbour.code, harbour.stderr).toBe(0);
        expect(await cli("enable", "bayside-motors")).toMatchObject({ code: 0 });
        expect(await waitFor(async () => (await home(port, "harbour-cars.localhost")).status === 200, 3000)).toBe(true);
        expect(await waitFor(async () => (await home(port, "bayside-motors.localhost")).status === 200, 3000)).toBe(true);
      }
    } finally {
      await stop(running);
    }
    const listedAfter = await cli("list");
    expect(listedAfter.stdout).toMatch(
      target.name === "pglite" ? /^bayside-motors +Bayside Motors +disabled +1 +0 /m : /^bayside-motors +Bayside Motors +enabled /m,
    );
  });
});
