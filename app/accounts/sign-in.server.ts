import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { parseAustralianMobile } from "~/domain/phone";
import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_MESSAGES,
  CODE_TTL_MS,
  codeMessage,
  codeUsable,
  readCode,
  waitBeforeNextCode,
} from "~/domain/accounts/sign-in-code";
import type { TenantSite } from "~/sites/tenant-site";
import {
  countCodeAttempt,
  insertSignInCode,
  lockNewestCode,
  recentCodeTimes,
  recentCodeTimesEverywhere,
  type Shopper,
  spendCode,
  upsertShopper,
} from "./account-queries.server";
import type { SmsProvider } from "~/lib/sms/sms-provider";

export type SignInDeps = { db: Database; site: TenantSite; now: Date; secret: string; sms: SmsProvider; logger?: Logger };

export const SMS_FAILED = "We couldn't send a text message just now. Please try again in a minute.";

/** Only an HMAC of a code is stored, keyed by the server's secret: a copy of the table cannot be tried offline. */
function codeHash(secret: string, siteId: number, phone: string, code: string): Buffer {
  return createHmac("sha256", secret).update(`sign-in-code:${siteId}:${phone}:${code}`).digest();
}

/**
 * Sends a sign-in code to an Australian mobile: one a minute and five an hour for a number (the
 * wait comes back with the refusal, for Retry-After); the code is 6 random digits, valid 10 minutes.
 */
export async function sendSignInCode(
  deps: SignInDeps,
  phoneInput: string,
): Promise<{ ok: true; phone: string } | { ok: false; fields: { phone: string }; retryAfterSeconds?: number }> {
  const { db, site, now } = deps;
  const mobile = parseAustralianMobile(phoneInput);
  if (!mobile.ok) return { ok: false, fields: { phone: mobile.message } };
  const wait = waitBeforeNextCode(
    await recentCodeTimes(db, site.id, mobile.e164, now),
    now,
    await recentCodeTimesEverywhere(db, mobile.e164, now),
  );
  if (wait > 0)
    return {
      ok: false,
      fields: { phone: `We've just sent a code to this number. Please wait ${wait} seconds before asking for another.` },
      retryAfterSeconds: wait,
    };
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
  await insertSignInCode(db, {
    siteId: site.id,
    phone: mobile.e164,
    codeHash: codeHash(deps.secret, site.id, mobile.e164, code).toString("hex"),
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  try {
    await deps.sms.send({ to: mobile.e164, body: codeMessage(site.name, code), siteSlug: site.slug });
  } catch (error) {
    deps.logger?.error({ err: error, provider: deps.sms.name }, "sign-in code not sent");
    return { ok: false, fields: { phone: SMS_FAILED } };
  }
  return { ok: true, phone: mobile.e164 };
}

/**
 * Checks a typed code against the newest one sent to the number: spent once, counted towards 5
 * attempts when wrong, compared in constant time. The right code signs the shopper in (their
 * account on this site is made on first sign-in).
 */
export async function verifySignInCode(
  deps: Pick<SignInDeps, "db" | "site" | "now" | "secret">,
  phone: string,
  codeInput: string,
): Promise<{ ok: true; shopper: Shopper } | { ok: false; message: string }> {
  const { db, site, now } = deps;
  const code = readCode(codeInput);
  if (!code) return { ok: false, message: CODE_MESSAGES.format };
  return db.transaction(async (tx) => {
    const row = await lockNewestCode(tx, site.id, phone);
    const usable = codeUsable(row, now);
    if (!usable.ok || !row) return { ok: false as const, message: usable.ok ? CODE_MESSAGES.none : usable.message };
    const stored = Buffer.from(row.codeHash, "hex");
    const given = codeHash(deps.secret, site.id, phone, code);
    if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
      await countCodeAttempt(tx, row.id);
      const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
      return {
        ok: false as const,
        message: left > 0 ? `${CODE_MESSAGES.wrong} ${left === 1 ? "1 try" : `${left} tries`} left.` : CODE_MESSAGES.locked,
      };
    }
    await spendCode(tx, row.id, now);
    return { ok: true as const, shopper: await upsertShopper(tx, site.id, phone, now) };
  });
}
