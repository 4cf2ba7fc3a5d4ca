import { localClock } from "~/domain/locations/opening-hours";
import { slugify } from "~/domain/slugify";
import { DEMO_VISITOR_PREFIX, type HistoryCar } from "./demo-history-types";
import type { Rng } from "./rng";

export const HISTORY_DAYS = 30;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The `visit` event's id: the other events' ids are the spec's (vehicle spec section 9) and 62 is share's (decision
 * 038); the visit event gets the next one.
 */
export const VISIT_EVENT_ID = 63;

// Shoppers browse in the evening after work and at lunch, hardly at all between midnight and six.
const HOUR_WEIGHTS = [
  0.35, 0.15, 0.08, 0.06, 0.08, 0.25, 0.7, 1.5, 2.4, 3.1, 3.6, 3.9, 4.3, 4.1, 3.8, 3.7, 3.7, 4, 4.7, 5.4, 5.6, 4.6, 2.9, 1.2,
];
// Sunday to Saturday: the weekend is when people shop for a car.
const WEEKDAY_WEIGHTS = [1.25, 0.88, 0.9, 0.92, 0.95, 1.0, 1.45];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
const WEEKDAY_MEAN = WEEKDAY_WEIGHTS.reduce((a, b) => a + b, 0) / 7;

type Source = { weight: number; referrer?: string; utm?: [string, string, readonly string[]]; lands: "car" | "search" | "home" | "mixed" };
const SOURCES: readonly Source[] = [
  { weight: 36, referrer: "https://www.google.com/", lands: "mixed" },
  {
    weight: 10,
    referrer: "https://www.google.com/",
    utm: ["google", "cpc", ["used-stock", "brand-search", "end-of-year-sale"]],
    lands: "car",
  },
  { weight: 6, referrer: "https://l.facebook.com/", lands: "mixed" },
  {
    weight: 8,
    referrer: "https://l.facebook.com/",
    utm: ["facebook", "paid_social", ["end-of-year-sale", "weekend-test-drive"]],
    lands: "car",
  },
  { weight: 3, referrer: "https://l.instagram.com/", utm: ["instagram", "social", ["weekend-test-drive"]], lands: "car" },
  { weight: 20, lands: "home" },
  { weight: 9, referrer: "https://www.carsales.com.au/", utm: ["carsales", "referral", []], lands: "car" },
  { weight: 3, referrer: "https://www.bing.com/", lands: "search" },
  { weight: 3, utm: ["newsletter", "email", ["monthly-newsletter"]], lands: "home" },
];

const SHARE_NETWORKS = ["Facebook", "WhatsApp", "Email", "SMS", "copy-link", "Twitter"] as const;

/** How much a car is looked at and how readily its lookers enquire: a long tail, a few favourites, some that never convert. */
export type CarAppeal = { car: HistoryCar; views: number; converts: number };

/** A roughly normal draw (three uniforms), for log-normal spreads. */
const gauss = (rng: Rng) => (rng.next() + rng.next() + rng.next() - 1.5) * 2;

export function carAppeal(rng: Rng, cars: readonly HistoryCar[], now: Date): CarAppeal[] {
  return cars.map((car) => {
    const days = (now.getTime() - Date.parse(car.arrivedAt)) / DAY_MS;
    const fresh = days < 10 ? 1.6 : days > 75 ? 0.6 : 1;
    const star = rng.chance(0.03) ? 4 : 1;
    const converts = rng.chance(0.18) ? 0.1 : Math.exp(gauss(rng) * 0.6);
    return { car, views: Math.exp(gauss(rng) * 0.9) * fresh * star, converts };
  });
}

/** For each day of the window, the cars on sale by its start and their running total of appeal, to draw from. */
export function carPools(appeal: readonly CarAppeal[], start: number): { cars: CarAppeal[]; totals: number[] }[] {
  return Array.from({ length: HISTORY_DAYS + 1 }, (_, day) => {
    const cars = appeal.filter((a) => Date.parse(a.car.arrivedAt) <= start + day * DAY_MS);
    let sum = 0;
    return { cars, totals: cars.map((a) => (sum += a.views)) };
  });
}

export function drawCar(rng: Rng, pool: { cars: CarAppeal[]; totals: number[] }): CarAppeal | null {
  if (!pool.cars.length) return null;
  const roll = rng.next() * pool.totals[pool.totals.length - 1];
  let lo = 0;
  let hi = pool.totals.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool.totals[mid] < roll) lo = mid + 1;
    else hi = mid;
  }
  return pool.cars[lo];
}

