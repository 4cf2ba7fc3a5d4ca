import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Database } from "~/db/database";
import { maskMobile } from "~/domain/phone";
import type { TenantSite } from "~/sites/tenant-site";
import { findPasskey, insertPasskey, listPasskeys, recordPasskeyUse, type Shopper } from "./account-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date };

export const PASSKEY_FAILED = "That passkey didn't work here. Please sign in with a code instead.";

/** The relying party is the site itself: its host and origin, so a passkey made on one dealer's site is unknown on another's. */
const relyingParty = (site: TenantSite) => ({ rpID: new URL(site.origin).hostname, origin: site.origin, rpName: site.name });

/** Options for adding a passkey to a signed-in shopper (its challenge is kept in the session by the caller). */
export async function passkeyRegistrationOptions(deps: Deps, shopper: Shopper) {
  const rp = relyingParty(deps.site);
  const existing = await listPasskeys(deps.db, deps.site.id, shopper.id);
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: maskMobile(shopper.phone),
    userID: new TextEncoder().encode(shopper.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // A discoverable credential, so the next sign-in needs no number at all.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** Checks the browser's new credential against the challenge and stores it for the shopper. */
export async function registerPasskey(
  deps: Deps,
  shopper: Shopper,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<boolean> {
  const rp = relyingParty(deps.site);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  await insertPasskey(deps.db, {
    siteId: deps.site.id,
    shopperId: shopper.id,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    now: deps.now,
  });
  return true;
}

/** Options for signing in with any of this site's passkeys (the browser offers the shopper's own). */
export function passkeySignInOptions(site: TenantSite) {
  return generateAuthenticationOptions({ rpID: relyingParty(site).rpID, userVerification: "preferred" });
}

/** The shopper whose passkey signed the challenge, or null. The signature counter is kept to spot a cloned authenticator. */
export async function signInWithPasskey(deps: Deps, response: AuthenticationResponseJSON, challenge: string): Promise<string | null> {
  const { db, site, now } = deps;
  const rp = relyingParty(site);
  const stored = typeof response?.id === "string" ? await findPasskey(db, site.id, response.id) : null;
  if (!stored) return null;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: stored.credentialId,
      // A copy: the library takes a Uint8Array over a plain ArrayBuffer.
      publicKey: stored.publicKey.slice(),
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  await recordPasskeyUse(db, site.id, stored.credentialId, result.authenticationInfo.newCounter, now);
  return stored.shopperId;
}
