import { describe, expect, it } from "vitest";
import { shouldShowPopup, withRunInstants } from "~/domain/promotions/popup";
import { currentSlides } from "~/domain/promotions/slide";
import { renderImageSource } from "~/images/render-image-source";
import { generateDemoPromotions } from "./demo-promotions";

const NOW = new Date("2026-11-22T23:00:00Z");
const SITES = { "coastal-toyota": "Australia/Brisbane", "metro-motor-group": "Australia/Sydney", "sunset-caravans": "Australia/Melbourne" };

describe("the demo sites' slides and popups", () => {
  it("gives the two slider sites 4 current slides each, and leaves an ended one out", () => {
    for (const site of ["coastal-toyota", "metro-motor-group"] as const) {
      const { slides } = generateDemoPromotions(site, NOW, SITES[site]);
      expect(currentSlides(slides, NOW, SITES[site])).toHaveLength(4);
    }
    expect(generateDemoPromotions("coastal-toyota", NOW, SITES["coastal-toyota"]).slides).toHaveLength(5);
  });

  it("draws every banner and describes it; a banner without an overlay says its message in its alt text", () => {
    for (const [site, zone] of Object.entries(SITES)) {
      const { slides, popups } = generateDemoPromotions(site, NOW, zone);
      for (const image of [...slides.map((s) => s.image), ...popups.flatMap((p) => (p.image ? [p.image] : []))]) {
        expect(renderImageSource(image.src), image.src).toMatch(/^<svg /);
        expect(image.alt.length).toBeGreaterThan(10);
      }
      for (const slide of slides) expect(slide.url).toMatch(/^\/[a-z]/);
    }
  });

  it("shows a popup on Coastal Toyota and Sunset Caravans only, dated so it runs now", () => {
    for (const [site, zone] of Object.entries(SITES)) {
      const [popup] = generateDemoPromotions(site, NOW, zone).popups;
      expect(shouldShowPopup(popup ? withRunInstants({ id: 1, ...popup }, zone) : null, { now: NOW, dismissed: false }), site).toBe(
        site !== "metro-motor-group",
      );
    }
    expect(generateDemoPromotions("value-used-cars", NOW, "Australia/Brisbane")).toEqual({ slides: [], popups: [] });
  });
});
