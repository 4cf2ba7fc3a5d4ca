import { island } from "~/components/ui/island";

/**
 * The car's pictures as an island (issue 18's JavaScript budget): the server renders the tabs and the
 * default view as the hydrated page has them; their code (gallery, tabs, video) loads as soon as they
 * are near the screen, which at the top of the page is straight after the page's own, or on the
 * shopper's first touch. A button pressed before then (an arrow, a tab) is pressed again once it has
 * hydrated; without JavaScript the thumbnails link to the photos. (The server's import is in a branch
 * the browser's build drops.)
 */
export const VehicleMediaIsland = island(() => import("./vehicle-media").then((m) => m.VehicleMedia), { use: true, near: true });
if (import.meta.env.SSR) await VehicleMediaIsland.preload();
