import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { safeRedirectPath } from "~/domain/accounts/gating";
import { apiError } from "~/lib/api-error";
import type { AppLoadContext as AppContext } from "react-router";
import { sessionDeps } from "./gate.server";
import { PASSKEY_FAILED, passkeyRegistrationOptions, passkeySignInOptions, registerPasskey, signInWithPasskey } from "./passkeys.server";
import { spendSessionValue } from "./account-queries.server";
import { commitSession, currentShopper, requestSession, startShopperSession } from "./session.server";

/**
 * The passkey steps (POST /api/passkeys/{step}), each a JSON answer: `register-options` and
 * `register` for a signed-in shopper adding one; `sign-in-options` and `sign-in` for anyone.
 * The challenge lives in the session and is spent by the step that checks it, in the database: of several requests
 * that carry one challenge at once, only the one that took it from the stored session may use it.
 */
export async function passkeyStep(context: AppContext, request: Request, step: string, body: unknown): Promise<Response> {
  const deps = sessionDeps(context);
  const { storage, session } = await requestSession(deps, request);
  const withSession = async (payload: unknown, status = 200) =>
    Response.json(payload, { status, headers: { "Set-Cookie": await commitSession(deps, storage, session) } });
  const stored = session.get("passkeyChallenge");
  session.unset("passkeyChallenge");
  const spend = async () =>
    stored && session.id && (await spendSessionValue(deps.db, deps.site.id, session.id, "passkeyChallenge", stored)) ? stored : null;

  if (step === "register-options" || step === "register") {
    const shopper = await currentShopper(deps, request);
    if (!shopper) return apiError("forbidden", "Please sign in to add a passkey.");
    if (step === "register-options") {
      const options = await passkeyRegistrationOptions(deps, shopper);
      session.set("passkeyChallenge", options.challenge);
      return withSession(options);
    }
    const challenge = await spend();
    const ok = challenge ? await registerPasskey(deps, shopper, body as RegistrationResponseJSON, challenge) : false;
    return ok
      ? withSession({ success: true })
      : withSession({ error: "That passkey couldn't be added. Please try again.", code: "bad_request" }, 400);
  }
  if (step === "sign-in-options") {
    const options = await passkeySignInOptions(deps.site);
    session.set("passkeyChallenge", options.challenge);
    return withSession(options);
  }
  if (step === "sign-in") {
    const { response, redirect } = (body ?? {}) as { response?: AuthenticationResponseJSON; redirect?: unknown };
    const challenge = await spend();
    const shopperId = challenge && response ? await signInWithPasskey(deps, response, challenge) : null;
    if (!shopperId) return withSession({ error: PASSKEY_FAILED, code: "forbidden" }, 403);
    const cookie = await startShopperSession(deps, request, session, shopperId);
    return Response.json({ redirect: safeRedirectPath(redirect, "/my-garage") }, { headers: { "Set-Cookie": cookie } });
  }
  return apiError("not_found", "Not found.");
}
