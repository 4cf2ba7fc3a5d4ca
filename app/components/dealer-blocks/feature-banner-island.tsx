import { type IslandBox, island } from "~/components/ui/island";

/**
 * The feature banner as an island (issue 18's JavaScript budget): the server renders its cards, which
 * are links; its code loads when the shopper comes near it or touches it. Render it only with features
 * (an empty island would fetch its code at once). (The server's import is in a branch the browser's build drops.)
 */
export const FeatureBannerIsland = island(() => import("./feature-banner").then((m) => m.FeatureBanner), { use: true, near: true });
if (import.meta.env.SSR) await FeatureBannerIsland.preload();

/**
 * The banner's box where it stands below a phone's first screen (the home and car pages): drawn as it comes near
 * the screen on a first view (app/lib/first-view.ts), standing until then at its measured heights with the pages'
 * top margin (the four demo sites at 360 to 1920 px; phones first, then from 48rem and 64rem).
 */
export const FEATURE_BANNER_BELOW_FIRST_SCREEN: IslandBox = {
  className: "skip-until-near [--skip-estimate:28rem] md:[--skip-estimate:21rem] lg:[--skip-estimate:26rem]",
};
