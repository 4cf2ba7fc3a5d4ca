import { island } from "~/components/ui/island";

/**
 * The car page's sticky bars as an island (issue 18's JavaScript budget): the server renders the phone's
 * bar (its links work unhydrated: Call Now reveals the number by the no-JavaScript route); their code,
 * which follows the scroll to show the summary header and restyle the bar, loads at the browser's first
 * idle moment or when the shopper touches the bar. (The server's import is in a branch the browser's build drops.)
 */
export const StickyCarBarsIsland = island(() => import("./sticky-car-bars").then((m) => m.StickyCarBars), { use: true, idle: true });
if (import.meta.env.SSR) await StickyCarBarsIsland.preload();
