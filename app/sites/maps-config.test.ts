import { describe, expect, it } from "vitest";
import { loadSiteConfigs } from "./load-site-configs.server";
import { MINIMAL_SITE_CONFIG } from "./minimal-site-config.fixture";
import { parseSiteConfig } from "./site-config";

const OSM = { tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" };
const parse = (maps: unknown) => parseSiteConfig({ ...MINIMAL_SITE_CONFIG, maps }, "demo.json");

describe("site map settings (issue 15)", () => {
  it("has no tile source by default: the drawn map", () => expect(parseSiteConfig(MINIMAL_SITE_CONFIG, "demo.json").maps).toBeNull());
  it("takes a tile source with its attribution, zooming to 19 unless told", () =>
    expect(parse({ ...OSM, attributionUrl: "https://www.openstreetmap.org/copyright" }).maps).toEqual({
      ...OSM,
      attributionUrl: "https://www.openstreetmap.org/copyright",
      maxZoom: 19,
    }));
  it("requires the attribution with the tile source", () => {
    expect(() => parse({ tileUrl: OSM.tileUrl })).toThrowError(/maps\.attribution/);
    expect(() => parse({ ...OSM, attribution: "  " })).toThrowError(/maps\.attribution/);
  });
  it("names what is wrong with a tile template", () => {
    expect(() => parse({ ...OSM, tileUrl: "http://tile.openstreetmap.org/{z}/{x}/{y}.png" })).toThrowError(
      /maps\.tileUrl: must be an https URL/,
    );
    expect(() => parse({ ...OSM, tileUrl: "https://tile.openstreetmap.org/{x}/{y}.png" })).toThrowError(
      /maps\.tileUrl: must contain \{z\}/,
    );
  });
  it("refuses an attribution link that is not https", () =>
    expect(() => parse({ ...OSM, attributionUrl: "javascript:alert(1)" })).toThrowError(/maps\.attributionUrl/));
  it("refuses a zoom beyond what tile servers draw", () => expect(() => parse({ ...OSM, maxZoom: 23 })).toThrowError(/maps\.maxZoom/));
  it("turns OpenStreetMap on for two demo sites and leaves the other two on the drawn map", () => {
    const sites = loadSiteConfigs("config/sites");
    expect(sites.filter((s) => s.maps).map((s) => s.slug)).toEqual(["coastal-toyota", "metro-motor-group"]);
    for (const s of sites.filter((s) => s.maps))
      expect(s.maps).toEqual({ ...OSM, attributionUrl: "https://www.openstreetmap.org/copyright", maxZoom: 19 });
  });
});
