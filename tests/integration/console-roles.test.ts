import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { type Action, can, type Resource, ROLES, type Role } from "~/domain/console/can";
import type { TenantSite } from "~/sites/tenant-site";
import { upsertStaff } from "~/console/staff-queries.server";
import { startStaffSession } from "~/console/staff-sessions.server";
import { consoleCookie, consolePost, csrfOf, hostOf, platformCookie, platformHost, storeLead } from "../support/console";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

/** `operator`: the platform operators' pages, which no role of a site opens (on the platform's host, operators only). */
type Need = { action: Action; resource: Resource } | "member" | "public" | "operator";
type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };

/**
 * What each console route needs, by its file. A console route missing here fails the walk: a new page must say who
 * may open it, and the walk then checks every role against the table in app/domain/console/can.ts.
 */
const NEEDS: Record<string, { get: Need; post?: Need }> = {
  "routes/dealer/sign-in.tsx": { get: "public" },
  "routes/dealer/sign-in-link.ts": { get: "public" },
  // Its GET only points at the console (a sign-out is a POST).
  "routes/dealer/sign-out.ts": { get: "public", post: "member" },
  // JSON steps: signing in with a passkey is for anyone (rate limited); adding one takes a session and its token
  // (checked in tests/integration/console-passkeys.test.ts).
  "routes/dealer/passkeys.ts": { get: "public" },
  "routes/dealer/layout.tsx": { get: "member" },
  "routes/dealer/index.ts": { get: "member" },
  "routes/dealer/leads.tsx": { get: { action: "view", resource: "leads" } },
  "routes/dealer/held-leads.tsx": { get: { action: "view", resource: "leads" }, post: { action: "edit", resource: "leads" } },
  "routes/dealer/leads-export.ts": { get: { action: "export", resource: "leads" } },
  "routes/dealer/lead.tsx": { get: { action: "view", resource: "leads" }, post: { action: "edit", resource: "leads" } },
  "routes/dealer/audit.tsx": { get: { action: "view", resource: "audit" } },
  "routes/dealer/reservations.tsx": { get: { action: "view", resource: "reservations" } },
  "routes/dealer/reservation.tsx": {
    get: { action: "view", resource: "reservations" },
    post: { action: "edit", resource: "reservations" },
  },
  "routes/dealer/stock.tsx": { get: { action: "view", resource: "stock" }, post: { action: "edit", resource: "stock" } },
  "routes/dealer/stock-history.tsx": { get: { action: "view", resource: "stock" } },
  "routes/dealer/feeds.tsx": { get: { action: "view", resource: "feeds" } },
  "routes/dealer/marketplace-feeds.tsx": { get: { action: "view", resource: "stock" } },
  "routes/dealer/insights.tsx": { get: { action: "view", resource: "insights" } },
  "routes/dealer/insights-csv.ts": { get: { action: "export", resource: "insights" } },
  // Its one write makes the days shown the site's days-in-stock line: a site setting.
  "routes/dealer/insights-cars.tsx": { get: { action: "view", resource: "insights" }, post: { action: "edit", resource: "settings" } },
  "routes/dealer/insights-cars-csv.ts": { get: { action: "export", resource: "insights" } },
  "routes/dealer/team-response.tsx": { get: { action: "view", resource: "insights" } },
  "routes/dealer/team-response-csv.ts": { get: { action: "export", resource: "insights" } },
  "routes/dealer/feed-run.tsx": { get: { action: "view", resource: "feeds" }, post: { action: "edit", resource: "feeds" } },
  "routes/dealer/feed-settings.tsx": { get: { action: "edit", resource: "feeds" }, post: { action: "edit", resource: "feeds" } },
  // /dealer/stock/new and /dealer/stock/:id: a salesperson sees the fields read-only, with no form; only editors post.
  "routes/dealer/car-editor.tsx": { get: { action: "view", resource: "stock" }, post: { action: "edit", resource: "stock" } },
  "routes/dealer/staff.tsx": { get: { action: "view", resource: "staff" }, post: { action: "edit", resource: "staff" } },
  "routes/dealer/notification-settings.tsx": {
    get: { action: "edit", resource: "settings" },
    post: { action: "edit", resource: "settings" },
  },
  "routes/dealer/locations.tsx": { get: { action: "view", resource: "content" } },
  "routes/dealer/location-hours.tsx": { get: { action: "view", resource: "content" }, post: { action: "edit", resource: "content" } },
  "routes/dealer/content.tsx": { get: { action: "view", resource: "content" } },
  "routes/dealer/content-images.tsx": { get: { action: "view", resource: "content" }, post: { action: "edit", resource: "content" } },
  // Offers are their own line in the role table; /dealer/content/offer/... is what the walk opens.
  "routes/dealer/content-editor.tsx": { get: { action: "view", resource: "offers" }, post: { action: "edit", resource: "offers" } },
  "routes/dealer/reviews.tsx": { get: { action: "view", resource: "content" }, post: { action: "edit", resource: "content" } },
  "routes/dealer/settings.tsx": { get: { action: "view", resource: "settings" } },
  "routes/dealer/settings-group.tsx": { get: { action: "view", resource: "settings" }, post: { action: "edit", resource: "settings" } },
  "routes/dealer/settings-history.tsx": { get: { action: "view", resource: "settings" }, post: { action: "edit", resource: "settings" } },
  "routes/dealer/account.tsx": { get: "member", post: "member" },
  "routes/dealer/sites.tsx": { get: "operator" },
  "routes/dealer/site.tsx": { get: "operator", post: "operator" },
  "routes/dealer/site-new.tsx": { get: "operator", post: "operator" },
  "routes/dealer/not-found.tsx": { get: "member" },
};

