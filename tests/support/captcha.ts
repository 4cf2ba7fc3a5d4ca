import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createCaptchaChallenge, type CaptchaSettings } from "~/leads/spam/captcha.server";

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the answer. */
export async function solvedCaptcha(settings: CaptchaSettings, siteSlug: string): Promise<string> {
  const challenge = await createCaptchaChallenge(settings, siteSlug);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
