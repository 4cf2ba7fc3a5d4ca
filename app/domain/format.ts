/** Australian display formats: $45,990, 45,000 km, 22/11/2026. */
const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

export const formatAud = (amount: number): string => aud.format(Math.round(amount));
export const formatKm = (km: number): string => `${whole.format(km)} km`;

/** A calendar date ('YYYY-MM-DD') or an instant shown in the given zone, as dd/mm/yyyy. */
export function formatDate(value: string | Date, timeZone = "Australia/Sydney"): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-");
    return `${d}/${m}/${y}`;
  }
  const parts = new Intl.DateTimeFormat("en-AU", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(
    new Date(value),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")}`;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a dealership's time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** The calendar year an instant falls in, in the given zone (the car's location or the site). */
export const currentYear = (instant: Date, timeZone: string): number => Number(calendarDate(instant, timeZone).slice(0, 4));
