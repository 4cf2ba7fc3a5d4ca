import type { ComponentProps } from "react";
import { island } from "~/components/ui/island";
import type { ReviewsSummary } from "./reviews-summary";

/**
 * The reviews summary as an island (issue 18's JavaScript budget): the server renders it (stars, quotes
 * and links); its code loads when the shopper comes near it or touches it. (The server's import is in
 * a branch the browser's build drops.)
 */
export const ReviewsSummaryIsland = island<ComponentProps<typeof ReviewsSummary>>(
  () => import("./reviews-summary").then((m) => ({ default: m.ReviewsSummary })),
  { server: import.meta.env.SSR ? (await import("./reviews-summary")).ReviewsSummary : undefined, when: { use: true, near: true } },
);
