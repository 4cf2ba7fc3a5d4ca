import { describe, expect, it } from "vitest";
import { similarChoices } from "./similar-choices";

describe("the car page's 'similar' dropdown (vehicle spec sections 2 and 9)", () => {
  it("offers the similar-cars price window: plus or minus $10,000 under $50,000", () => {
    const [price] = similarChoices({ price: 45_990, simpleBody: null, simpleFuel: null });
    expect(price.label).toBe("Similar price ($35,990 to $55,990)");
    expect(new URLSearchParams(price.formValue).get("range[price]")).toBe("35990:55990");
  });

  it("widens to plus or minus $25,000 from $50,000, and never below $0", () => {
    expect(similarChoices({ price: 62_500, simpleBody: null, simpleFuel: null })[0].label).toBe("Similar price ($37,500 to $87,500)");
    const [cheap] = similarChoices({ price: 7_990, simpleBody: null, simpleFuel: null });
    expect(new URLSearchParams(cheap.formValue).get("range[price]")).toBe("0:17990");
  });

  it("offers the same body and fuel, with the search's own labels", () => {
    const choices = similarChoices({ price: 0, simpleBody: "suv", simpleFuel: "Hybrid" });
    expect(choices.map((c) => c.key)).toEqual(["body", "fuel"]);
    expect(choices[0].label).toMatch(/^Same body \(.+\)$/);
    expect([...new URLSearchParams(choices[0].formValue)]).toEqual([["refinementList[body][]", "suv"]]);
    expect(choices[1].label).toBe("Same fuel (Hybrid)");
    expect([...new URLSearchParams(choices[1].formValue)]).toEqual([["refinementList[fuel][]", "Hybrid"]]);
  });

  it("offers nothing for an unpriced car with no body or fuel", () => {
    expect(similarChoices({ price: 0, simpleBody: null, simpleFuel: null })).toEqual([]);
  });
});
