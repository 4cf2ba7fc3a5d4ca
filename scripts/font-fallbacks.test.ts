import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import {
  brandMetrics,
  CHARACTER_WEIGHTS,
  fallbackFaceCss,
  fallbackFamily,
  type LocalFallback,
  SANS_FALLBACK,
  SERIF_FALLBACK,
} from "./font-fallbacks";
import { FONT_SUBSETS, fallbacksCss, fallbackWeights, subsetFace } from "./subset-fonts";

const LIBERATION = "/usr/share/fonts/truetype/liberation";

/** A local font file's advance widths for the weighted characters. */
function fileWidths(path: string): Record<string, number> {
  const font = new hb.Font(new hb.Face(new hb.Blob(readFileSync(path)), 0));
  return Object.fromEntries(
    Object.keys(CHARACTER_WEIGHTS).map((c) => [c, font.glyphHAdvance(font.nominalGlyph(c.codePointAt(0) ?? 0) ?? 0)]),
  );
}

describe("the brand fonts' metric-matched fallback faces", () => {
  // The fallbacks' widths are constants (no build reads a shopper's fonts); Liberation's files (fonts-liberation, which
  // .ci/run installs) are drawn to Arial's and Times New Roman's widths, so the constants are checked against them.
  // Skipped where fonts-liberation is not installed (macOS, say).
  it.runIf(existsSync(LIBERATION)).each([
    ["LiberationSans-Regular.ttf", SANS_FALLBACK, "regularWidths"],
    ["LiberationSans-Bold.ttf", SANS_FALLBACK, "boldWidths"],
    ["LiberationSerif-Regular.ttf", SERIF_FALLBACK, "regularWidths"],
    ["LiberationSerif-Bold.ttf", SERIF_FALLBACK, "boldWidths"],
  ] as const)("take %s's advance widths", (file, fallback: LocalFallback, widths) => {
    expect(fileWidths(`${LIBERATION}/${file}`)).toEqual(fallback[widths]);
  });

  it("size Arial for Inter as Next.js's and fontaine's published Inter fallback does, within half a per cent", async () => {
    const inter = FONT_SUBSETS.find((s) => s.family === "Inter Variable");
    if (!inter) throw new Error("Inter is not a site font");
    const css = fallbackFaceCss(inter.family, SANS_FALLBACK, brandMetrics(await subsetFace(inter, "sfnt"), [400]));
    // next/font's "Inter Fallback": size-adjust 107.12%, ascent-override 90.49%, descent-override 22.56%, line-gap 0%.
    const value = (name: string) => Number(css.match(new RegExp(`${name}: ([\\d.]+)%`))?.[1]);
    expect(Math.abs(value("size-adjust") - 107.12)).toBeLessThan(0.5);
    expect(Math.abs(value("ascent-override") - 90.49)).toBeLessThan(0.5);
    expect(Math.abs(value("descent-override") - 22.56)).toBeLessThan(0.5);
    expect(value("line-gap-override")).toBe(0);
    expect(css).toContain('local("Arial")');
    expect(css).toContain('local("Liberation Sans")');
  });

  it("give every family a face per weight from 400 its file keeps, bold from 600 on the local bold face", async () => {
    const css = await fallbacksCss();
    for (const subset of FONT_SUBSETS) {
      const faces = css.split("@font-face").filter((rule) => rule.includes(`"${fallbackFamily(subset.family)}"`));
      expect(faces.map((rule) => Number(rule.match(/font-weight: (\d+)/)?.[1]))).toEqual(fallbackWeights(subset));
      for (const rule of faces) {
        const bold = Number(rule.match(/font-weight: (\d+)/)?.[1]) >= 600;
        expect(rule.includes(" Bold")).toBe(bold);
      }
    }
    expect(fallbackWeights(FONT_SUBSETS.find((s) => s.family === "Oswald Variable") ?? FONT_SUBSETS[0])).toEqual([400, 500, 600, 700]);
  });

  it("follow each brand family in every site's font stacks", () => {
    for (const file of readdirSync("config/sites").filter((f) => f.endsWith(".json"))) {
      const { heading, body } = JSON.parse(readFileSync(`config/sites/${file}`, "utf8")).theme.fonts;
      for (const stack of [heading, body] as string[]) {
        const families = stack.split(",").map((f) => f.trim().replace(/^'(.*)'$/, "$1"));
        families.forEach((family, i) => {
          if (FONT_SUBSETS.some((s) => s.family === family)) expect(families[i + 1], `${file}: ${stack}`).toBe(fallbackFamily(family));
        });
      }
    }
  });
});
