import { describe, expect, it } from "vitest";
import { overviewMapSvg, overviewPins } from "./overview-pins";

const SYDNEY = { lat: -33.87, lng: 151.21 };
const MELBOURNE = { lat: -37.81, lng: 144.96 };
const BRISBANE = { lat: -27.47, lng: 153.03 };

describe("overviewPins", () => {
  it("puts north at the top and east on the right, inside the padding", () => {
    const [syd, mel, bne] = overviewPins([SYDNEY, MELBOURNE, BRISBANE], 400, 500, 30);
    expect(bne.y).toBeLessThan(syd.y);
    expect(syd.y).toBeLessThan(mel.y);
    expect(mel.x).toBeLessThan(syd.x);
    for (const p of [syd, mel, bne]) {
      expect(p.x).toBeGreaterThanOrEqual(30);
      expect(p.x).toBeLessThanOrEqual(370);
      expect(p.y).toBeGreaterThanOrEqual(30);
      expect(p.y).toBeLessThanOrEqual(470);
    }
    // The north-south span is the longer one here: it fills the height.
    expect(mel.y - bne.y).toBeCloseTo(440, 0);
  });

  it("keeps the shape: a degree of longitude counts for less than one of latitude", () => {
    const [a, b, c] = overviewPins(
      [
        { lat: -37, lng: 145 },
        { lat: -37, lng: 146 },
        { lat: -38, lng: 145 },
      ],
      1000,
      1000,
      0,
    );
    expect(b.x - a.x).toBeLessThan(c.y - a.y);
    expect((b.x - a.x) / (c.y - a.y)).toBeCloseTo(Math.cos((37.5 * Math.PI) / 180), 2);
  });

  it("puts one place, or several at one spot, in the middle, and nothing for none", () => {
    expect(overviewPins([SYDNEY], 400, 500, 30)).toEqual([{ x: 200, y: 250 }]);
    expect(overviewPins([SYDNEY, SYDNEY], 400, 500, 30)).toEqual([
      { x: 200, y: 250 },
      { x: 200, y: 250 },
    ]);
    expect(overviewPins([], 400, 500, 30)).toEqual([]);
  });

  it("centres a line of places along its short side", () => {
    const pins = overviewPins(
      [
        { lat: -27, lng: 150 },
        { lat: -27, lng: 152 },
      ],
      400,
      500,
      20,
    );
    expect(pins.map((p) => p.y)).toEqual([250, 250]);
    expect(pins.map((p) => p.x)).toEqual([20, 380]);
  });
});

describe("overviewMapSvg", () => {
  it("draws a pin for each location, and none for none", () => {
    const svg = overviewMapSvg([SYDNEY, MELBOURNE, BRISBANE]);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<g transform=/g)).toHaveLength(3);
    expect(overviewMapSvg([])).not.toContain("<g ");
  });
});
