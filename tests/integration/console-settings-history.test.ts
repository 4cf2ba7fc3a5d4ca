import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/db/queries/audit.server";
import { loadStoredConfigs } from "~/db/site-config-store.server";
import type { TenantSite } from "~/sites/tenant-site";
import { saveSetting } from "~/console/site-settings.server";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";

/**
 * Issue 55, decision 053: the console's settings history lists every version with who saved it, when and from where,
 * shows what a version changed, and restores one as a new version (the owner only); no site sees another's.
 */
describe("the console's settings history", () => {
  const now = new Date();
  let served: ConsoleApp;
  let coastal: TenantSite;
  let owner = "";
  let manager = "";
  const open = async (cookie: string, query = "") => {
    const res = await request(served.app.port, hostOf(coastal), `/dealer/settings/history${query}`, { headers: { cookie } });
    return {
      ...res,
      body: res.body
        .replace(/<!-- -->/g, "")
        .replaceAll("&#x27;", "'")
        .replaceAll("&quot;", '"'),
    };
  };
  const line = async (slug: string) => (await loadStoredConfigs(served.platform.db)).find((c) => c.slug === slug)?.analytics.staleDays;

  beforeAll(async () => {
    served = await consoleApp({ now });
    coastal = served.site("coastal-toyota");
    owner = await served.signIn(coastal, "owner@coastal-toyota.example");
    manager = await served.signIn(coastal, "manager@coastal-toyota.example");
    const [staff] = await served.platform.db.query<{ id: string; email: string; name: string }>(
      "SELECT id::text AS id, email, name FROM staff WHERE email = 'owner@coastal-toyota.example'",
    );
    const saved = await saveSetting(
      { db: served.platform.db, now, stripeReady: false },
      { site: coastal, staff: { ...staff, operator: false } },
      { path: ["analytics", "staleDays"], value: 45, note: "Days-in-stock line set to 45 days" },
    );
    expect(saved).toMatchObject({ ok: true, version: 2 });
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("lists the versions newest first and shows what the newest changed", async () => {
    const page = await open(owner);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Version 2 (now): what changed");
    expect(page.body).toMatch(/<code[^>]*>analytics\.staleDays<\/code>.*<code[^>]*>\(not set\)<\/code>.*<code[^>]*>45<\/code>/s);
    expect(page.body).toContain("Saved in the console");
    expect(page.body).toContain("Read in from the site's file");
    expect(page.body).toContain("Days-in-stock line set to 45 days");
    // The newest is the settings now: nothing to restore.
    expect(page.body).not.toContain("Restore version 2");
    const first = await open(owner, "?version=1");
    expect(first.body).toContain("The first version: the settings the site started with.");
    expect(first.body).toContain("Restore version 1</button>");
    // A version the site does not have opens the newest, not an error.
    expect((await open(owner, "?version=999")).body).toContain("Version 2 (now)");
  });

  it("restores an earlier version as a new one, audited, and refuses the version in use and one that does not exist", async () => {
    const page = await open(owner, "?version=1");
    const restore = (version: string) =>
      consolePost(served.app.port, coastal, "/dealer/settings/history?version=1", owner, { _csrf: csrfOf(page), version });
    expect((await restore("999")).status).toBe(404);
    expect((await restore("2")).status).toBe(400);
    const restored = await restore("1");
    expect(restored.status).toBe(200);
    expect(restored.body).toContain("Restored version 1 as version 3.");
    // Version 1 is now what version 3 holds: a second restore would add a version that changes nothing.
    const again = await restore("1");
    expect(again.status).toBe(400);
    expect(again.body).toContain("Version 1 is the same as the settings now: there is nothing to restore.");
    expect(await line("coastal-toyota")).toBe(60);
    const after = await open(owner);
    expect(after.body).toContain("Version 3 (now): what changed");
    expect(after.body).toContain("Restored (version 1)");
    const entries = await listAudit(served.platform.db, coastal.id, { limit: 50 });
    expect(entries.find((e) => e.resource === "settings" && e.action === "restore")).toMatchObject({
      resourceId: "3",
      before: { "analytics.staleDays": 45 },
      after: { "analytics.staleDays": null },
    });
  });

  it("is the owner's: a manager is refused the page and the restore, and another site's owner sees only their own", async () => {
    expect((await open(manager)).status).toBe(403);
    const ownerPage = await open(owner, "?version=1");
    const post = await consolePost(served.app.port, coastal, "/dealer/settings/history", manager, {
      _csrf: csrfOf(ownerPage),
      version: "1",
    });
    expect(post.status).toBe(403);
    const metro = served.site("metro-motor-group");
    const metroOwner = await served.signIn(metro, "owner@metro-motor-group.example");
    const theirs = await request(served.app.port, hostOf(metro), "/dealer/settings/history", { headers: { cookie: metroOwner } });
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toContain("Days-in-stock line set to 45 days");
    expect(await line("metro-motor-group")).toBe(60);
  });
});
