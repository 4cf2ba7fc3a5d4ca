import { formatNumber } from "~/domain/format";
/** Money in whole cents, never floating dollars: deposits, charges and refunds (issue 13). */
export type Cents = number & { readonly __cents: unique symbol };

export const cents = (value: number): Cents => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole, non-negative number of cents: ${value}`);
  return value as Cents;
};

const MAX_DOLLAR_DIGITS = 12;
/** An amount above every bound (a trillion dollars): the parse of a longer figure, so the caller's "at most" message shows. */
const MAX_DOLLAR_DIGITS_CENTS = 10 ** MAX_DOLLAR_DIGITS * 100;

/** "$200", "$1,500" or "$199.50" (an amount a dealer typed) as cents; null when it is not an amount. */
export function parseAud(label: string): Cents | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?\s*$/.exec(label);
  if (!match) return null;
  const dollars = match[1].replaceAll(",", "").replace(/^0+(?=\d)/, "");
  // Bounded before multiplying: more digits than this is no amount anyone pays here, and past 15 the
  // cents would not be a safe integer (the callers' own bounds then say what is allowed).
  if (dollars.length > MAX_DOLLAR_DIGITS) return cents(MAX_DOLLAR_DIGITS_CENTS);
  return cents(Number(dollars) * 100 + Number(match[2] ?? 0));
}

/** "$200" for whole dollars, "$199.50" otherwise, with thousands separators. */
export function formatCents(amount: Cents): string {
  const dollars = Math.floor(amount / 100);
  const rest = amount % 100;
  return `$${formatNumber(dollars)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
