import type { HumanQuestion } from "~/leads/lead-form-setup";
import { randomBytes } from "node:crypto";
import { signToken, verifyToken } from "./signed-token.server";

const PURPOSE = "human-question";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
export const QUESTION_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The check for a shopper without JavaScript (the proof-of-work widget needs it): a small sum in
 * words that a person answers at a glance. The token carries only when it expires and a nonce; its
 * signature covers the answer too, so only the server, holding the secret, can tell a right answer
 * from a wrong one.
 */
export function humanQuestion(
  secret: string,
  now: Date,
  random: () => number = Math.random,
  nonce = randomBytes(9).toString("base64url"),
): HumanQuestion {
  const a = 1 + Math.floor(random() * 9);
  const b = 1 + Math.floor(random() * 9);
  const issued = `${now.getTime() + QUESTION_LIFETIME_MS}:${nonce}`;
  const signed = signToken(secret, PURPOSE, `${issued}:${a + b}`);
  const signature = signed.slice(signed.lastIndexOf(".") + 1);
  return { text: `What is ${NUMBER_WORDS[a] ?? a} plus ${NUMBER_WORDS[b] ?? b}?`, token: `${issued}.${signature}` };
}

/** A question token that is well formed and not yet expired (its answer is checked by `checkHumanAnswer`). */
export function questionLive(token: unknown, now: Date): token is string {
  if (typeof token !== "string" || token.length > 200) return false;
  const match = /^(\d{1,15}):[\w-]{1,40}\.[\w-]+$/.exec(token);
  return match !== null && Number(match[1]) > now.getTime();
}

export function checkHumanAnswer(secret: string, token: unknown, answer: unknown, now: Date): boolean {
  if (!questionLive(token, now)) return false;
  const given = String(answer ?? "").trim();
  if (!/^\d{1,3}$/.test(given)) return false;
  const cut = token.lastIndexOf(".");
  return verifyToken(secret, PURPOSE, `${token.slice(0, cut)}:${given}${token.slice(cut)}`) !== null;
}
