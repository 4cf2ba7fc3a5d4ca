import { island } from "~/components/ui/island";

/**
 * The home page's location blocks as an island (issue 18's JavaScript budget and blocking time): the
 * server renders the cards and the drawn map; their code (cards, map, carousel, enquiry dialog) loads
 * when the shopper comes near them or touches them, or at the browser's first idle moment (a carousel's
 * Previous and Next then come about when they did before). The real map still waits for the map to near
 * the screen. (The server's import is in a branch the browser's build drops.)
 */
export const LocationBlocksIsland = island(() => import("./location-blocks").then((m) => m.LocationBlocks), {
  use: true,
  near: true,
  idle: true,
});
if (import.meta.env.SSR) await LocationBlocksIsland.preload();
