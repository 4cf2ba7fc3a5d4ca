import { formatDate } from "~/domain/format";
import { hoursOn, localClock, type OpeningHour, type SpecialHour, toMinutes, twelveHour } from "./opening-hours";

export type SlotDay = { date: string; weekday: number; times: string[] };

const SLOT_MINUTES = 30;
/** A booking needs an hour's notice, so the dealer can have the car ready. */
const NOTICE_MINUTES = 60;
export const BOOKING_DAYS = 14;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Test drive times for the next two weeks at a location, in its own time zone: every half hour
 * from sales opening until half an hour before closing. A special-hours entry (a public holiday)
 * replaces that day's hours; closed days and times already past (or within the hour) are left out.
 */
export function testDriveSlots(hours: OpeningHour[], special: SpecialHour[], now: Date, timeZone: string, days = BOOKING_DAYS): SlotDay[] {
  const today = localClock(now, timeZone);
  const [y, m, d] = today.date.split("-").map(Number);
  const result: SlotDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const date = day.toISOString().slice(0, 10);
    const weekday = day.getUTCDay();
    const slot = hoursOn(date, weekday, hours, special, "sales");
    if (slot?.status !== "Open" || !slot.open || !slot.close) continue;
    const earliest = i === 0 ? today.minutes + NOTICE_MINUTES : 0;
    const times: string[] = [];
    for (let t = toMinutes(slot.open); t + SLOT_MINUTES <= toMinutes(slot.close); t += SLOT_MINUTES) if (t >= earliest) times.push(hhmm(t));
    if (times.length) result.push({ date, weekday, times });
  }
  return result;
}

export const isBookableSlot = (slots: SlotDay[], dateTime: string) =>
  slots.some((s) => s.date === dateTime.slice(0, 10) && s.times.includes(dateTime.slice(11, 16)));

/** A booked slot ('YYYY-MM-DDTHH:mm', the location's local time) as a shopper reads it: '22/11/2026, 9:30am'. */
export const formatSlot = (dateTime: string) => `${formatDate(dateTime.slice(0, 10))}, ${twelveHour(dateTime.slice(11, 16))}`;
