/**
 * The 'Sales this Month' counter (vehicle spec sections 2 and 9): "192 sales per day, one per 450
 * seconds, in Brisbane time; reloads every 150 seconds". It is a marketing figure, not a count of
 * real sales, so it is worked out from the clock alone: every completed day of the month in
 * Brisbane adds 192, and today adds one for every whole 450 seconds since Brisbane midnight. It reads
 * 0 at 00:00 on the 1st (Brisbane time) and grows by one every 7.5 minutes until the month ends.
 * 192 x 450 s = 86,400 s, so the two halves of the rule agree: a day's sales are a day's ticks.
 */
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
/** Queensland keeps standard time all year, so the counter never jumps when the southern states change clocks. */
export const SALES_COUNTER_TIME_ZONE = "Australia/Brisbane";
/** How often a page showing the counter asks for the figure again. */
export const SALES_COUNTER_REFRESH_MS = 150_000;

const brisbaneClock = new Intl.DateTimeFormat("en-AU", {
  timeZone: SALES_COUNTER_TIME_ZONE,
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The 'Sales this Month' figure at an instant. */
export function salesThisMonth(now: Date): number {
  const parts = Object.fromEntries(brisbaneClock.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const secondsToday = parts.hour * 3600 + parts.minute * 60 + parts.second;
  return (parts.day - 1) * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}
