import { useEffect, useState } from "react";
import { loadOnUse, useFirstUse } from "~/components/ui/load-on-use";
import { type PagePopup, popupDismissedKey, shouldShowPopup } from "~/domain/promotions/popup";

// The dialog (Radix's) loads only for a visitor the popup is shown to (issue 18's JavaScript budget).
const Box = loadOnUse(() => import("./promotional-popup-box"));

function isDismissed(siteSlug: string): boolean {
  try {
    return localStorage.getItem(popupDismissedKey(siteSlug)) !== null;
  } catch {
    // Storage turned off: a popup that could not stay dismissed would come back on every visit.
    return true;
  }
}

function rememberDismissed(siteSlug: string): void {
  try {
    localStorage.setItem(popupDismissedKey(siteSlug), "1");
  } catch {
    // Full or turned off: it closes for now all the same.
  }
}

/**
 * The promotional popup (discovery spec section 2: image, title, description and button, shown
 * once per visitor; section 9: at most 600 px wide and 80vh high). It opens after hydration, over
 * the page (a modal Radix Dialog: focus stays inside, Escape and Close dismiss it), when the rule
 * says so, and a dismissal, or following its button, is kept in this browser for the site.
 * Nothing renders without a popup.
 */
export function PromotionalPopup({ popup, siteSlug }: { popup: PagePopup | null; siteSlug: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from its first showing on, so its closing runs its course (focus given back).
  const [shown, markShown] = useFirstUse();
  useEffect(() => {
    const show = shouldShowPopup(popup, { now: new Date(), dismissed: isDismissed(siteSlug) });
    if (show) markShown();
    setOpen(show);
  }, [popup, siteSlug, markShown]);
  if (!popup || !shown) return null;
  const dismiss = () => {
    rememberDismissed(siteSlug);
    setOpen(false);
  };
  return <Box.Loaded popup={popup} open={open} onOpen={() => setOpen(true)} dismiss={dismiss} />;
}
