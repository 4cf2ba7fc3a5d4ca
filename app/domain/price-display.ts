import { formatAud } from "./format";

export type PriceInput = { price: number; preorder: boolean; priceType: string | null; beforePrice?: number | null };

/** Vehicle spec section 5: the price shows only above $10; otherwise PREORDER for pre-order cars, else the site's no-price text. */
export const PRICE_DISPLAY_THRESHOLD = 10;

export type PriceDisplay =
  | { kind: "price"; text: string; priceType: string | null; was: string | null }
  | { kind: "preorder"; text: "PREORDER" }
  | { kind: "no-price"; text: string };

export function priceDisplay(car: PriceInput, noPriceText: string): PriceDisplay {
  if (car.price > PRICE_DISPLAY_THRESHOLD) {
    const was = car.beforePrice && car.beforePrice > car.price ? formatAud(car.beforePrice) : null;
    return { kind: "price", text: formatAud(car.price), priceType: car.priceType, was };
  }
  if (car.preorder) return { kind: "preorder", text: "PREORDER" };
  return { kind: "no-price", text: noPriceText };
}
