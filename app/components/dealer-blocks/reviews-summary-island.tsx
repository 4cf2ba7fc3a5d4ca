import { island } from "~/components/ui/island";

/**
 * The reviews summary as an island (issue 18's JavaScript budget): the server renders it (stars, quotes
 * and links); its code loads when the shopper comes near it or touches it. (The server's import is in
 * a branch the browser's build drops.)
 */
export const ReviewsSummaryIsland = island(() => import("./reviews-summary").then((m) => m.ReviewsSummary), { use: true, near: true });
if (import.meta.env.SSR) await ReviewsSummaryIsland.preload();
