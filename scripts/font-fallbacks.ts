/**
 * The brand fonts' fallback faces (issue 52): a first visit draws text in a local font until the brand face arrives
 * (`font-display: swap`, app/fonts.css), and these faces make that local font take the brand font's room: the same
 * average character width (`size-adjust`) and the same line metrics (`ascent-override`, `descent-override`,
 * `line-gap-override`), computed as capsize, fontaine and Next.js compute them:
 *   size-adjust = (brand's average width / brand's em) / (fallback's average width / fallback's em)
 *   each override = the brand's metric / (brand's em × size-adjust)   (the browser scales overrides by size-adjust)
 * The average width is weighted by how often each letter (and the space) occurs in English text.
 *
 * One face per weight the brand file keeps (400 to 900 in hundreds): a variable brand font widens as it gets bolder,
 * and from 600 the fallback is the local bold face (not the regular one emboldened by the browser), each with its
 * own size-adjust.
 */
import * as hb from "harfbuzzjs";

/** Relative frequencies of English letters, per cent (Wikipedia, "Letter frequency"), and of the space between words. */
export const CHARACTER_WEIGHTS: Readonly<Record<string, number>> = {
  " ": 18,
  a: 8.2,
  b: 1.5,
  c: 2.8,
  d: 4.3,
  e: 12.7,
  f: 2.2,
  g: 2.0,
  h: 6.1,
  i: 7.0,
  j: 0.15,
  k: 0.77,
  l: 4.0,
  m: 2.4,
  n: 6.7,
  o: 7.5,
  p: 1.9,
  q: 0.095,
  r: 6.0,
  s: 6.3,
  t: 9.1,
  u: 2.8,
  v: 0.98,
  w: 2.4,
  x: 0.15,
  y: 2.0,
  z: 0.074,
};

type Widths = Readonly<Record<string, number>>;

/** Advance widths of " abcdefghijklmnopqrstuvwxyz", in the order CHARACTER_WEIGHTS lists them. */
const widths = (list: readonly number[]): Widths => Object.fromEntries(Object.keys(CHARACTER_WEIGHTS).map((c, i) => [c, list[i] ?? 0]));

export type LocalFallback = {
  /** The fallback family's name in the generated CSS's comments. */
  name: string;
  /** local() names (full and PostScript names) of the regular and the bold face, first found is used. */
  regular: readonly string[];
  bold: readonly string[];
  unitsPerEm: number;
  regularWidths: Widths;
  boldWidths: Widths;
};

/*
 * The local fonts shoppers' devices have. Arial (Windows, macOS, iOS), Helvetica (macOS, iOS) and Liberation Sans
 * (Linux; `fonts-liberation`, which .ci/run installs) share their advance widths: Arial was drawn to Helvetica's, and
 * Liberation Sans to Arial's, so one face lists all three. The widths are Adobe's Helvetica and Helvetica-Bold AFM
 * widths (the PDF core fonts) in Arial's 2048-unit em, and equal Liberation Sans 2.1's hmtx. Times New Roman and
 * Liberation Serif likewise (Adobe's Times-Roman and Times-Bold AFM). The fallbacks' own vertical metrics do not
 * matter: the overrides replace them.
 */
export const SANS_FALLBACK: LocalFallback = {
  name: "Arial, Helvetica, Liberation Sans",
  regular: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans"],
  bold: ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Helvetica-Bold", "Liberation Sans Bold", "LiberationSans-Bold"],
  unitsPerEm: 2048,
  regularWidths: widths([
    569, 1139, 1139, 1024, 1139, 1139, 569, 1139, 1139, 455, 455, 1024, 455, 1706, 1139, 1139, 1139, 1139, 682, 1024, 569, 1139, 1024, 1479,
    1024, 1024, 1024,
  ]),
  boldWidths: widths([
    569, 1139, 1251, 1139, 1251, 1139, 682, 1251, 1251, 569, 569, 1139, 569, 1821, 1251, 1251, 1251, 1251, 797, 1139, 682, 1251, 1139, 1593,
    1139, 1139, 1024,
  ]),
};

export const SERIF_FALLBACK: LocalFallback = {
  name: "Times New Roman, Liberation Serif",
  regular: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
  bold: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
  unitsPerEm: 2048,
  regularWidths: widths([
    512, 909, 1024, 909, 1024, 909, 682, 1024, 1024, 569, 569, 1024, 569, 1593, 1024, 1024, 1024, 1024, 682, 797, 569, 1024, 1024, 1479,
    1024, 1024, 909,
  ]),
  boldWidths: widths([
    512, 1024, 1139, 909, 1139, 909, 682, 1024, 1139, 569, 682, 1139, 569, 1706, 1139, 1024, 1139, 1139, 909, 797, 682, 1139, 1024, 1479,
    1024, 1024, 909,
  ]),
};

/** The CHARACTER_WEIGHTS-weighted average advance width, in the font's units. */
export function averageWidth(widthOf: (character: string) => number): number {
  let sum = 0;
  let total = 0;
  for (const [character, weight] of Object.entries(CHARACTER_WEIGHTS)) {
    sum += widthOf(character) * weight;
    total += weight;
  }
  return sum / total;
}

/** What a brand face's fallback is matched to, at one weight. */
export type FaceMetrics = { weight: number; unitsPerEm: number; ascent: number; descent: number; lineGap: number; averageWidth: number };

/** A variable brand font's metrics at each weight: its horizontal extents and the advances its glyphs have there. */
export function brandMetrics(sfnt: Uint8Array, weights: readonly number[]): FaceMetrics[] {
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  return weights.map((weight) => {
    const font = new hb.Font(face);
    font.setVariations([new hb.Variation("wght", weight)]);
    const extents = font.hExtents();
    return {
      weight,
      unitsPerEm: face.upem,
      ascent: extents.ascender,
      descent: -extents.descender,
      lineGap: extents.lineGap,
      averageWidth: averageWidth((c) => font.glyphHAdvance(font.nominalGlyph(c.codePointAt(0) ?? 0) ?? 0)),
    };
  });
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** The fallback family a brand family's stack names after it ("Oswald Variable" -> "Oswald Variable Fallback"). */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/** One @font-face per weight: the local fallback, sized and spaced as the brand font is at that weight. */
export function fallbackFaceCss(family: string, fallback: LocalFallback, faces: readonly FaceMetrics[]): string {
  return faces
    .map((m) => {
      const bold = m.weight >= 600;
      const local = (bold ? fallback.bold : fallback.regular).map((name) => `local("${name}")`).join(", ");
      const fallbackAverage = averageWidth((c) => (bold ? fallback.boldWidths : fallback.regularWidths)[c] ?? 0);
      const sizeAdjust = m.averageWidth / m.unitsPerEm / (fallbackAverage / fallback.unitsPerEm);
      const override = (value: number) => percent(value / (m.unitsPerEm * sizeAdjust));
      return [
        "@font-face {",
        `  font-family: "${fallbackFamily(family)}";`,
        `  font-weight: ${m.weight};`,
        `  src: ${local};`,
        `  size-adjust: ${percent(sizeAdjust)};`,
        `  ascent-override: ${override(m.ascent)};`,
        `  descent-override: ${override(m.descent)};`,
        `  line-gap-override: ${override(m.lineGap)};`,
        "}",
      ].join("\n");
    })
    .join("\n");
}
