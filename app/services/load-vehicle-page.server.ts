import { takesDeposits } from "~/domain/reserve/takes-deposits";
import { findSiteCar } from "~/stock/find-site-car.server";
import type { Database } from "~/db/database";
import { calendarDate, currentYear, formatDate } from "~/domain/format";
import { formatPhone } from "~/domain/phone";
import { carJsonLd } from "~/domain/vehicle/car-json-ld";
import { type FinanceSettings, financePanel } from "~/domain/vehicle/finance-panel";
import { maskPhone, regoLabel } from "~/domain/vehicle/vehicle-display";
import { imageUrl } from "~/images/image-url";
import type { StockSearch } from "~/search/search-index";
import { cardSettings, reserveLabelOf } from "~/sites/card-settings";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { findSimilarCars } from "./similar-cars.server";
import { stockSummary } from "~/stock/stock-summary.server";
import { similarChoices } from "~/search/similar-choices";
import { carAnalysis } from "~/domain/vehicle/car-analysis";
import { findMarketListings } from "~/db/queries/market.server";
import type { CarDetail, PhoneDisplay } from "~/domain/vehicle/car";
import { canReserve, subscriptionOffer } from "~/domain/card-actions";
import { INSTANT_MESSAGE_NOTE } from "~/domain/vehicle/instant-message";
import { loadCarDealerBlocks } from "~/dealer-blocks/load-dealer-blocks.server";
import { FAQ_GROUPS } from "~/content/faq-groups";
import { loadFaq } from "~/content/load-faq.server";
import { siteContent } from "~/site-content/site-content-cache.server";
import { listModelPages } from "~/models/model-page-queries.server";
import { listServiceLinks } from "~/models/service-link-queries.server";
import { modelPagePath } from "~/domain/models/model-page";
import { carTrail } from "~/search/search-trail";
import { directionsHref } from "~/domain/locations/address";
import { hiddenBlocksAt } from "~/domain/vehicle/vehicle-blocks";
import { comingSoonNote } from "~/domain/vehicle/coming-soon";

export type VehiclePageRequest = {
  slug: string;
  /** `?reveal=phone`: a shopper without JavaScript asked to see the number. */
  revealPhone: boolean;
};

/**
 * Everything the car page shows for one car of one site, or null when the site has no such car
 * for sale on the web (hidden cars behave like unknown ones).
 */
