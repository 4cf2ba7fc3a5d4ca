/**
 * Which clock the console reads a lead's times on: its dealership's own (a Queensland dealership of a Sydney group
 * keeps Queensland time all summer), named whenever the site's dealerships keep more than one, so "6:23 pm" never
 * passes for the reader's own time when it is not.
 */
export type DealershipZone = { slug: string; timeZone: string | null };

export type DealershipClock = { zoneOf: (dealershipSlug: string | null) => string; named: boolean };

export function dealershipClock(dealerships: readonly DealershipZone[], siteTimeZone: string): DealershipClock {
  const zones = new Map(dealerships.map((d) => [d.slug, d.timeZone ?? siteTimeZone]));
  return {
    zoneOf: (slug) => (slug ? zones.get(slug) : undefined) ?? siteTimeZone,
    named: new Set(zones.values()).size > 1,
  };
}
