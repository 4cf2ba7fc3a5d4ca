import type { CarStatus, CarType } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import { type CarTag, carTag } from "~/domain/car-tag";
import type { IndexedCar } from "./search-types";

/** A search hit under the spec's Car field names (discovery spec section 3): what a result card needs. */
export type SearchHit = {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
  certified: boolean;
  price: number;
  before_price: number | null;
  preorder: boolean;
  price_type: string | null;
  km: number;
  tag: string | null;
  card_tag: CarTag | null;
  stocknum: string;
  vin: string | null;
  sold_date_timestamp: number | null;
  created_at: string;
  views: number;
  simple_transmission: string | null;
  simple_fuel: string | null;
  simple_body: string | null;
  body: string | null;
  item_type: string;
  photos_count: number;
  images: { image: { url: string; thumb: { url: string } }; alt: string; src: string }[];
  location: { id: number; name: string; phone: string | null; address: { city: string; state: string } };
  dealership_name: string;
  dealership_slug: string;
  youxQuote: { weeklyRepaymentAmount: number } | null;
  /** A week's subscription (rego, insurance and servicing included), where the dealer offers one. */
  subscription_price: number | null;
};

export type HitContext = {
  texts: { soldTagName: string; newArrivalText: string };
  justArrivedDays: number;
  now: Date;
  /** A site that masks its numbers sends none with its results: the number reaches a page only when revealed. */
  showPhone: boolean;
};

export function toSearchHit(car: IndexedCar, ctx: HitContext): SearchHit {
  return {
    id: car.id,
    slug: car.slug,
    path: `/cars/${car.slug}`,
    name: carTitle(car),
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.carType,
    status: car.status,
    sold: car.status === "sold",
    reserved: car.reserved,
    certified: car.certified,
    price: car.price,
    before_price: car.beforePrice,
    preorder: car.preorder,
    price_type: car.priceType,
    km: car.km,
    tag: car.tag,
    card_tag: carTag({ ...car, createdAt: new Date(car.createdAt) }, ctx.texts, ctx.justArrivedDays, ctx.now),
    stocknum: car.stocknum,
    vin: car.vin,
    sold_date_timestamp: car.soldAt === null ? null : Math.floor(car.soldAt / 1000),
    created_at: new Date(car.createdAt).toISOString(),
    views: car.views,
    simple_transmission: car.simpleTransmission,
    simple_fuel: car.simpleFuel,
    simple_body: car.simpleBody,
    body: car.body,
    item_type: car.itemType,
    photos_count: car.images.length,
    images: car.images.map((src, i) => ({
      image: { url: `/img/${src}?w=720`, thumb: { url: `/img/${src}?w=240` } },
      alt: `${carTitle(car, { badge: true })}, photo ${i + 1}`,
      src,
    })),
    location: {
      id: car.locationId,
      name: car.locationName,
      phone: ctx.showPhone ? car.locationPhone : null,
      address: { city: car.city, state: car.state },
    },
    dealership_name: car.dealershipName,
    dealership_slug: car.dealershipSlug,
    youxQuote: car.weeklyRepayment ? { weeklyRepaymentAmount: car.weeklyRepayment } : null,
    subscription_price: car.subscriptionPrice,
  };
}

/** The hit's fields no result card renders (the search API still answers with them). */
type NotOnCard = "certified" | "stocknum" | "sold_date_timestamp" | "created_at" | "simple_body" | "body" | "dealership_name";

/** A hit as a result card renders it (issue 18: a page's hydration data carries only what the page renders). */
export type CardHit = Omit<SearchHit, NotOnCard>;

/**
 * A hit cut to its card: the card shows the first photo, so a page's hydration data carries that one and not the
 * rest, and none of the fields the card leaves out.
 */
export function cardHit(hit: SearchHit): CardHit {
  const { certified, stocknum, sold_date_timestamp, created_at, simple_body, body, dealership_name, ...card } = hit;
  return hit.images.length > 1 ? { ...card, images: hit.images.slice(0, 1) } : card;
}

/** Discovery spec section 4: consecutive sold cars collapse to the first of each run, unless every result is sold. */
export function collapseSoldRuns<T extends { sold: boolean }>(hits: T[]): T[] {
  if (hits.every((h) => h.sold)) return hits;
  return hits.filter((h, i) => !h.sold || i === 0 || !hits[i - 1].sold);
}
