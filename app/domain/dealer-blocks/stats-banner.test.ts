import { describe, expect, it } from "vitest";
import { statFigures } from "./stats-banner";

describe("stats banner figures (issue 52: 'Twelve dealerships' beside '50+ locations')", () => {
  it("works out what the site's data counts, and keeps the dealer's text for the rest", () => {
    const figures = statFigures(
      [
        { count: "locations", label: "locations", href: "/dealer-locator" },
        { count: "brands", label: "brands", href: "/brands" },
        { count: "dealerships", label: "dealerships", href: "/about-us" },
        { value: "30+", label: "years", href: "/about-us" },
      ],
      { locations: 1234, brands: 13, dealerships: 12 },
    );
    expect(figures.map((f) => `${f.value} ${f.label}`)).toEqual(["1,234 locations", "13 brands", "12 dealerships", "30+ years"]);
  });
});
