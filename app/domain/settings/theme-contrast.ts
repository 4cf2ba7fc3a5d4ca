import { contrastRatio } from "~/domain/readable-text";

/** WCAG 2 AA for body text: what every pair of a theme's text and the colour it is drawn on must reach. */
export const AA_RATIO = 4.5;

type ColourName = "primary" | "onPrimary" | "accent" | "onAccent" | "background" | "surface" | "text" | "muted";
export type ThemeColours = Record<ColourName, string>;

/** Each colour a theme draws words in, on each colour it draws them on (links are the primary colour on the page and on cards). */
export const COLOUR_PAIRS: readonly { text: ColourName; on: ColourName; label: string }[] = [
  { text: "onPrimary", on: "primary", label: "Words on the brand colour (header, buttons)" },
  { text: "onAccent", on: "accent", label: "Words on the accent colour (badges, promo tiles)" },
  { text: "text", on: "background", label: "Body text on the page" },
  { text: "text", on: "surface", label: "Body text on cards and panels" },
  { text: "muted", on: "background", label: "Secondary text on the page" },
  { text: "muted", on: "surface", label: "Secondary text on cards and panels" },
  { text: "primary", on: "background", label: "Links on the page" },
  { text: "primary", on: "surface", label: "Links on cards and panels" },
];

export type PairCheck = { text: ColourName; on: ColourName; label: string; ratio: number; passes: boolean };

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Every pair's contrast, rounded down to two places as WCAG tools show it, so 4.499 never reads as a pass. */
export function checkColourPairs(colours: Partial<Record<ColourName, string>>): PairCheck[] {
  return COLOUR_PAIRS.flatMap((pair) => {
    const [text, on] = [colours[pair.text], colours[pair.on]];
    if (!text || !on || !HEX.test(text) || !HEX.test(on)) return [];
    const ratio = Math.floor(contrastRatio(text, on) * 100) / 100;
    return [{ ...pair, ratio, passes: ratio >= AA_RATIO }];
  });
}

export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}:1`;

/** The problem a failing pair is, in words, told on the colour the words are drawn in. */
export function pairProblem(check: PairCheck): string {
  return `${check.label}: ${formatRatio(check.ratio)}, below the ${AA_RATIO}:1 that WCAG AA needs. Choose a darker or lighter colour.`;
}
