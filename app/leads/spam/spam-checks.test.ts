import { describe, expect, it } from "vitest";
import { checkHumanAnswer, humanQuestion, QUESTION_LIFETIME_MS } from "./human-question.server";
import { signToken, verifyToken } from "./signed-token.server";

describe("signed tokens", () => {
  const secret = "test-secret";
  const token = signToken(secret, "form-started", "1700000000000");

  it("gives back the value of a token it signed, for the same purpose", () => {
    expect(verifyToken(secret, "form-started", token)).toBe("1700000000000");
  });

  it("refuses a changed value, a changed signature, another purpose, another secret and junk", () => {
    const [value, signature] = token.split(".");
    expect(verifyToken(secret, "form-started", `1600000000000.${signature}`)).toBeNull();
    expect(verifyToken(secret, "form-started", `${value}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(verifyToken(secret, "human-question", token)).toBeNull();
    expect(verifyToken("other-secret", "form-started", token)).toBeNull();
    for (const junk of ["", ".", "abc", `${value}.`, 42, null, undefined, { token }, "x".repeat(501)])
      expect(verifyToken(secret, "form-started", junk)).toBeNull();
  });
});

describe("the no-JavaScript question", () => {
  const secret = "test-secret";
  const now = new Date("2026-11-22T02:00:00Z");
  const fixed = () => 0.5; // 1 + floor(0.5 * 9) = 5, so five plus five
  const question = humanQuestion(secret, now, fixed);

  it("asks a sum in words and accepts its answer in digits", () => {
    expect(question.text).toBe("What is five plus five?");
    expect(checkHumanAnswer(secret, question.token, "10", now)).toBe(true);
    expect(checkHumanAnswer(secret, question.token, " 10 ", now)).toBe(true);
    expect(checkHumanAnswer(secret, question.token, "11", now)).toBe(false);
  });

  it("expires an hour after it was asked", () => {
    const justBefore = new Date(now.getTime() + QUESTION_LIFETIME_MS - 1);
    const atExpiry = new Date(now.getTime() + QUESTION_LIFETIME_MS);
    expect(checkHumanAnswer(secret, question.token, "10", justBefore)).toBe(true);
    expect(checkHumanAnswer(secret, question.token, "10", atExpiry)).toBe(false);
  });

  it("refuses a token signed with another secret", () => {
    expect(checkHumanAnswer("other", question.token, "10", now)).toBe(false);
  });

  it("does not carry its answer: the token is its expiry and nonce plus a signature only the secret can check", () => {
    const sums = [0.0, 0.5, 0.99].map((r) => humanQuestion(secret, now, () => r, "fixed-nonce"));
    const expires = now.getTime() + QUESTION_LIFETIME_MS;
    for (const q of sums) expect(q.token.startsWith(`${expires}:fixed-nonce.`)).toBe(true);
    // Same expiry and nonce, different sums (2, 10, 18): the readable part is identical.
    expect(new Set(sums.map((q) => q.token.split(".")[0])).size).toBe(1);
    const accepted = Array.from({ length: 20 }, (_, n) => String(n)).filter((n) => checkHumanAnswer(secret, question.token, n, now));
    expect(accepted).toEqual(["10"]);
  });

  it("refuses malformed tokens and answers that are not a small number", () => {
    for (const token of ["", "10:123.abc", `${Date.now()}`, "x".repeat(300), null, 42])
      expect(checkHumanAnswer(secret, token, "10", now)).toBe(false);
    for (const answer of ["ten", "1e1", "010x", "", null, "-10"]) expect(checkHumanAnswer(secret, question.token, answer, now)).toBe(false);
  });
});
