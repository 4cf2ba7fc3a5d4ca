import { formatAud } from "./format";
import { isPriced } from "./price-thresholds";

export type PriceInput = { price: number; preorder: boolean; priceType: string | null; beforePrice?: number | null };

export type PriceDisplay =
  | { kind: "price"; text: string; priceType: string | null; was: string | null }
  | { kind: "preorder"; text: "PREORDER" }
  | { kind: "no-price"; text: string };

export function priceDisplay(car: PriceInput, noPriceText: string): PriceDisplay {
  // Vehicle spec section 5: a price above $10 shows; otherwise PREORDER for pre-order cars, else the site's no-price text.
  if (isPriced(car)) {
    const was = car.beforePrice && car.beforePrice > car.price ? formatAud(car.beforePrice) : null;
    return { kind: "price", text: formatAud(car.price), priceType: car.priceType, was };
  }
  if (car.preorder) return { kind: "preorder", text: "PREORDER" };
  return { kind: "no-price", text: noPriceText };
}
