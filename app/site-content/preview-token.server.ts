import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed address of an unpublished version (issue 55): the console hands it out, anyone given it sees that one
 * version on the site for a week, and it names its site, so no other site's host opens it. It says nothing a
 * shopper could change (the signature covers every part), and the page it opens is never cached or indexed.
 */
export type PreviewClaim = { siteId: number; itemId: number; version: number; expires: number };

export const PREVIEW_DAYS = 7;
/** A preview's address: the offer page for an offer, the home page for a slide or popup (each its own route's code). */
export const previewPath = (kind: string, token: string) => `/preview/${kind === "offer" ? "offer" : "home"}/${token}`;

const signature = (secret: string, body: string) => createHmac("sha256", secret).update(`preview:${body}`).digest("base64url");

export function signPreview(secret: string, claim: PreviewClaim): string {
  const body = [claim.siteId, claim.itemId, claim.version, Math.floor(claim.expires / 1000)].join(".");
  return `${body}.${signature(secret, body)}`;
}

export const previewExpiry = (now: Date) => now.getTime() + PREVIEW_DAYS * 24 * 60 * 60 * 1000;

/** The claim of a token this platform signed for this site that has not expired, else null. */
export function readPreview(secret: string, token: string, siteId: number, now: Date): PreviewClaim | null {
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const body = match.slice(1, 5).join(".");
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(match[5]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claim = { siteId: Number(match[1]), itemId: Number(match[2]), version: Number(match[3]), expires: Number(match[4]) * 1000 };
  return claim.siteId === siteId && claim.expires > now.getTime() ? claim : null;
}
