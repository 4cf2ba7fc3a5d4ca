import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Database } from "~/db/database";
import { maskMobile } from "~/domain/phone";
import { registrationOptions, relyingParty, signInOptions, verifyNewPasskey, verifyPasskeySignIn } from "~/lib/passkeys.server";
import type { TenantSite } from "~/sites/tenant-site";
import { findPasskey, insertPasskey, listPasskeys, recordPasskeyUse, type Shopper } from "./account-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date };

export const PASSKEY_FAILED = "That passkey didn't work here. Please sign in with a code instead.";

const siteRelyingParty = (site: TenantSite) => relyingParty(site.origin, site.name);

/** Options for adding a passkey to a signed-in shopper (its challenge is kept in the session by the caller). */
export async function passkeyRegistrationOptions(deps: Deps, shopper: Shopper) {
  const existing = await listPasskeys(deps.db, deps.site.id, shopper.id);
  return registrationOptions(siteRelyingParty(deps.site), { id: shopper.id, name: maskMobile(shopper.phone) }, existing);
}

/** Checks the browser's new credential against the challenge and stores it for the shopper. */
export async function registerPasskey(
  deps: Deps,
  shopper: Shopper,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<boolean> {
  const passkey = await verifyNewPasskey(siteRelyingParty(deps.site), response, challenge);
  if (!passkey) return false;
  await insertPasskey(deps.db, { siteId: deps.site.id, shopperId: shopper.id, ...passkey, now: deps.now });
  return true;
}

/** Options for signing in with any of this site's passkeys (the browser offers the shopper's own). */
export function passkeySignInOptions(site: TenantSite) {
  return signInOptions(siteRelyingParty(site));
}

/** The shopper whose passkey signed the challenge, or null. The signature counter is kept to spot a cloned authenticator. */
export async function signInWithPasskey(deps: Deps, response: AuthenticationResponseJSON, challenge: string): Promise<string | null> {
  const { db, site, now } = deps;
  const stored = typeof response?.id === "string" ? await findPasskey(db, site.id, response.id) : null;
  if (!stored) return null;
  const counter = await verifyPasskeySignIn(siteRelyingParty(site), response, challenge, stored);
  if (counter === null) return null;
  await recordPasskeyUse(db, site.id, stored.credentialId, counter, now);
  return stored.shopperId;
}
