import type { OfferCategory, OfferPriceType } from "~/domain/offers/offer";
import { imageKey } from "./generate-cars";

/**
 * One demo offer as written down: its dates are days from the seeding day (negative in the past),
 * so every seeding has offers that run now, a few that ended (proving expiry) and one not started.
 */
export type DemoOfferPlan = {
  dealership: string;
  make?: string;
  model?: string;
  /** A simple body as the stock search files it (ute, suv, cabChassis, caravan ...). */
  body?: string;
  categories: OfferCategory[];
  title: string;
  summary: string;
  /** Short Markdown. */
  description: string;
  price?: number;
  priceType?: OfferPriceType;
  saving?: number;
  image: { src: string; alt: string };
  disclaimer: string;
  /** Days from the seeding day, in the dealership's calendar: the first and last day of the offer. */
  starts: number;
  ends: number;
  cta?: { label: string; href: string };
};

/** Demo artwork of a vehicle through /img (the keys the demo cars use: body, colour group, view). */
export const art = (body: string, colour: string, view: string, alt: string) => ({ src: imageKey(body, colour, view), alt });
/** A make's logo through /img. */
export const logo = (makeSlug: string, alt: string) => ({ src: `logo/make/${makeSlug}`, alt });

/** The standard comparison-rate warning every Australian finance advertisement carries. */
export const COMPARISON_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";
