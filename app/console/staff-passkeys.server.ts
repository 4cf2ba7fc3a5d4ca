import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Queryable } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import { offerPasskeyPrompt, PASSKEY_CHALLENGE_MS, PASSKEYS_PER_HOST, passkeyLabel } from "~/domain/console/staff-passkey-rules";
import {
  answeredChallenge,
  registrationOptions,
  relyingParty,
  signInOptions,
  verifyNewPasskey,
  verifyPasskeySignIn,
} from "~/lib/passkeys.server";
import type { ConsoleDeps } from "./console-deps";
import type { Person } from "./require-staff.server";
import { mayEnter, type SignedIn } from "./sign-in.server";
import { findStaff } from "./staff-queries.server";
import {
  deleteStaffPasskey,
  dismissPasskeyPrompt,
  findStaffPasskey,
  insertPasskeyChallenge,
  insertStaffPasskey,
  listStaffPasskeys,
  purgePasskeyChallenges,
  readPasskeyPromptDismissed,
  recordStaffPasskeyUse,
  spendPasskeyChallenge,
} from "./staff-passkey-queries.server";
import { startStaffSession } from "./staff-sessions.server";

/** The console's relying party: this host (a site's canonical origin, or the platform's), so passkeys never cross hosts. */
const consoleRelyingParty = (deps: Pick<ConsoleDeps, "site" | "origin">) =>
  relyingParty(deps.origin, deps.site ? `${deps.site.name} dealer console` : "Dealer platform operators");
const siteIdOf = (deps: Pick<ConsoleDeps, "site">) => deps.site?.id ?? null;
const audit = (
  tx: Queryable,
  deps: ConsoleDeps,
  person: Person,
  action: string,
  resourceId: string,
  after: unknown,
  before: unknown = null,
) =>
  recordAudit(tx, {
    siteId: siteIdOf(deps),
    actor: { staffId: person.staff.id, email: person.staff.email },
    at: deps.now,
    action,
    resource: "passkey",
    resourceId,
    before,
    after,
  });

export type PasskeyListItem = { id: string; label: string; added: Date; lastUsed: Date | null };

/** What Your account shows of the person's passkeys on this host, and whether the after-sign-in prompt is due. */
export async function loadPasskeys(deps: Pick<ConsoleDeps, "db" | "site">, person: Pick<Person, "staff">) {
  const [passkeys, dismissedAt] = await Promise.all([
    listStaffPasskeys(deps.db, siteIdOf(deps), person.staff.id),
    readPasskeyPromptDismissed(deps.db, person.staff.id),
  ]);
  return {
    passkeys: passkeys.map((p): PasskeyListItem => ({ id: p.id, label: p.label, added: p.createdAt, lastUsed: p.lastUsedAt })),
    prompt: offerPasskeyPrompt({ passkeysHere: passkeys.length, dismissedAt }),
  };
}

/** Options for adding a passkey; the challenge is kept for this session only. */
export async function passkeyRegistrationOptions(deps: ConsoleDeps, person: Person) {
  const existing = await listStaffPasskeys(deps.db, siteIdOf(deps), person.staff.id);
  if (existing.length >= PASSKEYS_PER_HOST) return null;
  const options = await registrationOptions(
    consoleRelyingParty(deps),
    { id: `staff-${person.staff.id}`, name: person.staff.email, displayName: person.staff.name },
    existing,
  );
  await purgePasskeyChallenges(deps.db, deps.now);
  await insertPasskeyChallenge(deps.db, {
    challenge: options.challenge,
    purpose: "register",
    siteId: siteIdOf(deps),
    sessionHash: person.session.idHash,
    expiresAt: new Date(deps.now.getTime() + PASSKEY_CHALLENGE_MS),
  });
  return options;
}

/** Stores a new passkey for the person on this host once it verifies against a challenge this session was given. */
export async function addStaffPasskey(
  deps: ConsoleDeps,
  person: Person,
  response: RegistrationResponseJSON,
  userAgent: string | null,
): Promise<boolean> {
  const challenge = answeredChallenge(response);
  const key = { purpose: "register" as const, siteId: siteIdOf(deps), sessionHash: person.session.idHash, now: deps.now };
  if (!challenge || !(await spendPasskeyChallenge(deps.db, { ...key, challenge }))) return false;
  const rp = consoleRelyingParty(deps);
  const passkey = await verifyNewPasskey(rp, response, challenge);
  if (!passkey) return false;
  const label = passkeyLabel(userAgent);
  return deps.db.transaction(async (tx) => {
    const id = await insertStaffPasskey(tx, {
      ...passkey,
      staffId: person.staff.id,
      siteId: siteIdOf(deps),
      rpId: rp.rpID,
      label,
      now: deps.now,
    });
    if (!id) return false;
    await audit(tx, deps, person, "add", id, { label });
    return true;
  });
}

/** Removes one of the person's passkeys here (audited); false when it is not theirs or already gone. */
export async function removeStaffPasskey(deps: ConsoleDeps, person: Person, passkeyId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const label = await deleteStaffPasskey(tx, siteIdOf(deps), person.staff.id, passkeyId);
    if (label === null) return false;
    await audit(tx, deps, person, "remove", passkeyId, null, { label });
    return true;
  });
}

/** "Not now" to the prompt after sign-in: it is not offered again (audited like every console write). */
export async function dismissStaffPasskeyPrompt(deps: ConsoleDeps, person: Person): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await dismissPasskeyPrompt(tx, person.staff.id, deps.now);
    await audit(tx, deps, person, "dismiss-prompt", person.staff.id, { dismissed: true });
  });
}

/** Options for signing in with a passkey of this host; anyone may ask (the sign-in rate limit bounds them). */
export async function staffPasskeySignInOptions(deps: ConsoleDeps) {
  const options = await signInOptions(consoleRelyingParty(deps));
  await purgePasskeyChallenges(deps.db, deps.now);
  await insertPasskeyChallenge(deps.db, {
    challenge: options.challenge,
    purpose: "sign-in",
    siteId: siteIdOf(deps),
    sessionHash: null,
    expiresAt: new Date(deps.now.getTime() + PASSKEY_CHALLENGE_MS),
  });
  return options;
}

/**
 * A passkey sign-in: the answer must carry a challenge this host gave out (spent here), name a passkey made on this
 * host, verify, and belong to someone who may still enter here. It starts the same session as an e-mailed link,
 * confirmed now: a passkey is as fresh a proof as the link, for the 10-minute re-confirmation.
 */
export async function signInWithStaffPasskey(
  deps: ConsoleDeps,
  response: AuthenticationResponseJSON,
  userAgent: string | null,
): Promise<Omit<SignedIn, "redirectTo"> | null> {
  const challenge = answeredChallenge(response);
  if (!challenge || typeof response?.id !== "string" || response.id.length > 1400) return null;
  const rp = consoleRelyingParty(deps);
  const key = { purpose: "sign-in" as const, siteId: siteIdOf(deps), sessionHash: null, now: deps.now };
  if (!(await spendPasskeyChallenge(deps.db, { ...key, challenge }))) return null;
  const stored = await findStaffPasskey(deps.db, siteIdOf(deps), rp.rpID, response.id);
  if (!stored) return null;
  const counter = await verifyPasskeySignIn(rp, response, challenge, stored);
  const person = counter === null ? null : await findStaff(deps.db, stored.staffId);
  if (counter === null || !person || !(await mayEnter(deps, person))) return null;
  await recordStaffPasskeyUse(deps.db, stored.id, counter, deps.now);
  return { cookieValue: await startStaffSession(deps, person.id, userAgent) };
}
