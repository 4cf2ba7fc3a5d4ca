import { MARKETPLACES, type Marketplace } from "./feed-car";
import type { FeedProblem, FeedReportEntry } from "./feed-selection";

export const MARKETPLACE_LABELS: Record<Marketplace, string> = {
  "google-vehicle-ads": "Google vehicle ads",
  "meta-vehicles": "Meta (Facebook and Instagram) vehicles catalogue",
};

/** What a dealer fixes for each problem, in the console's words (the car editor has each field). */
export const FEED_PROBLEM_LABELS: Record<FeedProblem, string> = {
  vin_missing: "No VIN",
  vin_malformed: "VIN is not 17 letters and digits",
  vin_check_digit: "VIN fails its check digit (a typing mistake?)",
  no_price: "No price",
  no_photo: "No photo",
  no_colour: "No colour (Meta needs one)",
};

export type FeedAddress = { marketplace: string; scope: string; url: string };

/**
 * The stable addresses a dealer gives each marketplace: the site's whole feed and each dealership's, with the
 * site's token when it has one (a marketplace fetches a plain address, so the token rides in it).
 */
export function feedAddresses(origin: string, dealerships: readonly { slug: string; name: string }[], token: string | null): FeedAddress[] {
  const withToken = (path: string) => `${origin}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  return MARKETPLACES.flatMap((m) => [
    { marketplace: MARKETPLACE_LABELS[m], scope: "Every dealership", url: withToken(`/feeds/${m}.xml`) },
    ...dealerships.map((d) => ({ marketplace: MARKETPLACE_LABELS[m], scope: d.name, url: withToken(`/feeds/${d.slug}/${m}.xml`) })),
  ]);
}

/** A left-out car as the console lists it: its problems in words. */
export const leftOutLine = (entry: FeedReportEntry) => ({
  id: entry.id,
  stocknum: entry.stocknum,
  problems: entry.problems.map((p) => FEED_PROBLEM_LABELS[p]),
});
