import { ABSOLUTE_MS, needsTouch, sessionLive } from "~/domain/console/staff-session-rules";
import type { ConsoleDeps } from "./console-deps";
import { keyedHash, randomToken, sha256 } from "./console-secrets.server";
import {
  deleteStaffSession,
  deleteStaffSessions,
  insertStaffSession,
  readStaffSession,
  type StaffSessionRow,
  touchStaffSession,
} from "./staff-session-queries.server";

/**
 * The console's cookie: not the shoppers' `__session`, sent only to /dealer on this host (no Domain), so shopper
 * pages stay cacheable for a salesperson browsing the site and the cookie never reaches another dealer's host.
 * SameSite=Lax, not Strict: a link to a lead in a notification e-mail must open signed in; writes carry a CSRF token.
 */
export const STAFF_COOKIE = "__dealer";

/** Set-Cookie for a session (an empty value clears it); Secure where the host is served over https. */
export function staffCookie(origin: string, request: Request, value: string): string {
  const secure = origin.startsWith("https:") || new URL(request.url).protocol === "https:";
  const maxAge = value ? ABSOLUTE_MS / 1000 : 0;
  return [`${STAFF_COOKIE}=${value}`, "Path=/dealer", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

export function cookieSessionId(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === STAFF_COOKIE) {
      const value = rest.join("=");
      return /^[\w-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** A new session for the person on this host; gives back the cookie's value (the only copy of the id). */
export async function startStaffSession(
  deps: Pick<ConsoleDeps, "db" | "site" | "now">,
  staffId: string,
  userAgent: string | null,
): Promise<string> {
  const id = randomToken();
  await insertStaffSession(deps.db, {
    idHash: sha256(id),
    staffId,
    siteId: deps.site?.id ?? null,
    createdAt: deps.now,
    expiresAt: new Date(deps.now.getTime() + ABSOLUTE_MS),
    userAgent,
  });
  return id;
}

/** The live session of this request on this host, touched (at most once a minute); null when there is none. */
export async function currentStaffSession(
  deps: Pick<ConsoleDeps, "db" | "site" | "now">,
  cookieHeader: string | null,
): Promise<StaffSessionRow | null> {
  const id = cookieSessionId(cookieHeader);
  if (!id) return null;
  const row = await readStaffSession(deps.db, deps.site?.id ?? null, sha256(id));
  if (!row || !sessionLive(row, deps.now)) return null;
  if (needsTouch(row, deps.now)) await touchStaffSession(deps.db, row.idHash, deps.now);
  return row;
}

export async function endStaffSession(deps: Pick<ConsoleDeps, "db">, session: StaffSessionRow, everywhere: boolean): Promise<void> {
  if (everywhere) await deleteStaffSessions(deps.db, session.staffId);
  else await deleteStaffSession(deps.db, session.idHash);
}

/** The form token of a session: a write without it (or with another session's) is refused. */
export const csrfToken = (secret: string, session: Pick<StaffSessionRow, "idHash">) => keyedHash(secret, "console-csrf", session.idHash);
