/** Discovery spec section 9: more than 3 locations -> 4 columns on large screens; fewer than 3 -> wider cards; exactly 6 where a site says so. */
export function locationGridClass(count: number, exactlySixLayout = false): string {
  if (exactlySixLayout && count === 6) return "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
  if (count > 3) return "grid gap-6 sm:grid-cols-2 lg:grid-cols-4";
  if (count < 3) return "grid gap-6 md:grid-cols-2 lg:max-w-4xl";
  return "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
}
