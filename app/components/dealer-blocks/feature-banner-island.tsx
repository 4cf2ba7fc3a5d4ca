import type { ComponentProps } from "react";
import { island } from "~/components/ui/island";
import type { FeatureBanner } from "./feature-banner";

/**
 * The feature banner as an island (issue 18's JavaScript budget): the server renders its cards, which
 * are links; its code loads when the shopper comes near it or touches it. Render it only with features
 * (an empty island would fetch its code at once). (The server's import is in a branch the browser's build drops.)
 */
export const FeatureBannerIsland = island<ComponentProps<typeof FeatureBanner>>(
  () => import("./feature-banner").then((m) => ({ default: m.FeatureBanner })),
  { server: import.meta.env.SSR ? (await import("./feature-banner")).FeatureBanner : undefined, when: { use: true, near: true } },
);
