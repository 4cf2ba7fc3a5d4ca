import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { HoursTable } from "~/components/locations/hours-table";
import { LocationContact } from "~/components/locations/location-contact";
import { LocationReviews } from "~/components/locations/location-reviews";
import { LocationMap } from "~/components/locations/location-map";
import { formatAddress } from "~/domain/locations/address";
import { requireSite } from "~/lib/require-site";
import { loadLocationPage } from "~/services/load-location-page.server";
import type { Route } from "./+types/location";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { autoDealerJsonLd } from "~/seo/dealer-json-ld";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ params: { slug: slugParam } });

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { params } = routeInput(args, INPUT);
  const site = requireSite(context);
  const page = await loadLocationPage({ db: context.db, site, now: context.now }, params.slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  // /our-location/{slug} shows the same page: the canonical one is /locations/{slug}, on the canonical origin.
  const url = siteUrl(site, `/locations/${page.location.slug}`);
  return {
    ...page,
    url,
    ...pageData(context, {
      crumbs: pageBreadcrumbs(site, [{ label: "Locations", href: "/locations" }], { label: page.location.name, url }),
      jsonLd: [autoDealerJsonLd(page.location, url, context.now)],
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  const l = data.location;
  return pageMeta({
    title: `${l.name}, ${l.city} | ${data.siteName}`,
    description: `${l.name} at ${formatAddress(l)}: opening hours, phone and directions.`,
    url: data.url,
    siteName: data.siteName,
  });
}

export default function LocationPage({ loaderData: d }: Route.ComponentProps) {
  const l = d.location;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={d.breadcrumbs.trail} current={d.breadcrumbs.current} />
      <h1 className="mt-2 font-heading text-3xl font-bold">{l.name}</h1>
      <p className="text-muted">{l.dealershipName}</p>
      {/* The contact panel comes first, so a phone has Call and Get Directions on its first screen, not under
          the reviews (issue 52); from 64rem it is the column beside the map, hours and reviews. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <aside aria-label="Contact details" className="space-y-4 lg:col-start-2 lg:row-start-1">
          <LocationContact location={l} contactSlug={l.contactSlug} showLicences={d.showLicences} />
        </aside>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          {/* The id comes from the car page, where the vehicle spec (section 2, on-page anchors) names
              #vehicle-map for the vehicle's location. The spec names no anchor for location pages and no
              test relies on it here; it is kept so links made to it keep working. */}
          <div id="vehicle-map">
            <LocationMap lat={l.lat} lng={l.lng} name={l.name} address={formatAddress(l)} />
          </div>
          <section aria-labelledby="hours" className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h2 id="hours" className="font-heading text-xl font-bold">
              Opening hours
            </h2>
            <div className="mt-3">
              <HoursTable departments={d.departments} todayWeekday={d.todayWeekday} today={d.today} />
            </div>
          </section>
          <LocationReviews reviews={l.reviews} dealershipName={l.dealershipName} />
        </div>
      </div>
    </div>
  );
}
