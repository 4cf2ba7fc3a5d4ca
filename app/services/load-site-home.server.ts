import { statFigures } from "~/domain/dealer-blocks/stats-banner";
import { cardHit } from "~/search/search-hit";
import type { Database } from "~/db/database";
import { mainSalesLocations } from "~/domain/locations/location";
import { toLocationCard } from "~/domain/locations/location-card";
import type { StockSearch } from "~/search/search-index";
import { cardSettings } from "~/sites/card-settings";
import type { TenantSite } from "~/sites/tenant-site";
import { searchAllStock, stockSummary } from "~/stock/stock-summary.server";
import { latestOffers } from "~/offers/load-special-offers.server";
import { siteContent } from "~/site-content/site-content-cache.server";
import { listBrandTiles } from "~/brands/brand-queries.server";
import { listLocations } from "~/db/queries/locations.server";
import { memoStock } from "~/stock/stock-memo.server";
import { loadHomeDealerBlocks } from "~/dealer-blocks/load-dealer-blocks.server";
import { autoDealerJsonLd } from "~/seo/dealer-json-ld";
import { siteUrl } from "~/sites/site-origin";
import { loadHomePromotions } from "~/promotions/load-home-promotions.server";

/** How many of the latest cars the home page's carousel shows. */
const FEATURED_CARS = 9;
/** How many current offers the home page shows (issue 15). */
const HOME_OFFERS = 3;

/**
 * A site's home page: the stock summary for the hero and quick search, the latest available cars
 * with photos, the newest current offers, and one location block per dealership (its main sales location).
 */
export async function loadSiteHome(deps: { db: Database; search: StockSearch; site: TenantSite; now: Date }) {
  const { db, search, site, now } = deps;
  // Facets are not needed here; the summary below counts in the site's default order. Both are the same for every
  // request until the site's stock changes (stock-memo.server.ts).
  const featured = memoStock(search, site, now, "home-featured", () =>
    searchAllStock(search, site, now, { sortBy: "latest", facets: [] })
      .hits.filter((h) => !h.sold && h.images.length > 0)
      .slice(0, FEATURED_CARS)
      .map(cardHit),
  );
  // Independent reads, at once: one wait for the database rather than five in turn.
  const [locations, offers, brandTiles, dealerBlocks, promotions] = await Promise.all([
    siteContent(db, site.id, "locations", listLocations),
    latestOffers({ db, site, now }, HOME_OFFERS),
    site.brandGrid ? siteContent(db, site.id, "brandTiles", listBrandTiles) : [],
    loadHomeDealerBlocks({ db, site, now }),
    loadHomePromotions({ db, site, now }),
  ]);
  const mainLocations = mainSalesLocations(locations);
  return {
    name: site.name,
    tagline: site.tagline,
    settings: cardSettings(site),
    featured,
    // The top of the page when there are no current slides (site config theme.layout.hero).
    hero: site.theme.layout.hero,
    ...stockSummary(search, site, now),
    locations: mainLocations.map((l) => toLocationCard(l, now)),
    // The canonical address, and one AutoDealer per dealership's main sales location for search engines.
    url: siteUrl(site, "/"),
    dealersJsonLd: mainLocations.map((l) => autoDealerJsonLd(l, siteUrl(site, `/locations/${l.slug}`), now)),
    locationLayout: site.locationBlocks,
    showLicences: site.showLicenceNumbers,
    sixLayout: site.locationGridSix,
    offers,
    brandTiles,
    stats: statFigures(site.statsBanner, {
      locations: locations.length,
      dealerships: new Set(locations.map((l) => l.dealershipSlug)).size,
      brands: new Set(search.catalogue(site.id).makeModels.map((m) => m.make)).size,
    }),
    // Sales this Month, reviews summary, Why Buy From Us and the feature banner (issue 15).
    dealerBlocks,
    // The promotions slider's current slides and the promotional popup (issue 15).
    promotions,
  };
}
