import { describe, expect, it } from "vitest";
import { shownFacets } from "./panel-facets";
import type { FacetItem } from "./search-types";

const items = (n: number, prefix = "v"): FacetItem[] =>
  Array.from({ length: n }, (_, i) => ({ label: `${prefix}${i}`, value: `${prefix}${i}`, count: n - i }));

describe("shownFacets", () => {
  it("keeps the make cards' facets whole and cuts each panel list to what the panel lists", () => {
    const shown = shownFacets({ make: items(60), make_model: items(300), city: items(35), badge: items(90), body: items(9) });
    expect(shown.make).toHaveLength(60);
    expect(shown.make_model).toHaveLength(300);
    expect(shown.city).toEqual(items(35).slice(0, 20));
    expect(shown.badge).toHaveLength(40);
    expect(shown.body).toEqual(items(9));
  });

  it("leaves out the facets the page does not render", () => {
    const shown = shownFacets({ model: items(5), year: items(5), location_name: items(3), colour: items(4) });
    expect(Object.keys(shown)).toEqual(["colour"]);
  });
});
