import { brandOverviewPath } from "~/domain/brands/brand-directory";
import { slugify } from "~/domain/slugify";
import type { BrandTile } from "~/brands/brand-queries.server";
import { CATALOGUE, MOTORCYCLES } from "./catalogue";

const MOTORCYCLE_MAKES = new Set(MOTORCYCLES.map((m) => m.make));
/** A truck maker: every model of its in the catalogue is a truck (Isuzu's N Series; Isuzu UTE is a car brand). */
const TRUCK_MAKES = new Set(
  CATALOGUE.filter((s) => CATALOGUE.every((o) => o.make !== s.make || o.simpleBody === "lightTruck")).map((s) => s.make),
);

/**
 * The group site's brand grid: a tile per make its dealerships sell (cars, motorcycles and trucks in their
 * own tabs, each to the brand's overview page), and the group's own businesses under Our Brands.
 */
export function demoBrandTiles(siteName: string, makes: readonly string[]): BrandTile[] {
  const sorted = [...new Set(makes)].sort((a, b) => a.localeCompare(b));
  const tile = (tab: BrandTile["tab"], make: string): BrandTile => ({
    tab,
    name: make,
    logoKey: `logo/make/${slugify(make)}`,
    href: brandOverviewPath(make),
  });
  const group = siteName.replace(/ (Motor )?Group$/, "");
  return [
    ...sorted.filter((m) => !MOTORCYCLE_MAKES.has(m) && !TRUCK_MAKES.has(m)).map((m) => tile("Car", m)),
    ...sorted.filter((m) => MOTORCYCLE_MAKES.has(m)).map((m) => tile("Motorcycle", m)),
    ...sorted.filter((m) => TRUCK_MAKES.has(m)).map((m) => tile("Truck", m)),
    { tab: "Our Brands", name: `${group} Finance & Insurance`, logoKey: null, href: "/finance-and-insurance" },
    { tab: "Our Brands", name: `${group} Fleet`, logoKey: null, href: "/fleet" },
    { tab: "Our Brands", name: `${group} Service Centres`, logoKey: null, href: "/service" },
    // The group's accessory business has its own page (vehicle spec section 2: tiles link to group pages such as /4x4-outdoor).
    { tab: "Our Brands", name: `${group} 4x4 & Outdoor`, logoKey: null, href: "/4x4-outdoor" },
  ];
}
