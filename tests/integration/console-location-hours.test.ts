import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/db/queries/audit.server";
import { hoursValues } from "~/components/console/location-hours-form";
import { findLocationHours } from "~/db/queries/location-hours.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";

/**
 * Issue 55: marketing fixes a location's holiday hours (and its week) in the console; the location page shows them,
 * a wrong time is named in its field and nothing is saved; a salesperson may not, and no site reaches another's.
 */
describe("a location's hours in the console", () => {
  const now = new Date();
  let served: ConsoleApp;
  let coastal: TenantSite;
  let marketing = "";
  const SLUG = "coastal-toyota-sales";
  const open = (path: string, cookie: string, site = coastal) => request(served.app.port, hostOf(site), path, { headers: { cookie } });
  const nextYear = now.getUTCFullYear() + 1;

  /** The form as the page posts it: every stored field, then the changes. */
  async function post(changes: Record<string, string>, cookie = marketing) {
    const page = await open(`/dealer/locations/${SLUG}`, cookie);
    const stored = (await findLocationHours(served.platform.db, coastal.id, SLUG, null)) ?? expect.unreachable();
    const fields = {
      _csrf: csrfOf(page),
      specialRows: String(stored.specialHours.length + 3),
      ...hoursValues(stored.hours, stored.specialHours),
      ...changes,
    };
    return consolePost(served.app.port, coastal, `/dealer/locations/${SLUG}`, cookie, fields);
  }

  beforeAll(async () => {
    served = await consoleApp({ now });
    coastal = served.site("coastal-toyota");
    marketing = await served.signIn(coastal, "marketing@coastal-toyota.example");
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("lists the locations and saves a new holiday, which the location page shows, audited", async () => {
    const list = await open("/dealer/locations", marketing);
    expect(list.status).toBe(200);
    expect(list.body).toContain(`href="/dealer/locations/${SLUG}"`);
    const stored = (await findLocationHours(served.platform.db, coastal.id, SLUG, null)) ?? expect.unreachable();
    const row = stored.specialHours.length;
    const saved = await post({
      [`special.${row}.date`]: `${nextYear}-01-02`,
      [`special.${row}.name`]: "Stocktake",
      [`special.${row}.status`]: "Closed",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.replaceAll("&#x27;", "'")).toContain("Coastal Toyota Sales's hours are saved");
    const after = await findLocationHours(served.platform.db, coastal.id, SLUG, null);
    expect(after?.specialHours).toContainEqual({ date: `${nextYear}-01-02`, name: "Stocktake", status: "Closed", start: null, end: null });
    expect(after?.hours).toEqual(stored.hours);
    const page = await request(served.app.port, hostOf(coastal), `/locations/${SLUG}`);
    expect(page.body).toContain("Stocktake");
    const [entry] = (await listAudit(served.platform.db, coastal.id, { limit: 50 })).filter((e) => e.resource === "location-hours");
    expect(entry).toMatchObject({ action: "change", resourceId: SLUG, actor: "marketing@coastal-toyota.example" });
  });

  it("names a wrong time in its field, keeps what was typed and saves nothing", async () => {
    const before = await findLocationHours(served.platform.db, coastal.id, SLUG, null);
    const refused = await post({ "sales.1.status": "Open", "sales.1.open": "17:00", "sales.1.close": "09:00" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Some hours need fixing: nothing was saved.");
    expect(refused.body).toContain("Closing must be after opening.");
    expect(refused.body).toMatch(/name="sales\.1\.open"[^>]*value="17:00"/);
    expect(await findLocationHours(served.platform.db, coastal.id, SLUG, null)).toEqual(before);
  });

  it("saves the address, phone and pin, the pin from the postcode when left empty, and names a wrong field", async () => {
    const path = `/dealer/locations/${SLUG}`;
    const page = await open(path, marketing);
    const fields = {
      _csrf: csrfOf(page),
      intent: "details",
      street: "1 Test Street",
      city: "Maroochydore",
      state: "QLD",
      postcode: "4558",
      phone: "07 3000 1111",
      landlinePhone: "",
      email: "",
      lat: "",
      lng: "",
    };
    const refused = await consolePost(served.app.port, coastal, path, marketing, { ...fields, lat: "51.5", phone: "999" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Some details need fixing: nothing was saved.");
    expect(refused.body).toContain("Enter the latitude in Australia, between -44 and -9, like -26.6608.");
    expect(refused.body).toContain('value="999"');
    const saved = await consolePost(served.app.port, coastal, path, marketing, fields);
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("The map pin is on the postcode");
    const [row] = await served.platform.db.query<{ street: string; phone: string; lat: number; lng: number }>(
      "SELECT street, phone, lat, lng FROM locations WHERE site_id = $1 AND slug = $2",
      [coastal.id, SLUG],
    );
    expect(row).toMatchObject({ street: "1 Test Street", phone: "+61730001111" });
    expect(row.lat).toBeCloseTo(-26.66, 1);
    expect(row.lng).toBeCloseTo(153.08, 1);
    expect((await request(served.app.port, hostOf(coastal), `/locations/${SLUG}`)).body).toContain("1 Test Street");
    const [entry] = (await listAudit(served.platform.db, coastal.id, { limit: 50 })).filter((e) => e.resource === "location-details");
    expect(entry).toMatchObject({ action: "change", resourceId: SLUG, actor: "marketing@coastal-toyota.example" });
  });

  it("is refused to a salesperson, and another site's location is not there", async () => {
    const sales = await served.signIn(coastal, "sales@coastal-toyota.example");
    expect((await open(`/dealer/locations/${SLUG}`, sales)).status).toBe(403);
    const metro = served.site("metro-motor-group");
    const metroMarketing = await served.signIn(metro, "marketing@metro-motor-group.example");
    expect((await open(`/dealer/locations/${SLUG}`, metroMarketing, metro)).status).toBe(404);
  });
});
