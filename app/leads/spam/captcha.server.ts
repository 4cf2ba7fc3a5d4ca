import type { Logger } from "pino";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export type CaptchaSettings = { secret: string; cost: number; counterMin: number; counterMax: number; lifetimeSeconds: number };
export type CaptchaVerdict = "ok" | "missing" | "invalid" | "expired" | "replayed";
/** A one-time proof to record as spent, in the same transaction as what it lets through. */
export type OneTimeToken = { key: string; expires: Date };

/**
 * Self-hosted ALTCHA proof of work: the widget spends about a second of a phone's time, which
 * costs a bot farm dearly and a shopper nothing. Challenges are HMAC-signed per site and expire (a
 * challenge solved for one dealer's site is refused on another's); a solved one is recorded so it
 * cannot be replayed (by the caller, with the lead: see verifyCaptcha).
 */
export async function createCaptchaChallenge(settings: CaptchaSettings, siteSlug: string) {
  // The library checks expiry against the real clock, so the expiry is set from it too.
  const now = new Date();
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: settings.cost,
    counter: randomInt(settings.counterMin, settings.counterMax),
    deriveKey,
    ...siteSecrets(settings, siteSlug),
    expiresAt: Math.floor(now.getTime() / 1000) + settings.lifetimeSeconds,
  });
}

/** Each site signs with keys of its own, derived from the one secret. */
function siteSecrets(settings: CaptchaSettings, siteSlug: string) {
  return { hmacSignatureSecret: `${settings.secret}:site:${siteSlug}`, hmacKeySignatureSecret: `${settings.secret}:key:${siteSlug}` };
}

function decode(
  payload: unknown,
): { challenge: Parameters<typeof verifySolution>[0]["challenge"]; solution: Parameters<typeof verifySolution>[0]["solution"] } | null {
  if (typeof payload !== "string" || !payload || payload.length > 10_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (
      !parsed ||
      typeof parsed !== "object" ||
      !parsed.challenge?.parameters ||
      !parsed.solution ||
      typeof parsed.challenge.signature !== "string"
    )
      return null;
    return parsed;
  } catch {
    // Not base64 JSON: a forged or broken payload, answered as an invalid robot check (422).
    return null;
  }
}

/**
 * Checks a solution without spending it: the caller records `spend` in the transaction that stores
 * the lead, so a lead that fails to store (the database went away mid-way) leaves the proof unspent
 * and the shopper's retry is not refused as a replay.
 */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  siteSlug: string,
  payload: unknown,
  now: Date,
  logger?: Logger,
): Promise<{ verdict: "ok"; spend: OneTimeToken } | { verdict: Exclude<CaptchaVerdict, "ok" | "replayed"> }> {
  if (payload === undefined || payload === null || payload === "") return { verdict: "missing" };
  const decoded = decode(payload);
  if (!decoded) return { verdict: "invalid" };
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      ...siteSecrets(settings, siteSlug),
    });
  } catch (error) {
    // Usually a malformed challenge; logged because a fault here would refuse every shopper's robot check.
    logger?.warn({ err: error }, "captcha solution could not be verified; answered as invalid");
    return { verdict: "invalid" };
  }
  if (result.expired) return { verdict: "expired" };
  if (!result.verified) return { verdict: "invalid" };
  const expires = new Date((decoded.challenge.parameters.expiresAt ?? Math.floor(now.getTime() / 1000) + settings.lifetimeSeconds) * 1000);
  return { verdict: "ok", spend: { key: String(decoded.challenge.signature), expires } };
}

export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaVerdict, "ok">, string> = {
  missing: "Please confirm you are not a robot.",
  invalid: "We could not confirm you are not a robot. Please try again.",
  expired: "The robot check expired. Please try again.",
  replayed: "That robot check was already used. Please try again.",
};
