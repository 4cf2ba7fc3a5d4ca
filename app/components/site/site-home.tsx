import { formatNumber } from "~/domain/format";
import type { LocationBlockLayout } from "~/components/locations/location-blocks";
import { LocationBlocksIsland } from "~/components/locations/location-blocks-island";
import { QuickSearchIsland } from "~/components/search/quick-search-island";
import type { LocationCardData } from "~/domain/locations/location-card";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import type { CardHit } from "~/search/search-hit";
import type { FacetItem } from "~/search/search-types";
import { ALL_STOCK_PATH, carTypePath } from "~/domain/search-paths";
import type { CardSettings } from "~/sites/card-settings";
import type { OfferCard as OfferCardData } from "~/domain/offers/offer";
import { FEATURE_BANNER_BELOW_FIRST_SCREEN, FeatureBannerIsland } from "~/components/dealer-blocks/feature-banner-island";
import { HomeTrustBlocks } from "~/components/dealer-blocks/home-dealer-blocks";
import type { HomeDealerBlocks } from "~/domain/dealer-blocks/dealer-blocks";
import { HomeBrandsIsland } from "./home-brands-island";
import { HomeOffersIsland } from "./home-offers-island";
import { LatestArrivalsIsland } from "./latest-arrivals-island";
import { type HeroLayout, SiteHero } from "./site-hero";
import { PromotionalPopup } from "~/components/promotions/promotional-popup";
import type { HomePromotions } from "~/domain/promotions/home-promotions";
import { AppLink } from "~/components/ui/app-link";
import { CAR_TYPES } from "~/domain/vehicle/car";

export type SiteHomeData = {
  name: string;
  tagline: string;
  settings: CardSettings;
  /** The latest available cars with photos; the first one's photo is the hero image. */
  featured: CardHit[];
  hero: HeroLayout;
  /** Visible cars by car type. */
  counts: Record<string, number>;
  makes: FacetItem[];
  makeModels: FacetItem[];
  total: number;
  locations: LocationCardData[];
  locationLayout: LocationBlockLayout;
  showLicences: boolean;
  sixLayout: boolean;
  /** Up to 3 current offers, newest first. */
  offers: OfferCardData[];
  /** The group's brand grid and stats banner (empty for a single dealer). */
  brandTiles: { tab: string; name: string; logoKey: string | null; href: string }[];
  stats: { value: string; label: string; href: string }[];
  /** Sales this Month, the reviews summary, Why Buy From Us and the feature banner. */
  dealerBlocks: HomeDealerBlocks;
  /** The promotions slider's current slides and the promotional popup (issue 15). */
  promotions: HomePromotions;
};

/**
 * The blocks below a phone's first screen (a home page is six to ten of them), drawn as they come near the screen on
 * a first view (app/lib/first-view.ts), each standing until then at its measured heights on the four demo sites at
 * 360 to 1920 px (phones first, then from 48rem and 64rem). One in the first screen at a wider width is drawn at once.
 */
const BELOW_FIRST_SCREEN = {
  offers: "skip-until-near [--skip-estimate:94rem] md:[--skip-estimate:63rem] lg:[--skip-estimate:34rem]",
  latest: "skip-until-near [--skip-estimate:44rem] lg:[--skip-estimate:45rem]",
  brands: "skip-until-near [--skip-estimate:92rem] md:[--skip-estimate:53rem] lg:[--skip-estimate:45rem]",
  trust: "skip-until-near [--skip-estimate:88rem] md:[--skip-estimate:52rem] lg:[--skip-estimate:40rem]",
  dealerships: "skip-until-near [--skip-estimate:50rem] md:[--skip-estimate:36rem] lg:[--skip-estimate:37rem]",
};

/**
 * A site's home page: hero with quick search, shop by type, latest arrivals and the dealerships' location
 * blocks. Below the hero the blocks are islands (issue 18's JavaScript budget and blocking time): served
 * in full, their code loaded as the shopper nears or touches them, so the page hydrates little more than its top.
 */
