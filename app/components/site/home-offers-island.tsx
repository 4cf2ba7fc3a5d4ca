import { island } from "~/components/ui/island";

/**
 * The home page's special offers as an island (issue 18's JavaScript budget): the server renders the
 * cards (pictures and links, nothing that changes once hydrated); their code loads when the shopper
 * comes near them or touches them. Render it only with offers (an empty island would fetch its code at
 * once). (The server's import is in a branch the browser's build drops.)
 */
export const HomeOffersIsland = island(() => import("./home-offers").then((m) => m.HomeOffers), { use: true, near: true });
if (import.meta.env.SSR) await HomeOffersIsland.preload();
