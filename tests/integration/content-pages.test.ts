import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentPagePath } from "~/content/content-paths";
import { demoContentFor } from "~/demo/demo-content";
import { SITE_CONTENT_MAX_AGE_MS } from "~/site-content/site-content-cache.server";
import type { TenantSite } from "~/sites/tenant-site";
import { createPageCache } from "../../server/page-cache";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const PORT = 4181;
const DAY = 86_400_000;

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** The page's own HTML (inside <main>): the header and footer name the site on every page anyway. */
const mainHtml = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
/** What a shopper reads in <main>: no tags or scripts. */
const mainText = (html: string) =>
  decode(
    mainHtml(html)
      // React's markers between adjacent text parts are not words.
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
const metaDescription = (html: string) => decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown> & { "@type": string },
  );
const mainLinks = (html: string) => [...mainHtml(html).matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => decode(m[1]));

const LEGAL = ["/privacy-policy", "/terms-and-conditions", "/pages/value-my-car-terms-and-conditions"];

/** Content pages, the blog and the trade-in FAQ over HTTP: each site's own, rendered safely, and nothing of another site's. */
describe("site content pages", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const host = (slug: string) => `${slug}.localhost:${app.port}`;
  const get = (slug: string, path: string): Promise<HttpResponse> => request(app.port, host(slug), path);
  const site = (slug: string): TenantSite => {
    const found = platform.sites.find((s) => s.slug === slug);
    if (!found) throw new Error(`no site ${slug}`);
    return found;
  };
  const demo = (slug: string) => {
    const content = demoContentFor(site(slug));
    if (!content) throw new Error(`no demo content for ${slug}`);
    return content;
  };
  const names = () => platform.sites.map((s) => s.name);

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, port: PORT, totalCars: 40 });
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it.each(["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"])(
    "%s: the legal pages answer with its own name and no other dealer's, each with its own title, description and canonical URL",
    async (slug) => {
      const { name } = site(slug);
      const titles = new Set<string>();
      for (const path of LEGAL) {
        const res = await get(slug, path);
        expect(res.status, path).toBe(200);
        const text = mainText(res.body);
        expect(text, path).toContain(name);
        for (const other of names().filter((n) => n !== name)) expect(text, `${path} names ${other}`).not.toContain(other);
        expect(text).toContain("template");
        expect(text).toContain("Page last updated 22/11/2026.");
        expect(canonical(res.body)).toBe(`http://${slug}.localhost:${PORT}${path}`);
        expect(titleOf(res.body)).toMatch(new RegExp(` \\| ${name}$`));
        expect(metaDescription(res.body)).toContain(name);
        titles.add(titleOf(res.body));
        // Home > the page, as shown and as BreadcrumbList.
        const crumbs = jsonLd(res.body).find((ld) => ld["@type"] === "BreadcrumbList") as unknown as
          | { itemListElement: { item: string }[] }
          | undefined;
        expect(crumbs?.itemListElement.map((c) => c.item)).toEqual([`http://${slug}.localhost:${PORT}/`, canonical(res.body)]);
      }
      expect(titles.size).toBe(LEGAL.length);
      expect(mainText((await get(slug, "/privacy-policy")).body)).toContain("Privacy Act 1988");
      expect(mainText((await get(slug, "/terms-and-conditions")).body)).toContain("Australian Consumer Law");
      expect(mainText((await get(slug, "/pages/value-my-car-terms-and-conditions")).body)).toContain(
        `valid for ${site(slug).tradeIn.validDays} days`,
      );
    },
  );

  it("puts a page's own text in its HTML once, not again in its hydration data; a client navigation's data carries it (issue 18)", async () => {
    const sentence = "respects your privacy";
    const routerData = (html: string) =>
      [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1] ?? "")
        .filter((body) => body.includes("__reactRouterContext"))
        .join("");
    const page = await get("value-used-cars", "/privacy-policy");
    expect(page.status).toBe(200);
    expect(mainText(page.body)).toContain(sentence);
    expect(page.body.split(sentence)).toHaveLength(2);
    expect(routerData(page.body)).not.toContain(sentence);
    const data = await get("value-used-cars", "/privacy-policy.data?_routes=privacy-policy");
    expect(data.status).toBe(200);
    expect(data.body).toContain(sentence);
  });

  it("tells each dealer's own story on /about-us", async () => {
    expect(mainText((await get("coastal-toyota", "/about-us")).body)).toContain("Sunshine Coast's home of Toyota since 1978");
    expect(mainText((await get("metro-motor-group", "/about-us")).body)).toContain("thirteen dealerships");
    expect(mainText((await get("sunset-caravans", "/about-us")).body)).toContain("Kangaroo Flat");
    expect(mainText((await get("value-used-cars", "/about-us")).body)).toContain("Slacks Creek");
  });

  it("answers a page another site has with this site's 404", async () => {
    // Fleet is the group's and the Toyota dealer's; finance and insurance the group's only.
    expect((await get("coastal-toyota", "/fleet")).status).toBe(200);
    expect((await get("metro-motor-group", "/fleet")).status).toBe(200);
    expect((await get("metro-motor-group", "/finance-and-insurance")).status).toBe(200);
    for (const slug of ["sunset-caravans", "value-used-cars"]) {
      const fleet = await get(slug, "/fleet");
      expect(fleet.status).toBe(404);
      expect(mainText(fleet.body)).toContain("Page not found");
      expect(fleet.body).not.toContain("Fleet and business sales");
    }
    const finance = await get("coastal-toyota", "/finance-and-insurance");
    expect(finance.status).toBe(404);
    expect(finance.body).not.toContain("deferred sales model");
  });

  it("keeps a page to the site that has it, and hides unpublished ones", async () => {
    await platform.db.query(
      `INSERT INTO content_pages (site_id, slug, title, meta_description, body_markdown, published) VALUES
         ($1, 'spring-open-day', 'Spring open day', 'Our spring open day.', 'Sausage sizzle from **10 am**.', true),
         ($1, 'draft-page', 'A draft', 'Not ready yet.', 'Not ready.', false)`,
      [site("value-used-cars").id],
    );
    const own = await get("value-used-cars", "/pages/spring-open-day");
    expect(own.status).toBe(200);
    expect(mainHtml(own.body)).toContain("<strong>10 am</strong>");
    expect((await get("metro-motor-group", "/pages/spring-open-day")).status).toBe(404);
    expect((await get("value-used-cars", "/pages/draft-page")).status).toBe(404);
    expect((await get("value-used-cars", "/pages/no-such-page")).status).toBe(404);
  });

  it("serves a page with an address of its own there only: /pages/about-us moves to /about-us", async () => {
    const moved = await get("coastal-toyota", "/pages/about-us");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/about-us");
  });

  it("never renders raw HTML or script written in a page's or a post's Markdown", async () => {
    const coastal = site("coastal-toyota").id;
    const hostile = [
      "Before the script.",
      "",
      '<script>alert("page-owned")</script>',
      "",
      '<img src="/img/x" onerror="alert(1)">',
      "",
      '<a href="javascript:alert(2)">html link</a> and [md link](javascript:alert(3)) and <iframe src="https://evil.example"></iframe>',
      "",
      "After the script.",
    ].join("\n");
    await platform.db.query(
      `INSERT INTO content_pages (site_id, slug, title, meta_description, body_markdown) VALUES ($1, 'hostile', 'Hostile', 'Hostile page.', $2)`,
      [coastal, hostile],
    );
    await platform.db.query(
      `INSERT INTO blog_posts (site_id, slug, title, summary, body_markdown, author, published_at) VALUES ($1, 'hostile-post', 'Hostile post', 'A post.', $2, 'Mallory', $3)`,
      [coastal, hostile, new Date(NOW.getTime() - 60 * DAY)],
    );
    try {
      for (const path of ["/pages/hostile", "/blog/hostile-post"]) {
        const res = await get("coastal-toyota", path);
        expect(res.status, path).toBe(200);
        const main = mainHtml(res.body);
        expect(main).toContain("Before the script.");
        expect(main).toContain("After the script.");
        expect(main).toContain("md link");
        expect(main).not.toContain("alert(");
        for (const tag of ["<script>", '<img src="/img/x"', "<iframe", "onerror", "javascript:"])
          expect(main, `${path}: ${tag}`).not.toContain(tag);
        // Markdown is rendered on the server only (decision 017): the hydration data carries the sanitised
        // HTML, never the dealer's source, so nothing of the hostile parts reaches the page anywhere.
        expect(res.body).not.toMatch(/<script>alert|<iframe|onerror="alert/);
        expect(res.body).not.toContain("alert(");
      }
    } finally {
      // The blog tests below list Coastal Toyota's demo posts only.
      await platform.db.query("DELETE FROM blog_posts WHERE site_id = $1 AND slug = 'hostile-post'", [coastal]);
    }
  });

  it("follows every link the demo pages and posts carry to a page that answers", async () => {
    const failures: string[] = [];
    for (const s of platform.sites) {
      const { pages, posts } = demo(s.slug);
      // /careers is the careers form's page, which shows the careers content above it.
      const paths = [...pages.map((p) => contentPagePath(p.slug)), ...posts.map((p) => `/blog/${p.slug}`), "/trade-in"];
      const checked = new Set<string>();
      for (const path of paths) {
        const res = await get(s.slug, path);
        expect(res.status, `${s.slug}${path}`).toBe(200);
        for (const link of mainLinks(res.body).filter((l) => l.startsWith("/") && !checked.has(l))) {
          checked.add(link);
          const status = (await get(s.slug, link)).status;
          if (status !== 200) failures.push(`${s.slug}${path} -> ${link}: ${status}`);
        }
      }
      expect(checked.size, s.slug).toBeGreaterThan(5);
    }
    expect(failures).toEqual([]);
  });

  describe("blog", () => {
    it.each(["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"])(
      "%s: /blog shows its own posts as cards, newest first, dated dd/mm/yyyy",
      async (slug) => {
        const res = await get(slug, "/blog");
        expect(res.status).toBe(200);
        const posts = demo(slug).posts;
        const hrefs = mainLinks(res.body).filter((l) => l.startsWith("/blog/"));
        expect(hrefs).toEqual([...posts].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => `/blog/${p.slug}`));
        const first = [...posts].sort((a, b) => a.daysAgo - b.daysAgo)[0];
        const day = new Intl.DateTimeFormat("en-AU", { timeZone: site(slug).timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
        expect(mainText(res.body)).toContain(day.format(new Date(NOW.getTime() - first.daysAgo * DAY)));
        expect(mainText(res.body)).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
        expect(mainHtml(res.body)).toContain(`src="/img/${first.hero.src}?w=480"`);
        expect(canonical(res.body)).toBe(`http://${slug}.localhost:${PORT}/blog`);
        // No other site's post is listed or reachable here.
        for (const other of platform.sites.filter((s) => s.slug !== slug)) {
          for (const post of demo(other.slug).posts) {
            expect(hrefs).not.toContain(`/blog/${post.slug}`);
            expect((await get(slug, `/blog/${post.slug}`)).status).toBe(404);
          }
        }
      },
    );

    it("shows a post with its Article and BreadcrumbList JSON-LD, canonical URL and breadcrumbs", async () => {
      const post = demo("metro-motor-group").posts[0];
      const res = await get("metro-motor-group", `/blog/${post.slug}`);
      expect(res.status).toBe(200);
      const url = `http://metro-motor-group.localhost:${PORT}/blog/${post.slug}`;
      expect(canonical(res.body)).toBe(url);
      expect(titleOf(res.body)).toBe(`${post.title} | Metro Motor Group`);
      expect(metaDescription(res.body)).toBe(post.summary);
      const ld = jsonLd(res.body);
      expect(ld.find((x) => x["@type"] === "Article")).toMatchObject({
        headline: post.title,
        url,
        datePublished: new Date(NOW.getTime() - post.daysAgo * DAY).toISOString(),
        author: { name: post.author },
        publisher: { name: "Metro Motor Group" },
        image: [`http://metro-motor-group.localhost:${PORT}/img/${post.hero.src}?w=1200&fmt=jpeg`],
      });
      expect(ld.find((x) => x["@type"] === "BreadcrumbList")).toMatchObject({
        itemListElement: [
          { position: 1, name: "Home", item: `http://metro-motor-group.localhost:${PORT}/` },
          { position: 2, name: "Blog", item: `http://metro-motor-group.localhost:${PORT}/blog` },
          { position: 3, name: post.title, item: url },
        ],
      });
      const crumbs = mainHtml(res.body).match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? "";
      expect(
        decode(crumbs.replace(/<[^>]+>/g, " "))
          .replace(/\s+/g, " ")
          .trim(),
      ).toBe(`Home / Blog / ${post.title}`);
      expect(mainText(res.body)).toContain(post.author);
    });

    it("pages the list 12 at a time, leaves out posts not yet published, and refuses a page that is not a number", async () => {
      const sunset = site("sunset-caravans").id;
      const extra = Array.from({ length: 10 }, (_, i) => i);
      for (const i of extra)
        await platform.db.query(
          `INSERT INTO blog_posts (site_id, slug, title, summary, body_markdown, author, published_at) VALUES ($1, $2, $3, 'A summary.', 'Body.', 'Kate', $4)`,
          [sunset, `older-post-${i}`, `Older post ${i}`, new Date(NOW.getTime() - (200 + i) * DAY)],
        );
      await platform.db.query(
        `INSERT INTO blog_posts (site_id, slug, title, summary, body_markdown, author, published_at) VALUES
           ($1, 'next-week', 'Coming next week', 'Soon.', 'Soon.', 'Kate', $2),
           ($1, 'a-draft', 'A draft', 'Draft.', 'Draft.', 'Kate', NULL)`,
        [sunset, new Date(NOW.getTime() + 7 * DAY)],
      );
      const total = demo("sunset-caravans").posts.length + extra.length;
      const first = await get("sunset-caravans", "/blog");
      const second = await get("sunset-caravans", "/blog?page=2");
      const cards = (res: HttpResponse) => mainLinks(res.body).filter((l) => /^\/blog\/[\w-]+$/.test(l));
      expect(cards(first)).toHaveLength(12);
      expect(cards(second)).toHaveLength(total - 12);
      expect(cards(second)).toContain("/blog/older-post-9");
      expect([...cards(first), ...cards(second)]).not.toContain("/blog/next-week");
      expect(mainLinks(first.body)).toContain("/blog?page=2");
      expect(mainText(first.body)).toContain("Page 1 of 2");
      expect(canonical(second.body)).toBe(`http://sunset-caravans.localhost:${PORT}/blog?page=2`);
      expect(titleOf(second.body)).not.toBe(titleOf(first.body));
      expect((await get("sunset-caravans", "/blog/next-week")).status).toBe(404);
      expect((await get("sunset-caravans", "/blog/a-draft")).status).toBe(404);
      expect((await get("sunset-caravans", "/blog?page=3")).status).toBe(404);
      expect((await get("sunset-caravans", "/blog?page=two")).status).toBe(400);
    });
  });

  it("puts the site's careers content and open roles above the form on /careers only", async () => {
    const careers = await get("metro-motor-group", "/careers");
    expect(careers.status).toBe(200);
    const text = mainText(careers.body);
    expect(titleOf(careers.body)).toBe("Careers at Metro Motor Group | Metro Motor Group");
    expect(text).toContain("Open roles");
    expect(text).toContain("EV technician, Metro EV Gold Coast");
    expect(text.indexOf("Open roles")).toBeLessThan(text.indexOf("Apply or ask about a role"));
    expect(mainHtml(careers.body)).toContain('name="dealership_slug"');
    const enquiry = await get("metro-motor-group", "/enquiry?form=career");
    expect(enquiry.status).toBe(200);
    expect(mainText(enquiry.body)).not.toContain("Open roles");
  });

  it("puts each site's finance, service and parts landing content above those forms, at the form's own address", async () => {
    const finance = await get("coastal-toyota", "/finance");
    expect(finance.status).toBe(200);
    expect(titleOf(finance.body)).toBe("Car finance at Coastal Toyota | Coastal Toyota");
    const text = mainText(finance.body);
    expect(text.indexOf("Pre-approval")).toBeLessThan(text.indexOf("Ask us about finance"));
    expect(mainHtml(finance.body)).toContain('id="finance-form"');
    expect(mainText((await get("coastal-toyota", "/service")).body)).toContain("Capped price servicing");
    expect(mainText((await get("metro-motor-group", "/service")).body)).toContain("Book a service");
    expect(mainText((await get("sunset-caravans", "/service")).body)).toContain("gas compliance");
    expect(mainText((await get("value-used-cars", "/apply-for-finance")).body)).toContain("Applying takes about ten minutes");
    // A site without landing words for a form keeps the plain form page; another site's words never show.
    const plain = await get("value-used-cars", "/service");
    expect(plain.status).toBe(200);
    expect(mainText(plain.body)).not.toContain("Capped price servicing");
    // The words have one address: /pages/finance sends a shopper to the form page.
    const moved = await get("coastal-toyota", "/pages/finance");
    expect([moved.status, moved.headers.location]).toEqual([301, "/finance"]);
  });

  it("leads the short model address (/{model slug}) to the site's own model page, and anything else to the 404", async () => {
    const short = await get("metro-motor-group", "/mu-x");
    expect([short.status, short.headers.location]).toEqual([301, "/models/mu-x"]);
    expect((await get("metro-motor-group", "/models/mu-x")).status).toBe(200);
    // Coastal Toyota sells no MU-X: its /mu-x is an unknown page, as is any other word.
    expect((await get("coastal-toyota", "/mu-x")).status).toBe(404);
    expect((await get("coastal-toyota", "/hilux")).headers.location).toBe("/models/hilux");
    expect((await get("metro-motor-group", "/no-such-page")).status).toBe(404);
    expect((await get("metro-motor-group", "/mu-x/extra")).status).toBe(404);
  });

  it("tells a car's page about its model in the dealer's words, with a link to the model's page (vehicle spec section 3)", async () => {
    // Cars the site shows, from its own search: the first one's model gets a page of this test's own.
    const cars = JSON.parse((await get("coastal-toyota", "/api/search?hitsPerPage=100")).body).hits as {
      slug: string;
      make: string;
      model: string;
    }[];
    const [car] = cars;
    const withPages = await platform.db.query<{ model: string }>("SELECT model FROM model_pages WHERE site_id = $1", [
      site("coastal-toyota").id,
    ]);
    const other = cars.find((c) => c.model !== car.model && !withPages.some((p) => p.model === c.model));
    // Position -1: ahead of any page the demo has about the same model.
    await platform.db.query(
      `INSERT INTO model_pages (site_id, slug, make, model, name, short_description, body_markdown, position)
       VALUES ($1, 'test-model', $2, $3, 'Test Model', 'Built for the Sunshine Coast.', 'More words.', -1)`,
      [site("coastal-toyota").id, car.make, car.model],
    );
    // Written here as by another process (the seeder, a dealer console): pages show it once the site-content cache
    // has aged out. The server runs in this process, so its clock is moved on rather than waited for.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SITE_CONTENT_MAX_AGE_MS + 1 });
    const page = await get("coastal-toyota", `/cars/${car.slug}`).finally(() => vi.useRealTimers());
    expect(mainText(page.body)).toContain("About the Test Model");
    expect(mainText(page.body)).toContain("Built for the Sunshine Coast.");
    expect(mainHtml(page.body)).toContain('href="/models/test-model"');
    // A model the dealer has no page about shows no such block.
    if (other) expect(mainText((await get("coastal-toyota", `/cars/${other.slug}`)).body)).not.toContain("About the");
  });

  it("links a group's car to its make's service booking (vehicle spec section 2), and a one-brand dealer's to none", async () => {
    const links = await platform.db.query<{ make: string; url: string }>("SELECT make, url FROM service_links WHERE site_id = $1", [
      site("metro-motor-group").id,
    ]);
    const cars = JSON.parse((await get("metro-motor-group", "/api/search?hitsPerPage=100")).body).hits as { slug: string; make: string }[];
    const car = cars.find((c) => links.some((l) => l.make === c.make));
    const link = links.find((l) => l.make === car?.make);
    const html = mainHtml((await get("metro-motor-group", `/cars/${car?.slug}`)).body);
    expect(decode(html)).toContain(`href="${link?.url}"`);
    expect(mainText(html)).toContain(`Book your ${car?.make} service`);
    const coastal = JSON.parse((await get("coastal-toyota", "/api/search")).body).hits[0] as { slug: string };
    expect(mainText((await get("coastal-toyota", `/cars/${coastal.slug}`)).body)).not.toContain("Book your");
  });

  it("shows the trade-in FAQ on the trade-in page, every answer readable without JavaScript", async () => {
    const res = await get("sunset-caravans", "/trade-in");
    expect(res.status).toBe(200);
    const faq = demo("sunset-caravans").faq;
    const main = decode(mainHtml(res.body));
    expect(main).toContain("Trade-in questions");
    for (const entry of faq) expect(main).toContain(entry.question);
    // Radix renders closed answers only in the browser; the noscript copy carries them for everyone else.
    expect(main).toMatch(/<noscript>[\s\S]*Your estimate is valid for 7 days/);
    expect(main).toContain("Can I trade in my caravan or camper?");
    expect(decode(mainHtml((await get("coastal-toyota", "/trade-in")).body))).not.toContain("Can I trade in my caravan or camper?");
  });

  it("opts the content pages and the blog into the shared page cache", async () => {
    const cached = await listenApp(platform, { now: NOW, pageCache: createPageCache({ maxSeconds: 10, maxBytes: 8 * 1024 * 1024 }) });
    try {
      const post = demo("coastal-toyota").posts[0];
      for (const path of ["/about-us", "/privacy-policy", "/pages/value-my-car-terms-and-conditions", "/blog", `/blog/${post.slug}`]) {
        const host = `coastal-toyota.localhost:${cached.port}`;
        await request(cached.port, host, path);
        const again = await request(cached.port, host, path);
        expect(again.status, path).toBe(200);
        expect(again.headers["x-cache"], path).toBe("hit");
      }
    } finally {
      await cached.close();
    }
  });
  it("words each site's form disclaimer its own way, under every lead form, with its privacy policy link", async () => {
    for (const slug of ["coastal-toyota", "metro-motor-group", "sunset-caravans"]) {
      const expected = site(slug).leads.disclaimer;
      for (const path of ["/contact", "/service", "/finance"]) {
        const main = decode(mainHtml((await get(slug, path)).body));
        expect(main, `${slug} ${path}`).toContain(`${expected} <a href="/privacy-policy"`);
      }
    }
    expect(site("metro-motor-group").leads.disclaimer).toContain("We never sell or share them");
    expect(site("coastal-toyota").leads.disclaimer).not.toBe(site("sunset-caravans").leads.disclaimer);
  });
});
