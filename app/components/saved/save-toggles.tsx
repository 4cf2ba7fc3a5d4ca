import { type ComponentType, useEffect, useState } from "react";
import { loadOnUse } from "~/components/ui/load-on-use";
import type { SaveTogglesProps } from "./save-toggle-buttons";

// Their code loads after the page, not with it (issue 18's JavaScript budget); the server renders the vehicle page's row (see SaveToggleButtons).
const loadButtons = () => import("./save-toggle-buttons");
const Buttons = loadOnUse(loadButtons);
let loadedButtons: ComponentType<SaveTogglesProps> | undefined;

/**
 * Favourite and compare toggles (discovery spec sections 2 and 4, vehicle spec section 2), kept in
 * this browser with no sign-in. They need JavaScript, so they appear once it runs.
 */
export function SaveToggles(props: SaveTogglesProps) {
  return props.variant === "overlay" ? <CardToggles {...props} /> : <Buttons.Loaded {...props} />;
}

/**
 * A card's toggles (`overlay`, nothing in the server's HTML), mounted once the page has hydrated and their code is
 * here, with no Suspense boundary:
 * - Rendered during hydration, each card's boundary would stay un-hydrated until the code arrived, and a router
 *   update meanwhile (a navigation starting) makes React hydrate each such boundary first, restarting the whole
 *   page's render once per boundary (21 on a search page).
 * - Suspended after hydration, React reveals the boundaries' content in more than one commit, so the cards' buttons
 *   came in at different times (the first cards' up to 300 ms after the rest). Set from the one loaded module, every
 *   card's state changes in the same task, and all the buttons appear in one commit.
 * The vehicle page's row (`panel`, in the server's HTML) stays out of this: re-rendered before its code is here, its
 * un-hydrated boundary would be drawn again from its fallback (the row vanishing and coming back, a layout shift).
 */
function CardToggles(props: SaveTogglesProps) {
  const [Loaded, setLoaded] = useState(() => loadedButtons);
  useEffect(() => {
    // A failed download leaves the card without its toggles; the car's own page still offers them.
    if (!Loaded)
      loadButtons().then(
        (module) => setLoaded(() => (loadedButtons = module.default)),
        () => {},
      );
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
