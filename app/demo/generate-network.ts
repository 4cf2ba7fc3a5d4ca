import { slugify } from "~/domain/slugify";
import { type DemoCar, generateCars } from "./generate-cars";
import { type DealershipDef, type LocationDef, NETWORKS, TIME_ZONES } from "./networks";
import { createRng } from "./rng";
import { review } from "./texts";

export type Hours = { department: string; weekday: number; status: "Open" | "Closed"; open: string | null; close: string | null };
export type DemoLocation = LocationDef & {
  slug: string;
  timeZone: string;
  licence: string;
  repairer: string;
  hours: Hours[];
  specialHours: { date: string; name: string; status: "Open" | "Closed"; start: string | null; end: string | null }[];
  reviews: { name: string; rating: number; text: string; date: string; reply: string | null }[];
  website: string | null;
};
export type DemoDealership = { def: DealershipDef; locations: DemoLocation[]; cars: DemoCar[] };
export type DemoNetwork = { siteSlug: string; dealerships: DemoDealership[] };

export type GenerateOptions = {
  now: Date;
  seed?: string;
  carsPerSite?: number;
  /** The site's finance provider: each car keeps that demo lender's entry only, the one its pages and cards show. */
  financeProvider?: string;
};

const WEEK_HOURS: Record<string, [string, string] | null>[] = [
  // Sunday .. Saturday, per department
  { sales: ["10:00", "16:00"], service: null, parts: null },
  { sales: ["08:30", "17:30"], service: ["07:30", "17:30"], parts: ["07:30", "17:00"] },
  { sales: ["08:30", "17:30"], service: ["07:30", "17:30"], parts: ["07:30", "17:00"] },
  { sales: ["08:30", "17:30"], service: ["07:30", "17:30"], parts: ["07:30", "17:00"] },
  { sales: ["08:30", "19:00"], service: ["07:30", "17:30"], parts: ["07:30", "17:00"] },
  { sales: ["08:30", "17:30"], service: ["07:30", "17:30"], parts: ["07:30", "17:00"] },
  { sales: ["08:30", "16:00"], service: ["08:00", "12:00"], parts: ["08:00", "12:00"] },
];

function hoursFor(type: LocationDef["type"], noSunday: boolean): Hours[] {
  const department = type === "used" ? "sales" : type;
  return WEEK_HOURS.map((day, weekday) => {
    const slot = weekday === 0 && noSunday ? null : day[department];
    return { department, weekday, status: slot ? "Open" : "Closed", open: slot?.[0] ?? null, close: slot?.[1] ?? null };
  });
}

/** The public holidays of the coming summer, relative to the reference date, so they are always ahead. */
function specialHoursFor(now: Date): DemoLocation["specialHours"] {
  const y = now.getUTCMonth() === 11 && now.getUTCDate() > 26 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return [
    { date: `${y}-12-24`, name: "Christmas Eve", status: "Open", start: "09:00", end: "14:00" },
    { date: `${y}-12-25`, name: "Christmas Day", status: "Closed", start: null, end: null },
    { date: `${y}-12-26`, name: "Boxing Day", status: "Closed", start: null, end: null },
    { date: `${y}-12-31`, name: "New Year's Eve", status: "Open", start: "09:00", end: "15:00" },
    { date: `${y + 1}-01-01`, name: "New Year's Day", status: "Closed", start: null, end: null },
    { date: `${y + 1}-01-26`, name: "Australia Day", status: "Closed", start: null, end: null },
  ];
}

export function generateNetwork(
  siteSlug: string,
  { now, seed = "demo", carsPerSite, financeProvider = "youx" }: GenerateOptions,
): DemoNetwork {
  const network = NETWORKS.find((n) => n.siteSlug === siteSlug);
  if (!network) throw new Error(`No demo network for site "${siteSlug}"`);
  const rng = createRng(`${seed}:${siteSlug}:${now.toISOString().slice(0, 10)}`);
  const planned = network.dealerships.reduce((sum, d) => sum + d.cars, 0);
  const dealerships = network.dealerships.map((def, d) => {
    const locations: DemoLocation[] = def.locations.map((l) => ({
      ...l,
      slug: slugify(l.name),
      timeZone: TIME_ZONES[l.state],
      licence: `${l.state === "QLD" ? "" : l.state === "NSW" ? "MD" : ""}${rng.int(10_000, 99_999)}`,
      repairer: `${l.state === "NSW" ? "MVRL" : ""}${rng.int(10_000, 99_999)}`,
      hours: hoursFor(l.type, rng.chance(0.3)),
      specialHours: specialHoursFor(now),
      reviews: Array.from({ length: l.type === "parts" ? rng.int(0, 3) : rng.int(4, 14) }, () => {
        const r = review(rng);
        return { ...r, date: new Date(now.getTime() - rng.int(1, 700) * 86_400_000).toISOString().slice(0, 10) };
      }),
      website: rng.chance(0.8) ? `https://www.${slugify(def.name).replace(/-/g, "")}.com.au/` : null,
    }));
    const count = carsPerSite ? Math.max(1, Math.round((carsPerSite * def.cars) / planned)) : def.cars;
    const prefix = `${def.slug
      .split("-")
      .map((w) => w[0])
      .join("")
      .toUpperCase()
      .slice(0, 3)}${d}`;
    const cars = generateCars(rng, def, def.locations, now, count, prefix).map((car) => ({
      ...car,
      lenders: car.lenders.filter((l) => l.provider === financeProvider),
    }));
    return { def, locations, cars };
  });
  return { siteSlug, dealerships };
}

export const DEMO_SITE_SLUGS = NETWORKS.map((n) => n.siteSlug);
