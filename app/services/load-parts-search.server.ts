import { siteContent } from "~/site-content/site-content-cache.server";
import { listLocations } from "~/db/queries/locations.server";
import type { Database } from "~/db/database";
import { toLocationCard } from "~/domain/locations/location-card";
import { toOfferCard } from "~/domain/offers/offer";
import { listCurrentOffers } from "~/offers/load-special-offers.server";
import { matchesPartQuery } from "~/search/parts-query";
import type { StockSearch } from "~/search/search-index";
import { searchHref } from "~/search/search-url";
import type { TenantSite } from "~/sites/tenant-site";
import { searchAllStock } from "~/stock/stock-summary.server";

type Deps = { db: Database; search: StockSearch; site: TenantSite; now: Date };

/** Accessories listed at most, and offers. */
const FITTED_LIMIT = 12;

/**
 * /parts/search (discovery spec section 2: "Parts enquiry and search"). The platform holds no parts
 * catalogue, so the page answers with what it has: the site's parts counters (their hours, phone and
 * a Parts Enquiry each; service workshops when a site has no counter), its current parts and
 * accessories offers, and the accessories fitted to cars in stock that match the words, each a link
 * to those cars. The enquiry form is where the parts team takes the part number and checks stock.
 */
export async function loadPartsSearch({ db, search, site, now }: Deps, query: string) {
  const locations = await siteContent(db, site.id, "locations", listLocations);
  const parts = locations.filter((l) => l.type === "parts");
  const counters = (parts.length ? parts : locations.filter((l) => l.type === "service")).map((l) => toLocationCard(l, now));
  const offers = (await listCurrentOffers({ db, site, now }))
    .filter((o) => o.categories.some((c) => c === "parts" || c === "accessories"))
    .filter((o) => !query || matchesPartQuery(`${o.title} ${o.summary}`, query) || o.categories.some((c) => matchesPartQuery(c, query)))
    .slice(0, FITTED_LIMIT)
    .map(toOfferCard);
  const features = query ? (searchAllStock(search, site, now, { facets: ["filtered_features"] }).facets.filtered_features ?? []) : [];
  const fitted = features
    .filter((f) => matchesPartQuery(f.label, query))
    .slice(0, FITTED_LIMIT)
    .map((f) => ({
      label: f.label,
      count: f.count,
      href: searchHref(
        { query: "", refinements: { filtered_features: [f.value] }, ranges: {}, sortBy: null, page: 1 },
        { defaultSort: site.defaultSort },
      ),
    }));
  return { siteName: site.name, query, counters, offers, fitted, showLicences: site.showLicenceNumbers };
}
