import type { HumanQuestion } from "~/leads/lead-form-setup";
import { signToken, verifyToken } from "./signed-token.server";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
export const QUESTION_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The check for a shopper without JavaScript (the proof-of-work widget needs it): a small sum in
 * words that a person answers at a glance. The answer travels signed and expiring with the form.
 */
export function humanQuestion(secret: string, now: Date, random: () => number = Math.random): HumanQuestion {
  const a = 1 + Math.floor(random() * 9);
  const b = 1 + Math.floor(random() * 9);
  const expires = now.getTime() + QUESTION_LIFETIME_MS;
  return {
    text: `What is ${NUMBER_WORDS[a] ?? a} plus ${NUMBER_WORDS[b] ?? b}? (Answer in digits.)`,
    token: signToken(secret, "human-question", `${a + b}:${expires}`),
  };
}

export function checkHumanAnswer(secret: string, token: unknown, answer: unknown, now: Date): boolean {
  const value = verifyToken(secret, "human-question", token);
  if (!value) return false;
  const [expected, expires] = value.split(":");
  return Number(expires) > now.getTime() && String(answer ?? "").trim() === expected;
}
