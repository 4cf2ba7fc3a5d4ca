import type { PagePopup } from "./popup";
import type { Slide } from "./slide";

/** What the home page shows of the site's promotions: the slider's current slides and the popup, if one runs. */
export type HomePromotions = {
  slides: Slide[];
  popup: PagePopup | null;
  /** The site's slug, for the popup's dismissed flag in the browser. */
  siteSlug: string;
};
