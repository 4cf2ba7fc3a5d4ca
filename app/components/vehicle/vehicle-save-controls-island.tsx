import { island } from "~/components/ui/island";

/**
 * The car page's Favourite, Compare and Save to watchlist as an island (issue 18's JavaScript budget):
 * the server renders the row as the hydrated page has it (the toggles inert until the lists are read);
 * its code loads as soon as it is near the screen, straight after the page's own at the top of the
 * page, or on the shopper's first touch, and a button pressed before then is pressed again once it
 * has hydrated. (The server's import is in a branch the browser's build drops.)
 */
export const VehicleSaveControlsIsland = island(() => import("./vehicle-save-controls").then((m) => m.default), { use: true, near: true });
if (import.meta.env.SSR) await VehicleSaveControlsIsland.preload();
