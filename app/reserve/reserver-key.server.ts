import { createHash, randomBytes } from "node:crypto";

/**
 * The reserving browser's key: random, in an HttpOnly cookie of its own, and stored with each claim
 * only as its SHA-256, so the database never holds what the browser presents. It binds the buy-online
 * journey to the browser that paid the deposit (domain/reserve/journey-access.ts).
 */
export const RESERVER_COOKIE = "__reserver";
const KEY = /^[\w-]{43}$/;
const DAYS = 30;

/** The browser's key from the request's cookies, or null. */
export function reserverKey(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === RESERVER_COOKIE && value && KEY.test(value)) return value;
  }
  return null;
}

export const newReserverKey = (): string => randomBytes(32).toString("base64url");

export const reserverKeyHash = (key: string | null): string | null => (key ? createHash("sha256").update(key).digest("hex") : null);

/** The Set-Cookie header that keeps the key: this site's host only, Secure over HTTPS. */
export function reserverCookie(key: string, secure: boolean): string {
  return `${RESERVER_COOKIE}=${key}; Path=/; Max-Age=${DAYS * 24 * 3600}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Who is asking to go on with a journey: this browser's key and the signed-in shopper's mobile (E.164, as My Garage matches it). */
export function journeyViewer(request: Request, shopper: { phone: string } | null) {
  return { reserverKeyHash: reserverKeyHash(reserverKey(request)), shopperPhone: shopper?.phone ?? null };
}
