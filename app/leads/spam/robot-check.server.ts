import type { Queryable } from "~/db/database";
import type { Logger } from "pino";
import { spendToken } from "~/leads/lead-queries.server";
import type { LeadServices } from "~/leads/lead-services";
import { CAPTCHA_MESSAGES, type OneTimeToken, verifyCaptcha } from "./captcha.server";
import { checkHumanAnswer, QUESTION_LIFETIME_MS, questionLive } from "./human-question.server";

/**
 * A one-time proof that passed, to be spent in the lead's transaction, what to say if a copy spent it
 * first, and which check it was (a passed proof of work skips the fill-time rule: lead-targets.ts).
 */
export type Proof = { token: OneTimeToken; refusal: string; proofOfWork: boolean };

const QUESTION_USED = "That question was already used. Please answer the new one.";

/**
 * The form's robot check: the proof of work (ALTCHA) when it verifies, else the signed question
 * (the form without JavaScript). Checked here, spent with the lead; a wrong answer is spent at
 * once, since a question counts once: a bot cannot try the few possible sums in turn.
 */
export async function checkRobot(
  db: Queryable,
  deps: { siteSlug: string; services: LeadServices; now: Date; logger?: Logger },
  body: Record<string, unknown>,
): Promise<{ ok: true; proof: Proof } | { ok: false; message: string }> {
  const { services, now } = deps;
  const captcha = await verifyCaptcha(services.captcha, deps.siteSlug, body.altcha, now, deps.logger);
  if (captcha.verdict === "ok") return { ok: true, proof: { token: captcha.spend, refusal: CAPTCHA_MESSAGES.replayed, proofOfWork: true } };
  const token = body.human_token;
  const answered = body.human_answer !== undefined && body.human_answer !== "";
  if (!answered || !questionLive(token, now)) return { ok: false, message: CAPTCHA_MESSAGES[captcha.verdict] };
  const question = { key: `question:${token}`, expires: new Date(now.getTime() + QUESTION_LIFETIME_MS) };
  if (!checkHumanAnswer(services.secret, token, body.human_answer, now)) {
    const fresh = await spendToken(db, question.key, question.expires);
    return { ok: false, message: fresh ? "That answer was not right. Please try the new question." : QUESTION_USED };
  }
  return { ok: true, proof: { token: question, refusal: QUESTION_USED, proofOfWork: false } };
}
