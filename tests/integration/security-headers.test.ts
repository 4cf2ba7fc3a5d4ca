import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { contactUsSlug } from "~/domain/locations/contact-slug";
import { gatedEntry } from "~/domain/accounts/gating";
import { slugify } from "~/domain/slugify";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import type { TenantSite } from "~/sites/tenant-site";
import { solvedCaptcha } from "../support/captcha";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform, testLeadServices } from "../support/seeded-app";

/**
 * Every route of app/routes.ts, on every demo site (config/sites/*.json), answers with the security
 * headers; cross-origin writes are refused; and another tenant's car, location, contact page or lead
 * is answered exactly like one that does not exist. The route list is read from app/routes.ts, so a
 * new route fails the first test until it has a representative URL here.
 */

requireFreshBuild();

const now = new Date("2026-11-22T02:00:00Z");
const PORT = 4124;
/** One site served at an https canonical origin, to show HSTS follows the origin's scheme. */
const HTTPS_SITE = "sunset-caravans";

type SiteData = {
  site: TenantSite;
  host: string;
  car: { id: number; slug: string; make: string };
  location: { slug: string; name: string };
  /** A current offer of the site about one make. */
  offer: { id: number; make: string };
  leadId: string;
  /** The site's first dealership (its per-dealership marketplace feeds). */
  dealershipSlug: string;
};

