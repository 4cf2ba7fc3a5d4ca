import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MINIMAL_SITE_CONFIG } from "./minimal-site-config.fixture";
import { loadSiteConfigs } from "./load-site-configs.server";
import { parseSiteConfig } from "./site-config";
import { isHttpOrigin, siteOrigin, siteUrl } from "./site-origin";

const minimal = MINIMAL_SITE_CONFIG;

describe("canonical origins (decision 009)", () => {
  it("accepts only an http(s) origin as URL writes it", () => {
    for (const ok of ["https://www.example.com.au", "http://demo-motors.localhost:3000", "https://[::1]:8443"])
      expect(isHttpOrigin(ok), ok).toBe(true);
    for (const bad of [
      "https://www.example.com.au/",
      "https://www.example.com.au/cars",
      "https://www.example.com.au?x=1",
      "https://user:pw@www.example.com.au",
      "https://WWW.example.com.au",
      "https://www.example.com.au:443",
      "javascript:alert(1)",
      "ftp://example.com",
      "www.example.com.au",
      "",
    ])
      expect(isHttpOrigin(bad), bad).toBe(false);
  });

  it("validates canonicalOrigin in a site's config, naming the field", () => {
    expect(parseSiteConfig({ ...minimal, canonicalOrigin: "https://www.demo.com.au" }, "demo.json").canonicalOrigin).toBe(
      "https://www.demo.com.au",
    );
    expect(() => parseSiteConfig({ ...minimal, canonicalOrigin: "https://www.demo.com.au/" }, "demo.json")).toThrow(
      /canonicalOrigin: must be/,
    );
  });

  it("refuses a canonical origin whose host the site does not answer at", () => {
    const dir = mkdtempSync(join(tmpdir(), "sites-"));
    writeFileSync(join(dir, "demo.json"), JSON.stringify({ ...minimal, canonicalOrigin: "https://evil.example" }));
    expect(() => loadSiteConfigs(dir)).toThrow(/demo-motors.*canonicalOrigin: "evil.example" is not one of the site's hosts/);
    writeFileSync(
      join(dir, "demo.json"),
      JSON.stringify({ ...minimal, hosts: ["www.demo.com.au"], canonicalOrigin: "https://www.demo.com.au" }),
    );
    expect(loadSiteConfigs(dir)[0].canonicalOrigin).toBe("https://www.demo.com.au");
  });

  it("defaults to the demo address on PORT, and builds URLs from the origin and a path only", () => {
    expect(siteOrigin({ slug: "demo-motors" }, 3000)).toBe("http://demo-motors.localhost:3000");
    expect(siteOrigin({ slug: "demo-motors" }, 80)).toBe("http://demo-motors.localhost");
    expect(siteOrigin({ slug: "demo-motors", canonicalOrigin: "https://www.demo.com.au" }, 3000)).toBe("https://www.demo.com.au");
    const site = { origin: "https://www.demo.com.au" };
    expect(siteUrl(site, "/cars/a?x=1")).toBe("https://www.demo.com.au/cars/a?x=1");
    // A full URL (request.url behind a proxy) keeps only its path and query.
    expect(siteUrl(site, "https://evil.example:666/contact?utm=x#f")).toBe("https://www.demo.com.au/contact?utm=x");
    expect(siteUrl(site, "//evil.example/x")).toBe("https://www.demo.com.au/x");
  });
});
