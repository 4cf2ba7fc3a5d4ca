import type { ComponentProps } from "react";
import { island } from "~/components/ui/island";
import type { SimilarCars } from "./similar-cars";

/**
 * The car page's similar cars as an island (issue 18's JavaScript budget): the server renders the
 * cards; their code (cards, carousel, save toggles) loads when the shopper comes near them or touches
 * them. (The server's import is in a branch the browser's build drops.)
 */
export const SimilarCarsIsland = island<ComponentProps<typeof SimilarCars>>(
  () => import("./similar-cars").then((m) => ({ default: m.SimilarCars })),
  { server: import.meta.env.SSR ? (await import("./similar-cars")).SimilarCars : undefined, when: { use: true, near: true } },
);
