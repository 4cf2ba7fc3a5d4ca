import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** The console's secrets are kept as hashes: a copy of the tables signs nobody in. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const keyedHash = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");
export const randomToken = () => randomBytes(32).toString("base64url");
export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
