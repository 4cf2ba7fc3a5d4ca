import { PRICE_DISPLAY_THRESHOLD } from "~/domain/price-thresholds";

export type OfferPriced = { price: number; beforePrice: number | null; offerPrice: number | null };

/**
 * A car's advertised price. Vehicle spec section 3 lists `offer_price` beside `price` and `before_price` without a rule
 * (decision 041): the price the dealer offers the car at for now. While it stands (a shown price, above $10, and below
 * the car's price) the car is advertised at it everywhere it is read (its card and page, search, sorting, the price
 * filter and finance figures), and its own price becomes the Was price, struck through beside it ("A Was price shows
 * only when before_price exceeds the current price"). Otherwise the car's price and Was price stand as stored.
 */
export function advertisedPrice<T extends OfferPriced>(car: T): Omit<T, "offerPrice"> {
  const { offerPrice, ...rest } = car;
  if (offerPrice === null || offerPrice <= PRICE_DISPLAY_THRESHOLD || offerPrice >= car.price) return rest;
  return { ...rest, price: offerPrice, beforePrice: car.price };
}
