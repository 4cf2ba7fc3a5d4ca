import type { FeatureBannerItem } from "./feature-banner";
import type { ReviewsSummary } from "./reviews-summary";
import type { WhyBuyItem } from "./why-buy-reasons";

/** The dealer's own blocks on a home page (issue 15), each empty or null where the site has none. */
export type HomeDealerBlocks = {
  /** 'Sales this Month' at the page's `now`, or null when the site does not show the counter (`salesCounter`). */
  salesThisMonth: number | null;
  reviews: ReviewsSummary | null;
  whyBuy: WhyBuyItem[];
  features: FeatureBannerItem[];
};
