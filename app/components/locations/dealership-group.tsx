import { slugify } from "~/domain/slugify";
import * as Tabs from "~/components/ui/tabs";
import { locationGridClass } from "~/domain/locations/grid-columns";
import type { LocationCardData } from "~/domain/locations/location-card";
import { LocationCard } from "./location-card";

/** The locations page's tabs: one per location type the group has, in this order. */
const TYPE_LABELS: Record<string, string> = { sales: "Sales", used: "Used", service: "Service", parts: "Parts" };
const TYPE_ORDER = ["sales", "used", "service", "parts"];

/**
 * A card drawn as it comes near the screen on a first view (app/lib/first-view.ts): Metro's page is twelve dealerships,
 * fifteen phone screens. It stands until then at the cards' measured heights on the four demo sites at 360 to 1920 px
 * (428 to 514 px on phones, 486 to 502 from 48rem, 482 to 542 from 64rem).
 */
const CARD_BELOW_FIRST_SCREEN = "skip-until-near [--skip-estimate:31rem] lg:[--skip-estimate:33.5rem]";

/**
 * One dealership's locations on the locations page, in tabs by type when it has more than one type; without
 * JavaScript the tabs' panels one after another, and for a list sorted by distance a plain grid.
 */
export function DealershipGroup({
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
  const types = TYPE_ORDER.filter((t) => locations.some((l) => l.type === t));
  const grid = (list: LocationCardData[]) => (
    <div className={`mt-4 ${locationGridClass(list.length, sixLayout)}`}>
      {list.map((l) => (
        <LocationCard key={l.id} location={l} showLicences={showLicences} className={CARD_BELOW_FIRST_SCREEN} />
      ))}
    </div>
  );
  return (
    <section aria-labelledby={`group-${slugify(name)}`} className="mt-10">
      <h2 id={`group-${slugify(name)}`} className="font-heading text-2xl font-bold">
        {name}
      </h2>
      {byDistance || types.length < 2 ? (
        grid(locations)
      ) : (
        // Keyed by the locations shown, so a new search starts again on the first tab.
        <Tabs.Root key={locations.map((l) => l.id).join(",")} defaultValue={types[0]} allPanelsWithoutJavaScript className="mt-3">
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
