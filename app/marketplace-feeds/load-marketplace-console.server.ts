import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { MARKETPLACES } from "./feed-car";
import { feedAddresses, leftOutLine, MARKETPLACE_LABELS } from "./feed-report-view";
import { selectFeedCars } from "./feed-selection";
import { listFeedCars, listFeedDealerships } from "./marketplace-feed-queries.server";

/**
 * The console's page of the site's marketplace feeds: where each is, how many cars each sends, and the cars each
 * leaves out with what to fix. `showToken`: whether the viewer may see the feeds' token (the full addresses).
 */
export async function loadMarketplaceConsole(deps: { db: Database; site: TenantSite; now: Date }, showToken: boolean) {
  const { db, site, now } = deps;
  const [cars, dealerships] = await Promise.all([listFeedCars(db, site.id, null), listFeedDealerships(db, site.id)]);
  const token = site.marketplaceFeeds.token ?? null;
  return {
    tokenSet: token !== null,
    tokenShown: token !== null && showToken,
    addresses: feedAddresses(site.origin, dealerships, showToken ? token : null),
    feeds: MARKETPLACES.map((m) => {
      const { sent, reported } = selectFeedCars(cars, m, site.stockRestrictions, now);
      return { marketplace: m, label: MARKETPLACE_LABELS[m], sent: sent.length, leftOut: reported.map(leftOutLine) };
    }),
  };
}
