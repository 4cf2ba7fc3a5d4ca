import { describe, expect, it } from "vitest";
import { brandOverviewPath, DIRECTORY_PAGE_SIZE, type DirectoryEntry, searchDirectory } from "./brand-directory";

const ENTRIES: DirectoryEntry[] = [
  { make: "Toyota", model: "HiLux", body: "Ute", inStock: 12 },
  { make: "Toyota", model: "RAV4", body: "SUV", inStock: 8 },
  { make: "Mazda", model: "CX-5", body: "SUV", inStock: 5 },
  { make: "Mazda", model: "BT-50", body: "Ute", inStock: 0 },
  { make: "Škoda", model: "Octavia", body: "Wagon", inStock: 3 },
];
const ALL = { make: "", model: "", body: "", query: "", offset: 0 };

describe("the manufacturer directory", () => {
  it("lists makes then models, and filters by make, model and body in any case", () => {
    expect(searchDirectory(ENTRIES, ALL).entries.map((e) => e.model)).toEqual(["BT-50", "CX-5", "Octavia", "HiLux", "RAV4"]);
    expect(searchDirectory(ENTRIES, { ...ALL, make: "toyota" }).entries.map((e) => e.model)).toEqual(["HiLux", "RAV4"]);
    expect(searchDirectory(ENTRIES, { ...ALL, body: "UTE" }).entries.map((e) => e.model)).toEqual(["BT-50", "HiLux"]);
    expect(searchDirectory(ENTRIES, { ...ALL, make: "Mazda", model: "cx-5" }).total).toBe(1);
  });

  it("matches every word of the free text against make, model and body", () => {
    expect(searchDirectory(ENTRIES, { ...ALL, query: "mazda suv" }).entries.map((e) => e.model)).toEqual(["CX-5"]);
    expect(searchDirectory(ENTRIES, { ...ALL, query: "lamborghini" }).total).toBe(0);
  });

  it("offers each filter's values with the counts the other filters leave", () => {
    const utes = searchDirectory(ENTRIES, { ...ALL, body: "Ute" });
    // The make filter still offers every make that has a ute; the body filter every body of all makes.
    expect(utes.makes).toEqual([
      { value: "Mazda", count: 1 },
      { value: "Toyota", count: 1 },
    ]);
    expect(utes.bodies.map((b) => b.value)).toEqual(["SUV", "Ute", "Wagon"]);
  });

  it("pages 21 at a time from the offset, snapped to a page", () => {
    const many: DirectoryEntry[] = Array.from({ length: 50 }, (_, i) => ({
      make: "Toyota",
      model: `Model ${String(i).padStart(2, "0")}`,
      body: "SUV",
      inStock: 1,
    }));
    expect(searchDirectory(many, ALL).entries).toHaveLength(DIRECTORY_PAGE_SIZE);
    const second = searchDirectory(many, { ...ALL, offset: 25 });
    expect(second.offset).toBe(21);
    expect(second.entries[0].model).toBe("Model 21");
    expect(searchDirectory(many, { ...ALL, offset: 999 }).entries.map((e) => e.model)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Model ${42 + i}`),
    );
  });

  it("links each brand to its overview page by the make's slug", () => {
    expect(brandOverviewPath("Škoda")).toBe("/skoda/overview");
    expect(brandOverviewPath("Mercedes-Benz")).toBe("/mercedes-benz/overview");
  });
});
