import type { Database } from "~/db/database";
import { calendarDate } from "~/domain/format";
import { isCurrentOffer, type Offer, type OfferCard, toOfferCard } from "~/domain/offers/offer";
import {
  isFilteredOfferSearch,
  type OfferFacets,
  type OfferSearchState,
  parseOfferSearch,
  searchOffers,
} from "~/domain/offers/offer-search";
import { BODY_LABELS } from "~/search/facets";
import type { TenantSite } from "~/sites/tenant-site";
import { listLiveOffers } from "./offer-queries.server";
import { siteContentRead } from "~/site-content/site-content-cache.server";

type Deps = { db: Database; site: TenantSite; now: Date };

export const offerBodyLabel = (body: string) => BODY_LABELS[body] ?? body;

/** The site's offers running today, each by its own dealership's calendar. */
export async function listCurrentOffers({ db, site, now }: Deps): Promise<Offer[]> {
  const today = calendarDate(now, site.timeZone);
  const offers = await siteContentRead(db, site.id, `offers:${today}`, () => listLiveOffers(db, site, today));
  return offers.filter((o) => isCurrentOffer(o, now));
}

export type SpecialOffersPage = {
  siteName: string;
  state: OfferSearchState;
  filtered: boolean;
  hits: OfferCard[];
  count: number;
  page: number;
  pages: number;
  facets: OfferFacets;
  priceStats: { min: number; max: number } | null;
};

/**
 * `/special-offers` (discovery spec section 7): the site's current offers, searched by the URL's
 * query, categories, price, make, model and body, 21 a page. A page past the last is not found.
 */
export async function loadSpecialOffers(
  deps: Deps,
  params: URLSearchParams,
): Promise<{ kind: "page"; page: SpecialOffersPage } | { kind: "invalid"; error: string } | { kind: "not-found" }> {
  const parsed = parseOfferSearch(params);
  if (!parsed.ok) return { kind: "invalid", error: `The address is not valid: ${parsed.error}.` };
  const { state } = parsed;
  const result = searchOffers(await listCurrentOffers(deps), state, offerBodyLabel);
  if (state.page > result.pages) return { kind: "not-found" };
  return {
    kind: "page",
    page: {
      siteName: deps.site.name,
      state,
      filtered: isFilteredOfferSearch(state),
      hits: result.hits.map(toOfferCard),
      count: result.count,
      page: result.page,
      pages: result.pages,
      facets: result.facets,
      priceStats: result.priceStats,
    },
  };
}

/** The home page's few current offers: the newest ones first. */
export async function latestOffers(deps: Deps, limit: number): Promise<OfferCard[]> {
  return (await listCurrentOffers(deps)).slice(0, limit).map(toOfferCard);
}
