import { type ComponentProps, useEffect, useState } from "react";
import { FEATURE_BANNER_BELOW_FIRST_SCREEN, FeatureBannerIsland } from "~/components/dealer-blocks/feature-banner-island";
import { WhyBuyFromUsIsland } from "~/components/dealer-blocks/why-buy-from-us-island";
import { leadPageHref } from "~/components/leads/lead-dialog";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { RememberPanels } from "~/components/ui/remember-panels";
import { CarPageEndIsland } from "~/components/vehicle/car-page-end-island";
import { PriceAndDealer } from "~/components/vehicle/price-and-dealer";
import { SimilarCarsIsland } from "~/components/vehicle/similar-cars-island";
import { StickyCarBarsIsland } from "~/components/vehicle/sticky-car-bars-island";
import { useRememberViewedCar } from "~/components/vehicle/use-remember-viewed-car";
import { VehicleDescriptionIsland } from "~/components/vehicle/vehicle-description-island";
import { VehicleFinance } from "~/components/vehicle/vehicle-finance";
import { VehicleMediaIsland } from "~/components/vehicle/vehicle-media-island";
import { VehicleSaveControlsIsland } from "~/components/vehicle/vehicle-save-controls-island";
import { priceDisplay } from "~/domain/price-display";
import { makeModelPath } from "~/domain/search-paths";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import { whenIdle } from "~/lib/when-idle";
import type { TenantSite } from "~/sites/tenant-site";

type PriceProps = ComponentProps<typeof PriceAndDealer>;
type DescriptionProps = ComponentProps<typeof VehicleDescriptionIsland>;
type Market = PriceProps["market"];

/** A car's page, as `loadVehiclePage` makes it, with its breadcrumbs. */
export type CarPageView = Pick<
  PriceProps,
  "phone" | "url" | "reserve" | "chat" | "hideTestDrive" | "comingSoon" | "serviceLink" | "subscription"
> &
  Pick<DescriptionProps, "regoLabel" | "commentsTitle" | "analysis" | "model"> & {
    car: VehiclePageCar;
    finance: ComponentProps<typeof VehicleFinance>["finance"];
    hiddenBlocks: ComponentProps<typeof VehicleFinance>["hidden"];
    similar: ComponentProps<typeof SimilarCarsIsland>["similar"];
    cardSettings: ComponentProps<typeof SimilarCarsIsland>["settings"];
    pageEnd: ComponentProps<typeof CarPageEndIsland>;
    dealerBlocks: {
      whyBuy: ComponentProps<typeof WhyBuyFromUsIsland>["reasons"];
      features: ComponentProps<typeof FeatureBannerIsland>["features"];
    };
    viewer: Pick<
      TenantSite["vehicle"],
      "rememberPanels" | "mobileStickyBar" | "viewerDefault" | "stockVideoPosition" | "copyLinkToast" | "mobileBarActions"
    >;
    directionsHref: string | null;
    noPriceText: string;
    callText: string;
    financeButtonText: string;
    breadcrumbs: ComponentProps<typeof Breadcrumbs>;
  };

// One object for good: an island re-renders (and so must hydrate at once) when a prop, its box too, is a new object.
const SAVE_ROW = { className: "mt-2 flex flex-wrap items-center gap-3" };

/**
 * The blocks below the gallery and price (the description beside them from 64rem), drawn as they come near the
 * screen on a first view (app/lib/first-view.ts), each at its measured heights on the four demo sites' cars at 360
 * to 1920 px (phones first, then from 48rem and 64rem).
 */
const BELOW_FIRST_SCREEN = {
  description: "skip-until-near [--skip-estimate:68rem] md:[--skip-estimate:47rem]",
  finance: "skip-until-near [--skip-estimate:120rem] md:[--skip-estimate:78rem]",
  whyBuy: "skip-until-near [--skip-estimate:30rem] md:[--skip-estimate:21rem] lg:[--skip-estimate:16rem]",
  similar: "skip-until-near [--skip-estimate:45rem]",
  pageEnd: "skip-until-near [--skip-estimate:75rem] md:[--skip-estimate:59rem] lg:[--skip-estimate:53rem]",
};

/** The car is remembered as viewed, and its view counted. */
function useCarViewed(car: VehiclePageCar) {
  useEffect(() => {
    // Vehicle spec section 9: event 4 counts used-car page views; new and demo cars' views are the platform's own
    // `vehicle_view` (no spec id), so the dealer's reports count every car. The analytics code is fetched after
    // the page, not with it (issue 18's JavaScript budget), and once hydration's work is done.
    const event = car.carType === "used" ? { event_id: 4, name: "used_vehicle_view" } : { event_id: 0, name: "vehicle_view" };
    return whenIdle(() => {
      import("~/lib/analytics").then(({ track }) => track({ ...event, car_id: car.id })).catch(() => {});
    });
  }, [car.id, car.carType]);
  useRememberViewedCar(car);
}