/** A URL on a site for each route path in app/routes.ts ("" is the index route). */
const REPRESENTATIVE: Record<string, (d: SiteData) => string> = {
  "": () => "/",
  "api/search": () => "/api/search",
  "api/geocode": () => "/api/geocode?postcode=4000",
  "api/sales-this-month": () => "/api/sales-this-month",
  "api/leads": () => "/api/leads",
  "api/captcha/challenge": () => "/api/captcha/challenge",
  "api/lead-form": () => "/api/lead-form?form=general",
  "api/events": () => "/api/events",
  "api/stock/feed": () => "/api/stock/feed",
  enquiry: (d) => `/enquiry?form=vehicle&car_id=${d.car.id}`,
  contact: () => "/contact",
  "book-test-drive": () => "/book-test-drive",
  service: () => "/service",
  "vehicle-parts-and-accessories": () => "/vehicle-parts-and-accessories",
  careers: () => "/careers",
  finance: () => "/finance",
  "finance-enquiry": () => "/finance-enquiry",
  "apply-for-finance": () => "/apply-for-finance",
  success: (d) => `/success?lead=${d.leadId}`,
  "api/cars/:slug/phone": (d) => `/api/cars/${d.car.slug}/phone`,
  "api/cars/:slug/view.json": (d) => `/api/cars/${d.car.slug}/view.json`,
  "api/cars/:slug/brochure.pdf": (d) => `/api/cars/${d.car.slug}/brochure.pdf`,
  "api/cars/:slug/autogauge": (d) => `/api/cars/${d.car.slug}/autogauge`,
  "api/cars/:slug/delivery": (d) => `/api/cars/${d.car.slug}/delivery?postcode=4000`,
  "api/youx/quote": () => "/api/youx/quote",
  "api/payments/stripe/webhook": () => "/api/payments/stripe/webhook",
  "personalised/finance": (d) => `/personalised/finance?car_id=${d.car.id}`,
  "api/valuation": () => "/api/valuation",
  "api/miscellaneous": () => "/api/miscellaneous",
  "api/watchlist/save-car": () => "/api/watchlist/save-car",
  "api/watchlist/remove-car": () => "/api/watchlist/remove-car",
  "api/passkeys/:step": () => "/api/passkeys/sign-in-options",
  "sign-in": () => "/sign-in?type=watchlist&redirect=/my-garage&back=/",
  "sign-out": () => "/sign-out",
  "my-garage": () => "/my-garage",
  "my-garage/:brand": (d) => `/my-garage/${slugify(d.site.brandGarages[0] ?? "toyota")}`,
  watchlist: () => "/watchlist",
  "online-payment": () => "/online-payment",
  "spin-to-win": () => "/spin-to-win",
  favourites: () => "/favourites",
  compare: (d) => `/compare?ids=${d.car.id}`,
  print: (d) => `/print?car_id=${d.car.slug}`,
  locations: () => "/locations",
  "dealer-locator": () => "/dealer-locator",
  "locations/:slug": (d) => `/locations/${d.location.slug}`,
  "our-location/:slug": (d) => `/our-location/${d.location.slug}`,
  "contact-us/:slug": (d) => `/contact-us/${contactUsSlug(d.location.name)}`,
  "search/*": () => "/search/new-used-and-demo-cars",
  "special-offers": () => "/special-offers",
  // A console preview address no site signed (tests/integration/console-content.test.ts opens real ones).
  "preview/offer/:token": () => "/preview/offer/1.1.1.1.not-a-signature",
  "preview/home/:token": () => "/preview/home/1.1.1.1.not-a-signature",
  "offers/:id": (d) => `/offers/${d.offer.id}`,
  "offers/:manufacturer/:id": (d) => `/offers/${slugify(d.offer.make)}/${d.offer.id}`,
  "about-us": () => "/about-us",
  "privacy-policy": () => "/privacy-policy",
  "terms-and-conditions": () => "/terms-and-conditions",
  fleet: () => "/fleet",
  "finance-and-insurance": () => "/finance-and-insurance",
  "pages/:slug": () => "/pages/value-my-car-terms-and-conditions",
  blog: () => "/blog",
  brands: () => "/brands",
  ":brand/overview": (d) => `/${slugify(d.car.make)}/overview`,
  "blog/:slug": () => "/blog/no-such-post",
  "cars/:slug": (d) => `/cars/${d.car.slug}`,
  "cars/trade-in": (d) => `/cars/trade-in?car_id=${d.car.id}`,
  "cars/:slug/checkout": (d) => `/cars/${d.car.slug}/checkout`,
  "cars/:slug/buy-online": (d) => `/cars/${d.car.slug}/buy-online`,
  "checkout-journey": (d) => `/checkout-journey?car_id=${d.car.slug}`,
  "trade-in": () => "/trade-in",
  "sell-my-car": () => "/sell-my-car",
  "sell-your-car": () => "/sell-your-car",
  cars: () => "/cars",
  "models/:slug": (d) => `/models/${d.site.slug === "metro-motor-group" ? "d-max" : "hilux"}`,
  "capped-price-servicing": () => "/capped-price-servicing",
  warranty: () => "/warranty",
  "roadside-assist": () => "/roadside-assist",
  "4x4-outdoor": () => "/4x4-outdoor",
  "sitemap.xml": () => "/sitemap.xml",
  "sitemaps/:file": () => "/sitemaps/cars-1.xml",
  "robots.txt": () => "/robots.txt",
  "feeds/report.json": () => "/feeds/report.json",
  "feeds/:file": () => "/feeds/google-vehicle-ads.xml",
  "feeds/:dealership/:file": (d) => `/feeds/${d.dealershipSlug}/meta-vehicles.xml`,
  "parts/search": () => "/parts/search?query=tow+bar",
  "used-car/*": () => "/used-car/suv",
  "api/*": () => "/api/no-such-endpoint",
  "*": () => "/no-such-page",
  "bank-check/finance": (d) => `/bank-check/finance?car_id=${d.car.id}`,
  // The dealer console (issue 53): signed out, every page but sign-in sends the visitor there.
  "dealer/sign-in": () => "/dealer/sign-in",
  "dealer/sign-in/link": () => "/dealer/sign-in/link?token=not-a-real-token-at-all",
  "dealer/sign-out": () => "/dealer/sign-out",
  "dealer/leads": () => "/dealer/leads",
  "dealer/leads/held": () => "/dealer/leads/held",
  "dealer/leads/export.csv": () => "/dealer/leads/export.csv",
  "dealer/leads/:id": (d) => `/dealer/leads/${d.leadId}`,
  "dealer/staff": () => "/dealer/staff",
  "dealer/reservations": () => "/dealer/reservations",
  "dealer/reservations/:id": () => "/dealer/reservations/1",
  "dealer/audit": () => "/dealer/audit",
  "dealer/stock": () => "/dealer/stock",
  "dealer/stock/:id/history": () => "/dealer/stock/1/history",
  "dealer/feeds": () => "/dealer/feeds",
  "dealer/marketplace-feeds": () => "/dealer/marketplace-feeds",
  "dealer/insights": () => "/dealer/insights?days=7",
  "dealer/insights.csv": () => "/dealer/insights.csv?chart=views",
  "dealer/insights/cars": () => "/dealer/insights/cars?days=30",
  "dealer/insights/cars.csv": () => "/dealer/insights/cars.csv?report=ages",
  "dealer/insights/team": () => "/dealer/insights/team?days=7",
  "dealer/insights/team.csv": () => "/dealer/insights/team.csv",
  "dealer/feeds/runs/:id": () => "/dealer/feeds/runs/1",
  "dealer/feeds/settings/:slug": () => "/dealer/feeds/settings/coastal-toyota",
  "dealer/stock/new": () => "/dealer/stock/new",
  "dealer/stock/:id": () => "/dealer/stock/1",
  "dealer/content": () => "/dealer/content",
  "dealer/content/images": () => "/dealer/content/images",
  "dealer/content/:kind/new": () => "/dealer/content/offer/new",
  "dealer/content/:kind/:id": () => "/dealer/content/offer/1",
  "dealer/reviews": () => "/dealer/reviews",
  "dealer/locations": () => "/dealer/locations",
  "dealer/locations/:slug": () => "/dealer/locations/coastal-toyota-sales",
  "dealer/settings": () => "/dealer/settings",
  "dealer/settings/:group": () => "/dealer/settings/reservations",
  "dealer/settings/notifications": () => "/dealer/settings/notifications",
  "dealer/settings/history": () => "/dealer/settings/history",
  "dealer/account": () => "/dealer/account",
  "dealer/passkeys/:step": () => "/dealer/passkeys/sign-in-options",
  // The operators' console: on a site's host it sends a signed-out visitor to sign-in like every console page.
  "dealer/sites": () => "/dealer/sites",
  "dealer/sites/:slug": (d) => `/dealer/sites/${d.site.slug}`,
  "dealer/sites/new": () => "/dealer/sites/new",
  "dealer/*": () => "/dealer/no-such-page",
};

