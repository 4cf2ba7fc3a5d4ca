import { describe, expect, it } from "vitest";
import { checkColourPairs, formatRatio, pairProblem } from "./theme-contrast";

// Coastal Toyota's demo theme (config/sites/coastal-toyota.json).
const COASTAL = {
  primary: "#c4001a",
  onPrimary: "#ffffff",
  accent: "#1a1a1a",
  onAccent: "#ffffff",
  background: "#f5f5f5",
  surface: "#ffffff",
  text: "#1a1a1a",
  muted: "#5c5c5c",
};

describe("a theme's colour pairs against WCAG AA", () => {
  it("passes every pair of a demo theme, with each ratio", () => {
    const checks = checkColourPairs(COASTAL);
    expect(checks).toHaveLength(8);
    expect(checks.every((c) => c.passes)).toBe(true);
    // White on #c4001a is 6.246:1, shown 6.24 (rounded down, as a pass must be earned).
    expect(checks.find((c) => c.text === "onPrimary")?.ratio).toBe(6.24);
  });

  it("fails a pair under 4.5:1, and never rounds a near miss up to a pass", () => {
    const pale = checkColourPairs({ ...COASTAL, primary: "#ff6f61" });
    expect(pale.filter((c) => !c.passes).map((c) => c.label)).toEqual([
      "Words on the brand colour (header, buttons)",
      "Links on the page",
      "Links on cards and panels",
    ]);
    // #777777 on white is 4.4798:1: shown 4.47, a fail.
    const grey = checkColourPairs({ ...COASTAL, muted: "#777777" }).find((c) => c.text === "muted" && c.on === "surface");
    expect(grey).toMatchObject({ ratio: 4.47, passes: false });
    expect(pairProblem(grey ?? expect.unreachable())).toBe(
      "Secondary text on cards and panels: 4.47:1, below the 4.5:1 that WCAG AA needs. Choose a darker or lighter colour.",
    );
    expect(formatRatio(21)).toBe("21.00:1");
  });

  it("leaves out a pair with a colour that is not #rrggbb (the schema names that problem)", () => {
    expect(checkColourPairs({ ...COASTAL, primary: "red" })).toHaveLength(5);
  });
});
