import type { CarStatus } from "~/domain/vehicle/car";
import { isCurrentOffer, type Offer, offerPath } from "~/domain/offers/offer";
import { ALL_STOCK_PATH, carTypePath, makeModelPath } from "~/domain/search-paths";
import { type OfferFacts, offeredForSale, type StockRestrictions } from "~/domain/stock-visibility";
import type { SitemapEntry, SitemapGroup } from "./sitemap-xml";

/** A car as the sitemap needs it: what decides whether the site shows it, its address and when it changed. */
export type SitemapCar = OfferFacts & {
  slug: string;
  model: string;
  status: CarStatus;
  updatedAt: Date;
};

/** Everything one site's sitemap lists, read for that site only (every query takes the site id). */
export type SitemapSource = {
  origin: string;
  restrictions: StockRestrictions;
  now: Date;
  cars: readonly SitemapCar[];
  locations: readonly { slug: string; lastmod: Date | null }[];
  offers: readonly (Pick<Offer, "id" | "make" | "startsOn" | "endsOn" | "timeZone"> & { updatedAt: Date })[];
  contentPages: readonly { path: string; updatedAt: Date }[];
  blogPosts: readonly { path: string; updatedAt: Date }[];
  /** Pages listed as they are (model pages and the like): a path and when it changed. */
  otherPages?: readonly { path: string; updatedAt: Date | null }[];
};

/**
 * Cars the sitemap lists: those the site offers (its dealer shows them and its own restrictions allow
 * them, the rule every path to a car asks) and not sold. Search keeps a sold car on show for a few days,
 * but it is no page to send a search engine to.
 */
export function sitemapCars<T extends SitemapCar>(cars: readonly T[], restrictions: StockRestrictions, now: Date): T[] {
  return cars.filter((car) => offeredForSale(car, restrictions, now));
}

const latest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

/**
 * Every URL a site wants found, each absolute on its canonical origin with when it last changed: the
 * home page, the search landing pages its stock fills (all stock, each car type, each make and make and
 * model), locations, current offers, content pages, the blog and its posts, and each car. A landing
 * page changes when one of its cars does; the home page when anything does.
 */
export function sitemapEntries(source: SitemapSource): SitemapEntry[] {
  const url = (path: string) => `${source.origin}${path}`;
  const pages: SitemapEntry[] = [];
  const add = (path: string, lastmod: Date | null, group: SitemapGroup = "pages") => pages.push({ loc: url(path), lastmod, group });

  const cars = sitemapCars(source.cars, source.restrictions, source.now);
  const landing = new Map<string, Date>();
  const touch = (path: string, at: Date) => {
    const seen = landing.get(path);
    if (!seen || at > seen) landing.set(path, at);
  };
  for (const car of cars) {
    touch(ALL_STOCK_PATH, car.updatedAt);
    touch(carTypePath(car.carType), car.updatedAt);
    touch(makeModelPath(car.make), car.updatedAt);
    touch(makeModelPath(car.make, car.model), car.updatedAt);
  }
  const offers = source.offers.filter((o) => isCurrentOffer(o, source.now));
  const everything = latest([
    ...landing.values(),
    ...source.locations.map((l) => l.lastmod),
    ...offers.map((o) => o.updatedAt),
    ...source.contentPages.map((p) => p.updatedAt),
    ...source.blogPosts.map((p) => p.updatedAt),
  ]);

  add("/", everything);
  for (const [path, at] of [...landing].sort(([a], [b]) => a.localeCompare(b))) add(path, at);
  if (source.locations.length) add("/locations", latest(source.locations.map((l) => l.lastmod)));
  for (const l of source.locations) add(`/locations/${l.slug}`, l.lastmod);
  if (offers.length) add("/special-offers", latest(offers.map((o) => o.updatedAt)));
  for (const o of offers) add(offerPath(o), o.updatedAt);
  for (const p of source.contentPages) add(p.path, p.updatedAt);
  if (source.blogPosts.length) add("/blog", latest(source.blogPosts.map((p) => p.updatedAt)));
  for (const p of source.blogPosts) add(p.path, p.updatedAt);
  for (const p of source.otherPages ?? []) add(p.path, p.updatedAt);
  for (const car of cars) add(`/cars/${car.slug}`, car.updatedAt, "cars");
  // One address once, whichever list named it first.
  const seen = new Set<string>();
  return pages.filter((e) => {
    if (seen.has(e.loc)) return false;
    seen.add(e.loc);
    return true;
  });
}
