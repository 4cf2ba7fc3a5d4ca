import { calendarDate, nextCalendarDay } from "~/domain/format";
import { previousCalendarDay } from "./rollup-days";

export type DayRange = { from: string; to: string };

/**
 * Today (or `endDay`) and the days before it, so `days` days in all; then the same number of days before those, to
 * compare with.
 */
export function reportPeriods(now: Date, timeZone: string, days: number, endDay?: string): { current: DayRange; previous: DayRange } {
  const to = endDay ?? calendarDate(now, timeZone);
  const from = shiftDays(to, 1 - days);
  return { current: { from, to }, previous: { from: shiftDays(from, -days), to: previousCalendarDay(from) } };
}

/** A calendar day `by` days later (earlier when negative). */
export function shiftDays(day: string, by: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + by)).toISOString().slice(0, 10);
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = nextCalendarDay(day)) days.push(day);
  return days;
}
