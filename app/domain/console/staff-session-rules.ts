/** How long the console's sign-in and sessions last (issue 53; decision 029). */
export const SIGN_IN_LINK_MS = 15 * 60_000;
/** An invitation, and the link `npm start` prints for a demo site's owner: a person may take a while to click it. */
export const LONG_LINK_MS = 24 * 60 * 60_000;
export const CODE_ATTEMPTS = 5;
/** At most this many links a person may be sent in SIGN_IN_LINK_MS, whoever asks. */
export const LINKS_PER_WINDOW = 3;
/** A console left alone this long signs out; a salesperson's working day keeps it open. */
export const IDLE_MS = 12 * 60 * 60_000;
/** However busy, a session ends a week after sign-in. */
export const ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** Refunds, staff changes and feed keys ask the person to prove it is them if they last did more than this ago. */
export const RECONFIRM_MS = 10 * 60_000;
/** last_seen_at is written at most this often, not on every request. */
export const TOUCH_EVERY_MS = 60_000;

export type SessionTimes = { lastSeenAt: Date; expiresAt: Date; confirmedAt: Date };

export function sessionLive(session: SessionTimes, now: Date): boolean {
  return now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < IDLE_MS;
}

export const needsTouch = (session: SessionTimes, now: Date) => now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;

export const recentlyConfirmed = (session: SessionTimes, now: Date) => now.getTime() - session.confirmedAt.getTime() < RECONFIRM_MS;

/** A console path to land on after sign-in; anything else lands on the console's start. */
export function consoleRedirect(value: unknown): string {
  if (typeof value !== "string") return "/dealer";
  return /^\/dealer(\/[\w\-/.%?=&]*)?$/.test(value) && !value.includes("//") && !value.includes("..") ? value : "/dealer";
}
