import { randomBytes } from "node:crypto";
import { signToken, verifyToken } from "./signed-token.server";

/** A person takes more than a few seconds to fill in a form; a bot posting at once does not. */
export const MIN_FILL_MS = 3000;

/**
 * A form's timer is good for 8 days: a draft or a queued offline enquiry is kept for 7
 * (components/leads/lead-drafts.ts) and sends the timer it was opened with. Older, it counts as missing.
 */
export const FORM_TIMER_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * Issued when the form is rendered or opened; comes back in the `form_started` field. The nonce
 * keeps two forms opened in the same millisecond apart, since each timer counts once.
 */
export const formStartedToken = (secret: string, now: Date, nonce = randomBytes(6).toString("base64url")) =>
  signToken(secret, "form-started", `${now.getTime()}:${nonce}`);

/** Milliseconds since the form was issued, or null when the token is missing, forged or expired. */
export function fillTimeMs(secret: string, token: unknown, now: Date): number | null {
  const value = verifyToken(secret, "form-started", token);
  if (value === null) return null;
  const elapsed = now.getTime() - Number(value.split(":")[0]);
  return elapsed <= FORM_TIMER_LIFETIME_MS ? elapsed : null;
}
