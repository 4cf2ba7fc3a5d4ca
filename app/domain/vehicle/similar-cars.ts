/** Vehicle spec section 9: plus or minus $10,000 under $50,000, otherwise $25,000. */
export function similarPriceWindow(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

export const SIMILAR_PER_QUERY = 10;
export const SIMILAR_SHOWN = 6;

/** Same model first, then the rest in query order; no repeats and never the car itself; six at most, or the site's own number. */
export function mergeSimilar<T extends { id: number; model: string }>(
  results: T[][],
  current: { id: number; model: string },
  shown: number = SIMILAR_SHOWN,
): T[] {
  const seen = new Set<number>([current.id]);
  const all = results.flat().filter((car) => !seen.has(car.id) && seen.add(car.id));
  const sameModel = all.filter((c) => c.model === current.model);
  const others = all.filter((c) => c.model !== current.model);
  return [...sameModel, ...others].slice(0, shown);
}
