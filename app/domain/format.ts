/** Australian display formats: $45,990, 45,000 km, 22/11/2026. */
const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

export const formatAud = (amount: number): string => aud.format(Math.round(amount));
export const formatKm = (km: number): string => `${whole.format(km)} km`;

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
