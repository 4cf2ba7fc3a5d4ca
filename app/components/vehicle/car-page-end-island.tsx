import { island } from "~/components/ui/island";

/**
 * The end of the car page as an island (issue 18's JavaScript budget): the server renders Find another
 * car, a form that searches without JavaScript, and the terms; the quick search's code loads when the
 * shopper first touches it or at the browser's first idle moment (a choice made before then is counted
 * once it has hydrated, see quick-search.tsx). (The server's import is in a branch the browser's build drops.)
 */
export const CarPageEndIsland = island(() => import("./car-page-end").then((m) => m.default));
if (import.meta.env.SSR) await CarPageEndIsland.preload();
