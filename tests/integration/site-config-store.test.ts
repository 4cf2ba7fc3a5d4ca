import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { listAudit } from "~/db/queries/audit.server";
import { configHistory, currentConfig } from "~/db/queries/site-configs.server";
import { SITES_CHANGED_CHANNEL } from "~/db/queries/sites.server";
import { saveSiteConfig } from "~/db/save-site-config.server";
import { importSiteFiles, loadStoredConfigs } from "~/db/site-config-store.server";
import { withSetting } from "~/domain/settings/config-changes";
import { loadSites } from "~/services/site-configs.server";
import { testDatabases } from "../support/test-databases";

/**
 * Decision 053: the database holds each site's config, every version kept; SITES_DIR's files are read in when new or
 * changed since they were last read, and a console save is a checked, audited version every server is told of.
 */
describe.each(testDatabases())("site configs in the database on $name", (target) => {
  let db: Database;
  const dir = mkdtempSync(join(tmpdir(), "site-config-store-"));
  const sitesDir = join(dir, "sites");
  const coastalFile = join(sitesDir, "coastal-toyota.json");
  const at = new Date("2026-12-03T00:00:00Z");
  const owner = { staffId: "", email: "owner@coastal-toyota.example" };
  let coastal: { id: number; slug: string };

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    mkdirSync(sitesDir);
    copyFileSync("config/sites/coastal-toyota.json", coastalFile);
    copyFileSync("config/sites/metro-motor-group.json", join(sitesDir, "metro-motor-group.json"));
    const [staff] = await db.query<{ id: string }>(
      "INSERT INTO staff (email, name) VALUES ('owner@coastal-toyota.example', 'Olivia Owner') RETURNING id::text AS id",
    );
    owner.staffId = staff.id;
  });
  afterAll(async () => {
    await db.close();
    await target.dispose();
  });

  const save = async (config: unknown, basedOn: number, stripeReady = false) =>
    saveSiteConfig(db, { site: coastal, config, actor: owner, at, basedOn, note: "A test save", stripeReady });

  it("reads each file in once: a file unchanged since adds no version, and the served sites come from the database", async () => {
    expect(await importSiteFiles(db, sitesDir, at)).toEqual(["coastal-toyota", "metro-motor-group"]);
    // Re-indented is the same file.
    writeFileSync(coastalFile, JSON.stringify(JSON.parse(readFileSync(coastalFile, "utf8"))));
    expect(await importSiteFiles(db, sitesDir, at)).toEqual([]);
    const sites = await loadSites(db, { sitesDir, port: 3000, at });
    expect(sites.map((s) => s.slug)).toEqual(["coastal-toyota", "metro-motor-group"]);
    coastal = sites[0];
    expect((await configHistory(db, coastal.id, 10)).map((v) => [v.version, v.source, v.actor, v.note])).toEqual([
      [1, "file", "start-up", "Read in from coastal-toyota.json"],
    ]);
  });

  it("saves a change as the next version, audited with what changed, and tells every server", async () => {
    const heard: string[] = [];
    const unlisten = await db.listen(SITES_CHANGED_CHANNEL, () => heard.push("sites_changed"));
    const current = await currentConfig(db, coastal.id);
    const saved = await save(withSetting(current?.config, ["analytics", "staleDays"], 45), 1);
    expect(saved).toEqual({ ok: true, version: 2, changes: 1 });
    expect((await loadStoredConfigs(db)).find((c) => c.slug === "coastal-toyota")?.analytics.staleDays).toBe(45);
    const [entry] = await listAudit(db, coastal.id, { limit: 1 });
    expect(entry).toMatchObject({
      actor: "owner@coastal-toyota.example",
      action: "change",
      resource: "settings",
      resourceId: "2",
      before: { "analytics.staleDays": null },
      after: { "analytics.staleDays": 45 },
    });
    await expect.poll(() => heard.length, { timeout: 2000 }).toBeGreaterThan(0);
    await unlisten();
  });

  it("refuses a save over a newer version, one the schema refuses, a host another site has and a new slug; nothing is written", async () => {
    const current = (await currentConfig(db, coastal.id))?.config as Record<string, unknown>;
    expect(await save(current, 1)).toEqual({ ok: false, stale: true });
    const theme = current.theme as { colours: object };
    const bad = await save({ ...current, theme: { ...theme, colours: { ...theme.colours, primary: "red" } } }, 2);
    expect(bad).toMatchObject({ ok: false, problems: [{ path: "theme.colours.primary", message: "must be a colour like #1a2b3c" }] });
    const metroHost = (await loadStoredConfigs(db)).find((c) => c.slug === "metro-motor-group")?.hosts[0];
    const clash = await save({ ...current, hosts: [metroHost] }, 2);
    expect(clash).toMatchObject({
      ok: false,
      problems: [{ path: "hosts.0", message: `"${metroHost}" is already used by site "metro-motor-group"` }],
    });
    expect(await save({ ...current, slug: "coastal-two" }, 2)).toMatchObject({ ok: false, problems: [{ path: "slug" }] });
    // Start-up refuses a Stripe site on a server without Stripe's keys, so a save may not make one.
    const onStripe = withSetting(current, ["reservations", "provider"], "stripe");
    expect(await save(onStripe, 2)).toMatchObject({
      ok: false,
      problems: [{ path: "reservations.provider", message: expect.stringMatching(/^Stripe is not set up/) }],
    });
    expect((await currentConfig(db, coastal.id))?.version).toBe(2);
  });

  it("keeps a console save while the file is unchanged, and reads the file in again once it changes", async () => {
    await importSiteFiles(db, sitesDir, at);
    expect((await loadStoredConfigs(db)).find((c) => c.slug === "coastal-toyota")?.analytics.staleDays).toBe(45);
    const file = JSON.parse(readFileSync(coastalFile, "utf8"));
    writeFileSync(coastalFile, JSON.stringify({ ...file, name: "Coastal Toyota Maroochydore" }));
    expect(await importSiteFiles(db, sitesDir, at)).toEqual(["coastal-toyota"]);
    const now = (await loadStoredConfigs(db)).find((c) => c.slug === "coastal-toyota");
    expect(now?.name).toBe("Coastal Toyota Maroochydore");
    expect(now?.analytics.staleDays).toBe(60);
    // The console's version stays in the history, to restore.
    expect((await configHistory(db, coastal.id, 10)).map((v) => [v.version, v.source])).toEqual([
      [3, "file"],
      [2, "console"],
      [1, "file"],
    ]);
  });

  it("checks a whole directory before storing any of it: one bad file stores nothing", async () => {
    writeFileSync(join(sitesDir, "zz-broken.json"), JSON.stringify({ slug: "zz-broken" }));
    await expect(importSiteFiles(db, sitesDir, at)).rejects.toThrow(/zz-broken/);
    expect((await db.query("SELECT 1 FROM sites WHERE slug = 'zz-broken'")).length).toBe(0);
  });
});
