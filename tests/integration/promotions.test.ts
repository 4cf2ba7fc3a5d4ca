import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHomePromotions } from "~/promotions/load-home-promotions.server";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

// 9:00 am on 23 November 2026 in Brisbane; the demo dates its slides and popups from this day.
const NOW = new Date("2026-11-22T23:00:00Z");
const DAY = 86_400_000;

/** The home page's promotions slider and popup (issue 15): data per site, by the site's calendar. */
describe("slides and popups", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const site = (slug: string) => {
    const found = platform.sites.find((s) => s.slug === slug);
    if (!found) throw new Error(`no site ${slug}`);
    return found;
  };
  const load = (slug: string, now = NOW) => loadHomePromotions({ db: platform.db, site: site(slug), now });
  const get = (slug: string, path: string) => request(app.port, `${slug}.localhost:${app.port}`, path);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 200 });
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("gives each site its own current slides and popup, and none to a site without", async () => {
    const coastal = await load("coastal-toyota");
    expect(coastal.slides.map((s) => s.name)).toEqual([
      "End of Year Sale",
      "HiLux SR5 4x4 for $63,990 drive away",
      "Meet the all-electric bZ4X",
      "Capped-price servicing from $255",
    ]);
    expect(coastal.popup?.title).toBe("Our End of Year Sale is on");
    expect(coastal.siteSlug).toBe("coastal-toyota");
    // The browser is given the popup's run as instants: to midnight after its last day in Brisbane (UTC+10 all year).
    const endsOn = coastal.popup?.endsOn ?? "";
    const dayAfter = new Date(Date.parse(`${endsOn}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    expect(coastal.popup?.runs.until).toBe(Date.parse(`${dayAfter}T00:00:00+10:00`));

    const metro = await load("metro-motor-group");
    expect(metro.slides).toHaveLength(4);
    expect(metro.slides.filter((s) => s.hideOverlay).map((s) => s.name)).toEqual(["Service: book online today"]);
    expect(metro.popup).toBeNull();

    expect((await load("sunset-caravans")).slides).toEqual([]);
    expect((await load("sunset-caravans")).popup?.title).toBe("Caravan show prices, without the crowds");
    expect(await load("value-used-cars")).toMatchObject({ slides: [], popup: null });
  });

  it("drops slides and the popup once they end by the site's calendar; one without dates runs on", async () => {
    const later = await load("coastal-toyota", new Date(NOW.getTime() + 60 * DAY));
    expect(later.slides.map((s) => s.name)).toEqual(["Capped-price servicing from $255"]);
    expect(later.popup).toBeNull();
  });

  it("serves the slider in the home page (the first banner fetched first) and the popup only after hydration", async () => {
    const home = await get("coastal-toyota", "/");
    expect(home.status).toBe(200);
    expect(home.body).toMatch(/aria-roledescription="carousel" aria-label="Promotions"/);
    expect(home.body).toContain('aria-label="Slide 1 of 4"');
    expect(home.body).toMatch(/<img[^>]*fetchpriority="high"[^>]*slide\/sale-banner|<img[^>]*slide\/sale-banner[^>]*fetchpriority="high"/i);
    expect(home.body).not.toContain('role="dialog"');

    const caravans = await get("sunset-caravans", "/");
    expect(caravans.body).not.toContain('aria-label="Promotions"');
  });

  it("draws each banner through /img, and no banner it does not know", async () => {
    const banner = await get("coastal-toyota", "/img/slide/outback/ute/white?w=1200");
    expect(banner.status).toBe(200);
    expect(banner.headers["content-type"]).toMatch(/^image\//);
    expect((await get("coastal-toyota", "/img/slide/moon/ute/white?w=1200")).status).toBe(404);
  });
});