/** The start of every visitor session of the window: hour by hour in the site's zone, busier at weekends and evenings. */
export function sessionStarts(rng: Rng, perDay: number, now: Date, timeZone: string): number[] {
  const first = Math.ceil((now.getTime() - HISTORY_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS;
  const dayMood = Array.from({ length: HISTORY_DAYS + 1 }, () => 0.8 + rng.next() * 0.4);
  const starts: number[] = [];
  for (let hour = first; hour < now.getTime(); hour += HOUR_MS) {
    const clock = localClock(new Date(hour + HOUR_MS / 2), timeZone);
    const weight = (HOUR_WEIGHTS[Math.floor(clock.minutes / 60)] / HOUR_TOTAL) * (WEEKDAY_WEIGHTS[clock.weekday] / WEEKDAY_MEAN);
    const expected = perDay * weight * dayMood[Math.floor((hour - first) / DAY_MS)];
    const count = Math.floor(expected * (0.75 + rng.next() * 0.5) + rng.next());
    for (let i = 0; i < count; i++) {
      const at = hour + Math.floor(rng.next() * HOUR_MS);
      if (at < now.getTime()) starts.push(at);
    }
  }
  return starts.sort((a, b) => a - b);
}

export function visitorId(rng: Rng): string {
  let id = DEMO_VISITOR_PREFIX;
  for (let i = 0; i < 12; i++) id += "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(rng.next() * 36)];
  return id;
}

/** Where a session came from, as the visit event's data, and the kind of page it landed on. */
export function sessionSource(rng: Rng): { data: Record<string, string>; lands: "car" | "search" | "home" } {
  const source = rng.weighted(SOURCES.map((s) => [s, s.weight] as const));
  const data: Record<string, string> = {};
  // As the page sends it (app/domain/analytics/visit-source.ts): the other site's host alone.
  if (source.referrer) data.referrer = new URL(source.referrer).hostname;
  if (source.utm) {
    const [utmSource, medium, campaigns] = source.utm;
    data.utm_source = utmSource;
    data.utm_medium = medium;
    if (campaigns.length) data.utm_campaign = rng.pick(campaigns);
  }
  const lands =
    source.lands === "mixed"
      ? rng.weighted([
          ["car", 40],
          ["search", 35],
          ["home", 25],
        ] as const)
      : source.lands;
  return { data, lands };
}

/** A search page a shopper would open: all stock, a type, a make, or a make and model of what the site sells. */
export function searchPath(rng: Rng, cars: readonly HistoryCar[]): string {
  const car = cars.length ? rng.pick(cars).facts : null;
  const kind = rng.weighted([
    ["all", 30],
    ["type", 25],
    ["make", 25],
    ["model", 20],
  ] as const);
  if (!car || kind === "all") return "/search/new-used-and-demo-cars";
  if (kind === "type")
    return car.carType === "used" ? "/search/used-cars" : car.carType === "new" ? "/search/new-cars" : "/search/demo-cars";
  if (kind === "make") return `/search/${slugify(car.make)}`;
  return `/search/${slugify(car.make)}/${slugify(car.model)}`;
}

type EventOf = (name: string, eventId: number, at: number, page: string, carId?: number | null, data?: Record<string, string>) => void;

/** What a shopper does on a car's page besides reading it, each with the event its page sends. */
export function carPageActions(rng: Rng, car: HistoryCar, at: number, emit: EventOf): void {
  const page = `/cars/${car.facts.slug}`;
  const id = car.facts.id;
  if (car.facts.carType === "used") emit("used_vehicle_view", 4, at, page, id);
  if (rng.chance(0.05)) emit("phone_click", 25, at + rng.int(20, 120) * 1000, page, null, { car: car.facts.slug });
  if (rng.chance(0.06)) emit("finance_calculator", 26, at + rng.int(20, 150) * 1000, page, id);
  if (rng.chance(0.03)) emit("watchlist_add", 39, at + rng.int(10, 90) * 1000, page, id);
  if (rng.chance(0.015)) emit("favourite", 39, at + rng.int(10, 90) * 1000, page, id);
  if (rng.chance(0.01)) emit("share", 62, at + rng.int(30, 150) * 1000, page, id, { network: rng.pick(SHARE_NETWORKS) });
  if (rng.chance(0.005)) emit("print", 61, at + rng.int(30, 150) * 1000, page, id);
  if (car.facts.carType === "used" && rng.chance(0.012)) emit("history_report", 60, at + rng.int(30, 150) * 1000, page, id);
}
