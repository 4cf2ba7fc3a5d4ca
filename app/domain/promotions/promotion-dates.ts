import { calendarDate } from "~/domain/format";

/**
 * A promotion's optional dates: calendar days ('YYYY-MM-DD') in the site's time zone. Without a
 * start it runs from when it is made; without an end it runs until the dealer takes it down.
 */
export type PromotionDates = { startsOn: string | null; endsOn: string | null };

/**
 * Whether a slide or popup runs at `now` by the site's calendar: from midnight on its first day to
 * midnight after its last there, so one ending on the 31st still shows at 11:59 pm that night in
 * Brisbane or Perth, whatever the server's own zone (as offers do, app/domain/offers/offer.ts).
 */
export function runsOn(dates: PromotionDates, now: Date, timeZone: string): boolean {
  const today = calendarDate(now, timeZone);
  if (dates.startsOn !== null && today < dates.startsOn) return false;
  return dates.endsOn === null || today <= dates.endsOn;
}
