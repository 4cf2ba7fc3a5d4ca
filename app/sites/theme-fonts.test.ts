import { describe, expect, it } from "vitest";
import { themeFontFamilies } from "./theme-fonts";

describe("the families a theme's first view draws in", () => {
  it("are the first family of the heading stack and of the body stack, unquoted", () => {
    expect(
      themeFontFamilies({
        heading: "'Oswald Variable', 'Oswald Variable Fallback', Arial, sans-serif",
        body: '"Inter Variable", "Inter Variable Fallback", Arial',
      }),
    ).toEqual(["Oswald Variable", "Inter Variable"]);
  });

  it("name a family both stacks start with once", () => {
    expect(themeFontFamilies({ heading: "'Nunito Variable', Verdana", body: "'Nunito Variable', Geneva" })).toEqual(["Nunito Variable"]);
  });

  it("are a local family as it is named", () => {
    expect(themeFontFamilies({ heading: "Arial", body: " Georgia , serif" })).toEqual(["Arial", "Georgia"]);
  });
});
