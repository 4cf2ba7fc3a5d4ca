import { loadOnUse } from "~/components/ui/load-on-use";
import { useHydrated } from "~/lib/use-hydrated";
import type { SaveTogglesProps } from "./save-toggle-buttons";

// Their code loads after the page, not with it (issue 18's JavaScript budget); the server renders the vehicle page's row (see SaveToggleButtons).
const Buttons = loadOnUse(() => import("./save-toggle-buttons"));

/**
 * Favourite and compare toggles (discovery spec sections 2 and 4, vehicle spec section 2), kept in
 * this browser with no sign-in. They need JavaScript, so they appear once it runs.
 *
 * A card's buttons (`overlay`, nothing in the server's HTML) mount only after hydration: rendered during
 * it, each would be a Suspense boundary React leaves un-hydrated until the buttons' code arrives, and
 * any router update meanwhile (React Router's route discovery lands one just after hydration) makes React
 * hydrate each such boundary first, restarting the whole page's render once per boundary (21 on a
 * search page: about 20 renders of the page, the longest tasks after its first paint).
 */
export function SaveToggles(props: SaveTogglesProps) {
  return props.variant === "overlay" ? <CardToggles {...props} /> : <Buttons.Loaded {...props} />;
}

/**
 * A card's toggles, once the page has hydrated. The vehicle page's row (`panel`, in the server's HTML) stays out of
 * this: re-rendered before its code is here, its un-hydrated boundary would be drawn again from its fallback (the
 * row vanishing and coming back, a layout shift the e2e check caught).
 */
function CardToggles(props: SaveTogglesProps) {
  return useHydrated() ? <Buttons.Loaded {...props} /> : null;
}
