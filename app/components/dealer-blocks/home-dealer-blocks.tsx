import type { HomeDealerBlocks } from "~/domain/dealer-blocks/dealer-blocks";
import { WeAccept } from "./payment-marks";
import { ReviewsSummary } from "./reviews-summary";
import { SalesThisMonth } from "./sales-this-month";
import { WhyBuyFromUs } from "./why-buy-from-us";

/**
 * The home page's reasons to trust the dealer (issue 15): the reviews summary beside Sales this Month
 * (where the site shows it), then Why Buy From Us with the 'We accept' strip.
 */
export function HomeTrustBlocks({ blocks }: { blocks: HomeDealerBlocks }) {
  const { reviews, salesThisMonth } = blocks;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pt-12">
      {reviews || salesThisMonth !== null ? (
        <div className={`grid gap-6 ${reviews && salesThisMonth !== null ? "lg:grid-cols-[1fr_18rem]" : ""}`}>
          {reviews ? <ReviewsSummary summary={reviews} /> : null}
          {salesThisMonth !== null ? <SalesThisMonth initial={salesThisMonth} /> : null}
        </div>
      ) : null}
      <WhyBuyFromUs reasons={blocks.whyBuy}>
        <WeAccept />
      </WhyBuyFromUs>
    </div>
  );
}
