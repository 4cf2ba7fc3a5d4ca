import { island } from "~/components/ui/island";

/**
 * The home page's latest arrivals as an island (issue 18's JavaScript budget and blocking time): the
 * server renders the cards; their code (cards, carousel, save toggles, finance quotes) loads when the
 * shopper comes near them or touches them, or at the browser's first idle moment, so the carousel's
 * Previous and Next are in place about when they were before, ahead of the shopper scrolling to them.
 * (The server's import is in a branch the browser's build drops.)
 */
export const LatestArrivalsIsland = island(() => import("./latest-arrivals").then((m) => m.LatestArrivals), {
  use: true,
  near: true,
  idle: true,
});
if (import.meta.env.SSR) await LatestArrivalsIsland.preload();
