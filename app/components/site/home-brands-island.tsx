import { island } from "~/components/ui/island";

/**
 * A group's brand grid and stats banner as an island (issue 18's JavaScript budget): the server renders
 * the first tab's tiles and the figures, all links; the tabs' code loads when the shopper comes near them
 * or touches them (a tab pressed before then is pressed again once it has), or at the browser's first idle
 * moment, so the tabs' arrow keys work before a keyboard gets there. Render it only with tiles or stats
 * (an empty island would fetch its code at once). (The server's import is in a branch the browser's build drops.)
 */
export const HomeBrandsIsland = island(() => import("./home-brands").then((m) => m.HomeBrands), { use: true, near: true, idle: true });
if (import.meta.env.SSR) await HomeBrandsIsland.preload();
