import { describe, expect, it } from "vitest";
import { MINIMAL_SITE_CONFIG } from "~/sites/minimal-site-config.fixture";
import { parseSiteConfig } from "~/sites/site-config";
import type { TenantSite } from "~/sites/tenant-site";
import { mapTileCspSources } from "./map-csp";

const site = (slug: string, maps: unknown, hosts: string[] = []): TenantSite => ({
  ...parseSiteConfig({ ...MINIMAL_SITE_CONFIG, slug, hosts, maps }, `${slug}.json`),
  id: 1,
  origin: `http://${slug}.localhost`,
});
const OSM = { tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" };

describe("map tile hosts in a site's img-src", () => {
  const sources = mapTileCspSources([site("with-map", OSM, ["www.withmap.com.au"]), site("drawn-map", null)]);
  it("adds the tile host on a site with a tile source, at each of its hosts", () => {
    expect(sources("with-map.localhost:3000")).toBe("https://tile.openstreetmap.org");
    expect(sources("www.withmap.com.au")).toBe("https://tile.openstreetmap.org");
  });
  it("adds nothing on a site without one, the platform index or an unknown host", () => {
    expect(sources("drawn-map.localhost:3000")).toBeNull();
    expect(sources("localhost:3000")).toBeNull();
    expect(sources("evil.example")).toBeNull();
    expect(sources(undefined)).toBeNull();
  });
  it("adds nothing anywhere when no site has a map", () =>
    expect(mapTileCspSources([site("drawn-map", null)])("drawn-map.localhost")).toBeNull());
});
