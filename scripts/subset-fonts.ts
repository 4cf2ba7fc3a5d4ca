/**
 * `npm run build` and `npm run dev`, first: the sites' typefaces cut down to what the pages use, written to
 * generated/fonts/ (not in git), where app/fonts.css takes them from.
 *
 * Also the faces' metric-matched fallbacks (scripts/font-fallbacks.ts), from the cut files' own metrics, to
 * generated/fonts/fallbacks.css.
 *
 * Why (issue 18): a page's first view fetches the faces its text is set in (preloaded by the root), on a slow
 * connection before anything else, and Lighthouse counts them into LCP. Fontsource's
 * variable files carry far more than the pages draw:
 * - dozens of OpenType features no page turns on (Inter alone: stylistic sets, character variants, fractions, case
 *   forms). Kept: the features browsers apply by default, and tabular figures (`tabular-nums`).
 * - weights below 400 (font-normal is the lightest the pages use). Cut where that makes the file smaller: Nunito's
 *   grows when cut (42,916 against 34,948 bytes), so it keeps its range; Playfair Display's starts at 400.
 * The characters stay Fontsource's latin subset, the unicode-range fonts.css declares.
 * Figures (woff2, bytes): Inter 48,256 -> 29,968; Oswald 28,488 -> 20,284; Playfair Display 38,404 -> 33,120;
 * Nunito 39,128 -> 34,948; Archivo 34,928 -> 30,240.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import { brandMetrics, fallbackFaceCss, SANS_FALLBACK, SERIF_FALLBACK } from "./font-fallbacks";

export const FONTS_DIR = "generated/fonts";

/** Fontsource's latin subset, as code point ranges: the characters every face keeps (fonts.css's unicode-range). */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The features a browser applies unasked (shaping, kerning, ligatures, contextual and variation alternates), and `tnum`. */
export const KEPT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "tnum"];

export type FontSubset = {
  /** The family name fonts.css declares and the sites' theme stacks name. */
  family: string;
  /** The local fonts its fallback faces use (scripts/font-fallbacks.ts). */
  fallback: "sans" | "serif";
  /** The Fontsource package whose latin variable file this is cut from. */
  fontsource: string;
  /** Its file name in generated/fonts/, which fonts.css names. */
  file: string;
  /** The weight range kept: fonts.css's font-weight for the face. */
  weight: readonly [number, number];
};

export const FONT_SUBSETS: readonly FontSubset[] = [
  { family: "Inter Variable", fallback: "sans", fontsource: "inter", file: "inter-latin.woff2", weight: [400, 900] },
  { family: "Oswald Variable", fallback: "sans", fontsource: "oswald", file: "oswald-latin.woff2", weight: [400, 700] },
  {
    family: "Playfair Display Variable",
    fallback: "serif",
    fontsource: "playfair-display",
    file: "playfair-display-latin.woff2",
    weight: [400, 900],
  },
  { family: "Nunito Variable", fallback: "sans", fontsource: "nunito", file: "nunito-latin.woff2", weight: [200, 1000] },
  { family: "Archivo Variable", fallback: "sans", fontsource: "archivo", file: "archivo-latin.woff2", weight: [400, 900] },
];

const require = createRequire(import.meta.url);

export function fontsourceFile(subset: FontSubset): string {
  return require.resolve(`@fontsource-variable/${subset.fontsource}/files/${subset.fontsource}-latin-wght-normal.woff2`);
}

export function latinText(): string {
  let text = "";
  for (const [from, to] of LATIN_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

export async function subsetFace(subset: FontSubset, targetFormat: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  const [min, max] = subset.weight;
  return subsetFont(readFileSync(fontsourceFile(subset)), latinText(), {
    targetFormat,
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: { min, max } },
  });
}

/** The weights a face's fallbacks are matched at: the hundreds from 400 (the lightest the pages use) its file keeps. */
export function fallbackWeights(subset: FontSubset): number[] {
  const weights = [];
  for (let weight = Math.max(400, subset.weight[0]); weight <= Math.min(900, subset.weight[1]); weight += 100) weights.push(weight);
  return weights;
}

/** The metric-matched fallback faces of every family (scripts/font-fallbacks.ts), from the cut files' own metrics. */
export async function fallbacksCss(): Promise<string> {
  const rules = ["/* Generated by scripts/subset-fonts.ts (scripts/font-fallbacks.ts says how): do not edit. app/fonts.css imports it. */"];
  for (const subset of FONT_SUBSETS) {
    const metrics = brandMetrics(await subsetFace(subset, "sfnt"), fallbackWeights(subset));
    const fallback = subset.fallback === "serif" ? SERIF_FALLBACK : SANS_FALLBACK;
    rules.push(`\n/* ${subset.family}: ${fallback.name} */`, fallbackFaceCss(subset.family, fallback, metrics));
  }
  return `${rules.join("\n")}\n`;
}

/** The file the fallback faces are written to, beside the faces. */
export const FALLBACKS_FILE = "fallbacks.css";

/** Writes a file only when its bytes changed (an unchanged file keeps its time, so the build sees nothing new). */
function writeIfChanged(path: string, bytes: Buffer): void {
  let current: Buffer | null = null;
  try {
    current = readFileSync(path);
  } catch {
    // Not made yet.
  }
  if (!current?.equals(bytes)) writeFileSync(path, bytes);
}

/** Writes each face whose bytes changed (an unchanged file keeps its time, so the build sees nothing new). */
export async function writeFontSubsets(dir = FONTS_DIR): Promise<{ file: string; from: number; to: number }[]> {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const subset of FONT_SUBSETS) {
    const bytes = await subsetFace(subset);
    writeIfChanged(join(dir, subset.file), bytes);
    written.push({ file: subset.file, from: readFileSync(fontsourceFile(subset)).length, to: bytes.length });
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const faces = await writeFontSubsets();
  writeIfChanged(join(FONTS_DIR, FALLBACKS_FILE), Buffer.from(await fallbacksCss()));
  console.log(`fonts in ${FONTS_DIR}: ${faces.map((f) => `${f.file} ${f.from} -> ${f.to} B`).join(", ")}`);
}
