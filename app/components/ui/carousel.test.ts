import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel, CarouselControls } from "./carousel";

describe("carousel controls (vehicle spec section 8)", () => {
  it("fail loudly outside a carousel", () => {
    expect(() => renderToString(createElement(CarouselControls))).toThrow("Carousel controls must be used inside a <Carousel>");
  });
  describe("in a production build", () => {
    afterEach(() => vi.unstubAllEnvs());
    it("throws there too (vehicle spec section 8: a control outside a carousel throws, not only in development)", () => {
      vi.stubEnv("DEV", false);
      vi.stubEnv("PROD", true);
      expect(import.meta.env.DEV).toBe(false);
      expect(() => renderToString(createElement(CarouselControls))).toThrow("Carousel controls must be used inside a <Carousel>");
    });
  });
  it("render inside one, in the server's HTML: disabled until embla runs, and hidden without JavaScript (js-only)", () => {
    const slides = [createElement("p", { key: 1 }, "One"), createElement("p", { key: 2 }, "Two")];
    // biome-ignore lint/correctness/noChildrenProp: a .ts test has no JSX, and Carousel types its children as a list
    const html = renderToString(createElement(Carousel, { label: "Latest arrivals", children: slides }));
    expect(html).toContain('aria-label="Latest arrivals"');
    expect(html).toContain('aria-label="2 of 2"');
    const controls = /<div class="js-only [^"]*">(.*?)<\/div>/.exec(html)?.[1] ?? "";
    const buttons = [...controls.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, text]) => [
      text,
      attributes.includes('disabled=""'),
    ]);
    expect(buttons).toEqual([
      ["Previous", true],
      ["Next", true],
    ]);
  });
});
