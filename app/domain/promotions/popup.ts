import { type PromotionDates, type RunInstants, runInstants, runsAt } from "./promotion-dates";

/**
 * The promotional popup (discovery spec section 2, "Promotional popup: Image, title, description
 * and button; shown once per visitor"). Dates are calendar days in the site's time zone.
 */
export type Popup = PromotionDates & {
  id: number;
  title: string;
  description: string;
  image: { src: string; alt: string } | null;
  buttonLabel: string;
  /** A path on the same site. */
  url: string;
};

/**
 * Where the browser keeps the visitor's "dismissed" flag (section 4: "hidden persistently (a flag
 * kept per site)"). Local storage is already per host, and so per site; the slug in the key keeps
 * the flag the site's own when one host name serves more than one (the demo's localhost).
 */
export const popupDismissedKey = (siteSlug: string) => `promotional-popup-dismissed:${siteSlug}`;

/** A popup as the page is given it: with its run as instants, which the browser checks against its own clock. */
export type PagePopup = Popup & { runs: RunInstants };

export const withRunInstants = (popup: Popup, timeZone: string): PagePopup => ({ ...popup, runs: runInstants(popup, timeZone) });

/**
 * Discovery spec section 4: the popup is "visible until dismissed, then hidden persistently ... Not
 * shown if its expiry date has passed"; section 9: it "render[s] nothing when [its] data is
 * missing". A popup whose start is still ahead waits for it. Its run is from midnight on its first day to midnight
 * after its last, in the site's time zone (`withRunInstants`).
 */
export function shouldShowPopup(popup: PagePopup | null, visitor: { now: Date; dismissed: boolean }): popup is PagePopup {
  if (!popup?.title.trim() || visitor.dismissed) return false;
  return runsAt(popup.runs, visitor.now);
}
