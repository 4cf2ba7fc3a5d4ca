import type { CarStatus, CarType } from "~/domain/vehicle/car";
import { financeOffered, isPriced } from "./price-thresholds";
import { makeModelPath } from "./search-paths";

export type CardCar = {
  id: number;
  make: string;
  model: string;
  slug: string;
  status: CarStatus;
  reserved: boolean;
  price: number;
  tag: string | null;
  car_type: CarType;
  vin: string | null;
  dealership_slug: string;
  photos_count: number;
};

export type CardRules = {
  /** Discovery spec section 2: 'View Details' or 'Explore Vehicle'; 'Enquire Now', 'Enquire', 'Shop Now' or 'Quick Enquiry'. */
  detailsText: string;
  enquireText: string;
  /** Quick Enquiry: the card's enquiry opens the form over the results instead of on its own page. */
  quickEnquiry: boolean;
  availability: AvailabilityRule;
  financeText: string;
  financePath: string;
  checkoutPath: string;
  /** The reserve button's words ("Reserve Now $200", "Buy Online"), from reserveButtonLabel; null where the site takes no deposits. */
  reserveLabel: string | null;
  hideTestDriveForComingSoon: boolean;
  hideSaveWithoutPriceOrPhotos: boolean;
  /** The site offers subscriptions (`finance.subscriptions`). */
  subscriptions: boolean;
};

/** Vehicle spec section 5: a subscription price is used when the site offers subscriptions and the price is above 0. */
export function subscriptionOffer(car: { price: number; subscriptionPrice: number | null }, offered: boolean): number | null {
  return offered && car.price > 0 && car.subscriptionPrice !== null && car.subscriptionPrice > 0 ? car.subscriptionPrice : null;
}

export type CardButton = { kind: "details" | "enquire" | "finance" | "test-drive" | "reserve" | "similar"; label: string; href: string };

export const TEST_DRIVE_ONLY = "Test Drive Only";

/**
 * Vehicle spec section 3: a car is available when in stock or coming soon; on one brand, only when
 * it is also priced (`priced`). An unavailable car offers Find Me Something Similar instead.
 */
export type AvailabilityRule = "status" | "priced";
export const isAvailable = (car: Pick<CardCar, "status"> & Partial<Pick<CardCar, "price">>, rule: AvailabilityRule = "status") =>
  (car.status === "in_stock" || car.status === "coming_soon") && (rule === "status" || isPriced({ price: car.price ?? 0 }));

/** Reservation (and buying online) needs a car for sale now, priced, not already held and not kept for test drives; the site's switch decides the rest. */
export function canReserve(car: Pick<CardCar, "status" | "reserved" | "price" | "tag">): boolean {
  return car.status === "in_stock" && !car.reserved && isPriced(car) && car.tag !== TEST_DRIVE_ONLY;
}

/** Vehicle spec section 2: the finance link carries the car and dealership, and lands on the form. */
export function financeHref(car: Pick<CardCar, "id" | "price" | "car_type" | "vin" | "dealership_slug">, financePath: string): string {
  const params = new URLSearchParams({
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.car_type,
    vin: car.vin ?? "",
  });
  return `${financePath}?${params}#finance-form`;
}

/** The buttons a result card shows, by site and car state (discovery spec sections 2 and 4). */
export function cardButtons(car: CardCar, rules: CardRules): CardButton[] {
  if (!isAvailable(car, rules.availability))
    return [{ kind: "similar", label: "Find Me Something Similar", href: makeModelPath(car.make, car.model) }];
  const buttons: CardButton[] = [
    { kind: "details", label: rules.detailsText, href: `/cars/${car.slug}` },
    { kind: "enquire", label: rules.enquireText, href: `/enquiry?form=vehicle&car_id=${car.id}` },
  ];
  if (financeOffered(car)) buttons.push({ kind: "finance", label: rules.financeText, href: financeHref(car, rules.financePath) });
  if (!(rules.hideTestDriveForComingSoon && car.status === "coming_soon"))
    buttons.push({ kind: "test-drive", label: "Book a Test Drive", href: `/book-test-drive/?car_id=${car.id}` });
  if (rules.reserveLabel && canReserve(car))
    buttons.push({
      kind: "reserve",
      label: rules.reserveLabel,
      href: rules.checkoutPath.replace("{slug}", car.slug),
    });
  return buttons;
}

/** Favourite and compare: hidden without a price or photos on sites that say so; a sold car shows them only if already saved. */
export function showSaveControls(car: CardCar, saved: boolean, rules: Pick<CardRules, "hideSaveWithoutPriceOrPhotos">): boolean {
  if (rules.hideSaveWithoutPriceOrPhotos && (car.price <= 0 || car.photos_count === 0)) return false;
  if (car.status === "sold" && !saved) return false;
  return true;
}
