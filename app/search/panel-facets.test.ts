import { describe, expect, it } from "vitest";
import { joinMakeModel } from "./make-model";
import { MODEL_LIMIT, shownFacets } from "./panel-facets";
import type { FacetItem } from "./search-types";

const items = (n: number, prefix = "v"): FacetItem[] =>
  Array.from({ length: n }, (_, i) => ({ label: `${prefix}${i}`, value: `${prefix}${i}`, count: n - i }));

const models = (make: string, n: number): FacetItem[] =>
  Array.from({ length: n }, (_, i) => ({ label: joinMakeModel(make, `M${i}`), value: joinMakeModel(make, `M${i}`), count: 1 }));

describe("shownFacets", () => {
  it("keeps every make and cuts each panel list to what the panel lists", () => {
    const shown = shownFacets({ make: items(60), city: items(35), badge: items(90), body: items(9) });
    expect(shown.make).toHaveLength(60);
    expect(shown.city).toEqual(items(35).slice(0, 20));
    expect(shown.badge).toHaveLength(40);
    expect(shown.body).toEqual(items(9));
  });

  it("lists no model until a make is chosen, as the make cards show none", () => {
    const shown = shownFacets({ make: items(2), make_model: [...models("Kia", 5), ...models("Toyota", 5)] });
    expect(shown.make_model).toEqual([]);
  });

  it("keeps the chosen makes' models in the facet's order, at most as many a make as a card lists", () => {
    const all = [...models("Ford", 3), ...models("Kia", MODEL_LIMIT + 5), ...models("Kia Motors", 2), ...models("Toyota", 4)];
    const shown = shownFacets({ make_model: all }, ["Toyota", "Kia"]);
    expect(shown.make_model).toEqual([...models("Kia", MODEL_LIMIT), ...models("Toyota", 4)]);
  });

  it("leaves out the facets the page does not render", () => {
    const shown = shownFacets({ model: items(5), year: items(5), location_name: items(3), colour: items(4) });
    expect(Object.keys(shown)).toEqual(["colour"]);
  });
});
