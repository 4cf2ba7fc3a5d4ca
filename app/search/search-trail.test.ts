import { describe, expect, it } from "vitest";
import { carTrail, refinementTrail } from "./search-trail";

describe("breadcrumb trail (discovery spec section 2: Home, car type, make, model, body)", () => {
  it("gives a car its type, make, model and body, each linking to its search page", () => {
    expect(carTrail({ carType: "used", make: "Toyota", model: "HiLux", simpleBody: "ute" })).toEqual([
      { label: "Used cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "HiLux", href: "/search/toyota/hilux" },
      { label: "Ute", href: "/search/ute" },
    ]);
    expect(carTrail({ carType: "demo", make: "Isuzu UTE", model: "D-MAX", simpleBody: "cabChassis" }).map((c) => c.href)).toEqual([
      "/search/demo-cars",
      "/search/isuzu-ute",
      "/search/isuzu-ute/d-max",
      "/search/cab-chassis",
    ]);
  });
  it("builds a search's trail from every refinement, path or query string, showing a level only when it names one thing", () => {
    expect(refinementTrail({ car_type: ["new"], make: ["Kia"], body: ["suv"] })).toEqual([
      { label: "New cars", href: "/search/new-cars" },
      { label: "Kia", href: "/search/kia" },
      { label: "SUV", href: "/search/suv" },
    ]);
    expect(refinementTrail({ car_type: ["demo", "new"] })).toEqual([{ label: "New and demo cars", href: "/search/new-and-demo-cars" }]);
    expect(refinementTrail({ make: ["Kia", "Mazda"], model: ["CX-5"] })).toEqual([]);
    expect(refinementTrail({})).toEqual([]);
  });
  it("keeps a dealership page's own crumb after the car type", () => {
    expect(refinementTrail({ car_type: ["used"] }, { label: "Metro Škoda", href: "/search/metro-skoda-artarmon" })).toEqual([
      { label: "Used cars", href: "/search/used-cars" },
      { label: "Metro Škoda", href: "/search/metro-skoda-artarmon" },
    ]);
  });
});
