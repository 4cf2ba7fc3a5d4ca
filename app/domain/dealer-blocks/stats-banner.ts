import { formatNumber } from "~/domain/format";

/** What a stats banner figure can count from the site's own data. */
export const STAT_COUNTS = ["locations", "dealerships", "brands"] as const;
export type StatCount = (typeof STAT_COUNTS)[number];

export type StatSetting = { value?: string; count?: StatCount; label: string; href: string };
export type StatFigure = { value: string; label: string; href: string };

/**
 * The stats banner's figures (discovery spec section 9). A figure that counts something the site's data knows
 * (its locations, dealerships, brands in stock) is worked out from that data, so the banner never claims "50+
 * locations" beside a list of 29; a figure the data cannot know (years in business) is the dealer's own text.
 */
export function statFigures(settings: readonly StatSetting[], counts: Record<StatCount, number>): StatFigure[] {
  return settings.map(({ value, count, label, href }) => ({ value: count ? formatNumber(counts[count]) : (value ?? ""), label, href }));
}
