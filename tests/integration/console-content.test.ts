import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/db/queries/audit.server";
import { contentImageLibrary } from "~/db/queries/content-items.server";
import { calendarDate, formatDate, nextCalendarDay } from "~/domain/format";
import type { TenantSite } from "~/sites/tenant-site";
import { type ConsoleApp, consoleApp, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";

/**
 * Issue 55: marketing keeps the site's offers, slides and popups in the console: a draft stays off the site and is seen
 * through its signed preview address only; publishing puts it on the site's pages at once; every version is kept, diffed
 * and restorable; a stale form, a script link or a wrong field is refused in words with nothing stored; an offer
 * starting tomorrow (by its dealership's day) waits; a salesperson may not, and no site reaches another's.
 */
describe("offers, slides and popups in the console", () => {
  const now = new Date();
  let served: ConsoleApp;
  let coastal: TenantSite;
  let marketing = "";
  let image = "";
  const open = (path: string, cookie = marketing, site = coastal) => request(served.app.port, hostOf(site), path, { headers: { cookie } });
  const shopper = (path: string, site = coastal) => request(served.app.port, hostOf(site), path);
  const text = (body: string) => body.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  const today = () => calendarDate(now, "Australia/Brisbane");

  async function post(path: string, fields: Record<string, string | string[]>, cookie = marketing) {
    const page = await open(path.replace(/\?.*/, ""), cookie);
    const pairs: [string, string][] = [["_csrf", csrfOf(page)]];
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) pairs.push([name, v]);
    return consolePost(served.app.port, coastal, path, cookie, pairs);
  }

  const offer = (title: string, more: Record<string, string | string[]> = {}) => ({
    dealershipSlug: "coastal-toyota-maroochydore",
    title,
    summary: `${title}: a summary for its card.`,
    description: "**Drive away** this week.",
    categories: ["new"],
    make: "Toyota",
    model: "HiLux",
    body: "ute",
    price: "45990",
    priceType: "drive_away",
    saving: "",
    imageSrc: image,
    imageAlt: "A HiLux on the beach",
    disclaimer: "While stocks last.",
    startsOn: today(),
    endsOn: nextCalendarDay(nextCalendarDay(today())),
    ctaLabel: "",
    ctaHref: "",
    ...more,
  });

  async function create(title: string, intent: "save" | "publish", more: Record<string, string | string[]> = {}) {
    const made = await post("/dealer/content/offer/new", { ...offer(title, more), intent });
    expect(made.status).toBe(302);
    const id = Number(String(made.headers.location).match(/^\/dealer\/content\/offer\/(\d+)\?done=/)?.[1]);
    expect(id).toBeGreaterThan(0);
    return id;
  }
  const liveIdOf = async (id: number) =>
    (await served.platform.db.query<{ live_id: number | null }>("SELECT live_id FROM content_items WHERE id = $1", [id]))[0]?.live_id;

  beforeAll(async () => {
    served = await consoleApp({ now });
    coastal = served.site("coastal-toyota");
    marketing = await served.signIn(coastal, "marketing@coastal-toyota.example");
    [image] = await contentImageLibrary(served.platform.db, coastal.id);
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("lists the site's offers, slides and popups, the demo's own as published", async () => {
    const [demo] = await served.platform.db.query<{ title: string }>("SELECT title FROM offers WHERE site_id = $1 LIMIT 1", [coastal.id]);
    const list = await open("/dealer/content");
    expect(list.status).toBe(200);
    expect(text(list.body)).toContain(demo.title);
    expect(list.body).toContain("Home page slides");
    expect(list.body).toContain('href="/dealer/content/offer/new"');
    expect(image).not.toBe("");
  });

  it("keeps a draft off the site, shows it through its preview address only, and publishes it, audited", async () => {
    const id = await create("Draft HiLux deal", "save");
    expect(text((await shopper("/special-offers")).body)).not.toContain("Draft HiLux deal");
    const editor = await open(`/dealer/content/offer/${id}?done=saved`);
    expect(editor.body).toContain("Saved as version 1. Shoppers do not see it until you publish.");
    const address = editor.body.match(/href="(http[^"]+\/preview\/[^"]+)"/)?.[1] ?? expect.unreachable();
    const path = new URL(address).pathname;
    const preview = await shopper(path);
    expect(preview.status).toBe(200);
    expect(text(preview.body)).toContain("Draft HiLux deal");
    expect(preview.body).toContain("Preview of version 1");
    expect(String(preview.headers["cache-control"])).toContain("no-store");
    expect(String(preview.headers["x-robots-tag"])).toContain("noindex");
    expect((await shopper(path, served.site("metro-motor-group"))).status).toBe(404);
    expect((await shopper(path.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status).toBe(404);

    const published = await post(`/dealer/content/offer/${id}`, { ...offer("Draft HiLux deal"), intent: "publish", basedOn: "1" });
    expect(published.status).toBe(200);
    expect(published.body).toContain("Published version 1: the site shows it within a second.");
    expect(text((await shopper("/special-offers")).body)).toContain("Draft HiLux deal");
    const entries = (await listAudit(served.platform.db, coastal.id, { limit: 50 })).filter((e) => e.resourceId === `offer:${id}`);
    expect(entries.map((e) => e.action)).toEqual(["publish", "save"]);
    expect(entries[0]).toMatchObject({ actor: "marketing@coastal-toyota.example", resource: "content" });
  });

  it("keeps every version: an edit is on the site at once, diffed, and an earlier version restored over it", async () => {
    const id = await create("Boxing Day HiLux", "publish");
    const edited = await post(`/dealer/content/offer/${id}`, {
      ...offer("Boxing Day HiLux, now $43,990"),
      price: "43990",
      intent: "publish",
      basedOn: "1",
    });
    expect(edited.body).toContain("Published version 2");
    expect(text((await shopper("/special-offers")).body)).toContain("Boxing Day HiLux, now $43,990");
    const diff = text((await open(`/dealer/content/offer/${id}?version=2`)).body);
    expect(diff).toContain("Version 2: what changed");
    expect(diff).toMatch(/<code[^>]*>title<\/code>.*?Boxing Day HiLux<\/code>.*?Boxing Day HiLux, now \$43,990<\/code>/s);
    expect(diff).toMatch(/<code[^>]*>price<\/code>.*?45990<\/code>.*?43990<\/code>/s);

    const restored = await post(`/dealer/content/offer/${id}?version=1`, { version: "1", intent: "restore" });
    expect(text(restored.body)).toContain("Restored version 1 as version 3 and published: the site shows it within a second.");
    const offers = text((await shopper("/special-offers")).body);
    expect(offers).toContain("Boxing Day HiLux");
    expect(offers).not.toContain("now $43,990");
    const again = await post(`/dealer/content/offer/${id}?version=1`, { version: "1", intent: "restore" });
    expect(again.status).toBe(400);
    expect(again.body).toContain("Version 1 is the same as the newest version: there is nothing to restore.");
  });

  it("refuses a stale form and hostile fields in words, keeping what was typed, and never puts script on a page", async () => {
    const id = await create("Tradie ute deal", "publish");
    await post(`/dealer/content/offer/${id}`, { ...offer("Tradie ute deal"), saving: "2000", intent: "save", basedOn: "1" });
    const stale = await post(`/dealer/content/offer/${id}`, { ...offer("Tradie ute deal, typed late"), intent: "save", basedOn: "1" });
    expect(stale.status).toBe(409);
    expect(stale.body).toContain("Someone saved this offer meanwhile (version 2): nothing was saved.");
    expect(stale.body).toContain('value="Tradie ute deal, typed late"');

    const hostile = await post(`/dealer/content/offer/${id}`, {
      ...offer("Tradie <b>ute</b>"),
      ctaLabel: "Click",
      ctaHref: "javascript:alert(1)",
      startsOn: "24/12/2026",
      summary: "x".repeat(301),
      intent: "publish",
      basedOn: "2",
    });
    expect(hostile.status).toBe(400);
    const body = text(hostile.body);
    expect(body).toContain("Some fields need fixing: nothing was saved.");
    expect(body).toContain("Use an address on this site that starts with /, such as /special-offers.");
    expect(body).toContain("Enter a date, like 24/12/2026.");
    expect(body).toContain("Keep the summary to 300 characters or fewer.");
    expect(hostile.body).toContain('value="Tradie &lt;b&gt;ute&lt;/b&gt;"');

    const script = `<script>alert(1)</script><img src=x onerror="alert(2)"> [click](javascript:alert(3)) **bold`;
    const saved = await post(`/dealer/content/offer/${id}`, {
      ...offer("<script>alert(4)</script>"),
      description: script,
      intent: "publish",
      basedOn: "2",
    });
    expect(saved.status).toBe(200);
    const page = await shopper(`/offers/${await liveIdOf(id)}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<script>alert|onerror=|href="javascript:/i);
    expect(page.body).toContain("&lt;script&gt;alert(4)&lt;/script&gt;");
  });

  it("publishes an offer starting tomorrow by its dealership's day without showing it, but previews it", async () => {
    const tomorrow = nextCalendarDay(today());
    const id = await create("Next week's Corolla", "publish", { startsOn: tomorrow, endsOn: nextCalendarDay(tomorrow) });
    const editor = await open(`/dealer/content/offer/${id}?done=published`);
    expect(editor.body).toContain("Published version 1.");
    expect(text((await shopper("/special-offers")).body)).not.toContain("Next week's Corolla");
    expect((await shopper(`/offers/${await liveIdOf(id)}`)).status).toBe(404);
    const address = editor.body.match(/href="http[^"]+(\/preview\/[^"]+)"/)?.[1] ?? expect.unreachable();
    expect(text((await shopper(address)).body)).toContain("Next week's Corolla");
    const republished = await post(`/dealer/content/offer/${id}`, {
      ...offer("Next week's Corolla"),
      startsOn: tomorrow,
      endsOn: nextCalendarDay(tomorrow),
      intent: "publish",
      basedOn: "1",
    });
    expect(text(republished.body)).toContain(`it goes on the site on ${formatDate(tomorrow)} (Brisbane time).`);
  });

  it("puts a published popup and slide on the home page, and takes them off again", async () => {
    const fields = {
      title: "Summer service special",
      description: "Book before February.",
      buttonLabel: "Book a service",
      url: "/special-offers",
      imageSrc: "",
      imageAlt: "",
      startsOn: today(),
      endsOn: "",
    };
    const made = await post("/dealer/content/popup/new", { ...fields, intent: "publish" });
    expect(made.status).toBe(302);
    const id = Number(String(made.headers.location).match(/popup\/(\d+)/)?.[1]);
    expect(text((await shopper("/")).body)).toContain("Summer service special");
    const slide = await post("/dealer/content/slide/new", {
      name: "Summer slide",
      description: "",
      url: "/special-offers",
      buttonLabel: "See the deals",
      imageSrc: image,
      imageAlt: "Summer deals",
      startsOn: "",
      endsOn: "",
      intent: "publish",
    });
    expect(slide.status).toBe(302);
    expect(text((await shopper("/")).body)).toContain("Summer slide");
    // Its preview: the home page's own module, with the popup open, never cached or indexed.
    const editor = await open(`/dealer/content/popup/${id}`);
    const address = editor.body.match(/href="http[^"]+(\/preview\/home\/[^"]+)"/)?.[1] ?? expect.unreachable();
    const preview = await shopper(address);
    expect(preview.status).toBe(200);
    expect(text(preview.body)).toContain("Summer service special");
    expect(String(preview.headers["cache-control"])).toContain("no-store");
    expect(String(preview.headers["x-robots-tag"])).toContain("noindex");
    expect((await shopper(address.replace("/preview/home/", "/preview/offer/"))).status).toBe(404);
    const down = await post(`/dealer/content/popup/${id}`, { intent: "unpublish" });
    expect(text(down.body)).toContain("“Summer service special” is off the site; it is kept here as a draft.");
    expect(text((await shopper("/")).body)).not.toContain("Summer service special");
  });

  it("is closed to a salesperson, and no site reaches another's items", async () => {
    const id = await create("Coastal only", "save");
    const sales = await served.signIn(coastal, "sales@coastal-toyota.example");
    expect((await open("/dealer/content", sales)).status).toBe(403);
    expect((await open(`/dealer/content/offer/${id}`, sales)).status).toBe(403);
    const forged = await consolePost(served.app.port, coastal, `/dealer/content/offer/${id}`, sales, { intent: "publish" });
    expect(forged.status).toBe(403);
    const metro = served.site("metro-motor-group");
    const metroMarketing = await served.signIn(metro, "marketing@metro-motor-group.example");
    expect((await open(`/dealer/content/offer/${id}`, metroMarketing, metro)).status).toBe(404);
    expect(text((await open("/dealer/content", metroMarketing, metro)).body)).not.toContain("Coastal only");
    expect((await open("/dealer/content/page/1")).status).toBe(404);
    expect((await open("/dealer/content/offer/abc")).status).toBe(404);
  });
});
