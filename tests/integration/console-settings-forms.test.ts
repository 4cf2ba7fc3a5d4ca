import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/db/queries/audit.server";
import { configHistory, currentConfig } from "~/db/queries/site-configs.server";
import { loadStoredConfigs } from "~/db/site-config-store.server";
import { allSettingsGroups, themeGroup } from "~/console/settings-form.server";
import { addLibraryImage } from "~/db/queries/content-items.server";
import { SiteConfigSchema } from "~/sites/site-config";
import { type FieldValue, fieldValues } from "~/sites/settings-form-values";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";

/**
 * Issue 55: every setting not given an editor of its own is a form generated from the config's schema. A save is
 * checked field by field and by the schema, merged onto the newest version, audited and undoable; a refused one keeps
 * what was typed and names each field's problem; the owner's only, and each site's own.
 */
describe("the console's generated settings forms", () => {
  const now = new Date();
  let served: ConsoleApp;
  let coastal: TenantSite;
  let owner = "";
  const clean = (body: string) =>
    body
      .replace(/<!-- -->/g, "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"');
  const open = async (path: string, cookie = owner, site = coastal) => {
    const res = await request(served.app.port, hostOf(site), path, { headers: { cookie } });
    return { ...res, body: clean(res.body) };
  };
  const stored = async () => (await loadStoredConfigs(served.platform.db)).find((c) => c.slug === "coastal-toyota");

  /** The form as the page posts it: every field as the stored settings show it, the token and version, then the changes. */
  async function post(key: string, changes: Record<string, FieldValue | null>, version?: number) {
    const page = await open(`/dealer/settings/${key}`);
    const group = [themeGroup(), ...allSettingsGroups()].find((g) => g.key === key);
    const current = await currentConfig(served.platform.db, coastal.id);
    if (!group || !current) throw new Error("no such form");
    const shown = { ...fieldValues(group, SiteConfigSchema.parse(current.config)), ...changes };
    const pairs: [string, string][] = [
      ["_csrf", csrfOf(page)],
      ["version", String(version ?? current.version)],
    ];
    for (const [name, value] of Object.entries(shown)) {
      if (value === true) pairs.push([name, "on"]);
      else if (Array.isArray(value)) for (const v of value) pairs.push([name, v]);
      else if (typeof value === "string") pairs.push([name, value]);
    }
    const res = await consolePost(served.app.port, coastal, `/dealer/settings/${key}`, owner, pairs);
    return { ...res, body: clean(res.body) };
  }

  beforeAll(async () => {
    served = await consoleApp({ now });
    coastal = served.site("coastal-toyota");
    owner = await served.signIn(coastal, "owner@coastal-toyota.example");
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("lists the sections, and opens each one's form with its settings, descriptions and limits", async () => {
    const index = await open("/dealer/settings");
    expect(index.status).toBe(200);
    for (const g of allSettingsGroups()) expect(index.body).toContain(`href="/dealer/settings/${g.key}"`);
    for (const g of allSettingsGroups()) expect((await open(`/dealer/settings/${g.key}`)).status, g.key).toBe(200);
    const form = await open("/dealer/settings/reservations");
    expect(form.body).toContain('name="reservations.depositCents"');
    expect(form.body).toContain("From 50 to 5,000,000.");
    expect(form.body).toMatch(/The deposit to reserve a car, in cents/);
    expect((await open("/dealer/settings/no-such-section")).status).toBe(404);
  });

  it("saves what changed as the next version, shows what it changed, and the site's settings follow", async () => {
    const before = (await configHistory(served.platform.db, coastal.id, 1))[0].version;
    const saved = await post("reservations", { "reservations.holdHours": "72" });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain(`Saved as version ${before + 1}.`);
    expect(saved.body).toMatch(/<code[^>]*>reservations\.holdHours<\/code>.*<code[^>]*>72<\/code>/s);
    expect((await stored())?.reservations.holdHours).toBe(72);
    // Only that setting was written: the rest of the stored config is as it was.
    const entry = (await listAudit(served.platform.db, coastal.id, { limit: 50 })).find((e) => e.resource === "settings");
    expect(entry).toMatchObject({ action: "change", resourceId: String(before + 1), after: { "reservations.holdHours": 72 } });
    expect(Object.keys(entry?.after ?? {})).toEqual(["reservations.holdHours"]);
    expect((await post("reservations", {})).body).toContain("Nothing changed: the settings are as they were.");
  });

  it("refuses bad entries by field, keeps what was typed, and writes nothing", async () => {
    const version = (await configHistory(served.platform.db, coastal.id, 1))[0].version;
    const refused = await post("reservations", {
      "reservations.depositCents": "20",
      "reservations.holdHours": "<script>alert(1)</script>",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Some settings need fixing: nothing was saved.");
    expect(refused.body).toContain("Enter 50 or more.");
    expect(refused.body).toContain("Enter a number, in digits.");
    expect(refused.body).toContain('value="20"');
    expect(refused.body).not.toContain("<script>alert(1)</script>");
    expect(refused.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // The schema's own checks, placed on the JSON field they are inside.
    const promo = await post("search", {
      "search.promos": JSON.stringify([{ id: "x", title: "Xmas", href: "javascript:alert(1)", position: 3 }]),
    });
    expect(promo.status).toBe(400);
    expect(promo.body).toContain("0.href: must be a path on the site (starting with /) or an http(s):// address");
    const broken = await post("search", { "search.promos": "[{" });
    expect(broken.body).toContain("This is not valid JSON (");
    const stripe = await post("reservations", { "reservations.provider": "stripe" });
    expect(stripe.status).toBe(400);
    expect(stripe.body).toContain("Stripe is not set up on this platform yet");
    expect((await configHistory(served.platform.db, coastal.id, 1))[0].version).toBe(version);
  });

  it("keeps another person's save to a different setting, and refuses to overwrite one to the same setting", async () => {
    const opened = (await configHistory(served.platform.db, coastal.id, 1))[0].version;
    expect((await post("reservations", { "reservations.depositCents": "30000" })).status).toBe(200);
    // A second person, on the page opened before that save, changes another setting: both stand.
    const mine = await post("reservations", { "reservations.depositCents": "25000" }, opened);
    expect(mine.status).toBe(409);
    expect(mine.body).toContain("Someone else changed this since you opened the page");
    const other = await post("texts", { "texts.callText": "Ring us" }, opened);
    expect(other.status).toBe(200);
    expect(await stored()).toMatchObject({ reservations: { depositCents: 30_000, holdHours: 72 }, texts: { callText: "Ring us" } });
  });

  it("edits the theme with a preview, refusing a colour below WCAG AA with its ratio and a font the platform does not serve", async () => {
    const page = await open("/dealer/settings/theme");
    expect(page.status).toBe(200);
    expect(page.body).toContain('aria-label="Preview of the theme"');
    expect(page.body).toMatch(/<input id="f-theme-colours-primary" type="color"[^>]*name="theme.colours.primary" value="#c4001a"/);
    expect(page.body).toMatch(/Words on the brand colour \(header, buttons\)<\/td><td[^>]*>6\.24:1<\/td><td[^>]*>Passes/);
    const pale = await post("theme", { "theme.colours.primary": "#ff6f61" });
    expect(pale.status).toBe(400);
    expect(pale.body).toMatch(/Words on the brand colour \(header, buttons\): 2\.\d\d:1, below the 4\.5:1 that WCAG AA needs\./);
    const font = await post("theme", { "theme.fonts.heading": "x; } body { display: none" });
    expect(font.status).toBe(400);
    expect(font.body).toContain("Choose one of the fonts the platform serves.");
    const saved = await post("theme", { "theme.colours.primary": "#8a0012", "theme.layout.header": "centred" });
    expect(saved.status).toBe(200);
    expect((await stored())?.theme).toMatchObject({ colours: { primary: "#8a0012" }, layout: { header: "centred" } });
  });

  it("picks the logo image from the site's library, never an address typed in", async () => {
    const src = `feed/${"a".repeat(64)}`;
    await addLibraryImage(served.platform.db, coastal.id, { src, name: "coastal-logo.png", by: "owner@coastal-toyota.example", at: now });
    const page = await open("/dealer/settings/theme");
    expect(page.body).toContain("coastal-logo.png (uploaded)");
    expect(page.body).toContain("No image: the logo");
    const typed = await post("theme", { "theme.logo.url": "javascript:alert(1)" });
    expect(typed.status).toBe(400);
    expect(typed.body).toContain("Choose one of the listed options.");
    const saved = await post("theme", { "theme.logo.url": `/img/${src}?w=480` });
    expect(saved.status).toBe(200);
    expect((await stored())?.theme.logo.url).toBe(`/img/${src}?w=480`);
    // The header draws theme.logo.url (components/site/site-logo.tsx); this app does not reload its sites, so the form shows it.
    expect((await open("/dealer/settings/theme")).body).toMatch(new RegExp(`<option value="/img/${src}\\?w=480" selected="">`));
  });

  it("is the owner's to change and each site's own", async () => {
    const manager = await served.signIn(coastal, "manager@coastal-toyota.example");
    expect((await open("/dealer/settings/reservations", manager)).status).toBe(403);
    const page = await open("/dealer/settings/reservations");
    const posted = await consolePost(served.app.port, coastal, "/dealer/settings/reservations", manager, {
      _csrf: csrfOf(page),
      version: "1",
      "reservations.holdHours": "1",
    });
    expect(posted.status).toBe(403);
    const metro = served.site("metro-motor-group");
    const metroOwner = await served.signIn(metro, "owner@metro-motor-group.example");
    const theirs = await open("/dealer/settings/texts", metroOwner, metro);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toContain("Ring us");
    expect((await open("/dealer/settings/general", metroOwner, metro)).body).toContain(`value="${metro.name}"`);
  });
});
