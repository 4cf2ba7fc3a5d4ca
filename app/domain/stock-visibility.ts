/** A site's stock restrictions (discovery spec section 4): which of its cars it may show at all. */
export type StockRestrictions = {
  carTypes: ("new" | "used" | "demo")[];
  photoRequired: boolean;
  excludedMakes: string[];
  excludedStockNumbers: string[];
  certifiedOnly: boolean;
};

export type VisibilityFacts = {
  status: "in_stock" | "coming_soon" | "sold";
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
  carType: "new" | "used" | "demo";
  photosCount: number;
  make: string;
  stocknum: string;
  certified: boolean;
};

export type VisibilityRules = { recentSoldDays: number; stockRestrictions: StockRestrictions };

const DAY_MS = 86_400_000;

/** Sold cars stay listed until `recentSoldDays` days after the sale (spec: today minus N days, default 3). */
export const soldCutoff = (rules: VisibilityRules, now: Date): Date => new Date(now.getTime() - rules.recentSoldDays * DAY_MS);

/** What decides whether a site offers a car at all, sold or not. */
export type OfferFacts = Omit<VisibilityFacts, "status" | "soldAt">;

/**
 * Whether a site offers this car on the web at all: its dealer shows it, and the site's own
 * restrictions allow it. Every path to a car (its page, print, brochure, gauge, enquiry) asks
 * this; a sold car the site offers stays reachable by its URL.
 */
export function offeredOnSite(car: OfferFacts, r: StockRestrictions): boolean {
  if (!car.showOnDealerWebsite) return false;
  if (r.carTypes.length > 0 && !r.carTypes.includes(car.carType)) return false;
  if (r.photoRequired && car.photosCount === 0) return false;
  if (r.excludedMakes.includes(car.make)) return false;
  if (r.excludedStockNumbers.includes(car.stocknum)) return false;
  if (r.certifiedOnly && !car.certified) return false;
  return true;
}

/**
 * Spec section 5 stock filter (what search lists) plus the site's own restrictions. It depends on
 * `now`, so a car leaves the sold window without any data changing.
 */
export function isVisibleOnSite(car: VisibilityFacts, rules: VisibilityRules, now: Date): boolean {
  if (car.status === "sold" && !(car.soldAt && car.soldAt.getTime() > soldCutoff(rules, now).getTime())) return false;
  return offeredOnSite(car, rules.stockRestrictions);
}
