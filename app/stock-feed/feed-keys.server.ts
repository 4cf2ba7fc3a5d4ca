import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { findDealershipId, findFeedKey, storeFeedKey } from "./stock-feed-queries.server";

/**
 * Per-dealership API keys for `POST /api/stock/feed`. A key reads `sfk_<key id>_<secret>`: the key
 * id (public, unique) finds the row, and the secret's SHA-256 is compared with the stored one in
 * constant time. The secret is 32 random bytes, so a plain SHA-256 (no slow hash) is enough: there
 * is nothing to guess by brute force.
 */
const KEY_PATTERN = /^sfk_([0-9a-f]{16})_([0-9a-f]{64})$/;

export class UnknownDealershipError extends Error {
  constructor(siteSlug: string, dealershipSlug: string) {
    super(`Site ${siteSlug} has no dealership "${dealershipSlug}".`);
    this.name = "UnknownDealershipError";
  }
}

function sha256(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

/** Makes a new key for the dealership, replacing its old one (which stops working at once); returns the plaintext key. */
export async function rotateFeedKey(db: Queryable, site: TenantSite, dealershipSlug: string): Promise<string> {
  const dealershipId = await findDealershipId(db, site.id, dealershipSlug);
  if (dealershipId === null) throw new UnknownDealershipError(site.slug, dealershipSlug);
  const keyId = randomBytes(8).toString("hex");
  const secret = randomBytes(32).toString("hex");
  await storeFeedKey(db, site.id, dealershipId, keyId, sha256(secret));
  return `sfk_${keyId}_${secret}`;
}

export type FeedKeyDealership = { id: number; slug: string };

/**
 * The dealership of this site the key belongs to, or null for a missing, malformed, replaced or
 * other site's key (the caller answers 401 to all of them alike).
 */
export async function authenticateFeedKey(db: Queryable, site: TenantSite, key: string | null): Promise<FeedKeyDealership | null> {
  const match = key ? KEY_PATTERN.exec(key) : null;
  if (!match) return null;
  const [keyId, secret] = [match[1], match[2]];
  const row = await findFeedKey(db, site.id, keyId);
  // Hash even when no row matched, so a wrong key id takes as long as a wrong secret.
  const given = sha256(secret);
  const stored = row ? Buffer.from(row.secret_sha256) : Buffer.alloc(given.length);
  return timingSafeEqual(given, stored) && row ? { id: row.id, slug: row.slug } : null;
}
