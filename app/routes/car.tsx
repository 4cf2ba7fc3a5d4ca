import { queryNumber, queryText, routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { useEffect, useState } from "react";
import { leadPageHref } from "~/components/leads/lead-dialog";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { PriceAndDealer } from "~/components/vehicle/price-and-dealer";
import { SimilarCarsIsland } from "~/components/vehicle/similar-cars-island";
import { CarPageEndIsland } from "~/components/vehicle/car-page-end-island";
import { StickyCarBarsIsland } from "~/components/vehicle/sticky-car-bars-island";
import { FEATURE_BANNER_BELOW_FIRST_SCREEN, FeatureBannerIsland } from "~/components/dealer-blocks/feature-banner-island";
import { WhyBuyFromUsIsland } from "~/components/dealer-blocks/why-buy-from-us-island";
import { VehicleDescriptionIsland } from "~/components/vehicle/vehicle-description-island";
import { VehicleFinance } from "~/components/vehicle/vehicle-finance";
import { VehicleMediaIsland } from "~/components/vehicle/vehicle-media-island";
import { useRememberViewedCar } from "~/components/vehicle/use-remember-viewed-car";
import { VehicleSaveControlsIsland } from "~/components/vehicle/vehicle-save-controls-island";
import { formatAud, formatKm } from "~/domain/format";
import { priceDisplay } from "~/domain/price-display";
import { isPriced } from "~/domain/price-thresholds";
import { carTitle } from "~/domain/vehicle/car-name";
import { requireSite } from "~/lib/require-site";
import { whenIdle } from "~/lib/when-idle";
import { makeModelPath } from "~/domain/search-paths";
import { loadVehiclePage } from "~/services/load-vehicle-page.server";
import type { Route } from "./+types/car";
import { RememberPanels } from "~/components/ui/remember-panels";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ params: { slug: slugParam }, query: { reveal: queryText(20), trade_in: queryNumber } });

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { params, query } = routeInput(args, INPUT);
  const page = await loadVehiclePage(
    { db: context.db, search: context.search, site, now: context.now },
    { slug: params.slug, revealPhone: query.reveal === "phone" },
  );
  if (!page) throw new Response("Not Found", { status: 404 });
  // Vehicle spec section 4: a car nobody can be called about is worth a warning for the dealer's data.
  if (!page.phone) context.logger.warn({ car: page.car.slug, location: page.car.location.slug }, "no phone number for this car's location");
  const crumbs = pageBreadcrumbs(site, page.crumbs, {
    label: carTitle(page.car),
    url: page.url,
  });
  // From the trade-in page: its estimate starts the calculator's deposit or trade-in (clamped to the field's bounds there).
  const tradeIn = query.trade_in !== null && query.trade_in > 0 ? Math.round(query.trade_in) : 0;
  const { jsonLd, ...shown } = page;
  return {
    ...shown,
    ...pageData(context, { crumbs, jsonLd: [jsonLd] }),
    ...(tradeIn ? { finance: { ...page.finance, defaults: { ...page.finance.defaults, deposit: tradeIn } } } : {}),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  const { car } = data;
  const name = carTitle(car, { badge: true });
  const title = `${name} for sale in ${car.location.city} | ${data.siteName}`;
  const price = isPriced(car) ? formatAud(car.price) : data.noPriceText;
  const description = `${name}, ${formatKm(car.km)}, ${price} at ${car.dealershipName}, ${car.location.city} ${car.location.state}.`;
  return pageMeta({
    title,
    description,
    url: data.url,
    siteName: data.siteName,
    image: data.image,
    type: "product",
  });
}

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
  pageEnd: "skip-until-near [--skip-estimate:28rem] md:[--skip-estimate:21rem] lg:[--skip-estimate:15rem]",
};

export default function CarPage({ loaderData: page }: Route.ComponentProps) {
  const { car, finance, similar } = page;
  const title = carTitle(car);
  const sold = car.status === "sold";
  const display = priceDisplay(car, page.noPriceText);
  const [market, setMarket] = useState<{ average: number; stateAverage: number | null } | null>(null);
  useEffect(() => {
    // Vehicle spec section 9: event 4 counts used-car page views. The analytics code is fetched for it after
    // the page, not with it (issue 18's JavaScript budget), and once hydration's work is done.
    if (car.carType !== "used") return;
    return whenIdle(() => {
      import("~/lib/analytics").then(({ track }) => track({ event_id: 4, name: "used_vehicle_view", car_id: car.id })).catch(() => {});
    });
  }, [car.id, car.carType]);
  useRememberViewedCar(car);
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
        {/* Small screens read gallery, then price and dealer, then the details; large screens put price and dealer beside both. */}
        <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 lg:col-start-1">
            <VehicleMediaIsland
              images={car.imageSrcs}
              alts={car.imageAlts}
              title={title}
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
        {sold ? null : (
          <div className={BELOW_FIRST_SCREEN.finance}>
            <VehicleFinance car={car} finance={finance} onMarket={setMarket} hidden={page.hiddenBlocks} />
          </div>
        )}
        <StickyCarBarsIsland
          title={title}
          image={car.imageSrcs[0] ?? null}
          priceText={sold ? "SOLD" : display.text}
          priceType={display.kind === "price" ? display.priceType : null}
          weeklyRepayment={sold ? null : (finance.estimate?.weekly ?? null)}
          financeHref={finance.href}
          tradeInHref={finance.available ? `/cars/trade-in?car_id=${car.id}` : null}
          slug={car.slug}
          phone={page.phone}
          enquireHref={leadPageHref({ kind: "vehicle", carId: car.id })}
          testDriveHref={page.hideTestDrive || sold ? null : leadPageHref({ kind: "test-drive", carId: car.id })}
          mobileBar={page.viewer.mobileStickyBar}
          mobileBarActions={page.viewer.mobileBarActions}
        />
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
          <CarPageEndIsland quickSearch={page.quickSearch} make={car.make} model={car.model} />
        </div>
      </div>
    </RememberPanels>
  );
}
