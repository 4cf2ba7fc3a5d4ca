import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");

type Row = { id: number; slug: string; site: string; status: string };

/** The page's own text (no scripts or tags), to read what a shopper reads. */
const mainText = (html: string) =>
  (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
/** The cars in the compare table's heading, by their links. */
const comparedSlugs = (html: string) => [...html.matchAll(/<th scope="col"[\s\S]*?href="\/cars\/([\w-]+)"/g)].map((m) => m[1]);

/** /compare?ids= is rendered on the server from the address alone, for the site that is asked and its offered cars only. */
describe("compare page", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: Row[];
  let metro: Row;
  let hidden: Row;
  const host = () => `coastal-toyota.localhost:${app.port}`;
  const get = (path: string) => request(app.port, host(), path);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW });
    app = await listenApp(platform, { now: NOW });
    const rows = await platform.db.query<Row>(
      `SELECT c.id, c.slug, s.slug AS site, c.status FROM cars c JOIN sites s ON s.id = c.site_id
       WHERE c.show_on_dealer_website ORDER BY c.id`,
    );
    coastal = rows.filter((r) => r.site === "coastal-toyota" && r.status === "in_stock");
    const found = rows.find((r) => r.site === "metro-motor-group");
    if (coastal.length < 6 || !found) throw new Error("the demo network is too small for these tests");
    metro = found;
    // A car its dealer has taken off the website: as unknown here as on its own page.
    hidden = coastal.pop() as Row;
    await platform.db.query("UPDATE cars SET show_on_dealer_website = false WHERE id = $1", [hidden.id]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("shows the cars of the link side by side, in its order, each linking to its page", async () => {
    const [a, b, c] = coastal;
    const res = await get(`/compare?ids=${c.id},${a.id},${b.id}`);
    expect(res.status).toBe(200);
    expect(comparedSlugs(res.body)).toEqual([c.slug, a.slug, b.slug]);
    const text = mainText(res.body);
    for (const label of ["Price", "Finance estimate", "Year", "Odometer", "Body", "Fuel", "Transmission", "Engine", "Drive", "Seats"])
      expect(text).toContain(` ${label} `);
    expect(text).toMatch(/\$\d{1,3}(,\d{3})+ /);
    expect(text).toMatch(/\$\d+\/wk/);
    expect(text).not.toMatch(/no longer available|left out/);
  });

  it("leaves out another site's car and a hidden one, saying cars are unavailable without naming them", async () => {
    const [a, b] = coastal;
    const res = await get(`/compare?ids=${a.id},${metro.id},${b.id},${hidden.id}`);
    expect(res.status).toBe(200);
    expect(comparedSlugs(res.body)).toEqual([a.slug, b.slug]);
    expect(res.body).not.toContain(metro.slug);
    expect(res.body).not.toContain(hidden.slug);
    expect(mainText(res.body)).toContain("2 cars in this link are no longer available.");
    // The same link on the other site shows its own car only.
    const there = await request(app.port, `metro-motor-group.localhost:${app.port}`, `/compare?ids=${a.id},${metro.id}`);
    expect(there.body).not.toContain(a.slug);
    expect(mainText(there.body)).toContain("Only one car to compare:");
  });

  it("compares at most 4 cars, the first 4 of the link", async () => {
    const ids = coastal.slice(0, 5).map((r) => r.id);
    const res = await get(`/compare?ids=${ids.join(",")}`);
    expect(res.status).toBe(200);
    expect(comparedSlugs(res.body)).toEqual(coastal.slice(0, 4).map((r) => r.slug));
    expect(mainText(res.body)).toContain("You can compare up to 4 cars at once: the first 4 in the link are shown.");
  });

  it("explains a link with junk in it, and never fails on one", async () => {
    const [a, b] = coastal;
    const mixed = await get(`/compare?ids=${a.id},abc,${b.id},-1,99999999999`);
    expect(mixed.status).toBe(200);
    expect(comparedSlugs(mixed.body)).toEqual([a.slug, b.slug]);
    expect(mainText(mixed.body)).toContain("3 parts of this link are not car numbers, so they were left out.");

    const junk = await get("/compare?ids=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(junk.status).toBe(200);
    expect(mainText(junk.body)).toContain("Part of this link is not a car number, so it was left out. No cars to compare yet.");
    expect(junk.body).not.toContain("<script>alert(1)");

    const long = await get(`/compare?ids=${"1,".repeat(300)}`);
    expect(long.status).toBe(400);
    expect(long.body).toContain("ids must be at most 500 characters");
  });

  it("without ids, leaves the list to the browser (server-rendered shell, noscript explanation)", async () => {
    const res = await get("/compare");
    expect(res.status).toBe(200);
    expect(mainText(res.body)).toContain("Finding the cars you chose...");
    expect(res.body).toContain("needs JavaScript to list them");
  });

  it("gives the favourites page fresh figures for its ids, this site's offered cars only", async () => {
    const [a] = coastal;
    const res = await get(`/favourites.data?ids=${a.id},${metro.id},${hidden.id},junk`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(a.slug);
    expect(res.body).not.toContain(metro.slug);
    expect(res.body).not.toContain(hidden.slug);
    const page = await get("/favourites");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Your favourites are kept in this browser, so this page needs JavaScript to list them.");
  });
});
