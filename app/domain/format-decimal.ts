import { groupThousands } from "./format";

/**
 * A number as en-AU writes it with at most `maximumFractionDigits` decimals (2.5, 12.346), as `toLocaleString("en-AU")`
 * (3 decimals) and Intl.NumberFormat give it, without Intl (see formatNumber, for whole numbers, in format.ts). Its own
 * module: the few pages that show decimals (a car's specifications, the calculators) load it, not every page.
 */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : `${value < 0 ? "-" : ""}∞`;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const { whole, fraction } = roundDecimal(Math.abs(value), maximumFractionDigits);
  const shown = fraction.replace(/0+$/, "");
  return `${sign}${groupThousands(whole)}${shown ? `.${shown}` : ""}`;
}

/**
 * A non-negative number's shortest decimal (as `String(n)` writes it, which is what ICU rounds) rounded half away
 * from zero to `digits` decimals, as digit strings.
 */
function roundDecimal(size: number, digits: number): { whole: string; fraction: string } {
  const [mantissa = "", exponent = "0"] = String(size).split("e");
  const [head = "", tail = ""] = mantissa.split(".");
  let all = head + tail;
  let point = head.length + Number(exponent);
  if (point <= 0) {
    all = "0".repeat(1 - point) + all;
    point = 1;
  }
  all = all.padEnd(point + digits, "0");
  let kept = all.slice(0, point + digits);
  if ((all[point + digits] ?? "0") >= "5") kept = addOne(kept);
  // A carry may have made the whole part one digit longer (999.5 → 1000).
  const wholeLength = kept.length - digits;
  return { whole: kept.slice(0, wholeLength).replace(/^0+(?=\d)/, ""), fraction: kept.slice(wholeLength) };
}

/** A digit string plus one in its last place. */
function addOne(digits: string): string {
  const last = digits.search(/9*$/);
  if (last === 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, last - 1)}${Number(digits[last - 1]) + 1}${"0".repeat(digits.length - last)}`;
}
