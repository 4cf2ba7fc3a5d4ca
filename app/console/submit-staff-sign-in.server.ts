import { SIGN_IN_TEXTS, staffSignInSchema } from "~/domain/console/sign-in-form";
import type { ConsoleDeps } from "./console-deps";
import { requestSignIn, signInWithCode } from "./sign-in.server";
import { staffCookie } from "./staff-sessions.server";

export type SignInOutcome =
  | { kind: "invalid"; message: string; email: string }
  | { kind: "sent"; email: string }
  | { kind: "code-refused"; message: string; email: string }
  | { kind: "signed-in"; redirectTo: string; cookie: string };

/** The sign-in page's post: ask for a link (the answer is the same for any address), or sign in with the code. */
export async function submitStaffSignIn(deps: ConsoleDeps, request: Request): Promise<SignInOutcome> {
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = staffSignInSchema.safeParse(form);
  const email = typeof form.email === "string" ? form.email.slice(0, 254) : "";
  if (!parsed.success) return { kind: "invalid", message: parsed.error.issues[0]?.message ?? "Check the form and try again.", email };
  const input = parsed.data;
  if (input.intent === "send") {
    await requestSignIn(deps, { email: input.email, redirectTo: input.redirect });
    return { kind: "sent", email: input.email };
  }
  const outcome = await signInWithCode(deps, input, request.headers.get("User-Agent"));
  if ("error" in outcome) return { kind: "code-refused", message: SIGN_IN_TEXTS[outcome.error], email: input.email };
  return { kind: "signed-in", redirectTo: outcome.redirectTo, cookie: staffCookie(deps.origin, request, outcome.cookieValue) };
}
