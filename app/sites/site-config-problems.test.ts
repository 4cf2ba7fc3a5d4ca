import { describe, expect, it } from "vitest";
import { MINIMAL_SITE_CONFIG } from "./minimal-site-config.fixture";
import { type SiteConfig, SiteConfigSchema } from "./site-config";
import { checkSiteConfig, formatProblem } from "./site-config-problems";

const location = (slug: string) => ({
  slug,
  name: `Lot ${slug}`,
  street: "1 Shore Street",
  city: "Cleveland",
  state: "QLD",
  postcode: "4163",
  lat: -27.5,
  lng: 153.2,
});
const config = (overrides: Record<string, unknown> = {}) => ({ ...MINIMAL_SITE_CONFIG, ...overrides });
const other = (slug: string, hosts: string[]): SiteConfig => SiteConfigSchema.parse({ ...MINIMAL_SITE_CONFIG, slug, hosts });
const problems = (raw: unknown, others: SiteConfig[] = []) => checkSiteConfig(raw, others).problems.map(formatProblem);

describe("checkSiteConfig", () => {
  it("accepts a minimal config and gives it back with the defaults", () => {
    const check = checkSiteConfig(config(), []);
    expect(check.problems).toEqual([]);
    expect(check.config?.dealerships).toEqual([]);
    expect(check.config?.texts.noPriceText).toBe("Enquire for price.");
  });

  it("reports every schema problem with its dotted path, not only the first", () => {
    const raw = config({
      slug: "Not A Slug",
      theme: { ...MINIMAL_SITE_CONFIG.theme, colours: { ...MINIMAL_SITE_CONFIG.theme.colours, primary: "red", muted: "#12" } },
      recentSoldDays: 365,
    });
    expect(problems(raw)).toEqual([
      "slug: must be lower-case words joined by hyphens",
      "theme.colours.primary: must be a colour like #1a2b3c",
      "theme.colours.muted: must be a colour like #1a2b3c",
      "recentSoldDays: Too big: expected number to be <=90",
    ]);
  });

  it("names a misspelt or unknown setting at any depth, which zod alone would drop silently", () => {
    const raw = config({
      theme: { ...MINIMAL_SITE_CONFIG.theme, colors: { brand: "#000000" } },
      headerLinks: [{ label: "Stock", href: "/cars", children: [{ label: "New", href: "/search/new-cars", icon: "car" }] }],
      leads: { targets: { default: [{ channel: "email", to: "sales@example.com.au", cc: "boss@example.com.au" }] } },
    });
    expect(problems(raw)).toEqual([
      "theme.colors: unknown setting (misspelt, or not one this platform has)",
      "headerLinks.0.children.0.icon: unknown setting (misspelt, or not one this platform has)",
      "leads.targets.default.0.cc: unknown setting (misspelt, or not one this platform has)",
    ]);
  });

  it("reports a bad field inside a union (a delivery target) at the field itself", () => {
    const raw = config({ leads: { targets: { default: [{ channel: "webhook", url: "https://crm.example.com/in", secret: "short" }] } } });
    expect(problems(raw)).toEqual(["leads.targets.default.0.secret: must be at least 16 characters"]);
  });

  it("refuses repeated dealership slugs, and location slugs repeated across dealerships", () => {
    const raw = config({
      dealerships: [
        { slug: "bayside", name: "Bayside", locations: [location("cleveland")] },
        { slug: "bayside", name: "Bayside Used", locations: [location("capalaba"), location("cleveland")] },
      ],
    });
    expect(problems(raw)).toEqual([
      'dealerships.1.slug: dealership slug "bayside" is already used at dealerships.0.slug',
      'dealerships.1.locations.1.slug: location slug "cleveland" is already used at dealerships.0.locations.0.slug',
    ]);
  });

  it("refuses host names no request can ever be served at, each with the reason", () => {
    const hosts = [
      "localhost",
      "WWW.CoastalToyota.com.au.",
      "coastaltoyota.com.au:3941",
      "*",
      " ",
      "a b",
      "evil.example/../x",
      "127.0.0.1",
      "[::1]",
      "-x.com.au",
      "10.0.0.1",
    ];
    const found = problems(config({ hosts }));
    const NAME =
      "must be a host name like www.example.com.au: letters, digits and hyphens between dots, with no port, path or trailing dot";
    expect(found).toEqual([
      "hosts.0: is the platform's own host, where the index of sites answers",
      `hosts.1: ${NAME}`,
      `hosts.2: ${NAME}`,
      `hosts.3: ${NAME}`,
      `hosts.4: ${NAME}`,
      `hosts.5: ${NAME}`,
      `hosts.6: ${NAME}`,
      "hosts.7: is the platform's own host, where the index of sites answers",
      "hosts.8: is the platform's own host, where the index of sites answers",
      `hosts.9: ${NAME}`,
      "hosts.10: must be a host name, not an address",
    ]);
    expect(problems(config({ hosts: ["www.demo.com.au", "demo.localhost", "xn--80ak6aa92e.com.au"] }))).toEqual([]);
  });

  it("refuses a host another site answers at, and a slug another site's config has", () => {
    const others = [other("coastal-toyota", ["www.coastaltoyota.com.au"])];
    expect(problems(config({ hosts: ["www.demo.com.au", "WWW.COASTALTOYOTA.COM.AU", "coastal-toyota.localhost"] }), others)).toEqual([
      'hosts.1: "www.coastaltoyota.com.au" is already used by site "coastal-toyota"',
      'hosts.2: "coastal-toyota.localhost" is already used by site "coastal-toyota"',
    ]);
    expect(problems(config({ slug: "coastal-toyota" }), others)).toEqual([
      'slug: "coastal-toyota" is already the slug of another site\'s config',
    ]);
  });

  it("refuses a host listed twice and a canonical origin the site does not answer at", () => {
    expect(problems(config({ hosts: ["www.demo.com.au", "www.demo.com.au"], canonicalOrigin: "https://demo.com.au" }))).toEqual([
      'hosts.1: host "www.demo.com.au" is already used at hosts.0',
      'canonicalOrigin: "demo.com.au" is not one of the site\'s hosts ({slug}.localhost, www.demo.com.au, www.demo.com.au)',
    ]);
  });

  it("accepts a config with dealerships and locations, defaulting a location's type", () => {
    const check = checkSiteConfig(config({ dealerships: [{ slug: "bayside", name: "Bayside", locations: [location("cleveland")] }] }), []);
    expect(check.problems).toEqual([]);
    expect(check.config?.dealerships[0].locations[0]).toMatchObject({ slug: "cleveland", type: "sales", primary: false });
  });
});