export async function loadVehiclePage(
  deps: { db: Database; search: StockSearch; site: TenantSite; now: Date },
  request: VehiclePageRequest,
) {
  const { db, search, site, now } = deps;
  const car = await findSiteCar(db, site, request.slug, now);
  if (!car) return null;
  const { soldAt: _soldAt, createdAt: _createdAt, lender, ...rest } = car;
  // The number reaches the page only through `phone` below, so a masked site keeps it out of the HTML.
  const location = { ...car.location, phone: null };
  const today = calendarDate(now, car.location.timeZone);
  // Absolute URLs start with the site's canonical origin, never with the request's host (decision 009).
  const url = siteUrl(site, `/cars/${car.slug}`);
  const image = car.imageSrcs[0] ? siteUrl(site, imageUrl(car.imageSrcs[0], 1200, { fmt: "jpeg" })) : null;
  // The car's other rows depend on the car alone: read at once, one wait for the database rather than four in turn.
  const [marketListings, model, serviceLinks, dealerBlocks, tradeInFaq] = await Promise.all([
    site.vehicle.plugins.includes("car-analysis") ? findMarketListings(db, car, now) : null,
    modelSummary(db, site.id, car),
    siteContent(db, site.id, "serviceLinks", listServiceLinks),
    loadCarDealerBlocks(deps, car),
    loadFaq(db, site.id, FAQ_GROUPS.tradeIn),
  ]);
  return {
    finance: financePanel(car, lender, financeSettings(site), currentYear(now, car.location.timeZone)),
    // The history report plugin: without it, no file is offered.
    car: { ...rest, location, historyReportUrl: site.vehicle.plugins.includes("history-report") ? car.historyReportUrl : null },
    analysis: marketListings ? carAnalysis(car, marketListings, currentYear(now, car.location.timeZone)) : null,
    url,
    image,
    // Home, car type, make, model, body: each its own search page (discovery spec section 2, vehicle spec section 2).
    crumbs: carTrail(car),
    jsonLd: carJsonLd(car, url, image, car.dealershipName),
    similar: findSimilarCars(search, site, now, car),
    // The page's end: vehicle spec section 2's trade-in FAQ and Sales this Month (where the site shows it), and make
    // and model pickers with 'Show Me N cars', starting on this car's.
    pageEnd: {
      faq: tradeInFaq,
      salesThisMonth: dealerBlocks.salesThisMonth,
      quickSearch: quickSearchFacets(search, site, now, car),
      make: car.make,
      model: car.model,
    },
    cardSettings: cardSettings(site),
    subscription: subscriptionOffer(car, site.finance.subscriptions),
    viewer: site.vehicle,
    // Computed here rather than in the page, so the browser need not download the rules (issue 18's JavaScript budget).
    hiddenBlocks: hiddenBlocksAt(site.vehicle.hiddenBlocks, car.location.slug),
    // A car away from the dealer's main location says where it is, with Get Directions.
    directionsHref: car.location.isPrimary ? null : directionsHref(car.location),
    // No chat service is reachable here: Instant Message opens the enquiry form, and the page says so (decision 030).
    chat: site.leads.chatProvider !== null ? INSTANT_MESSAGE_NOTE : null,
    hideTestDrive: site.search.hideTestDriveForComingSoon && car.status === "coming_soon",
    // Issue 52: a coming-soon car says so, and what the shopper can do before it arrives (it cannot be reserved yet).
    comingSoon:
      car.status === "coming_soon"
        ? comingSoonNote({ testDrive: !site.search.hideTestDriveForComingSoon, reserve: takesDeposits(site) && canReserve(car) })
        : null,
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
    callText: site.texts.callText,
    financeButtonText: site.texts.financeButtonText,
    // Issue 13: the same rule as the result cards; the car's own checkout, never one without the car.
    reserve:
      takesDeposits(site) && canReserve(car) ? { href: site.checkoutPath.replace("{slug}", car.slug), label: reserveLabelOf(site) } : null,
    // Vehicle spec section 3, Model (short_description): the dealer's words about this model, with its page.
    model,
    // Vehicle spec section 2: the brand's own service booking (some link to the maker's dealer site), where the group lists one.
    serviceLink: serviceLinks.find((link) => link.make === car.make) ?? null,
    // Why Buy From Us for this car (its dealership's new-car warranty on a new car) and the feature banner.
    dealerBlocks,
    commentsTitle: site.texts.dealerCommentsTitle,
    regoLabel: regoLabel(car.regoExpiry, today, site.showUnregistered, formatDate),
    phone: car.location.phone ? phoneDisplay(car.location.phone, site.phoneReveal === "immediate" || request.revealPhone) : null,
  };
}

/** The site's finance settings as the finance panel reads them (the car page's and the print page's). */
export function financeSettings(site: TenantSite): FinanceSettings {
  return {
    financePath: site.financePath,
    financeProvider: site.financeProvider,
    availability: site.vehicle.availability,
    marketGauge: site.vehicle.plugins.includes("market-gauge"),
    ...site.finance,
  };
}

/** The location's number, masked, and whole only where it is `revealed`: masked sites leave it out of the page until the shopper asks. */
function phoneDisplay(phone: string, revealed: boolean): PhoneDisplay {
  const formatted = formatPhone(phone);
  return { masked: maskPhone(formatted), revealed: revealed ? { phone, formatted } : null };
}

/**
 * The make and model lists and the total the pickers need (the summary's counts by type are not shown here), and
 * the 'similar' choices' names. A choice's own counts are not in the page, which shows none of them until the
 * shopper picks it (issue 18: no page ships data it does not render): the quick search asks the search API then.
 */
function quickSearchFacets(search: StockSearch, site: TenantSite, now: Date, car: CarDetail) {
  const { makes, makeModels, total } = stockSummary(search, site, now);
  return { makes, makeModels, total, similar: similarChoices(car) };
}

async function modelSummary(db: Database, siteId: number, car: { make: string; model: string }) {
  // The site's list in the dealer's order, as the header has it: the first page about this make and model.
  const page = (await siteContent(db, siteId, "modelPages", listModelPages)).find((p) => p.make === car.make && p.model === car.model);
  return page ? { name: page.name, shortDescription: page.shortDescription, href: modelPagePath(page.slug) } : null;
}

export type VehiclePage = NonNullable<Awaited<ReturnType<typeof loadVehiclePage>>>;
