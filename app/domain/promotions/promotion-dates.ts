import { midnightIn, nextCalendarDay } from "~/domain/format";

/**
 * A promotion's optional dates: calendar days ('YYYY-MM-DD') in the site's time zone. Without a
 * start it runs from when it is made; without an end it runs until the dealer takes it down.
 */
export type PromotionDates = { startsOn: string | null; endsOn: string | null };

/**
 * The same run as instants (milliseconds since the epoch): from midnight on its first day to midnight after its last,
 * in the site's zone. The browser checks these against its clock, with no time zone to look up (issue 18: the first
 * time-zone formatter a page makes costs 30 to 50 ms while it hydrates).
 */
export type RunInstants = { from: number | null; until: number | null };

export function runInstants(dates: PromotionDates, timeZone: string): RunInstants {
  return {
    from: dates.startsOn === null ? null : midnightIn(dates.startsOn, timeZone).getTime(),
    until: dates.endsOn === null ? null : midnightIn(nextCalendarDay(dates.endsOn), timeZone).getTime(),
  };
}

export const runsAt = (run: RunInstants, now: Date): boolean =>
  (run.from === null || now.getTime() >= run.from) && (run.until === null || now.getTime() < run.until);

/**
 * Whether a slide or popup runs at `now` by the site's calendar: from midnight on its first day to
 * midnight after its last there, so one ending on the 31st still shows at 11:59 pm that night in
 * Brisbane or Perth, whatever the server's own zone (as offers do, app/domain/offers/offer.ts).
 */
export function runsOn(dates: PromotionDates, now: Date, timeZone: string): boolean {
  return runsAt(runInstants(dates, timeZone), now);
}
