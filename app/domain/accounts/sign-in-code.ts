/** Issue 14: a sign-in code is 6 digits, lasts 10 minutes, allows 5 attempts and is spent once. */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** A new code for the same number at most once a minute, and five an hour. */
export const RESEND_AFTER_MS = 60 * 1000;
export const CODES_PER_HOUR = 5;
/**
 * Codes for one number an hour on the whole platform, whatever site asked: each text is paid by the operator, and the
 * per-site limit alone would let every tenant text the same phone five times an hour.
 */
export const PLATFORM_CODES_PER_HOUR = 10;

export const CODE_MESSAGES = {
  format: "Please enter the 6-digit code we sent you.",
  wrong: "That code isn't right. Please check the message and try again.",
  expired: "That code has expired. Please ask for a new one.",
  locked: "Too many wrong codes. Please ask for a new one.",
  none: "Please ask for a code first.",
} as const;

export type CodeRow = { expiresAt: Date; attempts: number; usedAt: Date | null };

/** Whether the newest code for a number can still be tried, before comparing it. */
export function codeUsable(row: CodeRow | null, now: Date): { ok: true } | { ok: false; message: string } {
  if (!row || row.usedAt) return { ok: false, message: CODE_MESSAGES.none };
  if (row.expiresAt <= now) return { ok: false, message: CODE_MESSAGES.expired };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, message: CODE_MESSAGES.locked };
  return { ok: true };
}

/** What a typed code reads as: its digits ("123 456" and "123-456" are 123456), or null when it is not 6 digits. */
export function readCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * How long a shopper must wait for another code for this number: 0 when one may be sent now.
 * `recent` are the send times of this number's codes on this site in the last hour, `everywhere` those on every site.
 */
export function waitBeforeNextCode(recent: readonly Date[], now: Date, everywhere: readonly Date[] = recent): number {
  const lastHour = withinHour(recent, now);
  const sinceLast = lastHour.length ? now.getTime() - lastHour[lastHour.length - 1] : Number.POSITIVE_INFINITY;
  const minuteWait = Math.max(0, RESEND_AFTER_MS - sinceLast);
  return Math.ceil(
    Math.max(minuteWait, hourWait(lastHour, CODES_PER_HOUR, now), hourWait(withinHour(everywhere, now), PLATFORM_CODES_PER_HOUR, now)) /
      1000,
  );
}

const withinHour = (times: readonly Date[], now: Date) =>
  times
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - 60 * 60 * 1000)
    .sort((a, b) => a - b);

/** Until the oldest of the last `limit` sends is an hour old, when `limit` were sent in the hour. */
const hourWait = (sorted: readonly number[], limit: number, now: Date) =>
  sorted.length >= limit ? sorted[sorted.length - limit] + 60 * 60 * 1000 - now.getTime() : 0;

/** The SMS itself: short, says which site it is for, and that staff never ask for it. */
export function codeMessage(siteName: string, code: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in 10 minutes. Never share it: we will never ask you for it.`;
}
