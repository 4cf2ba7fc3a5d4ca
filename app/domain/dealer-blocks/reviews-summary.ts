import { formatNumber } from "~/domain/format";
/**
 * The home page's reviews summary (discovery spec sections 3 and 9: "summary has count and
 * average_rating"; the sample shows 1062 reviews averaging 4.7): every review of the site's
 * dealerships, and a few recent ones at or above the site's minimum rating.
 */
export type RecentReview = {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  reviewDate: string;
  dealershipName: string;
  /** The location page the review belongs to, where its other reviews are; null for a dealership-wide review. */
  locationSlug: string | null;
};

export type ReviewsSummary = { count: number; average: number; recent: RecentReview[] };

/** The average as the summary shows it: one decimal, so the stars drawn and the figure read out agree (4.66 -> 4.7). */
export const displayedAverage = (average: number): number => Math.round(average * 10) / 10;

/** What a screen reader hears for the stars: "Rated 4.7 out of 5 from 1,062 reviews". */
export function ratingLabel(average: number, count: number): string {
  return `Rated ${displayedAverage(average).toFixed(1)} out of 5 from ${formatNumber(count)} ${count === 1 ? "review" : "reviews"}`;
}
