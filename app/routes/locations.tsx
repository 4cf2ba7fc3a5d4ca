import { queryNumber, queryText, routeInput, routeSchema } from "~/lib/route-input";
import { useRef } from "react";
import { Form } from "react-router";
import { useSubmitChangedBeforeHydration } from "~/lib/use-changed-before-hydration";
import { DealershipGroup } from "~/components/locations/dealership-group";
import { UseMyLocation } from "~/components/locations/use-my-location";
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
  return { ...found, url: siteUrl(site, "/locations"), searched };
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
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Form ref={searchForm} method="get" role="search" replace className="flex gap-2" onChange={(e) => e.currentTarget.requestSubmit()}>
          <label htmlFor="location-query" className="sr-only">
            Search locations
          </label>
          <input
            id="location-query"
            type="search"
            name="locationQuery"
            maxLength={100}
            defaultValue={d.locationQuery}
            placeholder="Search locations..."
            className="w-full rounded-site border border-black/20 bg-surface px-3 py-2"
          />
          {d.postcode ? <input type="hidden" name="postcode" value={d.postcode} /> : null}
          <button type="submit" className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
            Search
          </button>
        </Form>
        <Form method="get" className="flex flex-wrap items-start gap-2">
          <label htmlFor="postcode" className="w-full text-sm font-semibold">
            Find the nearest dealership
          </label>
          <input
            id="postcode"
            name="postcode"
            inputMode="numeric"
            maxLength={4}
            defaultValue={d.postcode}
            placeholder="Postcode"
            aria-invalid={d.postcodeMessage ? true : undefined}
            aria-describedby={d.postcodeMessage ? "postcode-error" : undefined}
            className="w-32 rounded-site border border-black/20 bg-surface px-3 py-2"
          />
          {d.locationQuery ? <input type="hidden" name="locationQuery" value={d.locationQuery} /> : null}
          <button type="submit" className="rounded-site bg-surface px-4 py-2 font-semibold ring-1 ring-black/15">
            Sort by distance
          </button>
          <UseMyLocation />
          {d.postcodeMessage ? (
            <p id="postcode-error" role="alert" className="w-full text-sm font-semibold text-red-800">
              {d.postcodeMessage}
            </p>
          ) : null}
        </Form>
      </div>
      <p className="mt-4 text-muted" aria-live="polite">
        {d.count} {d.count === 1 ? "location" : "locations"}
      </p>
      {d.groups.map((g) => (
        <DealershipGroup
          key={g.dealership}
          name={g.dealership}
          locations={g.locations}
          showLicences={d.showLicences}
          sixLayout={d.sixLayout}
          byDistance={d.sortedBy === "distance"}
        />
      ))}
    </div>
  );
}
