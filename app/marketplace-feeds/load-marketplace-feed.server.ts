import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { Marketplace } from "./feed-car";
import { type FeedSelection, selectFeedCars } from "./feed-selection";
import { googleVehicleAdsXml } from "./google-vehicle-ads";
import { listFeedCars, siteHasDealership } from "./marketplace-feed-queries.server";
import { metaVehiclesXml } from "./meta-vehicles";

export type MarketplaceFeed = { xml: string; selection: FeedSelection };

const WRITERS = { "google-vehicle-ads": googleVehicleAdsXml, "meta-vehicles": metaVehiclesXml } as const;

/**
 * One marketplace's feed of the site's cars (one dealership's when a slug is given), read from the database at
 * request time as the sitemap is, so a car sold or hidden a moment ago is gone from the next fetch. Null when the
 * site has no such dealership.
 */
export async function loadMarketplaceFeed(deps: {
  db: Database;
  site: TenantSite;
  now: Date;
  marketplace: Marketplace;
  dealershipSlug: string | null;
}): Promise<MarketplaceFeed | null> {
  const { db, site, now, marketplace, dealershipSlug } = deps;
  const [cars, known] = await Promise.all([
    listFeedCars(db, site.id, dealershipSlug),
    dealershipSlug === null ? true : siteHasDealership(db, site.id, dealershipSlug),
  ]);
  if (!known) return null;
  const selection = selectFeedCars(cars, marketplace, site.stockRestrictions, now);
  return { xml: WRITERS[marketplace](selection.sent, { origin: site.origin, name: site.name }), selection };
}

/** What each feed of the site leaves out and why: the dealer's list of cars to fix (VIN, price, photo, colour). */
export async function loadMarketplaceFeedReport(deps: { db: Database; site: TenantSite; now: Date }) {
  const { db, site, now } = deps;
  const cars = await listFeedCars(db, site.id, null);
  const feed = (marketplace: Marketplace) => {
    const { sent, reported } = selectFeedCars(cars, marketplace, site.stockRestrictions, now);
    return { marketplace, sent: sent.length, leftOut: reported };
  };
  return { site: site.slug, feeds: [feed("google-vehicle-ads"), feed("meta-vehicles")] };
}
