import { calendarDate } from "~/domain/format";
import type { CarType } from "~/domain/vehicle/car";
import type { Promo, SearchConfig } from "~/sites/site-config";
import { promoPosition, promoSeedFor } from "./promo-position";

export type ResultSlot<T> =
  | { kind: "car"; car: T }
  | { kind: "promo"; promo: Promo }
  | { kind: "we-want-your-car" }
  | { kind: "sponsored"; sponsored: NonNullable<SearchConfig["sponsored"]> };

/** Spec: a promo shows between its start and expiry, only for the car types it names (strictly: only when the search is limited to them). */
export function promoApplies(promo: Promo, refinedTypes: readonly string[], today: string): boolean {
  if (promo.start && today < promo.start) return false;
  if (promo.expiry && today > promo.expiry) return false;
  if (promo.display.length === 0) return true;
  if (promo.strictDisplay) return refinedTypes.length > 0 && refinedTypes.every((t) => promo.display.includes(t as CarType));
  return refinedTypes.length === 0 || refinedTypes.some((t) => promo.display.includes(t as CarType));
}

/**
 * Interleaves promo, 'We Want Your Car' and sponsored cards into one page of results at their
 * 1-based positions (counted in the final grid). Nothing is added to an empty page.
 */
export function resultSlots<T>(
  cars: readonly T[],
  config: SearchConfig,
  opts: {
    page: number;
    refinedTypes: readonly string[];
    now: Date;
    timeZone: string;
    /** The visitor's seed on a site that randomises promo positions (null elsewhere, or before it has one). */
    promoSeed?: number | null;
  },
): ResultSlot<T>[] {
  const slots: ResultSlot<T>[] = cars.map((car) => ({ kind: "car", car }));
  if (cars.length === 0) return slots;
  const today = calendarDate(opts.now, opts.timeZone);
  const inserts: { position: number; slot: ResultSlot<T> }[] = [];
  for (const promo of config.promos) {
    if (!promoApplies(promo, opts.refinedTypes, today)) continue;
    const positions = Array.isArray(promo.position) ? promo.position : [promo.position];
    // On the site that randomises, a promo shows once, at the one of its places this visitor's seed picks.
    const shown =
      config.randomisePromoPosition && opts.promoSeed != null
        ? [promoPosition(promoSeedFor(opts.promoSeed, promo.id), positions)]
        : positions;
    for (const position of shown) inserts.push({ position, slot: { kind: "promo", promo } });
  }
  if (opts.page === 1 && config.weWantYourCarPosition)
    inserts.push({ position: config.weWantYourCarPosition, slot: { kind: "we-want-your-car" } });
  if (opts.page === 1 && config.sponsored)
    inserts.push({ position: config.sponsored.position, slot: { kind: "sponsored", sponsored: config.sponsored } });
  inserts.sort((a, b) => a.position - b.position);
  for (const { position, slot } of inserts) {
    if (position - 1 <= slots.length) slots.splice(position - 1, 0, slot);
  }
  return slots;
}
