import { calendarDate, zoneOffsetMs } from "~/domain/format";
import type { DayRange } from "./report-period";
import { shiftDays } from "./report-period";

/** The hour of Monday, on the site's clock, from which last week's summary goes out. */
export const WEEKLY_SUMMARY_HOUR = 7;
/**
 * How long after that hour a missed summary is still sent (the server was down, a send failed): two days. Later than
 * that it would be old news; the next one comes the Monday after.
 */
export const WEEKLY_SUMMARY_GRACE_HOURS = 48;

const HOUR_MS = 3_600_000;

/**
 * The week (Monday to the Sunday just ended) whose summary is due now on the site's clock, or null: due from Monday
 * 7 am there until two days later. Wall-clock arithmetic: daylight saving changes on a Sunday morning, never between
 * Monday 7 am and Wednesday 7 am.
 */
export function weeklySummaryDue(now: Date, timeZone: string): DayRange | null {
  const today = calendarDate(now, timeZone);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const monday = shiftDays(today, -sinceMonday);
  const [my, mm, md] = monday.split("-").map(Number) as [number, number, number];
  const wallClock = now.getTime() + zoneOffsetMs(now.getTime(), timeZone);
  const elapsed = wallClock - (Date.UTC(my, mm - 1, md) + WEEKLY_SUMMARY_HOUR * HOUR_MS);
  if (elapsed < 0 || elapsed >= WEEKLY_SUMMARY_GRACE_HOURS * HOUR_MS) return null;
  return { from: shiftDays(monday, -7), to: shiftDays(monday, -1) };
}