/** Routes that answer GET with something other than 200 (or 204, no content) at their representative URL. */
const GET_STATUS: Record<string, number | ((d: SiteData) => number)> = {
  // Only a site with a brand garage has one (Coastal Toyota's Toyota garage); elsewhere it is unknown.
  "my-garage/:brand": (d) => (d.site.brandGarages.length > 0 ? 302 : 404),
  // Only a site running the promotion has the page; signed out, it is sign-in first.
  "spin-to-win": (d) => (d.site.spinToWin ? 302 : 404),
  "personalised/finance": (d) => (gatedEntry("/personalised/finance", d.site.gatedRoutes) ? 302 : 200),
  // A site that gates checkout sends a signed-out shopper to sign-in first.
  "cars/:slug/checkout": (d) => (gatedEntry(`/cars/${d.car.slug}/checkout`, d.site.gatedRoutes) ? 302 : 200),
  // Its buy-online page takes the same deposit, so is gated with it.
  "cars/:slug/buy-online": (d) => (gatedEntry(`/cars/${d.car.slug}/buy-online`, d.site.gatedRoutes) ? 302 : 200),
  // Only a site that shows the Sales this Month counter answers with its figure.
  "api/sales-this-month": (d) => (d.site.salesCounter ? 200 : 404),
  "api/leads": 405,
  "api/events": 405,
  "api/stock/feed": 405,
  "api/youx/quote": 405,
  "api/payments/stripe/webhook": 405,
  "api/valuation": 405,
  "api/miscellaneous": 405,
  "api/watchlist/save-car": 405,
  "api/watchlist/remove-car": 405,
  "api/passkeys/:step": 405,
  // Personal pages send a signed-out visitor to sign-in; sign-out sends them home.
  "sign-out": 302,
  "my-garage": 302,
  watchlist: 302,
  // Being built (issue 15): each line goes when its route answers.
  // Site content (about us, the legal pages, /pages/{slug} and the blog answer 200 on every demo site):
  // fleet sales are the group's and the Toyota dealer's pages, finance and insurance the group's;
  // elsewhere each is the site's 404. The representative post is one no site has.
  fleet: (d) => (["coastal-toyota", "metro-motor-group"].includes(d.site.slug) ? 200 : 404),
  "finance-and-insurance": (d) => (d.site.slug === "metro-motor-group" ? 200 : 404),
  "blog/:slug": 404,
  "preview/offer/:token": 404,
  "preview/home/:token": 404,
  // Being built (issue 14): each line goes when its route answers.
  "online-payment": 302,
  "api/cars/:slug/phone": 405,
  "api/*": 404,
  "*": 404,
  // Sends the shopper on to the car's own buy-online page.
  "checkout-journey": 302,
  // The ute brand's Our Stock address moves to the all-stock search page for good.
  cars: 301,
  // Model pages are the group's (Isuzu UTE MU-X, D-MAX) and the Toyota dealer's; the ute brand's service
  // pages and the group's 4x4 page are the group's. Elsewhere each is the site's 404.
  "models/:slug": (d) => (["coastal-toyota", "metro-motor-group"].includes(d.site.slug) ? 200 : 404),
  "capped-price-servicing": (d) => (d.site.slug === "metro-motor-group" ? 200 : 404),
  warranty: (d) => (d.site.slug === "metro-motor-group" ? 200 : 404),
  "roadside-assist": (d) => (d.site.slug === "metro-motor-group" ? 200 : 404),
  "4x4-outdoor": (d) => (d.site.slug === "metro-motor-group" ? 200 : 404),
  // A demo site's sitemap is one file (under 50,000 URLs): there are no parts to ask for.
  "sitemaps/:file": 404,
  // Some dealers' /used-car/... search links move for good to the /search/... page of used cars.
  "used-car/*": 301,
  "bank-check/finance": (d) => (gatedEntry("/bank-check/finance", d.site.gatedRoutes) ? 302 : 200),
  ...Object.fromEntries(
    [
      "dealer/sign-in/link",
      "dealer/sign-out",
      "dealer/leads",
      "dealer/leads/held",
      "dealer/leads/export.csv",
      "dealer/leads/:id",
      "dealer/staff",
      "dealer/reservations",
      "dealer/reservations/:id",
      "dealer/audit",
      "dealer/stock",
      "dealer/stock/:id/history",
      "dealer/feeds",
      "dealer/marketplace-feeds",
      "dealer/insights",
      "dealer/insights.csv",
      "dealer/insights/cars",
      "dealer/insights/cars.csv",
      "dealer/insights/team",
      "dealer/insights/team.csv",
      "dealer/feeds/runs/:id",
      "dealer/feeds/settings/:slug",
      "dealer/stock/new",
      "dealer/stock/:id",
      "dealer/content",
      "dealer/content/images",
      "dealer/content/:kind/new",
      "dealer/content/:kind/:id",
      "dealer/reviews",
      "dealer/locations",
      "dealer/locations/:slug",
      "dealer/settings",
      "dealer/settings/:group",
      "dealer/settings/notifications",
      "dealer/settings/history",
      "dealer/account",
      "dealer/sites",
      "dealer/sites/new",
      "dealer/sites/:slug",
      "dealer/*",
    ].map((path) => [path, 302]),
  ),
  // The passkey steps are JSON posts; a GET is told so.
  "dealer/passkeys/:step": 405,
};

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
const routePaths = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((r) => [...(r.index ? [""] : r.path !== undefined ? [r.path] : []), ...routePaths(r.children ?? [])]);
const ROUTE_PATHS = [...new Set(routePaths(routes as RouteEntry[]))];

