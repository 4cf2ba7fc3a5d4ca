import { loadOnUse } from "~/components/ui/load-on-use";
import type { SaveTogglesProps } from "./save-toggle-buttons";

// Their code loads after the page, not with it (issue 18's JavaScript budget); the server renders the vehicle page's row (see SaveToggleButtons).
const Buttons = loadOnUse(() => import("./save-toggle-buttons"));

/**
 * Favourite and compare toggles (discovery spec sections 2 and 4, vehicle spec section 2), kept in
 * this browser with no sign-in. They need JavaScript, so they appear once it runs.
 */
export function SaveToggles(props: SaveTogglesProps) {
  return <Buttons.Loaded {...props} />;
}
