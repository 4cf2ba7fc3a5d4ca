import { signToken, verifyToken } from "./signed-token.server";

/** A person takes more than a few seconds to fill in a form; a bot posting at once does not. */
export const MIN_FILL_MS = 3000;

/** Issued when the form is rendered or opened; comes back in the `form_started` field. */
export const formStartedToken = (secret: string, now: Date) => signToken(secret, "form-started", String(now.getTime()));

/** Milliseconds since the form was issued, or null when the token is missing or forged. */
export function fillTimeMs(secret: string, token: unknown, now: Date): number | null {
  const value = verifyToken(secret, "form-started", token);
  return value === null ? null : now.getTime() - Number(value);
}
