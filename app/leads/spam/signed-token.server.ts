import { createHmac, timingSafeEqual } from "node:crypto";

/** `value.signature`: a value the server issued and can later trust, with no server-side state. */
export function signToken(secret: string, purpose: string, value: string): string {
  return `${value}.${createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url")}`;
}

export function verifyToken(secret: string, purpose: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 500) return null;
  const cut = token.lastIndexOf(".");
  if (cut <= 0) return null;
  const value = token.slice(0, cut);
  const expected = Buffer.from(signToken(secret, purpose, value));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}