let platform: SeededPlatform;
let server: Listening;
const data: SiteData[] = [];

async function postLead(d: Omit<SiteData, "leadId" | "dealershipSlug">, dealershipSlug: string): Promise<string> {
  const services = testLeadServices();
  const res = await request(server.port, d.host, "/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      form: "general",
      category: "General Enquiry",
      name: "Ann",
      email: "ann@example.com",
      phone: "0412345678",
      postcode: "4000",
      message: "Hello",
      terms_conditions: "true",
      dealership_slug: dealershipSlug,
      altcha: await solvedCaptcha(services.captcha, d.site.slug),
      form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
    }),
  });
  expect(res.status, `${d.site.slug}: ${res.body}`).toBe(201);
  return (JSON.parse(res.body) as { lead_id: string }).lead_id;
}

beforeAll(async () => {
  platform = await seededPlatform({
    now,
    port: PORT,
    configure: (configs) => configs.map((c) => (c.slug === HTTPS_SITE ? { ...c, canonicalOrigin: `https://${HTTPS_SITE}.localhost` } : c)),
  });
  server = await listenApp(platform, { now });
  for (const site of platform.sites) {
    const host = `${site.slug}.localhost:${PORT}`;
    const hits = JSON.parse((await request(server.port, host, "/api/search")).body).hits as { id: number; slug: string; make: string }[];
    const [location] = await platform.db.query<{ slug: string; name: string }>(
      "SELECT slug, name FROM locations WHERE site_id = $1 AND visible ORDER BY id LIMIT 1",
      [site.id],
    );
    const [dealership] = await platform.db.query<{ slug: string }>("SELECT slug FROM dealerships WHERE site_id = $1 ORDER BY id LIMIT 1", [
      site.id,
    ]);
    const [offer] = await platform.db.query<{ id: number; make: string }>(
      "SELECT id, make FROM offers WHERE site_id = $1 AND make IS NOT NULL AND $2::date BETWEEN starts_on AND ends_on ORDER BY id LIMIT 1",
      [site.id, "2026-11-22"],
    );
    const base = { site, host, car: { id: hits[0].id, slug: hits[0].slug, make: hits[0].make }, location, offer };
    data.push({ ...base, leadId: await postLead(base, dealership.slug), dealershipSlug: dealership.slug });
  }
});
afterAll(async () => {
  await server?.close();
  await platform?.db.close();
});

