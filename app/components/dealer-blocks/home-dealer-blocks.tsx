import type { HomeDealerBlocks } from "~/domain/dealer-blocks/dealer-blocks";
import { ReviewsSummaryIsland } from "./reviews-summary-island";
import { SalesThisMonth } from "./sales-this-month";
import { WhyBuyFromUsIsland } from "./why-buy-from-us-island";

/**
 * The home page's reasons to trust the dealer (issue 15): the reviews summary beside Sales this Month
 * (where the site shows it), then Why Buy From Us with the 'We accept' strip. The reviews and Why Buy
 * are islands, hydrated near the screen; the counter hydrates with the page, so its 150-second refresh
 * counts from the page's load wherever the shopper is.
 */
export function HomeTrustBlocks({ blocks }: { blocks: HomeDealerBlocks }) {
  const { reviews, salesThisMonth } = blocks;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pt-12">
      {reviews || salesThisMonth !== null ? (
        <div className={`grid gap-6 ${reviews && salesThisMonth !== null ? "lg:grid-cols-[1fr_18rem]" : ""}`}>
          {/* The island's box is the grid item; the summary fills it, as tall as the counter beside it. */}
          {reviews ? <ReviewsSummaryIsland summary={reviews} className="h-full" /> : null}
          {salesThisMonth !== null ? <SalesThisMonth initial={salesThisMonth} /> : null}
        </div>
      ) : null}
      <WhyBuyFromUsIsland reasons={blocks.whyBuy} />
    </div>
  );
}
