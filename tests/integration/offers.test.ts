import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/domain/slugify";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { solvedCaptcha } from "../support/captcha";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform, testLeadServices } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");

type OfferRow = { id: number; site: string; make: string | null; title: string; categories: string[]; startsOn: string; endsOn: string };

/** The page's own text as a reader sees it (no scripts or tags). */
const mainText = (res: HttpResponse) =>
  (res.body.match(/<main[\s\S]*<\/main>/)?.[0] ?? res.body)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** The offers a search page lists, by their links. */
const listedIds = (res: HttpResponse) => [...res.body.matchAll(/<a\b[^>]*\bhref="\/offers\/(?:[\w-]+\/)?(\d+)"/g)].map((m) => Number(m[1]));
const count = (res: HttpResponse) => Number(/data-testid="offer-count">(\d+)/.exec(res.body.replace(/<!-- -->/g, ""))?.[1] ?? Number.NaN);

/** /special-offers and the offer pages over HTTP, through the built app, on the seeded demo offers. */
describe("special offers", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let offers: OfferRow[];
  const host = (slug: string) => `${slug}.localhost:${app.port}`;
  const get = (slug: string, path: string) => request(app.port, host(slug), path);
  const today = "2026-11-22";
  const current = (slug: string) => offers.filter((o) => o.site === slug && o.startsOn <= today && o.endsOn >= today);
  const ended = (slug: string) => offers.filter((o) => o.site === slug && o.endsOn < "2026-11-21");
  const path = (o: OfferRow) => (o.make ? `/offers/${slugify(o.make)}/${o.id}` : `/offers/${o.id}`);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW });
    app = await listenApp(platform, { now: NOW });
    offers = await platform.db.query<OfferRow>(
      `SELECT o.id, s.slug AS site, o.make, o.title, o.categories, to_char(o.starts_on, 'YYYY-MM-DD') AS "startsOn",
              to_char(o.ends_on, 'YYYY-MM-DD') AS "endsOn"
         FROM offers o JOIN sites s ON s.id = o.site_id ORDER BY o.id`,
    );
    if (current("metro-motor-group").length <= 21 || !ended("coastal-toyota").length)
      throw new Error("the demo offers are too few for these tests");
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("lists the site's current offers only, 21 a page, the rest on the next page", async () => {
    const metro = current("metro-motor-group");
    const first = await get("metro-motor-group", "/special-offers");
    expect(first.status).toBe(200);
    expect(count(first)).toBe(metro.length);
    const second = await get("metro-motor-group", "/special-offers?page=2");
    expect(listedIds(first)).toHaveLength(21);
    expect(listedIds(second)).toHaveLength(metro.length - 21);
    expect([...listedIds(first), ...listedIds(second)].sort((a, b) => a - b)).toEqual(metro.map((o) => o.id).sort((a, b) => a - b));
    expect(first.body).toContain('rel="next"');
    // Past the last page there is no page.
    expect((await get("metro-motor-group", "/special-offers?page=3")).status).toBe(404);
    // Another site's offers and this site's ended ones are never listed.
    const coastal = await get("coastal-toyota", "/special-offers");
    expect(listedIds(coastal).sort((a, b) => a - b)).toEqual(
      current("coastal-toyota")
        .map((o) => o.id)
        .sort((a, b) => a - b),
    );
    for (const o of ended("coastal-toyota")) expect(mainText(coastal)).not.toContain(o.title);
  });

  it("filters by query, category, make, body and price from the address, counting what is left", async () => {
    const metro = current("metro-motor-group");
    const byMake = await get("metro-motor-group", "/special-offers?make=skoda");
    expect(listedIds(byMake).sort()).toEqual(
      metro
        .filter((o) => o.make === "Škoda")
        .map((o) => o.id)
        .sort(),
    );
    const finance = await get("metro-motor-group", "/special-offers?categories=finance");
    expect(count(finance)).toBe(metro.filter((o) => o.categories.includes("finance")).length);
    expect(count(finance)).toBeGreaterThan(0);
    const utes = await get("metro-motor-group", "/special-offers?body=ute&price_max=60000");
    const text = mainText(utes);
    expect(text).toContain("HiLux SR 4x4 double cab at $54,990 drive away");
    expect(text).not.toContain("Ranger XLT with a free hard tonneau cover");
    const query = await get("coastal-toyota", "/special-offers?query=hilux");
    expect(mainText(query)).toContain("HiLux SR5 4x4 for $63,990 drive away");
    expect(count(query)).toBe(1);
    const none = await get("value-used-cars", "/special-offers?query=lamborghini");
    expect(count(none)).toBe(0);
    expect(mainText(none)).toContain("No Results Available");
    expect((await get("coastal-toyota", "/special-offers?categories=boats")).status).toBe(400);
  });

  it("shows a current offer at both its addresses, with its dealership, terms cut at 100 characters and an enquiry form", async () => {
    const offer = current("coastal-toyota").find((o) => o.title.startsWith("HiLux SR5")) as OfferRow;
    const page = await get("coastal-toyota", path(offer));
    expect(page.status).toBe(200);
    const text = mainText(page);
    expect(text).toContain(offer.title);
    expect(text).toContain("Coastal Toyota Sales");
    expect(text).toContain("Show more");
    const shown = /data-testid="offer-disclaimer">([^<]*)/.exec(page.body)?.[1] ?? "";
    expect(shown.length).toBeGreaterThan(50);
    expect(shown.length).toBeLessThanOrEqual(100);
    expect(page.body).toMatch(/"@type":"Offer"/);
    expect(page.body).toContain(`<link rel="canonical" href="http://coastal-toyota.localhost:3000${path(offer)}"/>`);
    expect(page.body).toContain('name="form" value="offer"');
    expect((await get("coastal-toyota", `/offers/${offer.id}`)).status).toBe(200);
  });

  it("is a 404 for another site's offer, a manufacturer that is not the offer's, or an offer not started", async () => {
    const metroOffer = current("metro-motor-group").find((o) => o.make === "Toyota") as OfferRow;
    expect((await get("coastal-toyota", `/offers/${metroOffer.id}`)).status).toBe(404);
    expect((await get("coastal-toyota", `/offers/toyota/${metroOffer.id}`)).status).toBe(404);
    expect((await get("metro-motor-group", `/offers/toyota/${metroOffer.id}`)).status).toBe(200);
    expect((await get("metro-motor-group", `/offers/mazda/${metroOffer.id}`)).status).toBe(404);
    const upcoming = offers.find((o) => o.site === "coastal-toyota" && o.startsOn > today) as OfferRow;
    expect((await get("coastal-toyota", path(upcoming))).status).toBe(404);
    expect((await get("coastal-toyota", "/offers/99999999")).status).toBe(404);
    expect((await get("coastal-toyota", "/offers/not-an-id")).status).toBe(404);
  });

  it("answers an ended offer with 410, saying when it ended and showing current offers instead of a form", async () => {
    const offer = ended("coastal-toyota")[0];
    const page = await get("coastal-toyota", path(offer));
    expect(page.status).toBe(410);
    const [y, m, d] = offer.endsOn.split("-");
    expect(mainText(page)).toContain(`This offer ended on ${d}/${m}/${y}.`);
    expect(mainText(page)).toContain("Offers running now");
    expect(page.body).not.toContain('name="form" value="offer"');
    expect(page.body).toContain("https://schema.org/Discontinued");
  });

  it("stores the enquiry sent from an offer's page without JavaScript, naming the offer and its dealership", async () => {
    const offer = current("metro-motor-group").find((o) => o.make === "Škoda") as OfferRow;
    const services = testLeadServices();
    const body = new URLSearchParams({
      form: "offer",
      name: "Charlotte",
      last_name: "O'Brien",
      email: "charlotte@example.com.au",
      phone: "0412 345 678",
      message: "Is the wagon available in grey?",
      opt_in: "false",
      terms_conditions: "true",
      // A tampered page cannot name another offer: the server sets these from the offer it loaded.
      "custom_fields[offer_id]": "1",
      subcategory: "Something else",
      altcha: await solvedCaptcha(services.captcha, "metro-motor-group"),
      form_started: formStartedToken(services.secret, new Date(NOW.getTime() - 60_000)),
    }).toString();
    const res = await request(app.port, host("metro-motor-group"), path(offer), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(res.status, mainText(res).slice(0, 400)).toBe(302);
    const leadId = String(res.headers.location).split("lead=")[1];
    const [lead] = await platform.db.query<{
      form: string;
      category: string;
      subcategory: string;
      dealership_slug: string;
      payload: unknown;
    }>("SELECT form, category, subcategory, dealership_slug, payload FROM leads WHERE id = $1", [leadId]);
    const payload = (typeof lead.payload === "string" ? JSON.parse(lead.payload) : lead.payload) as {
      customFields: Record<string, string>;
    };
    expect(lead).toMatchObject({
      form: "offer",
      category: "Special Offer Enquiry",
      subcategory: offer.title,
      dealership_slug: "metro-skoda-artarmon",
    });
    expect(payload.customFields).toMatchObject({ offer_id: String(offer.id), offer: offer.title });
    expect(payload.customFields.offer_url).toMatch(new RegExp(`/offers/skoda/${offer.id}$`));
    const receipt = await get("metro-motor-group", `/success?lead=${leadId}`);
    expect(mainText(receipt)).toContain("Special Offer Enquiry");
  });

  it("refuses an enquiry about an ended offer, and shows the form's errors again with what was typed", async () => {
    const gone = ended("coastal-toyota")[0];
    const post = (p: string, fields: Record<string, string>) =>
      request(app.port, host("coastal-toyota"), p, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await post(path(gone), { name: "Sam", email: "sam@example.com", phone: "0412345678" });
    expect(refused.status).toBe(410);
    const live = current("coastal-toyota")[0];
    const again = await post(path(live), { name: "Sam", email: "not-an-email", phone: "0412345678" });
    expect(again.status).toBe(422);
    expect(mainText(again)).toContain("Please fix the following errors:");
    expect(again.body).toContain('value="Sam"');
  });

  it("shows up to 3 current offers on each site's home page", async () => {
    for (const slug of ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"]) {
      const home = await get(slug, "/");
      const ids = listedIds(home);
      expect(ids.length, slug).toBe(3);
      const live = current(slug).map((o) => o.id);
      for (const id of ids) expect(live).toContain(id);
    }
  });
});
