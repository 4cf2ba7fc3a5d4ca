import { describe, expect, it } from "vitest";
import { allStockHeading, type SiteCatalogue, searchPathRefinements } from "./search-path";

const catalogue = {
  makeModels: [
    { make: "Škoda", model: "Kodiaq" },
    { make: "Isuzu UTE", model: "D-MAX" },
    { make: "Toyota", model: "HiLux" },
  ],
  dealerships: [{ slug: "metro-skoda-artarmon", name: "Metro Škoda" }],
  carTypes: ["new", "used", "demo"],
  itemTypes: ["car"],
} satisfies SiteCatalogue;
const refine = (path: string) => searchPathRefinements(path.split("/").filter(Boolean), catalogue)?.refinements ?? null;

describe("search routes (discovery spec section 2)", () => {
  it("maps car-type pages", () => {
    expect(refine("new-used-and-demo-cars")).toEqual({});
    expect(refine("used-cars")).toEqual({ car_type: ["used"] });
    expect(refine("demo-cars")).toEqual({ car_type: ["demo"] });
    expect(refine("new-and-demo-cars")).toEqual({ car_type: ["new", "demo"] });
  });
  it("maps make, make and model, dealership and body pages", () => {
    expect(refine("skoda")).toEqual({ make: ["Škoda"] });
    expect(refine("isuzu-ute/d-max")).toEqual({ make: ["Isuzu UTE"], model: ["D-MAX"] });
    expect(refine("metro-skoda-artarmon")).toEqual({ dealership_name: ["Metro Škoda"] });
    expect(refine("suv")).toEqual({ body: ["suv"] });
    expect(refine("cab-chassis")).toEqual({ body: ["cabChassis"] });
  });
  it("refuses paths that name nothing", () => {
    expect(refine("lamborghini")).toBeNull();
    expect(refine("toyota/kodiaq")).toBeNull();
    expect(refine("used-cars/extra")).toBeNull();
    expect(refine("toyota/hilux/sr5")).toBeNull();
  });
  it("builds the breadcrumb trail", () => {
    expect(searchPathRefinements(["toyota", "hilux"], catalogue)?.crumbs).toEqual([
      { label: "Toyota", href: "/search/toyota" },
      { label: "HiLux", href: "/search/toyota/hilux" },
    ]);
  });
});

describe("the all-stock heading (issue 52: the yard and the caravan dealer were 'New, used and demo cars')", () => {
  it("names what the site's stock has", () => {
    expect(allStockHeading({ carTypes: ["used", "new", "demo"], itemTypes: ["car"] })).toBe("New, used and demo cars");
    expect(allStockHeading({ carTypes: ["used"], itemTypes: ["car"] })).toBe("Used cars");
    expect(allStockHeading({ carTypes: ["used", "new"], itemTypes: ["caravan"] })).toBe("New and used caravans");
    expect(allStockHeading({ carTypes: ["new", "demo"], itemTypes: ["car", "motorcycle"] })).toBe("New and demo vehicles");
    expect(allStockHeading({ carTypes: [], itemTypes: [] })).toBe("Cars");
  });
  it("heads the all-stock path with it", () => {
    expect(searchPathRefinements(["new-used-and-demo-cars"], { ...catalogue, carTypes: ["used"] })?.heading).toBe("Used cars");
  });
});
