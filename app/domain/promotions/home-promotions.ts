import type { Popup } from "./popup";
import type { Slide } from "./slide";

/** What the home page shows of the site's promotions: the slider's current slides and the popup, if one runs. */
export type HomePromotions = {
  slides: Slide[];
  popup: Popup | null;
  /** The site's slug and time zone, for the popup's dismissed flag and expiry in the browser. */
  siteSlug: string;
  timeZone: string;
};