/** `/cars/{slug}`: the car's media, price and dealer, details, finance, then the dealer's blocks and similar cars. */
export function CarPage({ page }: { page: CarPageView }) {
  const { car, finance, similar } = page;
  const sold = car.status === "sold";
  const [market, setMarket] = useState<Market>(null);
  useCarViewed(car);
  return (
    <RememberPanels value={page.viewer.rememberPanels}>
      <div className={`mx-auto max-w-7xl px-4 py-6 ${page.viewer.mobileStickyBar ? "pb-20 md:pb-6" : ""}`}>
        <Breadcrumbs trail={page.breadcrumbs.trail} current={page.breadcrumbs.current} />
        {page.directionsHref === null ? null : (
          <p className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-site bg-accent px-4 py-2 text-on-accent" role="note">
            <span className="font-semibold">Located at {car.location.city}</span>
            <a href={page.directionsHref} rel="noopener noreferrer" className="font-semibold underline">
              Get Directions
            </a>
          </p>
        )}
        <CarSummary page={page} market={market} />
        {sold ? null : (
          <div className={BELOW_FIRST_SCREEN.finance}>
            <VehicleFinance car={car} finance={finance} onMarket={setMarket} hidden={page.hiddenBlocks} />
          </div>
        )}
        <CarBars page={page} />
        <div className={BELOW_FIRST_SCREEN.whyBuy}>
          <WhyBuyFromUsIsland reasons={page.dealerBlocks.whyBuy} className="mt-8" />
        </div>
        {page.dealerBlocks.features.length ? (
          <FeatureBannerIsland features={page.dealerBlocks.features} className="mt-12" box={FEATURE_BANNER_BELOW_FIRST_SCREEN} />
        ) : null}
        <div className={BELOW_FIRST_SCREEN.similar}>
          <SimilarCarsIsland car={car} similar={similar} settings={page.cardSettings} />
        </div>
        <div className={BELOW_FIRST_SCREEN.pageEnd}>
          <CarPageEndIsland {...page.pageEnd} />
        </div>
      </div>
    </RememberPanels>
  );
}

/** Small screens read gallery, then price and dealer, then the details; large screens put price and dealer beside both. */
function CarSummary({ page, market }: { page: CarPageView; market: Market }) {
  const { car, finance, similar } = page;
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 lg:col-start-1">
        <VehicleMediaIsland
          images={car.imageSrcs}
          alts={car.imageAlts}
          title={carTitle(car)}
          status={car.status}
          media={car.media}
          viewerDefault={page.viewer.viewerDefault}
          videoPosition={page.viewer.stockVideoPosition}
        />
      </div>
      <aside aria-label="Price and dealer" className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <PriceAndDealer
          car={car}
          finance={finance}
          phone={page.phone}
          url={page.url}
          texts={{ noPriceText: page.noPriceText, callText: page.callText, financeButtonText: page.financeButtonText }}
          reserve={page.reserve}
          chat={page.chat}
          hideTestDrive={page.hideTestDrive}
          comingSoon={page.comingSoon}
          market={market}
          similarHref={similar.length ? "#similar" : makeModelPath(car.make, car.model)}
          copyLinkToast={page.viewer.copyLinkToast}
          serviceLink={page.serviceLink}
          subscription={page.subscription}
          saveControls={<VehicleSaveControlsIsland car={car} rules={page.cardSettings} box={SAVE_ROW} />}
        />
      </aside>
      <div className={`${BELOW_FIRST_SCREEN.description} min-w-0 lg:col-start-1`}>
        <VehicleDescriptionIsland
          car={car}
          regoLabel={page.regoLabel}
          commentsTitle={page.commentsTitle}
          analysis={page.analysis}
          model={page.model}
        />
      </div>
    </div>
  );
}

function CarBars({ page }: { page: CarPageView }) {
  const { car, finance } = page;
  const sold = car.status === "sold";
  const display = priceDisplay(car, page.noPriceText);
  return (
    <StickyCarBarsIsland
      title={carTitle(car)}
      image={car.imageSrcs[0] ?? null}
      priceText={sold ? "SOLD" : display.text}
      priceType={display.kind === "price" ? display.priceType : null}
      weeklyRepayment={sold ? null : (finance.estimate?.weekly ?? null)}
      financeHref={finance.href}
      tradeInHref={finance.available ? `/cars/trade-in?car_id=${car.id}` : null}
      slug={car.slug}
      carId={car.id}
      phone={page.phone}
      enquireHref={leadPageHref({ kind: "vehicle", carId: car.id })}
      testDriveHref={page.hideTestDrive || sold ? null : leadPageHref({ kind: "test-drive", carId: car.id })}
      mobileBar={page.viewer.mobileStickyBar}
      mobileBarActions={page.viewer.mobileBarActions}
    />
  );
}
