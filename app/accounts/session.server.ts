import { createHmac, randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session } from "react-router";
import type { Database } from "~/db/database";
import { CODE_TTL_MS } from "~/domain/accounts/sign-in-code";
import type { TenantSite } from "~/sites/tenant-site";
import { watchlistCarIds } from "./watchlist-queries.server";
import {
  deleteSession,
  deleteShopperSessions,
  findShopper,
  insertSession,
  readSession,
  type Shopper,
  updateSession,
} from "./account-queries.server";

/** What a session holds: the signed-in shopper, the number waiting for its code, a passkey challenge. */
export type SessionData = { shopperId?: string; signInPhone?: string; passkeyChallenge?: string };

export const SESSION_COOKIE = "__session";
const SESSION_DAYS = 30;
/** A session before sign-in holds a number waiting for its code or a passkey challenge: it lasts as long as a code. */
const VISITOR_SESSION_MS = CODE_TTL_MS;

type SessionDeps = { db: Database; site: TenantSite; now: Date; secret: string };

/**
 * React Router's session storage over the `sessions` table, for one site. The cookie holds only a
 * random id, signed; it is HttpOnly and SameSite=Lax, Secure over HTTPS, and carries no Domain,
 * so the browser sends it to this site's host alone. Every read also takes the site, so an id
 * copied to another dealer's site is unknown there.
 */
export function siteSessions(deps: SessionDeps, secure: boolean) {
  const { db, site, now } = deps;
  return createSessionStorage<SessionData>({
    cookie: createCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: SESSION_DAYS * 24 * 60 * 60,
      secrets: [createHmac("sha256", deps.secret).update("session-cookie").digest("base64url")],
    }),
    async createData(data, expires) {
      const id = randomBytes(32).toString("base64url");
      await insertSession(db, { id, siteId: site.id, shopperId: data.shopperId ?? null, data, expiresAt: expires ?? null, now });
      return id;
    },
    readData: (id) => readSession(db, site.id, id, now),
    updateData: (id, data, expires) => updateSession(db, site.id, id, data, data.shopperId ?? null, expires ?? null),
    deleteData: (id) => deleteSession(db, site.id, id),
  });
}

/** A site whose canonical origin is https is served over HTTPS (behind its TLS proxy), whatever scheme reached this process. */
const servedOverHttps = (site: TenantSite, request: Request) =>
  site.origin.startsWith("https:") || new URL(request.url).protocol === "https:";

/** The request's session storage and session. */
export async function requestSession(deps: SessionDeps, request: Request) {
  const storage = siteSessions(deps, servedOverHttps(deps.site, request));
  const session = await storage.getSession(request.headers.get("Cookie"));
  return { storage, session };
}

/**
 * Set-Cookie for a session as it is now: a signed-in shopper's lasts 30 days from now, a visitor's (before sign-in) 10
 * minutes, so that a bot posting the sign-in form stores nothing that outlives the code it never gets.
 */
export function commitSession(deps: SessionDeps, storage: ReturnType<typeof siteSessions>, session: Session<SessionData>): Promise<string> {
  if (session.get("shopperId")) return storage.commitSession(session);
  // The cookie's own 30-day Max-Age would outrank Expires in the browser: left out, and the stored row expires with it.
  return storage.commitSession(session, { expires: new Date(deps.now.getTime() + VISITOR_SESSION_MS), maxAge: undefined });
}

/** The signed-in shopper of this request on this site, or null. */
export async function currentShopper(deps: SessionDeps, request: Request): Promise<Shopper | null> {
  if (!request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`)) return null;
  const { session } = await requestSession(deps, request);
  const id = session.get("shopperId");
  return id ? findShopper(deps.db, deps.site.id, id) : null;
}

/**
 * Signs the shopper in: the old session (the one that asked for the code) is ended and a new one
 * starts, so an id someone planted before sign-in is worth nothing after it. Returns Set-Cookie.
 */
export async function startShopperSession(
  deps: SessionDeps,
  request: Request,
  old: Session<SessionData>,
  shopperId: string,
): Promise<string> {
  const storage = siteSessions(deps, servedOverHttps(deps.site, request));
  // Its clearing cookie is not needed: the new session's cookie, of the same name, replaces it.
  if (old.id) await storage.destroySession(old);
  const fresh = await storage.getSession();
  fresh.set("shopperId", shopperId);
  return storage.commitSession(fresh, { expires: new Date(deps.now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000) });
}

/** Sign out here (this browser), or everywhere (every session of the shopper on this site). Returns Set-Cookie. */
export async function endShopperSession(deps: SessionDeps, request: Request, everywhere: boolean): Promise<string> {
  const { storage, session } = await requestSession(deps, request);
  const shopperId = session.get("shopperId");
  if (everywhere && shopperId) await deleteShopperSessions(deps.db, deps.site.id, shopperId);
  return storage.destroySession(session);
}

/** What the page shell knows of the signed-in shopper: their number (the watchlist API takes it) and saved cars. */
export async function accountSummary(deps: SessionDeps, request: Request): Promise<{ phone: string; watchlist: number[] } | null> {
  const shopper = await currentShopper(deps, request);
  if (!shopper) return null;
  return { phone: shopper.phone, watchlist: await watchlistCarIds(deps.db, deps.site.id, shopper.id) };
}
