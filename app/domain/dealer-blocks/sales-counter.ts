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

/**
 * Brisbane's clock is UTC+10 all year, so it is read without Intl: the home page shows the counter as it
 * hydrates, and a page's first Intl object costs tens of ms of the main thread (issue 18).
 */
const BRISBANE_OFFSET_MS = 10 * 3_600_000;

/** The 'Sales this Month' figure at an instant. */
export function salesThisMonth(now: Date): number {
  const brisbane = new Date(now.getTime() + BRISBANE_OFFSET_MS);
  const secondsToday = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return (brisbane.getUTCDate() - 1) * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}
