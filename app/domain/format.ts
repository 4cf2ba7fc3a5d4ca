/** Australian display formats: $45,990, 45,000 km, 22/11/2026. */

/**
 * A number as en-AU writes it (45,990; 12.3), as `toLocaleString("en-AU")` and Intl.NumberFormat give it
 * (checked against them in format.test.ts), without Intl: a browser's first Intl number format loads ICU's
 * locale data, 30 to 90 ms of the main thread on this machine (issue 18's blocking time), and every page
 * shows a price or a count while it hydrates.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const size = Math.abs(value);
  if (size === Number.POSITIVE_INFINITY) return `${sign}∞`;
  // Whole numbers (prices, kilometres, counts: nearly all of them) need no rounding.
  const { whole, fraction } =
    Number.isInteger(size) && size < 1e21 ? { whole: String(size), fraction: "" } : roundDecimal(size, maximumFractionDigits);
  const shown = fraction.replace(/0+$/, "");
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${shown ? `.${shown}` : ""}`;
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

/** Whole Australian dollars: $45,990, -$1,200. */
export function formatAud(amount: number): string {
  const digits = formatNumber(Math.round(amount));
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
}
export const formatKm = (km: number): string => `${formatNumber(km)} km`;

/**
 * A calendar date ('YYYY-MM-DD') as dd/mm/yyyy. An instant has no date until a zone is chosen
 * (the dealership's), so formatting one takes the zone; there is no default to fall back on.
 */
export function formatDate(calendarDay: string): string;
export function formatDate(instant: Date | string, timeZone: string): string;
export function formatDate(value: string | Date, timeZone?: string): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-");
    return `${d}/${m}/${y}`;
  }
  if (!timeZone) throw new Error(`formatDate needs a time zone for the instant ${String(value)}`);
  const [y, m, d] = calendarDate(new Date(value), timeZone).split("-");
  return `${d}/${m}/${y}`;
}

/**
 * One formatter per time zone, made on first use: an Intl.DateTimeFormat costs far more to make than to use, and a
 * page formats hundreds of dates (it was about 3% of a page's server time, issue 18).
 */
export function perTimeZone(make: (timeZone: string) => Intl.DateTimeFormat): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) {
      format = make(timeZone);
      made.set(timeZone, format);
    }
    return format;
  };
}

const dayFormat = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
);
const timeFormat = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat("en-AU", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }),
);

/** The calendar day ('YYYY-MM-DD') an instant falls on in a dealership's time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

/** The calendar year an instant falls in, in the given zone (the car's location or the site). */
export const currentYear = (instant: Date, timeZone: string): number => Number(calendarDate(instant, timeZone).slice(0, 4));

/** An instant as the dealership's clock shows it: "24/11/2026, 1:00 pm". */
export function formatDateTime(instant: Date, timeZone: string): string {
  const time = timeFormat(timeZone)
    .format(instant)
    .replace(/\s?([ap])\.?m\.?$/i, (_m, x: string) => ` ${x.toLowerCase()}m`);
  return `${formatDate(instant, timeZone)}, ${time}`;
}