/** Every route of app/routes.ts under /dealer, with its full path and the files of the layouts above it. */
function consoleRoutes(entries: Entry[], base = "", layouts: string[] = []): { path: string; file: string; layouts: string[] }[] {
  return entries.flatMap((e) => {
    const path = e.index ? base : e.path ? `${base}/${e.path}` : base;
    const own = e.children ? consoleRoutes(e.children, path, e.path ? layouts : [...layouts, e.file]) : [];
    return [...(e.children ? [] : [{ path, file: e.file, layouts }]), ...own];
  });
}

const now = new Date();
const allowed = (need: Need, role: Role) =>
  need === "public" || need === "member" || (need !== "operator" && can(role, need.action, need.resource));

describe("every console route and action, for every role and for outsiders", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  let leadId = "";
  const cookies = new Map<Role | "other-site", string>();
  const walk = consoleRoutes(routes as Entry[]).filter((r) => r.path === "/dealer" || r.path.startsWith("/dealer/"));
  const concrete = (path: string) =>
    path
      .replace(":id", leadId)
      .replace(":slug", "coastal-toyota")
      .replace(":group", "reservations")
      .replace(":kind", "offer")
      .replace("/*", "/no-such-page");

  beforeAll(async () => {
    requireFreshBuild();
    platform = await seededPlatform({ now, totalCars: 40 });
    await ensureDemoStaff(platform.db, platform.sites, now);
    coastal = platform.sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    app = await listenApp(platform, { now });
    leadId = (await storeLead(platform.db, coastal)).id;
    for (const role of ROLES)
      cookies.set(
        role,
        await consoleCookie(platform.db, app.port, coastal, `${role === "sales" ? "sales" : role}@coastal-toyota.example`, now),
      );
    cookies.set("other-site", await consoleCookie(platform.db, app.port, metro, "owner@metro-motor-group.example", now));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("knows who may open each console route", () => {
    expect(walk.length).toBeGreaterThan(8);
    for (const route of walk) expect(NEEDS[route.file], `${route.file} needs an entry in NEEDS`).toBeDefined();
  });

  it("opens a route to a role exactly when the role table says so", async () => {
    for (const route of walk) {
      const need = NEEDS[route.file]?.get ?? "member";
      if (need === "public") continue;
      for (const role of ROLES) {
        const res = await request(app.port, hostOf(coastal), concrete(route.path), { headers: { cookie: cookies.get(role) as string } });
        const layoutsAllow = route.layouts.every((l) => allowed(NEEDS[l]?.get ?? "member", role));
        const expected = allowed(need, role) && layoutsAllow;
        expect([route.path, role, res.status < 400 || res.status === 404]).toEqual([route.path, role, expected]);
        if (!expected) expect(res.status).toBe(403);
      }
    }
  });

  it("sends a stranger, a shopper and another site's staff to sign-in from every console address, showing no data", async () => {
    const outsiders = { stranger: "", shopper: "__session=s%3Aabc.def", "other site": cookies.get("other-site") as string };
    for (const route of walk) {
      if (NEEDS[route.file]?.get === "public") continue;
      for (const [who, cookie] of Object.entries(outsiders)) {
        const res = await request(app.port, hostOf(coastal), concrete(route.path), { headers: cookie ? { cookie } : {} });
        expect([route.path, who, res.status, String(res.headers.location).split("?")[0]]).toEqual([
          route.path,
          who,
          302,
          "/dealer/sign-in",
        ]);
        expect(res.body).not.toContain("Charlotte");
      }
    }
  });

  it("lets a role post an action exactly when the role table says so, and only with its own form token", async () => {
    for (const route of walk) {
      const need = NEEDS[route.file]?.post;
      if (!need || route.file.endsWith("sign-out.ts")) continue;
      for (const role of ROLES) {
        const cookie = cookies.get(role) as string;
        const page = await request(app.port, hostOf(coastal), "/dealer/account", { headers: { cookie } });
        const forged = await consolePost(app.port, coastal, concrete(route.path), cookie, { intent: "note", body: "x" });
        const expected = allowed(need, role);
        expect([route.path, role, "no token", forged.status]).toEqual([route.path, role, "no token", 403]);
        const sent = await consolePost(app.port, coastal, concrete(route.path), cookie, {
          _csrf: csrfOf(page),
          intent: "note",
          body: "Rang them",
          leadId,
        });
        expect([route.path, role, sent.status !== 403]).toEqual([route.path, role, expected]);
      }
    }
  });

  it("refuses a form token of another session", async () => {
    const ownerPage = await request(app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: cookies.get("owner") as string } });
    const res = await consolePost(app.port, coastal, `/dealer/leads/${leadId}`, cookies.get("manager") as string, {
      _csrf: csrfOf(ownerPage),
      intent: "note",
      body: "Forged",
    });
    expect(res.status).toBe(403);
  });

  it("opens the operators' pages on the platform's host to an operator only: a site's owner and a stranger are refused", async () => {
    await upsertStaff(platform.db, { email: "operator@platform.example", name: "Olga Operator", operator: true });
    const stranger = await upsertStaff(platform.db, { email: "nobody@platform.example", name: "Not An Operator" });
    const operator = await platformCookie(platform.db, app.port, "operator@platform.example", now);
    // A session on the platform's host for someone who is not an operator (sign-in never makes one; a demotion could).
    const nobody = await startStaffSession({ db: platform.db, site: null, now }, stranger.id, null);
    const operatorRoutes = walk.filter((r) => NEEDS[r.file]?.get === "operator");
    expect(operatorRoutes.map((r) => r.path)).toEqual(["/dealer/sites", "/dealer/sites/new", "/dealer/sites/:slug"]);
    const host = platformHost(app.port);
    for (const route of operatorRoutes) {
      const path = concrete(route.path);
      const opened = await request(app.port, host, path, { headers: { cookie: operator } });
      expect([path, opened.status]).toEqual([path, 200]);
      // The wizard shows no site; the others show Coastal Toyota's figures.
      expect(opened.body).toContain(route.path === "/dealer/sites/new" ? "Add a site" : "Coastal Toyota");
      const refused = { stranger: "", "a site's owner": cookies.get("owner") as string, "not an operator": `__dealer=${nobody}` };
      for (const [who, cookie] of Object.entries(refused)) {
        const res = await request(app.port, host, path, { headers: cookie ? { cookie } : {} });
        expect([path, who, res.status, String(res.headers.location).split("?")[0]]).toEqual([path, who, 302, "/dealer/sign-in"]);
        expect(res.body).not.toContain("Coastal Toyota");
      }
    }
    // An operator's session is the platform's: it opens no site's console.
    const onSite = await request(app.port, hostOf(coastal), "/dealer/leads", { headers: { cookie: operator } });
    expect(onSite.status).toBe(302);
  });
});
