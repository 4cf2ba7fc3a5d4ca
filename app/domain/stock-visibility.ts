import type { CarStatus, CarType } from "~/domain/vehicle/car";
/** A site's stock restrictions (discovery spec section 4): which of its cars it may show at all. */
export type StockRestrictions = {
  carTypes: CarType[];
  photoRequired: boolean;
  excludedMakes: string[];
  excludedStockNumbers: string[];
  certifiedOnly: boolean;
  /** Discovery spec section 5, "status in_stock": only cars in stock; no coming-soon cars and no sold window. */
  inStockOnly: boolean;
  /**
   * Discovery spec section 5, "an age filter takes a numeric argument": the most days a car may be
   * listed (since it was added to the dealer's stock) and still be offered; null for no limit.
   * Decision 014 says why it means days listed.
   */
  maxAgeDays: number | null;
};

export type VisibilityFacts = {
  status: CarStatus;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
  carType: CarType;
  photosCount: number;
  make: string;
  stocknum: string;
  certified: boolean;
  /** When the car was added to the dealer's stock (created_at). */
  createdAt: Date;
};

export type VisibilityRules = { recentSoldDays: number; stockRestrictions: StockRestrictions };

const DAY_MS = 86_400_000;

/** Sold cars stay listed until `recentSoldDays` days after the sale (spec: today minus N days, default 3). */
export const soldCutoff = (rules: VisibilityRules, now: Date): Date => new Date(now.getTime() - rules.recentSoldDays * DAY_MS);

/** What decides whether a site offers a car at all, sold or not. */
export type OfferFacts = Omit<VisibilityFacts, "soldAt">;

/** The first moment a car counts as too long listed for a site with an age limit (decision 014). */
export const listedCutoff = (maxAgeDays: number, now: Date): Date => new Date(now.getTime() - maxAgeDays * DAY_MS);

/** Why a site does not show a car: one name per rule below, so a report can say which rule it was. */
export type HiddenReason =
  | "hidden_by_dealer"
  | "not_arrived"
  | "listed_too_long"
  | "car_type"
  | "no_photo"
  | "excluded_make"
  | "excluded_stock_number"
  | "not_certified"
  | "sold";

/**
 * The first of the site's rules that keeps this car off its web pages, or null when it offers the
 * car: its dealer shows it, and the site's own restrictions allow it. Every path to a car (its page,
 * print, brochure, gauge, enquiry, the sitemap, the stock feed's report) asks this; a sold car the
 * site offers stays reachable by its URL. It depends on `now` through the age limit, so a car leaves
 * an age-limited site without any data changing.
 */
export function whyNotOffered(car: OfferFacts, r: StockRestrictions, now: Date): HiddenReason | null {
  if (!car.showOnDealerWebsite) return "hidden_by_dealer";
  // An in-stock-only site never offers a car that has not arrived; one it sold stays reachable like any sold car.
  if (r.inStockOnly && car.status === "coming_soon") return "not_arrived";
  if (r.maxAgeDays !== null && car.createdAt.getTime() < listedCutoff(r.maxAgeDays, now).getTime()) return "listed_too_long";
  if (r.carTypes.length > 0 && !r.carTypes.includes(car.carType)) return "car_type";
  if (r.photoRequired && car.photosCount === 0) return "no_photo";
  if (r.excludedMakes.includes(car.make)) return "excluded_make";
  if (r.excludedStockNumbers.includes(car.stocknum)) return "excluded_stock_number";
  if (r.certifiedOnly && !car.certified) return "not_certified";
  return null;
}

/** Whether a site offers this car on the web at all (whyNotOffered finds no reason not to). */
export function offeredOnSite(car: OfferFacts, r: StockRestrictions, now: Date): boolean {
  return whyNotOffered(car, r, now) === null;
}

/**
 * Whether the site offers the car for sale now: offered (above) and not sold. What the sitemap lists and the
 * marketplace feeds advertise; search alone keeps a sold car on show for its sold window.
 */
export function offeredForSale(car: OfferFacts, r: StockRestrictions, now: Date): boolean {
  return car.status !== "sold" && offeredOnSite(car, r, now);
}

/**
 * Why search does not list a car, or null when it does: spec section 5 stock filter plus the site's
 * own restrictions. It depends on `now`, so a car leaves the sold window without any data changing.
 */
export function whyNotVisible(car: VisibilityFacts, rules: VisibilityRules, now: Date): HiddenReason | null {
  if (
    car.status === "sold" &&
    (rules.stockRestrictions.inStockOnly || !(car.soldAt && car.soldAt.getTime() > soldCutoff(rules, now).getTime()))
  )
    return "sold";
  return whyNotOffered(car, rules.stockRestrictions, now);
}

/** Whether search lists the car (whyNotVisible finds no reason not to). */
export function isVisibleOnSite(car: VisibilityFacts, rules: VisibilityRules, now: Date): boolean {
  return whyNotVisible(car, rules, now) === null;
}
