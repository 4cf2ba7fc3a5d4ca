import { randomUUID } from "node:crypto";
import { mayAssignVisitor } from "~/domain/analytics/visitor-consent";

/**
 * Issue 56: the first-party visitor id, a random UUID the server assigns in POST /api/events' answer. Its cookie's
 * path is /api/events, so the browser sends it with analytics batches and never with a page: shared pages stay
 * cacheable (the page cache keeps only requests without a cookie). HttpOnly: no script reads it.
 */
export const VISITOR_COOKIE = "__visitor";
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor id the request's cookie holds, or null (none, or not one the server could have set). */
export function visitorFromRequest(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === VISITOR_COOKIE && value && UUID.test(value)) return value;
  }
  return null;
}

const attributes = (secure: boolean) => `Path=/api/events; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/**
 * Whom a batch's events are counted for, and the Set-Cookie header (if any) its answer carries: the browser's own id,
 * or a new one, where `mayAssignVisitor` allows; otherwise none, and an id the browser still holds is cleared.
 */
export function batchVisitor(
  site: { askConsent: boolean },
  batch: { consent?: boolean; existing: string | null; secure: boolean },
  newId: () => string = randomUUID,
): { visitor: string | null; setCookie: string | null } {
  if (!mayAssignVisitor(site, batch.consent)) {
    return { visitor: null, setCookie: batch.existing ? `${VISITOR_COOKIE}=; Max-Age=0; ${attributes(batch.secure)}` : null };
  }
  if (batch.existing) return { visitor: batch.existing, setCookie: null };
  const visitor = newId();
  return { visitor, setCookie: `${VISITOR_COOKIE}=${visitor}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(batch.secure)}` };
}
