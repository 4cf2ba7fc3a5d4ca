import { calendarDate, nextCalendarDay } from "~/domain/format";

const DAY_MS = 24 * 60 * 60 * 1000;

export type RollupRange = {
  /** First and last day (YYYY-MM-DD) to recompute from the raw events, both included. */
  from: string;
  to: string;
  /** What the site's state says after the run: the last day whose events are all in, in every zone the site has. */
  rolledThrough: string;
};

/** The calendar day before another ('YYYY-MM-DD'). */
export function previousCalendarDay(calendarDay: string): string {
  const [year, month, day] = calendarDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * Which days a site's rollup recomputes. Days are the dealerships' days, so "today" is the latest date any of the
 * site's zones shows and a day is complete once it has ended in every zone. A run redoes from the day it last rolled
 * through (late events may have arrived for it) to today, so it catches up after downtime, however long, and is
 * idempotent. It never starts before the first day whose raw events are all still kept: redoing a day the purge has
 * already cut into would replace good totals with part of them.
 */
export function daysToRollUp(input: {
  now: Date;
  zones: readonly string[];
  rolledThrough: string | null;
  retentionDays: number;
}): RollupRange | null {
  const zones = input.zones.length ? input.zones : ["Australia/Sydney"];
  const todays = zones.map((zone) => calendarDate(input.now, zone)).sort();
  const to = todays[todays.length - 1] as string;
  const oldestKept = new Date(input.now.getTime() - input.retentionDays * DAY_MS);
  const firstWhole = nextCalendarDay(
    zones
      .map((zone) => calendarDate(oldestKept, zone))
      .sort()
      .at(-1) as string,
  );
  const from = input.rolledThrough && input.rolledThrough > firstWhole ? input.rolledThrough : firstWhole;
  if (from > to) return null;
  const complete = previousCalendarDay(todays[0] as string);
  return { from, to, rolledThrough: input.rolledThrough && input.rolledThrough > complete ? input.rolledThrough : complete };
}

/** A range split into runs of at most `size` days, oldest first, so one statement never holds a long catch-up. */
export function chunkDays(range: { from: string; to: string }, size: number): { from: string; to: string }[] {
  const chunks: { from: string; to: string }[] = [];
  let start = range.from;
  while (start <= range.to) {
    let end = start;
    for (let i = 1; i < size && end < range.to; i++) end = nextCalendarDay(end);
    chunks.push({ from: start, to: end });
    start = nextCalendarDay(end);
  }
  return chunks;
}
