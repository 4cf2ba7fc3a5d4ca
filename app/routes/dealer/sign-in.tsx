import { data, Form, redirect } from "react-router";
import { Button, FormMessage, TextField } from "~/components/console/fields";
import { PasskeySignInButton } from "~/components/console/staff-passkeys";
import { consoleDeps } from "~/console/require-staff.server";
import { submitStaffSignIn } from "~/console/submit-staff-sign-in.server";
import { currentStaffSession } from "~/console/staff-sessions.server";
import { consoleRedirect } from "~/domain/console/staff-session-rules";
import { SIGN_IN_TEXTS } from "~/domain/console/sign-in-form";
import type { Route } from "./+types/sign-in";

export async function loader({ context, request }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const url = new URL(request.url);
  const redirectTo = consoleRedirect(url.searchParams.get("redirect"));
  // `reconfirm`: a signed-in person proving it is them again before a refund or the like (RECONFIRM_MS).
  if (deps.site && !url.searchParams.has("reconfirm") && (await currentStaffSession(deps, request.headers.get("Cookie"))))
    throw redirect(redirectTo);
  const notice = url.searchParams.has("expired")
    ? SIGN_IN_TEXTS.linkExpired
    : url.searchParams.has("signed-out")
      ? SIGN_IN_TEXTS.signedOut
      : null;
  return { siteName: deps.site?.name ?? "Dealer platform operators", redirectTo, notice };
}

export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await submitStaffSignIn(consoleDeps(context), request);
  if (outcome.kind === "signed-in") throw redirect(outcome.redirectTo, { headers: { "Set-Cookie": outcome.cookie } });
  return data(outcome, { status: outcome.kind === "invalid" ? 400 : 200 });
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { siteName, redirectTo, notice } = loaderData;
  const result = actionData;
  const codeStep = result?.kind === "sent" || result?.kind === "code-refused";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <title>{`Sign in · ${siteName} dealer console`}</title>
      <h1 className="text-2xl font-bold">Sign in to the dealer console</h1>
      <p className="mt-2 text-slate-700">{siteName}</p>
      <div className="mt-6 space-y-4">
        <FormMessage
          done={result?.kind === "sent" ? SIGN_IN_TEXTS.sent : notice}
          error={result?.kind === "code-refused" ? result.message : null}
        />
        {codeStep ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="email" value={result.email} />
            <TextField label="Code from the e-mail" name="code" inputMode="numeric" autoComplete="one-time-code" required />
            <Button>Sign in</Button>
          </Form>
        ) : null}
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="redirect" value={redirectTo} />
          <TextField
            label="Work e-mail address"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result && "email" in result ? result.email : undefined}
            error={result?.kind === "invalid" ? result.message : null}
          />
          <Button kind={codeStep ? "secondary" : "primary"}>{codeStep ? "Send a new link" : "E-mail me a sign-in link"}</Button>
        </Form>
        <PasskeySignInButton redirectTo={redirectTo} />
      </div>
    </div>
  );
}
