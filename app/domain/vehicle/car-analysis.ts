import type { CarType } from "~/domain/vehicle/car";
/**
 * Discovery spec section 3 lists 'car analysis' among a site's vehicle-page plugins and says no more.
 * Ours reads the platform's own market data (the same listings the market gauge uses, only
 * aggregates shown): how hard this car has been driven against others of its make and model, and
 * how quickly cars like it sell.
 */
export type MarketListing = { year: number; km: number; sold: boolean; listedDays: number | null };

export type CarAnalysis = {
  ageYears: number;
  kmPerYear: number;
  /** Others of its make and model, a year either side, listed now or sold lately. */
  similarCount: number;
  similarKmPerYear: number | null;
  kmVerdict: "lower" | "about the same" | "higher" | null;
  /** Median days from listing to sale of those sold lately, with at least MIN_LISTINGS of them. */
  daysToSell: number | null;
};

/** Fewer listings than this say nothing: an average of one or two cars is another dealer's car. */
export const MIN_LISTINGS = 3;
/** Within 10% of the others' yearly kilometres counts as about the same. */
const SAME_BAND = 0.1;

/** A car in its first year has done a year's driving at most: dividing by less would inflate it. */
const yearsOld = (year: number, currentYear: number) => Math.max(1, currentYear - year);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function carAnalysis(
  car: { year: number; km: number; carType: CarType },
  listings: MarketListing[],
  currentYear: number,
): CarAnalysis | null {
  if (car.carType === "new") return null;
  const ageYears = Math.max(0, currentYear - car.year);
  const kmPerYear = Math.round(car.km / yearsOld(car.year, currentYear));
  const others = listings.map((l) => l.km / yearsOld(l.year, currentYear));
  const similarKmPerYear = others.length >= MIN_LISTINGS ? Math.round(others.reduce((a, b) => a + b, 0) / others.length) : null;
  const kmVerdict =
    similarKmPerYear === null || similarKmPerYear === 0
      ? null
      : kmPerYear < similarKmPerYear * (1 - SAME_BAND)
        ? "lower"
        : kmPerYear > similarKmPerYear * (1 + SAME_BAND)
          ? "higher"
          : "about the same";
  const soldDays = listings.filter((l) => l.sold && l.listedDays !== null).map((l) => l.listedDays as number);
  return {
    ageYears,
    kmPerYear,
    similarCount: listings.length,
    similarKmPerYear,
    kmVerdict,
    daysToSell: soldDays.length >= MIN_LISTINGS ? Math.round(median(soldDays)) : null,
  };
}