const header = (res: HttpResponse, name: string) => {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** The CSP's directives by name, and its script nonce. */
function csp(res: HttpResponse): { directives: Map<string, string[]>; nonce: string } {
  const policy = header(res, "content-security-policy") ?? "";
  const directives = new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values] as const),
  );
  const nonce = (directives.get("script-src") ?? []).find((v) => v.startsWith("'nonce-"))?.slice("'nonce-".length, -1) ?? "";
  return { directives, nonce };
}

/** Asserts the headers every response carries. */
function expectSecurityHeaders(res: HttpResponse, what: string, https: boolean) {
  const { directives, nonce } = csp(res);
  expect(nonce.length, `${what}: script nonce`).toBeGreaterThanOrEqual(16);
  expect(directives.get("script-src"), what).not.toContain("'unsafe-inline'");
  expect(directives.get("script-src"), what).not.toContain("'unsafe-eval'");
  expect(directives.get("object-src"), what).toEqual(["'none'"]);
  expect(directives.get("base-uri"), what).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), what).toEqual(["'self'"]);
  expect(directives.get("form-action"), what).toEqual(["'self'"]);
  expect(header(res, "x-content-type-options"), what).toBe("nosniff");
  expect(header(res, "x-frame-options"), what).toBe("SAMEORIGIN");
  expect(header(res, "referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  const permissions = header(res, "permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=(self)", "payment=()", "usb=()"])
    expect(permissions, `${what}: Permissions-Policy`).toContain(feature);
  if (https) expect(header(res, "strict-transport-security"), what).toBe("max-age=31536000");
  else expect(header(res, "strict-transport-security"), what).toBeUndefined();
  expect(header(res, "x-powered-by"), what).toBeUndefined();
  // Every script the page runs inline carries this response's nonce (data blocks such as JSON-LD are not run).
  if (String(header(res, "content-type")).startsWith("text/html")) {
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    for (const attrs of scripts) {
      if (/\bsrc=/.test(attrs) || /\btype="application\/(ld\+)?json"/.test(attrs)) continue;
      expect(attrs, `${what}: inline script`).toContain(`nonce="${nonce}"`);
    }
  }
}

describe("security headers on every route of every site", () => {
  it("has a representative URL for every route in app/routes.ts", () => {
    expect(ROUTE_PATHS.length).toBeGreaterThan(25);
    expect(ROUTE_PATHS.filter((path) => !(path in REPRESENTATIVE))).toEqual([]);
    expect(Object.keys(REPRESENTATIVE).filter((path) => !ROUTE_PATHS.includes(path))).toEqual([]);
  });

  it("covers every demo site", () => {
    expect(data.map((d) => d.site.slug).sort()).toEqual(["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"]);
  });

  it.each(ROUTE_PATHS)("GET /%s", async (path) => {
    for (const d of data) {
      const url = REPRESENTATIVE[path](d);
      const res = await request(server.port, d.host, url);
      const rule = GET_STATUS[path];
      const expected = typeof rule === "function" ? rule(d) : (rule ?? (res.status === 204 ? 204 : 200));
      expect(res.status, `${d.site.slug} ${url}: ${res.body.slice(0, 200)}`).toBe(expected);
      expectSecurityHeaders(res, `${d.site.slug} ${url} (${res.status})`, d.site.slug === HTTPS_SITE);
      // Issue 15: only a site with a map tile source may load images from the tile host.
      const tiles = d.site.maps ? ["https://tile.openstreetmap.org"] : [];
      expect(csp(res).directives.get("img-src"), `${d.site.slug} ${url}: img-src`).toEqual(["'self'", "data:", ...tiles]);
    }
  });

  it("sends them on the platform index and on an unknown host too", async () => {
    expectSecurityHeaders(await request(server.port, `localhost:${PORT}`, "/"), "platform index", false);
    expectSecurityHeaders(await request(server.port, "unknown.example", "/"), "unknown host", false);
    expectSecurityHeaders(await request(server.port, "unknown.example", "/api/search"), "unknown host API", false);
  });

  it("uses a fresh nonce on each request", async () => {
    const [a, b] = [await request(server.port, data[0].host, "/"), await request(server.port, data[0].host, "/")];
    expect(csp(a).nonce).not.toBe(csp(b).nonce);
    expect(a.body).toContain(`nonce="${csp(a).nonce}"`);
  });

  it.each(ROUTE_PATHS)("a cross-origin POST to /%s is refused with 403", async (path) => {
    for (const d of data) {
      const url = REPRESENTATIVE[path](d);
      // The site's own host under the other scheme is another origin too (an http page posting to an https site).
      const otherScheme = d.site.slug === HTTPS_SITE ? [] : [{ origin: `https://${d.host}` }];
      for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, ...otherScheme] as Record<
        string,
        string
      >[]) {
        const res = await request(server.port, d.host, url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "name=x",
        });
        const what = `${d.site.slug} POST ${url} ${JSON.stringify(headers)}`;
        expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(403);
        expectSecurityHeaders(res, what, d.site.slug === HTTPS_SITE);
        if (url.startsWith("/api/")) expect(JSON.parse(res.body), what).toEqual({ error: expect.any(String), code: "forbidden" });
        else expect(header(res, "content-type"), what).toMatch(/^text\/plain/);
      }
    }
  });
});

