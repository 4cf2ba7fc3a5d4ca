import { island } from "~/components/ui/island";

/**
 * The car page's similar cars as an island (issue 18's JavaScript budget): the server renders the
 * cards; their code (cards, carousel, save toggles) loads when the shopper comes near them or touches
 * them. (The server's import is in a branch the browser's build drops.)
 */
export const SimilarCarsIsland = island(() => import("./similar-cars").then((m) => m.SimilarCars), { use: true, near: true });
if (import.meta.env.SSR) await SimilarCarsIsland.preload();
