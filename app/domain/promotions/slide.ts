import { type PromotionDates, runsOn } from "./promotion-dates";

/**
 * A slide of the home page's promotions slider (discovery spec section 3, "Slide: id, name,
 * description, url, hide_overlay"; section 9, "Promotions slider 1920x540 px"). The image is a
 * 1920x540 banner served by /img; with `hideOverlay` the banner speaks for itself (its own artwork
 * carries the message) and the name, description and button are not laid over it.
 */
export type Slide = PromotionDates & {
  id: number;
  name: string;
  description: string;
  /** A path on the same site ('/special-offers'). */
  url: string;
  buttonLabel: string;
  hideOverlay: boolean;
  image: { src: string; alt: string };
};

/** The width and height every slide's banner is drawn at, and the slider keeps as its shape. */
export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 540;

/** The slides that run now by the site's calendar, in the dealer's order. */
export function currentSlides<T extends PromotionDates>(slides: readonly T[], now: Date, timeZone: string): T[] {
  return slides.filter((slide) => runsOn(slide, now, timeZone));
}
