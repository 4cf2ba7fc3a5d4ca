import { CODE_ATTEMPTS, consoleRedirect, LINKS_PER_WINDOW, LONG_LINK_MS, SIGN_IN_LINK_MS } from "~/domain/console/staff-session-rules";
import type { ConsoleDeps } from "./console-deps";
import { keyedHash, randomToken, sameHash, sixDigits } from "./console-secrets.server";
import {
  countAttempt,
  countRecentTokens,
  insertSignInToken,
  lockNewestToken,
  type SignInTokenRow,
  spendToken,
} from "./sign-in-link-queries.server";
import { signInMessage } from "./sign-in-message";
import { findMembership, findStaffByEmail, type StaffMember } from "./staff-queries.server";
import { startStaffSession } from "./staff-sessions.server";

const siteIdOf = (deps: Pick<ConsoleDeps, "site">) => deps.site?.id ?? null;
const tokenHash = (deps: Pick<ConsoleDeps, "secret">, token: string) => keyedHash(deps.secret, "staff-link", token);
const codeHash = (deps: Pick<ConsoleDeps, "secret">, hash: string, code: string) => keyedHash(deps.secret, "staff-code", `${hash}:${code}`);

/** Whether this person may be signed in on this host: a member of the site, or (on the platform's host) an operator. */
export async function mayEnter(deps: ConsoleDeps, person: StaffMember): Promise<boolean> {
  if (!deps.site) return person.operator;
  return (await findMembership(deps.db, deps.site.id, person.id)) !== null;
}

/** A fresh link and code for a person on this host; only their hashes are stored. */
export async function createSignInLink(
  deps: ConsoleDeps,
  staffId: string,
  /** `long`: a day, for a link a person may not open at once (an invitation, the one `npm start` prints). */
  options: { redirectTo?: string; long?: boolean } = {},
): Promise<{ url: string; code: string }> {
  const token = randomToken();
  const code = sixDigits();
  const hash = tokenHash(deps, token);
  await insertSignInToken(deps.db, {
    tokenHash: hash,
    codeHash: codeHash(deps, hash, code),
    staffId,
    siteId: siteIdOf(deps),
    redirectTo: consoleRedirect(options.redirectTo),
    now: deps.now,
    expiresAt: new Date(deps.now.getTime() + (options.long ? LONG_LINK_MS : SIGN_IN_LINK_MS)),
  });
  return { url: `${deps.origin}/dealer/sign-in/link?token=${token}`, code };
}

/**
 * Sends a sign-in link and code to a person who may enter here. The caller says the same thing whoever the address
 * belongs to, so the form tells nobody who works at the dealership; a person sent three links in 15 minutes gets no more.
 */
export async function requestSignIn(deps: ConsoleDeps, input: { email: string; redirectTo?: string }): Promise<void> {
  const person = await findStaffByEmail(deps.db, input.email);
  if (!person || !(await mayEnter(deps, person))) return;
  if ((await countRecentTokens(deps.db, person.id, new Date(deps.now.getTime() - SIGN_IN_LINK_MS))) >= LINKS_PER_WINDOW) return;
  const link = await createSignInLink(deps, person.id, { redirectTo: input.redirectTo });
  const message = signInMessage({ name: person.name, siteName: deps.site?.name ?? "the dealer platform", ...link });
  await deps.mailer.send({ from: deps.from, to: person.email, ...message }, `sign-in-${person.id}-${deps.now.getTime()}`);
}

export type SignedIn = { cookieValue: string; redirectTo: string };

/** Spends a link's token and starts a session; null when the link is unknown here, spent or out of date. */
export async function signInWithLink(deps: ConsoleDeps, token: string, userAgent: string | null): Promise<SignedIn | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const row = await spendToken(deps.db, siteIdOf(deps), tokenHash(deps, token), deps.now);
  if (!row) return null;
  const cookieValue = await startStaffSession(deps, row.staffId, userAgent);
  return { cookieValue, redirectTo: row.redirectTo };
}

export type CodeOutcome = SignedIn | { error: "wrong" | "expired" };

/** Checks a typed code against the person's newest link here; five wrong guesses spend it. */
export async function signInWithCode(
  deps: ConsoleDeps,
  input: { email: string; code: string },
  userAgent: string | null,
): Promise<CodeOutcome> {
  const person = await findStaffByEmail(deps.db, input.email);
  const staffId = person && (await mayEnter(deps, person)) ? person.id : null;
  const found = await deps.db.transaction(async (tx): Promise<{ row: SignInTokenRow } | { error: "wrong" | "expired" }> => {
    if (!staffId) return { error: "expired" as const };
    const row = await lockNewestToken(tx, siteIdOf(deps), staffId, deps.now);
    if (!row || row.attempts >= CODE_ATTEMPTS) return { error: "expired" as const };
    const right = /^\d{6}$/.test(input.code) && sameHash(row.codeHash, codeHash(deps, row.tokenHash, input.code));
    await countAttempt(tx, row.tokenHash, deps.now, right || row.attempts + 1 >= CODE_ATTEMPTS);
    return right ? { row } : { error: "wrong" as const };
  });
  if ("error" in found) return found;
  const cookieValue = await startStaffSession(deps, found.row.staffId, userAgent);
  return { cookieValue, redirectTo: found.row.redirectTo };
}
