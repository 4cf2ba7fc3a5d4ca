import { describe, expect, it } from "vitest";
import { tileCspSource, tileUrlProblem } from "./map-tiles";

const OSM = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

describe("tile URL templates", () => {
  it("accepts OpenStreetMap's standard tiles", () => expect(tileUrlProblem(OSM)).toBeNull());
  it("accepts a {s} subdomain, {r} for high-density screens and a port", () =>
    expect(tileUrlProblem("https://{s}.tiles.example.com.au:8443/base/{z}/{x}/{y}{r}.png?key=abc")).toBeNull());
  it("refuses plain http, which an https page may not load", () =>
    expect(tileUrlProblem("http://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("must be an https URL"));
  it("refuses a template without a path", () => expect(tileUrlProblem("https://tile.openstreetmap.org")).toBe("must be an https URL"));
  it("refuses a template missing {z}, {x} or {y}", () => {
    expect(tileUrlProblem("https://tile.openstreetmap.org/{x}/{y}.png")).toBe("must contain {z}");
    expect(tileUrlProblem("https://tile.openstreetmap.org/{z}/{y}.png")).toBe("must contain {x}");
    expect(tileUrlProblem("https://tile.openstreetmap.org/{z}/{x}.png")).toBe("must contain {y}");
  });
  it("refuses placeholders Leaflet would not fill", () =>
    expect(tileUrlProblem("https://tiles.example.com/{z}/{x}/{y}.png?key={apiKey}")).toBe("has an unknown placeholder {apiKey}"));
  it("refuses a host with credentials, a wildcard or {s} anywhere but first", () => {
    expect(tileUrlProblem("https://user:pw@tiles.example.com/{z}/{x}/{y}.png")).toMatch(/plain host/);
    expect(tileUrlProblem("https://*.tiles.example.com/{z}/{x}/{y}.png")).toMatch(/plain host/);
    expect(tileUrlProblem("https://tiles.{s}.example.com/{z}/{x}/{y}.png")).toMatch(/plain host/);
  });
  it("does not count placeholders in the host as the path's", () =>
    expect(tileUrlProblem("https://{s}.example.com/{x}/{y}.png")).toBe("must contain {z}"));
});

describe("the Content-Security-Policy source for a tile template", () => {
  it("is the scheme and host", () => expect(tileCspSource(OSM)).toBe("https://tile.openstreetmap.org"));
  it("keeps a port and lower-cases the host", () =>
    expect(tileCspSource("https://Tiles.Example.com:8443/{z}/{x}/{y}.png")).toBe("https://tiles.example.com:8443"));
  it("widens a {s} subdomain to a wildcard", () =>
    expect(tileCspSource("https://{s}.tile.example.com/{z}/{x}/{y}.png")).toBe("https://*.tile.example.com"));
  it("throws for a template the config would have refused", () => expect(() => tileCspSource("http://x.com/{z}/{x}/{y}")).toThrow());
});
