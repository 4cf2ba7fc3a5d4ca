import type { CarType } from "~/domain/vehicle/car";
import type { Queryable } from "~/db/database";
import { recentSiteReviews, siteReviewTotals } from "~/db/queries/reviews.server";
import type { HomeDealerBlocks } from "~/domain/dealer-blocks/dealer-blocks";
import type { FeatureBannerItem } from "~/domain/dealer-blocks/feature-banner";
import type { ReviewsSummary } from "~/domain/dealer-blocks/reviews-summary";
import { salesThisMonth } from "~/domain/dealer-blocks/sales-counter";
import { reasonsForCar, reasonsForSite, type WhyBuyItem } from "~/domain/dealer-blocks/why-buy-reasons";
import type { TenantSite } from "~/sites/tenant-site";
import { siteContent, siteContentRead } from "~/site-content/site-content-cache.server";
import { listFeatureBanners, listWhyBuyReasons } from "./dealer-blocks-queries.server";

/** How many recent reviews the home page's summary quotes. */
const HOME_REVIEWS = 3;

/** The site's reviews summary: count and average of every review, and its newest good ones (null with no reviews). */
export function loadReviewsSummary(db: Queryable, site: TenantSite): Promise<ReviewsSummary | null> {
  return siteContentRead(db, site.id, `reviews:${site.reviewsMinimumRating}`, async () => {
    // Both at once: a site without reviews finds none recent either.
    const [totals, recent] = await Promise.all([
      siteReviewTotals(db, site.id),
      recentSiteReviews(db, site.id, site.reviewsMinimumRating, HOME_REVIEWS),
    ]);
    if (!totals.count || totals.average === null) return null;
    return { count: totals.count, average: totals.average, recent };
  });
}

/** A home page's dealer blocks: Sales this Month (where the site shows it), reviews, Why Buy From Us and the feature banner. */
export async function loadHomeDealerBlocks(deps: { db: Queryable; site: TenantSite; now: Date }): Promise<HomeDealerBlocks> {
  const { db, site, now } = deps;
  const [reviews, reasons, features] = await Promise.all([
    loadReviewsSummary(db, site),
    siteContent(db, site.id, "whyBuyReasons", listWhyBuyReasons),
    siteContent(db, site.id, "featureBanners", listFeatureBanners),
  ]);
  return { salesThisMonth: site.salesCounter ? salesThisMonth(now) : null, reviews, whyBuy: reasonsForSite(reasons), features };
}

/**
 * A car page's dealer blocks: the reasons that fit this car (its dealership, new or not), the feature banner, and
 * Sales this Month where the site shows it (vehicle spec section 2 lists it among the car page's sections).
 */
export async function loadCarDealerBlocks(
  deps: { db: Queryable; site: TenantSite; now: Date },
  car: { dealershipSlug: string; carType: CarType },
): Promise<{ whyBuy: WhyBuyItem[]; features: FeatureBannerItem[]; salesThisMonth: number | null }> {
  const { db, site, now } = deps;
  const [reasons, features] = await Promise.all([
    siteContent(db, site.id, "whyBuyReasons", listWhyBuyReasons),
    siteContent(db, site.id, "featureBanners", listFeatureBanners),
  ]);
  return { whyBuy: reasonsForCar(reasons, car), features, salesThisMonth: site.salesCounter ? salesThisMonth(now) : null };
}