export function SiteHome({ data }: { data: SiteHomeData }) {
  const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <SiteHero
        title={data.tagline || data.name}
        intro={`${formatNumber(total)} cars ready to drive away today from ${data.name}.`}
        layout={data.hero}
        photo={data.featured[0]?.images[0]?.src ?? null}
        slides={data.promotions.slides}
        search={<QuickSearchIsland makes={data.makes} makeModels={data.makeModels} total={data.total} />}
      />
      <ShopByType counts={data.counts} />
      {data.offers.length ? (
        <div className={BELOW_FIRST_SCREEN.offers}>
          <HomeOffersIsland offers={data.offers} />
        </div>
      ) : null}
      {/* The carousel is the region named 'Latest arrivals'; a section around it would be a second landmark of that name. */}
      <div className={`${BELOW_FIRST_SCREEN.latest} mx-auto max-w-7xl px-4 pt-10`}>
        <div className="flex items-end justify-between gap-4">
          <h2 id="latest" className="font-heading text-2xl font-bold">
            Latest arrivals
          </h2>
          <AppLink to={ALL_STOCK_PATH} className="font-semibold underline">
            See all stock
          </AppLink>
        </div>
        <div className="mt-4">
          <LatestArrivalsIsland cars={data.featured} settings={data.settings} />
        </div>
      </div>
      {data.dealerBlocks.features.length ? (
        <FeatureBannerIsland
          features={data.dealerBlocks.features}
          className="mx-auto max-w-7xl px-4 pt-12"
          box={FEATURE_BANNER_BELOW_FIRST_SCREEN}
        />
      ) : null}
      {data.brandTiles.length || data.stats.length ? (
        <div className={BELOW_FIRST_SCREEN.brands}>
          <HomeBrandsIsland tiles={data.brandTiles} stats={data.stats} />
        </div>
      ) : null}
      <div className={BELOW_FIRST_SCREEN.trust}>
        <HomeTrustBlocks blocks={data.dealerBlocks} />
      </div>
      <HomeDealerships data={data} />
      <PromotionalPopup popup={data.promotions.popup} siteSlug={data.promotions.siteSlug} />
    </>
  );
}

/** Shop by type: a link to each car type with cars in stock, with its count. */
function ShopByType({ counts }: { counts: Record<string, number> }) {
  return (
    <section aria-labelledby="shop-by-type" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="shop-by-type" className="font-heading text-2xl font-bold">
        Shop by type
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {CAR_TYPES.filter((type) => counts[type]).map((type) => (
          <li key={type}>
            <AppLink
              to={carTypePath(type)}
              className="flex items-center justify-between rounded-site bg-surface p-4 font-semibold shadow-sm ring-1 ring-black/5 hover:ring-brand"
            >
              <span>{CAR_TYPE_LABEL[type]} cars</span>
              <span className="text-muted">{formatNumber(counts[type])}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Our dealerships (or Visit us, for one): the location blocks, below the first screen. */
function HomeDealerships({ data }: { data: SiteHomeData }) {
  return (
    <section aria-labelledby="dealerships" className={`${BELOW_FIRST_SCREEN.dealerships} mx-auto max-w-7xl px-4 pt-12`}>
      <div className="flex items-end justify-between gap-4">
        <h2 id="dealerships" className="font-heading text-2xl font-bold">
          {data.locations.length > 1 ? "Our dealerships" : "Visit us"}
        </h2>
        <AppLink to="/locations" className="font-semibold underline">
          All locations
        </AppLink>
      </div>
      <div className="mt-4">
        <LocationBlocksIsland
          locations={data.locations}
          layout={data.locationLayout}
          showLicences={data.showLicences}
          sixLayout={data.sixLayout}
        />
      </div>
    </section>
  );
}
