import type { ComponentProps } from "react";
import { island } from "~/components/ui/island";
import type { LatestArrivals } from "./latest-arrivals";

/**
 * The home page's latest arrivals as an island (issue 18's JavaScript budget and blocking time): the
 * server renders the cards; their code (cards, carousel, save toggles, finance quotes) loads when the
 * shopper comes near them or touches them, or at the browser's first idle moment, so the carousel's
 * Previous and Next are in place about when they were before, ahead of the shopper scrolling to them.
 * (The server's import is in a branch the browser's build drops.)
 */
export const LatestArrivalsIsland = island<ComponentProps<typeof LatestArrivals>>(
  () => import("./latest-arrivals").then((m) => ({ default: m.LatestArrivals })),
  {
    server: import.meta.env.SSR ? (await import("./latest-arrivals")).LatestArrivals : undefined,
    when: { use: true, near: true, idle: true },
  },
);
