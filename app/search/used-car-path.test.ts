import { describe, expect, it } from "vitest";
import type { SiteCatalogue } from "./search-path";
import { usedCarSearchHref } from "./used-car-path";

const catalogue = {
  makeModels: [
    { make: "Toyota", model: "HiLux" },
    { make: "Isuzu UTE", model: "D-MAX" },
  ],
  dealerships: [{ slug: "metro-isuzu-ute", name: "Metro Isuzu UTE" }],
  carTypes: ["new", "used"],
  itemTypes: ["car"],
} satisfies SiteCatalogue;
const href = (path: string, query = "") =>
  usedCarSearchHref(path.split("/").filter(Boolean), new URLSearchParams(query), catalogue, "relevance");
const decoded = (path: string, query = "") => {
  const h = href(path, query);
  return h === null ? null : decodeURIComponent(h);
};

describe("/used-car/... links (vehicle spec section 2: some dealers use /used-car/...)", () => {
  it("sends /used-car to the used cars search page", () => {
    expect(href("")).toBe("/search/used-cars");
    expect(href("used-cars")).toBe("/search/used-cars");
  });
  it("sends a make, a make and model, a body or a dealership to its own search page of used cars", () => {
    expect(decoded("toyota/hilux")).toBe("/search/toyota/hilux?refinementList[car_type][0]=used");
    expect(decoded("Isuzu-UTE")).toBe("/search/isuzu-ute?refinementList[car_type][0]=used");
    expect(decoded("suv")).toBe("/search/suv?refinementList[car_type][0]=used");
    expect(decoded("metro-isuzu-ute")).toBe("/search/metro-isuzu-ute?refinementList[car_type][0]=used");
  });
  it("keeps the link's own search in canonical form", () => {
    expect(decoded("toyota", "page=2&sortBy=price_asc")).toBe("/search/toyota?refinementList[car_type][0]=used&sortBy=price_asc&page=2");
  });
  it("has no page for a path that names nothing here, or names another car type", () => {
    expect(href("lamborghini")).toBeNull();
    expect(href("toyota/kodiaq")).toBeNull();
    expect(href("toyota/hilux/sr5")).toBeNull();
    expect(href("new-cars")).toBeNull();
  });
});
