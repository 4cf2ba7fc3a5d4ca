import { calendarDate } from "~/domain/format";
import { COASTAL_TOYOTA_OFFERS } from "./demo-offers-coastal-toyota";
import { METRO_MOTOR_GROUP_OFFERS } from "./demo-offers-metro-motor-group";
import type { DemoOfferPlan } from "./demo-offers-plan";
import { SUNSET_CARAVANS_OFFERS } from "./demo-offers-sunset-caravans";
import { VALUE_USED_CARS_OFFERS } from "./demo-offers-value-used-cars";
import { NETWORKS, TIME_ZONES } from "./networks";

/** Each demo site's offers: 10 to 30 a site, from the dealerships of that site. */
const DEMO_OFFER_PLANS: Record<string, readonly DemoOfferPlan[]> = {
  "coastal-toyota": COASTAL_TOYOTA_OFFERS,
  "metro-motor-group": METRO_MOTOR_GROUP_OFFERS,
  "sunset-caravans": SUNSET_CARAVANS_OFFERS,
  "value-used-cars": VALUE_USED_CARS_OFFERS,
};

/** A demo offer ready to write: the plan with its calendar days worked out. */
export type DemoOffer = Omit<DemoOfferPlan, "starts" | "ends"> & { startsOn: string; endsOn: string };

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A demo site's offers, dated from `now` in each dealership's own time zone; none for a site without a plan. */
export function generateDemoOffers(siteSlug: string, now: Date): DemoOffer[] {
  const network = NETWORKS.find((n) => n.siteSlug === siteSlug);
  const plans = DEMO_OFFER_PLANS[siteSlug] ?? [];
  return plans.map(({ starts, ends, ...plan }) => {
    const dealership = network?.dealerships.find((d) => d.slug === plan.dealership);
    if (!dealership) throw new Error(`Demo offer "${plan.title}" names no dealership of ${siteSlug}: ${plan.dealership}`);
    const state = (dealership.locations.find((l) => l.primary) ?? dealership.locations[0]).state;
    const today = calendarDate(now, TIME_ZONES[state]);
    return { ...plan, startsOn: addDays(today, starts), endsOn: addDays(today, ends) };
  });
}
