import { describe, expect, it } from "vitest";
import { searchPathRefinements } from "./search-path";

const catalogue = {
  makeModels: [
    { make: "Škoda", model: "Kodiaq" },
    { make: "Isuzu UTE", model: "D-MAX" },
    { make: "Toyota", model: "HiLux" },
  ],
  dealerships: [{ slug: "metro-skoda-artarmon", name: "Metro Škoda" }],
};
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
