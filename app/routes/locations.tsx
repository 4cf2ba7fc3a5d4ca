import { queryNumber, queryText, routeInput, routeSchema } from "~/lib/route-input";
import { useRef } from "react";
import { useSubmitChangedBeforeHydration } from "~/lib/use-changed-before-hydration";
import { DealershipGroup } from "~/components/locations/dealership-group";
import { LocationsMap } from "~/components/locations/locations-map";
import { LocationSearch } from "~/components/locations/location-search";
import { overviewMapSvg } from "~/domain/locations/overview-pins";
import { requireSite } from "~/lib/require-site";
import { findLocations } from "~/services/find-locations.server";
import type { Route } from "./+types/locations";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({
  query: { locationQuery: queryText(100), postcode: queryText(20), lat: queryNumber, lng: queryNumber },
});

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { query } = routeInput(args, INPUT);
  const found = await findLocations(
    { db: context.db, site, now: context.now },
    { locationQuery: query.locationQuery, postcode: query.postcode, here: { lat: query.lat ?? Number.NaN, lng: query.lng ?? Number.NaN } },
  );
  // /dealer-locator shows the same page: /locations is the canonical one; a search of it is not a page of its own.
  const searched = Boolean(query.locationQuery || query.postcode || query.lat !== null || query.lng !== null);
  // The page's map (LocationsMap): a marker for each location listed, and the drawing of their pins made here.
  const markers = found.groups.flatMap((g) => g.locations.map((l) => ({ lat: l.lat, lng: l.lng, label: l.name })));
  return { ...found, url: siteUrl(site, "/locations"), searched, map: { markers, svg: overviewMapSvg(markers) } };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Locations" }];
  return pageMeta({
    title: `Our locations | ${data.siteName}`,
    description: `Find a ${data.siteName} dealership near you: addresses, opening hours, phone numbers and directions.`,
    url: data.url,
    siteName: data.siteName,
    ...(data.searched ? { robots: "noindex, follow" } : {}),
  });
}

export default function Locations({ loaderData: d }: Route.ComponentProps) {
  const searchForm = useRef<HTMLFormElement>(null);
  useSubmitChangedBeforeHydration(searchForm);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">Our locations</h1>
      <LocationSearch ref={searchForm} locationQuery={d.locationQuery} postcode={d.postcode} postcodeMessage={d.postcodeMessage} />
      {/* From 64rem the list and, beside it, a map of every location shown that stays in view (issue 52). */}
      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div>
          <p className="text-muted" aria-live="polite">
            {d.count} {d.count === 1 ? "location" : "locations"}
          </p>
          <div className="mt-6 grid gap-x-6 gap-y-8 md:grid-cols-2 lg:gap-y-6">
            {d.groups.map((g) => (
              <DealershipGroup
                key={g.dealership}
                name={g.dealership}
                locations={g.locations}
                showLicences={d.showLicences}
                byDistance={d.sortedBy === "distance"}
              />
            ))}
          </div>
        </div>
        {d.count ? (
          <div className="hidden lg:block">
            <div className="sticky top-4">
              <LocationsMap markers={d.map.markers} svg={d.map.svg} />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
