import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AppLoadContext as AppContext } from "react-router";
import { consoleRedirect } from "~/domain/console/staff-session-rules";
import { apiError } from "~/lib/api-error";
import { consoleDeps, requirePerson } from "./require-staff.server";
import { addStaffPasskey, passkeyRegistrationOptions, signInWithStaffPasskey, staffPasskeySignInOptions } from "./staff-passkeys.server";
import { staffCookie } from "./staff-sessions.server";

export const STAFF_PASSKEY_FAILED = "That passkey didn't work here. Sign in with your e-mail address instead.";

/**
 * The console's passkey steps (POST /dealer/passkeys/{step}, JSON): `register-options` and `register` for a signed-in
 * person adding one (with their session's form token, `_csrf`); `sign-in-options` and `sign-in` for anyone. Each
 * challenge is kept server-side and spent by the one answer that carries it.
 */
export async function staffPasskeyStep(context: AppContext, request: Request, step: string, body: unknown): Promise<Response> {
  const deps = consoleDeps(context);
  const input = (body ?? {}) as { _csrf?: unknown; response?: unknown; redirect?: unknown };
  const userAgent = request.headers.get("User-Agent");
  if (step === "register-options" || step === "register") {
    // Signed out (requirePerson's redirect to sign-in) is a plain refusal here; anything else is a real failure.
    const person = await requirePerson(context, request).catch((e: unknown) => {
      if (e instanceof Response) return null;
      throw e;
    });
    if (!person) return apiError("forbidden", "Please sign in to add a passkey.");
    if (input._csrf !== person.csrf) return apiError("forbidden", "This page has expired. Reload it and try again.");
    if (step === "register-options") {
      const options = await passkeyRegistrationOptions(deps, person);
      return options ? Response.json(options) : apiError("bad_request", "You have as many passkeys here as you can. Remove one first.");
    }
    const ok = await addStaffPasskey(deps, person, input.response as RegistrationResponseJSON, userAgent);
    return ok ? Response.json({ success: true }) : apiError("bad_request", "That passkey couldn't be added. Please try again.");
  }
  if (step === "sign-in-options") return Response.json(await staffPasskeySignInOptions(deps));
  if (step === "sign-in") {
    const signedIn = await signInWithStaffPasskey(deps, input.response as AuthenticationResponseJSON, userAgent);
    if (!signedIn) return apiError("forbidden", STAFF_PASSKEY_FAILED);
    return Response.json(
      { redirect: consoleRedirect(input.redirect) },
      { headers: { "Set-Cookie": staffCookie(deps.origin, request, signedIn.cookieValue) } },
    );
  }
  return apiError("not_found", "Not found.");
}
