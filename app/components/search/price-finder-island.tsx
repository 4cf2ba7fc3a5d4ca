import { island } from "~/components/ui/island";

/**
 * The search page's price finder as an island (issue 18's JavaScript budget): the server renders it,
 * a form that searches without JavaScript; its code (with the Radix slider) loads and it hydrates
 * when the shopper first touches, focuses or types in it, or at the browser's first idle moment
 * after the page (when its boxes become a slider, as they did at hydration before). (The server's
 * import is in a branch the browser's build drops.)
 */
export const PriceFinderIsland = island(() => import("./price-finder").then((m) => m.PriceFinder), { use: true, idle: true });
if (import.meta.env.SSR) await PriceFinderIsland.preload();