describe("another tenant's resource is answered exactly like a missing one", () => {
  /** The body with the response's nonce taken out (HTML pages carry it in scripts and loader data). */
  const normalised = (res: HttpResponse) => {
    const { nonce } = csp(res);
    return nonce ? res.body.replaceAll(nonce, "NONCE") : res.body;
  };

  it("for cars, locations, contact pages and leads", async () => {
    const owner = data.find((d) => d.site.slug === "coastal-toyota") as SiteData;
    const asker = data.find((d) => d.site.slug === "metro-motor-group") as SiteData;
    const missingSlug = owner.car.slug.replace(/\d+$/, "999999");
    const pairs: [string, string, string?][] = [
      [`/cars/${owner.car.slug}`, `/cars/${missingSlug}`],
      [`/cars/${owner.car.slug}.data`, `/cars/${missingSlug}.data`],
      [`/api/cars/${owner.car.slug}/view.json`, `/api/cars/${missingSlug}/view.json`],
      [`/api/cars/${owner.car.slug}/brochure.pdf`, `/api/cars/${missingSlug}/brochure.pdf`],
      [`/api/cars/${owner.car.slug}/autogauge`, `/api/cars/${missingSlug}/autogauge`],
      [`/api/cars/${owner.car.slug}/delivery?postcode=4000`, `/api/cars/${missingSlug}/delivery?postcode=4000`],
      [`/api/cars/${owner.car.slug}/phone`, `/api/cars/${missingSlug}/phone`, "POST"],
      [`/print?car_id=${owner.car.slug}`, `/print?car_id=${missingSlug}`],
      [`/enquiry?form=vehicle&car_id=${owner.car.id}`, "/enquiry?form=vehicle&car_id=999999"],
      [`/locations/${owner.location.slug}`, "/locations/no-such-location"],
      [`/our-location/${owner.location.slug}`, "/our-location/no-such-location"],
      [`/contact-us/${contactUsSlug(owner.location.name)}`, "/contact-us/no-such-location"],
      [`/success?lead=${owner.leadId}`, `/success?lead=${randomUUID()}`],
    ];
    for (const [foreign, missing, method] of pairs) {
      const options = method === "POST" ? { method, headers: { "content-type": "application/json" }, body: "{}" } : {};
      const a = await request(server.port, asker.host, foreign, options);
      const b = await request(server.port, asker.host, missing, options);
      const what = `${foreign} vs ${missing}`;
      if (!foreign.startsWith("/success")) expect(a.status, what).toBe(404);
      expect(a.status, what).toBe(b.status);
      expect(header(a, "content-type"), what).toBe(header(b, "content-type"));
      expect(normalised(a), what).toBe(normalised(b));
      expect(a.body, what).not.toContain(owner.car.slug);
      expect(a.body, what).not.toContain(owner.site.name);
    }
    // The owner still sees its own.
    expect((await request(server.port, owner.host, `/cars/${owner.car.slug}`)).status).toBe(200);
  });
});
