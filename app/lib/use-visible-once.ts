import { type RefObject, startTransition, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * False until the element can be seen, then true for good; checked once `ready` (hydrated). An element in a
 * closed `<details>` whose content is hidden (the search page's filter panel on a phone) waits until the details
 * opens: flipped in the summary's click, before the browser opens it, so the first frame of the open panel
 * already shows what the flip renders. A details opened another way, or content a wider window reveals (the
 * panel is always open on large screens), flips it too.
 *
 * For a costly swap the shopper only needs once it is in view: the filter's ranges becoming Radix sliders took
 * about 35 ms of a 77 ms task of the search page's load on a phone (issue 18's blocking time), in a panel
 * still closed.
 */
export function useVisibleOnce(ref: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!ready || visible || !element) return;
    if (element.checkVisibility()) {
      // Not urgent: rendered in slices after the hydration's task.
      startTransition(() => setVisible(true));
      return;
    }
    const details = element.closest("details");
    const summary = details?.querySelector(":scope > summary");
    const show = () => flushSync(() => setVisible(true));
    const showIfSeen = () => {
      if (element.checkVisibility()) show();
    };
    summary?.addEventListener("click", show);
    details?.addEventListener("toggle", showIfSeen);
    window.addEventListener("resize", showIfSeen);
    return () => {
      summary?.removeEventListener("click", show);
      details?.removeEventListener("toggle", showIfSeen);
      window.removeEventListener("resize", showIfSeen);
    };
  }, [ref, ready, visible]);
  return visible;
}
