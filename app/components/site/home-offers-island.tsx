import type { ComponentProps } from "react";
import { island } from "~/components/ui/island";
import type { HomeOffers } from "./home-offers";

/**
 * The home page's special offers as an island (issue 18's JavaScript budget): the server renders the
 * cards (pictures and links, nothing that changes once hydrated); their code loads when the shopper
 * comes near them or touches them. Render it only with offers (an empty island would fetch its code at
 * once). (The server's import is in a branch the browser's build drops.)
 */
export const HomeOffersIsland = island<ComponentProps<typeof HomeOffers>>(
  () => import("./home-offers").then((m) => ({ default: m.HomeOffers })),
  { server: import.meta.env.SSR ? (await import("./home-offers")).HomeOffers : undefined, when: { use: true, near: true } },
);
