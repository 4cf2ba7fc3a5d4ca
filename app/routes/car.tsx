import { queryNumber, queryText, routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { CarPage } from "~/components/vehicle/car-page";
import { formatAud, formatKm } from "~/domain/format";
import { isPriced } from "~/domain/price-thresholds";
import { carTitle } from "~/domain/vehicle/car-name";
import { requireSite } from "~/lib/require-site";
import { loadVehiclePage } from "~/services/load-vehicle-page.server";
import type { Route } from "./+types/car";
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

export default function Car({ loaderData }: Route.ComponentProps) {
  return <CarPage page={loaderData} />;
}
