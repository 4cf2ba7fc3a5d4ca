import { slugify } from "~/domain/slugify";
import * as Tabs from "~/components/ui/tabs";
import type { LocationCardData } from "~/domain/locations/location-card";
import { LocationCard } from "./location-card";

/** The locations page's tabs: one per location type the group has, in this order. */
const TYPE_LABELS: Record<string, string> = { sales: "Sales", used: "Used", service: "Service", parts: "Parts" };
const TYPE_ORDER = ["sales", "used", "service", "parts"];

/**
 * A card drawn as it comes near the screen on a first view (app/lib/first-view.ts): Metro's page is thirteen
 * dealerships. It stands until then at the cards' measured heights on the four demo sites: with their own map
 * below 64rem (428 to 514 px on phones, 486 to 502 from 48rem), without one beside the page's map from 64rem.
 */
const CARD_BELOW_FIRST_SCREEN = "skip-until-near [--skip-estimate:31rem] lg:[--skip-estimate:15rem]";

/**
 * One dealership's locations on the locations page, in tabs by type when it has more than one type; without
 * JavaScript the tabs' panels one after another, and for a list sorted by distance a plain grid. The page sets
 * the groups two to a row (each group's cards one above another); the one nearest-first list fills the row,
 * two cards to a row. From 64rem the cards leave out their own map: the page's map is beside them.
 */
export function DealershipGroup({
  name,
  locations,
  showLicences,
  byDistance,
}: {
  name: string;
  locations: LocationCardData[];
  showLicences: boolean;
  byDistance: boolean;
}) {
  const types = TYPE_ORDER.filter((t) => locations.some((l) => l.type === t));
  const grid = (list: LocationCardData[]) => (
    <div className={`mt-4 grid gap-6 lg:mt-2 ${byDistance ? "sm:grid-cols-2" : ""}`}>
      {list.map((l) => (
        <LocationCard
          key={l.id}
          location={l}
          showLicences={showLicences}
          mapClassName="lg:hidden"
          dense
          className={CARD_BELOW_FIRST_SCREEN}
        />
      ))}
    </div>
  );
  const heading = (
    <h2 id={`group-${slugify(name)}`} className="font-heading text-2xl font-bold lg:text-xl">
      {name}
    </h2>
  );
  return (
    <section aria-labelledby={`group-${slugify(name)}`} className={byDistance ? "md:col-span-2" : ""}>
      {byDistance || types.length < 2 ? (
        <>
          {heading}
          {grid(locations)}
        </>
      ) : (
        // Keyed by the locations shown, so a new search starts again on the first tab. The tabs sit beside
        // the name where there is room for both.
        <Tabs.Root key={locations.map((l) => l.id).join(",")} defaultValue={types[0]} allPanelsWithoutJavaScript>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 lg:gap-y-2">
            {heading}
            <Tabs.List aria-label={`${name} locations by type`} className="flex flex-wrap gap-2">
              {types.map((t) => (
                <Tabs.Trigger
                  key={t}
                  value={t}
                  className="rounded-site px-4 py-2 text-sm font-semibold ring-1 ring-black/15 data-[state=active]:bg-brand data-[state=active]:text-on-brand lg:px-3 lg:py-1"
                >
                  {TYPE_LABELS[t]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
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
