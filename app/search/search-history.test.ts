import { describe, expect, it } from "vitest";
import { rememberSearch } from "./search-history";

const state = (make: string) => ({ query: "", refinements: { make: [make] }, ranges: {}, sortBy: null, page: 1 });

describe("search history", () => {
  it("keeps the last 5 non-empty searches, dropping the oldest", () => {
    let h = rememberSearch([], state("A"), "/a");
    for (const m of ["B", "C", "D", "E", "F"]) h = rememberSearch(h, state(m), `/${m}`);
    expect(h.map((e) => e.path)).toEqual(["/B", "/C", "/D", "/E", "/F"]);
  });
  it("ignores empty searches and repeats", () => {
    const h = rememberSearch([], state("A"), "/a");
    expect(rememberSearch(h, { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 }, "/")).toBe(h);
    expect(rememberSearch(h, state("A"), "/a")).toHaveLength(1);
  });
});
