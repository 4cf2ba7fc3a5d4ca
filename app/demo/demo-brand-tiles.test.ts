import { describe, expect, it } from "vitest";
import { demoBrandTiles } from "./demo-brand-tiles";
import { NETWORKS } from "./networks";

const tabOf = (tiles: ReturnType<typeof demoBrandTiles>, name: string) => tiles.find((t) => t.name === name)?.tab;

describe("the demo group's brand grid", () => {
  it("puts each make under its kind: Isuzu's trucks under Truck, Isuzu UTE under Car", () => {
    const tiles = demoBrandTiles("Metro Motor Group", ["Toyota", "Isuzu UTE", "Isuzu", "Yamaha"]);
    expect(tabOf(tiles, "Toyota")).toBe("Car");
    expect(tabOf(tiles, "Isuzu UTE")).toBe("Car");
    expect(tabOf(tiles, "Isuzu")).toBe("Truck");
    expect(tabOf(tiles, "Yamaha")).toBe("Motorcycle");
    expect(tiles.find((t) => t.name === "Isuzu")).toMatchObject({ logoKey: "logo/make/isuzu", href: "/isuzu/overview" });
  });

  it("fills all four of the spec's tabs for Metro (D3.43), from the makes its dealerships sell", () => {
    const metro = NETWORKS.find((n) => n.siteSlug === "metro-motor-group");
    const tiles = demoBrandTiles("Metro Motor Group", metro?.dealerships.flatMap((d) => d.makes) ?? []);
    expect([...new Set(tiles.map((t) => t.tab))]).toEqual(["Car", "Motorcycle", "Truck", "Our Brands"]);
  });
});
