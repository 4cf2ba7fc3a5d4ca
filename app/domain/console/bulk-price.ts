import { formatAud } from "~/domain/format";

/** A bulk price change: dollars added (negative: taken off) or a percentage of each car's price. */
export type PriceChange = { by: "amount"; amount: number } | { by: "percent"; percent: number };

export type PricedCar = { id: number; stocknum: string; price: number };

export type BulkPriceOutcome = { ok: true; prices: { id: number; before: number; after: number }[] } | { ok: false; message: string };

/** Each car's new price, in whole dollars (a half rounds up, as a person rounds it). */
export function newPrice(price: number, change: PriceChange): number {
  const exact = change.by === "amount" ? price + change.amount : price * (1 + change.percent / 100);
  // The percentage of a whole price is a binary fraction: 10% off $45,990 is 41,390.999...; round that noise off first.
  return Math.round(Math.round(exact * 1e6) / 1e6);
}

const listed = (cars: PricedCar[]) => {
  const names = cars.slice(0, 5).map((c) => c.stocknum);
  return cars.length > 5 ? `${names.join(", ")} and ${cars.length - 5} more` : names.join(", ");
};

/**
 * The new prices of a bulk change, or why none is made. All or nothing: a car with no price ("price on application")
 * is never given one by a sum, and no car goes below $1, so a slip of the keyboard can neither hide a price nor give a
 * car away. The message names the cars, so the dealer can leave them out.
 */
export function bulkPrices(cars: PricedCar[], change: PriceChange): BulkPriceOutcome {
  const unpriced = cars.filter((c) => !(c.price > 0));
  if (unpriced.length)
    return {
      ok: false,
      message: `${unpriced.length === 1 ? "1 car has" : `${unpriced.length} cars have`} no price (${listed(unpriced)}). Leave ${unpriced.length === 1 ? "it" : "them"} out, or price ${unpriced.length === 1 ? "it" : "them"} one by one.`,
    };
  const prices = cars.map((c) => ({ id: c.id, before: c.price, after: newPrice(c.price, change) }));
  const tooLow = cars.filter((_, i) => (prices[i]?.after ?? 0) < 1);
  if (tooLow.length)
    return {
      ok: false,
      message: `That would take ${tooLow.length === 1 ? "1 car" : `${tooLow.length} cars`} to ${formatAud(0)} or less (${listed(tooLow)}). Nothing was changed.`,
    };
  return { ok: true, prices };
}
