import { isPriced } from "~/domain/price-thresholds";
import { offeredForSale, type StockRestrictions } from "~/domain/stock-visibility";
import { type VinProblem, vinProblem } from "~/domain/vehicle/vin";
import type { FeedCar, Marketplace } from "./feed-car";

/** Why a car the site offers is left out of a feed: each is reported to the dealer, never sent. */
export type FeedProblem = `vin_${VinProblem}` | "no_price" | "no_photo" | "no_colour";

export type FeedReportEntry = { id: number; stocknum: string; slug: string; problems: FeedProblem[] };

export type FeedSelection = { sent: FeedCar[]; reported: FeedReportEntry[] };

/**
 * Which cars a marketplace takes at all. Google's vehicle ads serve non-commercial passenger vehicles only,
 * cars and utes ("pickup trucks (utes in AU)"), never RVs, caravans, boats or buses, so motorcycles and caravans
 * stay out of it. Meta's vehicles catalogue has a vehicle type for each.
 */
export const marketplaceTakes = (marketplace: Marketplace, car: Pick<FeedCar, "itemType">): boolean =>
  marketplace === "google-vehicle-ads" ? car.itemType === "car" : true;

/** What keeps an offered car out of a feed: every field the marketplace requires that the car lacks. */
export function feedProblems(car: FeedCar, marketplace: Marketplace): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const vin = vinProblem(car.vin);
  if (vin !== null) problems.push(`vin_${vin}`);
  if (!isPriced(car)) problems.push("no_price");
  if (car.images.length === 0) problems.push("no_photo");
  // Meta requires exterior_color; Google only recommends its color.
  if (marketplace === "meta-vehicles" && !car.colour?.trim()) problems.push("no_colour");
  return problems;
}

/**
 * The feed's cars and the report beside it: of the cars the site offers now that the marketplace takes, those
 * with everything it requires are sent; the rest are reported with what each lacks. A car the site does not offer
 * is in neither: it is not the dealer's to advertise.
 */
export function selectFeedCars(
  cars: readonly FeedCar[],
  marketplace: Marketplace,
  restrictions: StockRestrictions,
  now: Date,
): FeedSelection {
  const sent: FeedCar[] = [];
  const reported: FeedReportEntry[] = [];
  for (const car of cars) {
    // The sitemap's rule: offered on the site and not sold (a sold car in search's window is not for sale).
    if (!offeredForSale(car, restrictions, now) || !marketplaceTakes(marketplace, car)) continue;
    const problems = feedProblems(car, marketplace);
    if (problems.length === 0) sent.push(car);
    else reported.push({ id: car.id, stocknum: car.stocknum, slug: car.slug, problems });
  }
  return { sent, reported };
}
