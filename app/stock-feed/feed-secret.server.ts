import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * A pull's credential (a password or a header token) is sent to the dealer's server, so it cannot be kept as a hash
 * like the console's own secrets: it is encrypted with AES-256-GCM under a key derived from the platform's secret
 * (LEAD_SECRET, or the one kept in the data directory). A copy of the database alone reads none of them.
 * Stored as `v1.{iv}.{tag}.{ciphertext}`, base64url.
 */
const keyOf = (secret: string) => createHash("sha256").update(`feed-pull-credentials:${secret}`).digest();

export function encryptFeedSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The plain credential, or null when it cannot be read (another secret, a damaged value): the pull then fails, saying so. */
export function decryptFeedSecret(secret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
