import { island } from "~/components/ui/island";

/**
 * The search results as an island (issue 18's JavaScript budget): the server renders every card, and
 * the cards' code (car card, save and watchlist buttons, finance quote, carousel) loads and hydrates
 * when the results come near the screen, which on the search page is at once after the page's own
 * code, or on the shopper's first touch or at the first idle moment. A search update (a navigation)
 * loads it too, so new results never wait on it. Until then a card's links are plain links and a
 * button pressed is pressed again once hydrated. (The server's import is in a branch the browser's
 * build drops.)
 */
export const ResultGridIsland = island(() => import("./result-grid").then((m) => m.ResultGrid), { use: true, near: true, idle: true });
if (import.meta.env.SSR) await ResultGridIsland.preload();
