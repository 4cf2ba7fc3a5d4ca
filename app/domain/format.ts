/** Australian display formats: $45,990, 45,000 km, 22/11/2026. */

/**
 * A number as en-AU writes it, to the nearest whole number (45,990), as Intl.NumberFormat("en-AU") gives it (checked
 * against it in format.test.ts), without Intl: a browser's first Intl number format loads ICU's locale data, 30 to
 * 90 ms of the main thread on this machine (issue 18's blocking time), and every page shows a price or a count while
 * it hydrates. Decimals: `formatDecimal` (format-decimal.ts), which only the pages that show them load.
 */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  // A double's halves (x.5) are exact, so rounding the double rounds its shortest decimal as ICU does.
  const whole = Math.round(Math.abs(value));
  if (whole === Number.POSITIVE_INFINITY) return `${sign}∞`;
  return `${sign}${groupThousands(plainDigits(whole))}`;
}

/** "1 view", "2,400 views": a count with its noun, singular for one. */
export function formatCount(value: number, one: string, many = `${one}s`): string {
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** A whole number's shortest decimal digits, written out where String() would use an exponent (1e+21 and up), as ICU does. */
function plainDigits(whole: number): string {
  const [mantissa = "", exponent] = String(whole).split("e+");
  if (!exponent) return mantissa;
  const [head = "", tail = ""] = mantissa.split(".");
  return (head + tail).padEnd(head.length + Number(exponent), "0");
}

/** A string of digits with a comma between thousands. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ",");

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

const clockFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
);

/** How far a zone's clock stands ahead of UTC at an instant, in milliseconds (+10 h in Brisbane). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const part = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wallClock = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day ('YYYY-MM-DD') begins in a time zone: its midnight there. The offset is read twice, the
 * second time at the first guess, so a day on which daylight saving starts or ends gets the offset its midnight has.
 */
export function midnightIn(calendarDay: string, timeZone: string): Date {
  const [year, month, day] = calendarDay.split("-").map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, day);
  const firstGuess = wallClock - zoneOffsetMs(wallClock, timeZone);
  return new Date(wallClock - zoneOffsetMs(firstGuess, timeZone));
}

/** The calendar day after another ('YYYY-MM-DD'). */
export function nextCalendarDay(calendarDay: string): string {
  const [year, month, day] = calendarDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The calendar year an instant falls in, in the given zone (the car's location or the site). */
export const currentYear = (instant: Date, timeZone: string): number => Number(calendarDate(instant, timeZone).slice(0, 4));

const zoneFormat = perTimeZone((timeZone) => new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "short" }));

/**
 * An instant as the dealership's clock shows it: "24/11/2026, 1:00 pm". With `zoneName`, the zone is named
 * ("1:00 pm AEST"): a time a shopper in another state reads (a hold on a Queensland car read in Sydney in summer
 * is an hour out otherwise).
 */
export function formatDateTime(instant: Date, timeZone: string, { zoneName = false }: { zoneName?: boolean } = {}): string {
  const time = timeFormat(timeZone)
    .format(instant)
    .replace(/\s?([ap])\.?m\.?$/i, (_m, x: string) => ` ${x.toLowerCase()}m`);
  const zone = zoneName
    ? ` ${
        zoneFormat(timeZone)
          .formatToParts(instant)
          .find((p) => p.type === "timeZoneName")?.value ?? timeZone
      }`
    : "";
  return `${formatDate(instant, timeZone)}, ${time}${zone}`;
}
