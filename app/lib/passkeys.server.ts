import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";

/**
 * The WebAuthn steps shared by shoppers' passkeys (app/accounts) and the console's (app/console): each caller keeps
 * its own storage, sessions and messages; these are the library calls with the platform's choices made once.
 */
export type RelyingParty = { rpID: string; origin: string; rpName: string };

/** The relying party is the host itself: a passkey made on one dealer's site (or the platform's host) is unknown on another. */
export const relyingParty = (origin: string, name: string): RelyingParty => ({ rpID: new URL(origin).hostname, origin, rpName: name });

export type NewPasskey = {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
};

export type KnownPasskey = { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] };

/** Options for adding a passkey: a discoverable credential, so the next sign-in needs no name or number at all. */
export function registrationOptions(rp: RelyingParty, user: { id: string; name: string; displayName?: string }, existing: KnownPasskey[]) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** The new credential, checked against the challenge; null when it does not verify (or is not one at all). */
export async function verifyNewPasskey(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<NewPasskey | null> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/** Options for signing in with any passkey of this host (the browser offers the person's own). */
export const signInOptions = (rp: RelyingParty) => generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred" });

/** The passkey's new signature counter when the answer verifies (kept to spot a cloned authenticator), else null. */
export async function verifyPasskeySignIn(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  stored: KnownPasskey,
): Promise<number | null> {
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
      transports: stored.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}

/**
 * The challenge a browser's answer says it signed (clientDataJSON, base64url JSON), so the server can spend exactly
 * that challenge; null for anything malformed. The signature check still compares it with the stored one.
 */
export function answeredChallenge(response: unknown): string | null {
  const clientData = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
  if (typeof clientData !== "string" || clientData.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" && /^[\w-]{16,128}$/.test(parsed.challenge) ? parsed.challenge : null;
  } catch {
    return null;
  }
}
