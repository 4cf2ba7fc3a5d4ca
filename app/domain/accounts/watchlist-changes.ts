/**
 * What changed about a saved car since the shopper saved it (issue 14: My Garage marks sold,
 * reserved and price changes, with the old price). Prices in whole dollars; 0 or less is "no price".
 */
export type WatchlistChange = {
  badge: "Sold" | "Reserved" | null;
  price: { direction: "down" | "up"; was: number; by: number } | null;
};

export function watchlistChange(car: { price: number; savedPrice: number; status: string; reserved: boolean }): WatchlistChange {
  const badge = car.status === "sold" ? "Sold" : car.reserved ? "Reserved" : null;
  const priced = car.price > 0 && car.savedPrice > 0;
  const by = car.price - car.savedPrice;
  return {
    badge,
    price: priced && by !== 0 ? { direction: by < 0 ? "down" : "up", was: car.savedPrice, by: Math.abs(by) } : null,
  };
}
