import { island } from "~/components/ui/island";

/**
 * The quick search as an island (issue 18's JavaScript budget): the server renders it in full, a
 * form that searches without JavaScript; its code loads when the shopper first touches it, or when
 * the browser is idle after the page. (The server's import is in a branch the browser's build drops.)
 */
export const QuickSearchIsland = island(() => import("./quick-search").then((m) => m.QuickSearch));
if (import.meta.env.SSR) await QuickSearchIsland.preload();
