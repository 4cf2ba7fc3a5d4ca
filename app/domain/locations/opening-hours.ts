import { perTimeZone } from "~/domain/format";
export type OpeningHour = { department: string; weekday: number; status: "Open" | "Closed"; open: string | null; close: string | null };
export type SpecialHour = { date: string; name: string | null; status: "Open" | "Closed"; start: string | null; end: string | null };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The local calendar date, weekday and minutes past midnight of an instant in a dealership's zone. */
const clockFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-AU", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

export function localClock(now: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const parts = clockFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: WEEKDAYS.indexOf(get("weekday") as (typeof WEEKDAYS)[number]),
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

/** Minutes past midnight of a 'HH:MM' time. */
export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

export type DaySlot = { status: "Open" | "Closed"; open: string | null; close: string | null };

/**
 * A department's hours on one local date: a special-hours entry for that date (a public holiday)
 * overrides the weekly hours for every department.
 */
export function hoursOn(date: string, weekday: number, hours: OpeningHour[], special: SpecialHour[], department: string): DaySlot | null {
  const holiday = special.find((s) => s.date === date);
  if (holiday) return { status: holiday.status, open: holiday.start, close: holiday.end };
  const weekly = hours.find((h) => h.department === department && h.weekday === weekday);
  return weekly ? { status: weekly.status, open: weekly.open, close: weekly.close } : null;
}

/**
 * Open now, in the location's own time zone (QLD has no daylight saving; NSW and VIC do). A
 * special-hours entry for today overrides the weekly hours.
 */
export function openNow(hours: OpeningHour[], special: SpecialHour[], department: string, now: Date, timeZone: string): boolean {
  const clock = localClock(now, timeZone);
  const slot = hoursOn(clock.date, clock.weekday, hours, special, department);
  if (slot?.status !== "Open" || !slot.open || !slot.close) return false;
  return clock.minutes >= toMinutes(slot.open) && clock.minutes < toMinutes(slot.close);
}

/** 12-hour am/pm time: '17:30' -> '5:30pm', '09:00' -> '9am'. */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, "0")}${suffix}` : `${hour}${suffix}`;
}

export function hoursText(slot: DaySlot): string {
  return slot.status === "Open" && slot.open && slot.close ? `${twelveHour(slot.open)} – ${twelveHour(slot.close)}` : "Closed";
}

/** Holiday hours lines (discovery spec section 9: 12-hour am/pm), upcoming only, in date order. */
export function holidayHours(special: SpecialHour[], today: string): { date: string; name: string | null; text: string }[] {
  return special
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({ date: s.date, name: s.name, text: hoursText({ status: s.status, open: s.start, close: s.end }) }));
}

export const weekdayName = (weekday: number) => WEEKDAYS[weekday];
