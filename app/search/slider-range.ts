import type { RangeField } from "./search-types";

export type Bounds = { min: number; max: number };

/** Spec section 9: with no stats the slider spans 0 to 100,000. */
export const DEFAULT_BOUNDS: Bounds = { min: 0, max: 100_000 };

const ROUNDED_TO_THOUSAND: ReadonlySet<RangeField> = new Set(["price", "km"]);

/** Stats rounded outwards so the rounded thumbs can still reach every car. */
export function sliderBounds(field: RangeField, stats: Bounds | undefined): Bounds {
  if (!stats) return DEFAULT_BOUNDS;
  if (!ROUNDED_TO_THOUSAND.has(field)) return { min: stats.min, max: Math.max(stats.max, stats.min + 1) };
  const min = Math.floor(stats.min / 1000) * 1000;
  return { min, max: Math.max(Math.ceil(stats.max / 1000) * 1000, min + 1000) };
}

/** About a hundredth of the range; whole thousands for price and km, whole years for year. */
export function sliderStep(field: RangeField, bounds: Bounds): number {
  if (!ROUNDED_TO_THOUSAND.has(field)) return 1;
  return Math.max(1000, Math.round((bounds.max - bounds.min) / 100 / 1000) * 1000);
}

export type SliderChange = { ok: true; min: number | null; max: number | null } | { ok: false; reason: string };

/**
 * Spec section 5: price and km round to the nearest 1000 and clamp to the range; a value below
 * the minimum or above the maximum is ignored. A thumb at its end of the range means no limit.
 */
export function applySliderChange(field: RangeField, values: [number, number], bounds: Bounds): SliderChange {
  const round = (v: number) => (ROUNDED_TO_THOUSAND.has(field) ? Math.round(v / 1000) * 1000 : Math.round(v));
  const [rawLo, rawHi] = values;
  if (rawLo < bounds.min) return { ok: false, reason: "Cannot refine below the range minimum" };
  if (rawHi > bounds.max) return { ok: false, reason: "Cannot refine above the range maximum" };
  const lo = Math.min(Math.max(round(rawLo), bounds.min), bounds.max);
  const hi = Math.min(Math.max(round(rawHi), bounds.min), bounds.max);
  if (lo >= hi) return { ok: false, reason: "Error with slider refinement" };
  return { ok: true, min: lo <= bounds.min ? null : lo, max: hi >= bounds.max ? null : hi };
}
