import type { CarType } from "~/domain/vehicle/car";
import { BELOW_MARKET_MARGIN, GAUGE_MIN_PRICE } from "~/domain/price-thresholds";
export type Comparable = { price: number; year: number; km: number; state: string; sold: boolean };
export type GaugeResult = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string | null;
  comparables: number;
  average: number;
  state_average: number | null;
};

/**
 * Fewer comparables than this give no gauge at all: market data is shared across the platform's
 * dealers, and an average of one or two cars would be another dealer's own price.
 */
export const MIN_COMPARABLES = 3;

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/**
 * The platform's own market price: comparable cars (same make and model, a year either side, similar
 * kilometres, listed now or sold recently, on any site) give a range from the 10th to the 90th
 * percentile of their prices, adjusted for this car's kilometres against theirs. Confidence grows
 * with the number of comparables and falls as their prices spread; fill is how far below the top of
 * the range this car's price sits (1 = at the bottom, a great deal).
 */
export function marketGauge(car: { price: number; km: number; state: string }, comparables: Comparable[]): GaugeResult | null {
  const prices = comparables
    .map((c) => c.price)
    .filter((p) => p > 0)
    .sort((a, b) => a - b);
  if (car.price <= 0 || prices.length < MIN_COMPARABLES) return null;
  const average = prices.reduce((a, b) => a + b, 0) / prices.length;
  const averageKm = comparables.reduce((a, c) => a + c.km, 0) / comparables.length;
  // About 5 cents a kilometre either way, the usual used-car depreciation rate at these prices.
  const kmAdjustment = Math.max(-0.15, Math.min(0.15, ((averageKm - car.km) * 0.05) / average));
  const min = Math.round(quantile(prices, 0.1) * (1 + kmAdjustment));
  const max = Math.round(quantile(prices, 0.9) * (1 + kmAdjustment));
  const spread = average > 0 ? (max - min) / average : 1;
  const countFactor = Math.min(1, prices.length / 12);
  const confidence = Math.round(Math.max(0, Math.min(1, countFactor * (1 - Math.min(spread, 1) * 0.6))) * 100) / 100;
  const fill = max === min ? 0.5 : Math.max(0, Math.min(1, (max - car.price) / (max - min)));
  const inState = comparables.filter((c) => c.state === car.state && c.price > 0);
  const stateAverage = inState.length >= MIN_COMPARABLES ? inState.reduce((a, c) => a + c.price, 0) / inState.length : null;
  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description: null,
    comparables: prices.length,
    average: Math.round(average),
    state_average: stateAverage === null ? null : Math.round(stateAverage),
  };
}

/** Vehicle spec section 5: the panel is hidden when a field is missing, confidence is 0.2 or lower, or the range tops out below the price. */
export function showGauge(result: Partial<GaugeResult> | null): boolean {
  if (!result) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = result;
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((v) => v === undefined || v === null)) return false;
  if ((confidence as number) <= 0.2) return false;
  return (market_range_max as number) >= (listing_price as number);
}

/** Only for a used or demo car in stock, not sold, not reserved, priced above $200 (new cars have no market to compare). */
export const gaugeEligible = (car: { status: string; reserved: boolean; price: number; carType: CarType }) =>
  car.carType !== "new" && car.status === "in_stock" && !car.reserved && car.price > GAUGE_MIN_PRICE;

/** Fill bands: low under 0.3, medium to 0.6, high from 0.6. */
export const fillBand = (fill: number): "low" | "medium" | "high" => (fill < 0.3 ? "low" : fill < 0.6 ? "medium" : "high");

/** 'Good Deal' under 0.65 fill, else 'Great Deal', unless the market data gives its own description. */
export const dealLabel = (fill: number, description: string | null | undefined) =>
  description || (fill < 0.65 ? "Good Deal" : "Great Deal");

/** Below market when the market average (the state's, where known) is more than $499 above the price. */
export function belowMarket(price: number, market: { average?: number | null; stateAverage?: number | null }): boolean {
  const reference = market.stateAverage ?? market.average;
  return reference !== null && reference !== undefined && price > 0 && reference - price > BELOW_MARKET_MARGIN;
}
