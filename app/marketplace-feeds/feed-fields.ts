import { imageUrl } from "~/images/image-url";
import type { FeedCar, FeedDealership, FeedSite } from "./feed-car";

/** Fields both feeds write the same way. Plain data in, plain strings out. */

/** Every price goes in whole Australian dollars with its ISO 4217 code, as both marketplaces ask: `45990 AUD`. */
export const feedPrice = (dollars: number): string => `${Math.round(dollars)} AUD`;

/** The VIN as the check read it (vinProblem): trimmed and upper-cased, whatever case the dealer's system sent. */
export const feedVin = (vin: string | null): string => (vin ?? "").trim().toUpperCase();

/** The car's own page on the site's canonical origin (never the request's host: decision 009). */
export const carPageUrl = (site: FeedSite, car: Pick<FeedCar, "slug">): string => `${site.origin}/cars/${encodeURIComponent(car.slug)}`;

/**
 * A photo as a marketplace fetches it: absolute, JPEG (both accept it; not every crawler takes WebP), 1200 px
 * wide, the largest the image server makes and above Meta's 500 px minimum.
 */
export const photoUrl = (site: FeedSite, key: string): string => `${site.origin}${imageUrl(key, 1200, { fmt: "jpeg" })}`;

/** The heading a marketplace shows: year, make, model and trim, as the car's own page names it. */
export const feedTitle = (car: Pick<FeedCar, "year" | "make" | "model" | "badge">): string =>
  [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");

/** The dealer's words, or the title when it wrote none (both feeds want a description); at most 5,000 characters. */
export function feedDescription(car: Pick<FeedCar, "year" | "make" | "model" | "badge" | "dealercomments">): string {
  const words = (car.dealercomments ?? "").trim();
  return (words === "" ? feedTitle(car) : words).slice(0, 5000);
}

/** The dealership's full address with its country, as Google's `dealership_address` asks: street, suburb STATE postcode, AU. */
export const dealershipAddress = (d: FeedDealership): string => `${d.street}, ${d.city} ${d.state} ${d.postcode}, AU`;

/** A car that is not new is sold with its odometer: demo cars are registered to the dealer, so both feeds call them used. */
export const isNew = (car: Pick<FeedCar, "carType">): boolean => car.carType === "new";
