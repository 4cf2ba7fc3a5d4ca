import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { LocationCard } from "~/components/locations/location-card";
import type { LocationCardData } from "~/domain/locations/location-card";
import { listLocations } from "~/db/queries/locations.server";
import { byDistance, matchesLocationQuery } from "~/domain/locations/find-locations";
import { locationGridClass } from "~/domain/locations/grid-columns";
import { POSTCODE_NOT_FOUND, postcodeError } from "~/domain/postcode";
import { geocodePostcode } from "~/geo/postcodes.server";
import { requireSite } from "~/lib/require-site";
import { useHydrated } from "~/lib/use-hydrated";
import { toLocationCard } from "~/domain/locations/location-card";
import type { Route } from "./+types/locations";

const TYPE_LABELS: Record<string, string> = { sales: "Sales", used: "Used", service: "Service", parts: "Parts" };
const TYPE_ORDER = ["sales", "used", "service", "parts"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const params = new URL(request.url).searchParams;
  const locationQuery = (params.get("locationQuery") ?? "").slice(0, 100);
  const postcode = (params.get("postcode") ?? "").trim();
  const all = (await listLocations(context.db, site.id)).filter((l) => matchesLocationQuery(l, locationQuery));
  let postcodeMessage: string | null = null;
  let origin: { locality: string; state: string } | null = null;
  let located: ((typeof all)[number] & { distanceKm?: number })[] = all;
  const here = { lat: Number(params.get("lat")), lng: Number(params.get("lng")) };
  // The browser's own position, when the shopper shares it; only points in or near Australia count.
  if (!postcode && here.lat >= -45 && here.lat <= -9 && here.lng >= 110 && here.lng <= 155) {
    located = byDistance(all, here);
    origin = { locality: "your location", state: "" };
  }
  if (postcode) {
    postcodeMessage = postcodeError(postcode);
    const place = postcodeMessage ? null : geocodePostcode(postcode);
    if (!postcodeMessage && !place) postcodeMessage = POSTCODE_NOT_FOUND;
    if (place) {
      located = byDistance(all, place);
      origin = { locality: place.locality, state: place.state };
    }
  }
  const cards = located.map((l) => ({ ...toLocationCard(l, context.now), distanceKm: l.distanceKm, dealershipName: l.dealershipName }));
  const groups = origin
    ? [{ dealership: `Nearest to ${origin.locality} ${origin.state}`.trim(), locations: cards }]
    : groupByDealership(cards);
  return {
    siteName: site.name,
    locationQuery,
    postcode,
    postcodeMessage,
    groups,
    showLicences: site.showLicenceNumbers,
    sixLayout: site.locationGridSix,
    count: cards.length,
  };
}

/** Sorting by the browser's position needs JavaScript and the shopper's permission; otherwise it is not offered. */
function UseMyLocation() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  if (!hydrated || !("geolocation" in navigator)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          navigator.geolocation.getCurrentPosition(
            (p) => navigate(`?lat=${p.coords.latitude.toFixed(4)}&lng=${p.coords.longitude.toFixed(4)}`),
            () => setFailed(true),
            { timeout: 10_000 },
          )
        }
        className="rounded-site px-4 py-2 font-semibold underline"
      >
        Use my location
      </button>
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-800">
          We couldn't get your location. Please enter a postcode instead.
        </p>
      ) : null}
    </>
  );
}

function groupByDealership<T extends { dealershipName: string }>(cards: T[]) {
  const groups = new Map<string, T[]>();
  for (const c of cards) groups.set(c.dealershipName, [...(groups.get(c.dealershipName) ?? []), c]);
  return [...groups].map(([dealership, locations]) => ({ dealership, locations }));
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? `Our locations | ${data.siteName}` : "Locations" },
    { name: "description", content: "Find a dealership near you: addresses, opening hours, phone numbers and directions." },
  ];
}

export default function Locations({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">Our locations</h1>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Form method="get" role="search" replace className="flex gap-2" onChange={(e) => e.currentTarget.requestSubmit()}>
          <label htmlFor="location-query" className="sr-only">
            Search locations
          </label>
          <input
            id="location-query"
            type="search"
            name="locationQuery"
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
          byDistance={d.groups.length === 1 && d.groups[0].dealership.startsWith("Nearest to")}
        />
      ))}
    </div>
  );
}

function DealershipGroup({
  name,
  locations,
  showLicences,
  sixLayout,
  byDistance,
}: {
  name: string;
  locations: LocationCardData[];
  showLicences: boolean;
  sixLayout: boolean;
  byDistance: boolean;
}) {
  const hydrated = useHydrated();
  const types = TYPE_ORDER.filter((t) => locations.some((l) => l.type === t));
  const grid = (list: LocationCardData[]) => (
    <div className={`mt-4 ${locationGridClass(list.length, sixLayout)}`}>
      {list.map((l) => (
        <LocationCard key={l.id} location={l} showLicences={showLicences} />
      ))}
    </div>
  );
  return (
    <section aria-labelledby={`group-${name}`} className="mt-10">
      <h2 id={`group-${name}`} className="font-heading text-2xl font-bold">
        {name}
      </h2>
      {byDistance || types.length < 2 || !hydrated ? (
        grid(locations)
      ) : (
        // Keyed by the locations shown, so a new search starts again on the first tab.
        <Tabs.Root key={locations.map((l) => l.id).join(",")} defaultValue={types[0]} className="mt-3">
          <Tabs.List aria-label={`${name} locations by type`} className="flex flex-wrap gap-2">
            {types.map((t) => (
              <Tabs.Trigger
                key={t}
                value={t}
                className="rounded-site px-4 py-2 text-sm font-semibold ring-1 ring-black/15 data-[state=active]:bg-brand data-[state=active]:text-on-brand"
              >
                {TYPE_LABELS[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {types.map((t) => (
            <Tabs.Content key={t} value={t}>
              {grid(locations.filter((l) => l.type === t))}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
