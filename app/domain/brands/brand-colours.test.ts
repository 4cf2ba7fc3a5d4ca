import { describe, expect, it } from "vitest";
import { CATALOGUE, MOTORCYCLES } from "~/demo/catalogue";
import { contrastRatio } from "~/domain/readable-text";
import { BRAND_COLOURS, brandColours, brandKey } from "./brand-colours";

const HEX = /^#[0-9a-f]{6}$/;

describe("brand tile colours", () => {
  it.each(Object.entries(BRAND_COLOURS))("%s: its name reads at 4.5:1 or more on its background", (key, c) => {
    expect(c.background).toMatch(HEX);
    expect(c.text).toMatch(HEX);
    expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(brandKey(key)).toBe(key);
  });

  it("has colours of its own for every make the demo sells", () => {
    const makes = new Set([...CATALOGUE, ...MOTORCYCLES].map((s) => s.make));
    expect([...makes].filter((m) => !(brandKey(m) in BRAND_COLOURS))).toEqual([]);
  });

  it("looks a make up however its name is written", () => {
    expect(brandColours("Škoda")).toEqual(BRAND_COLOURS.skoda);
    expect(brandColours("SKODA")).toEqual(BRAND_COLOURS.skoda);
    expect(brandColours("Isuzu UTE")).not.toEqual(brandColours("Isuzu"));
  });

  it("gives a make not in the table the same readable colours every time, different makes different ones", () => {
    const names = [
      "Jayco",
      "Coromal",
      "Lotus Caravans",
      "New Age",
      "Avan",
      "Sunliner",
      "Zeekr",
      "Chery",
      "Polestar",
      "LDV",
      "Cupra",
      "Ram",
    ];
    for (const name of [...names, ...Array.from({ length: 200 }, (_, i) => `Make ${i}`)]) {
      const c = brandColours(name);
      expect(c).toEqual(brandColours(name));
      expect(c.background).toMatch(HEX);
      expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(names.map((n) => brandColours(n).background)).size).toBeGreaterThan(names.length / 2);
  });
});
