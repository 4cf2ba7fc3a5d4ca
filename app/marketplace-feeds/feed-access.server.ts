import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a request may read the site's feeds. A site without `marketplaceFeeds.token` publishes them openly (a
 * marketplace fetches a plain URL); with one, `?token=` must match it. Both sides are hashed first so the compare
 * takes the same time whatever the length or content of the guess.
 */
export function feedAccessAllowed(configured: string | undefined, given: string | null): boolean {
  if (configured === undefined) return true;
  if (given === null) return false;
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(configured), digest(given));
}
