import { type RefObject, startTransition, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** How near the screen an element must come to be flipped, so that it is flipped before it is seen. */
const NEAR_SCREEN = "50% 0px";

/**
 * False until the element is on or near the screen, then true for good. Watched from the first effect, which runs
 * only in the browser after hydration, so the server's HTML and the hydration render agree. For a costly swap the
 * shopper needs only once the element is in view: a range filter becoming a Radix slider took about 35 ms of a
 * 77 ms task of the search page's load on a phone (issue 18's blocking time), in a filter panel still folded, and
 * Metro's price finder sits two screens down on a phone.
 *
 * - On or near the screen (within half a screen's height): flipped as a transition, which React renders in
 *   slices between the browser's other work.
 * - In a closed `<details>` whose content is hidden (the search page's filter panel on a phone): flipped in the
 *   summary's click, before the browser opens it, so the open panel's first frame already shows the flip. A
 *   details opened another way, or content a wider window reveals (the panel is always open on large screens),
 *   flips it too.
 */
export function useVisibleOnce(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const flip = () => startTransition(() => setVisible(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && element.checkVisibility()) flip();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    const details = element.closest("details");
    const summary = details?.querySelector(":scope > summary");
    const flipNow = () => flushSync(() => setVisible(true));
    const flipIfShown = () => {
      if (element.checkVisibility()) flip();
    };
    summary?.addEventListener("click", flipNow);
    details?.addEventListener("toggle", flipIfShown);
    window.addEventListener("resize", flipIfShown);
    return () => {
      observer.disconnect();
      summary?.removeEventListener("click", flipNow);
      details?.removeEventListener("toggle", flipIfShown);
      window.removeEventListener("resize", flipIfShown);
    };
  }, [ref, visible]);
  return visible;
}
