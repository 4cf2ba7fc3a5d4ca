/**
 * Discovery spec section 9: "Promo cards can be limited by ... position ... One site randomises the
 * position." On that site a promo listing several positions shows at one of them, chosen per visitor:
 * from a seed the visitor keeps in a cookie, so the server's HTML and the browser's later renders
 * put the card in the same place, and the same visitor sees it in the same place on every page.
 */

/** The cookie that keeps a visitor's seed (set on the first search page of a site that randomises). */
export const PROMO_SEED_COOKIE = "promo_seed";
export const PROMO_SEED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A 32-bit mix (murmur3's finaliser): nearby seeds give unrelated choices. */
function mix(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** One of `positions` for this seed: always the same for the same seed, spread evenly over seeds. */
export function promoPosition(seed: number, positions: readonly number[]): number {
  if (positions.length === 0) throw new Error("promoPosition needs at least one position");
  return positions[mix(seed) % positions.length];
}

/** A promo's own seed from the visitor's: two promos of one visitor choose independently. */
export function promoSeedFor(visitorSeed: number, promoId: string): number {
  let h = visitorSeed >>> 0;
  for (let i = 0; i < promoId.length; i++) h = Math.imul(h ^ promoId.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The seed in a Cookie header, or null when there is none or it is not a 32-bit whole number. */
export function readPromoSeed(cookieHeader: string | null): number | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name !== PROMO_SEED_COOKIE || value === undefined) continue;
    if (!/^\d{1,10}$/.test(value)) return null;
    const seed = Number(value);
    return seed <= 0xffffffff ? seed : null;
  }
  return null;
}

/** Set-Cookie for a new seed: a year, this host only, never read by scripts. */
export function promoSeedCookie(seed: number, secure: boolean): string {
  return `${PROMO_SEED_COOKIE}=${seed >>> 0}; Max-Age=${PROMO_SEED_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The visitor's seed on a site that randomises promo positions: the one in their cookie, or a fresh
 * one with the Set-Cookie that keeps it. Other sites use no seed and set no cookie, so their search
 * pages stay one shared page for every shopper (the page cache never stores a response that sets a
 * cookie, and never answers a request that carries one).
 */
export function visitorPromoSeed(
  randomise: boolean,
  cookieHeader: string | null,
  options: { fresh: () => number; secure: boolean },
): { seed: number | null; setCookie: string | null } {
  if (!randomise) return { seed: null, setCookie: null };
  const known = readPromoSeed(cookieHeader);
  if (known !== null) return { seed: known, setCookie: null };
  const seed = options.fresh() >>> 0;
  return { seed, setCookie: promoSeedCookie(seed, options.secure) };
}
