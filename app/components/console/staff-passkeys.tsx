import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { usePasskeySupport } from "~/components/accounts/passkey-sign-in";
import { ConsoleForm } from "./console-form";
import { useConsoleLayout } from "./console-csrf";
import { Button, FormMessage } from "./fields";

/** POSTs JSON to a console passkey step (/dealer/passkeys/{step}); the answer's JSON, or the error it carries. */
async function passkeyStep<T>(step: string, body: unknown): Promise<T> {
  const res = await fetch(`/dealer/passkeys/${step}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(typeof json.error === "string" ? json.error : "Something went wrong. Please try again.");
  return json as T;
}

// Closing the browser's own passkey prompt is the person changing their mind, not an error worth a message.
const messageOf = (e: unknown) => (e instanceof Error && e.name === "NotAllowedError" ? null : e instanceof Error ? e.message : String(e));

/** "Add a passkey" (where the browser supports them, which is known once its script runs): the page's data reloads after. */
export function AddPasskey({ label = "Add a passkey" }: { label?: string }) {
  const supported = usePasskeySupport();
  const { csrf } = useConsoleLayout();
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string | null }>({ busy: false });
  if (!supported) return null;
  const add = async () => {
    setState({ busy: true });
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await passkeyStep<Parameters<typeof startRegistration>[0]["optionsJSON"]>("register-options", { _csrf: csrf });
      const response = await startRegistration({ optionsJSON: options });
      await passkeyStep("register", { _csrf: csrf, response });
      setState({ busy: false, done: "Passkey added. Next time, choose Sign in with a passkey." });
      void revalidator.revalidate();
    } catch (e) {
      setState({ busy: false, error: messageOf(e) });
    }
  };
  return (
    <div className="space-y-2" aria-live="polite">
      <Button type="button" onClick={add} disabled={state.busy}>
        {state.busy ? "Waiting for your device…" : label}
      </Button>
      <FormMessage done={state.done} error={state.error} />
    </div>
  );
}

/** "Sign in with a passkey" beside the e-mail form: only where the browser supports passkeys; the library loads when used. */
export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const supported = usePasskeySupport();
  const [state, setState] = useState<{ busy: boolean; error?: string | null }>({ busy: false });
  if (!supported) return null;
  const signIn = async () => {
    setState({ busy: true });
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await passkeyStep<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("sign-in-options", {});
      const response = await startAuthentication({ optionsJSON: options });
      const answer = await passkeyStep<{ redirect: string }>("sign-in", { response, redirect: redirectTo });
      window.location.assign(answer.redirect);
    } catch (e) {
      setState({ busy: false, error: messageOf(e) });
    }
  };
  return (
    <div className="space-y-2 border-t border-slate-300 pt-4">
      <p className="text-sm text-slate-700">Added a passkey on this device before?</p>
      <Button type="button" kind="secondary" onClick={signIn} disabled={state.busy}>
        {state.busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
      <FormMessage error={state.error} />
    </div>
  );
}

/** Once, after an e-mailed sign-in: offer a passkey, or "Not now" (which works without JavaScript, and is remembered). */
export function PasskeyPrompt() {
  return (
    <aside aria-labelledby="passkey-prompt" className="mb-4 rounded-md border border-slate-300 bg-white p-4">
      <h2 id="passkey-prompt" className="font-semibold">
        Sign in faster next time
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Add a passkey and this device signs you in with its fingerprint, face or PIN: no e-mail to wait for. You can also add one later on{" "}
        <Link to="/dealer/account" className="underline underline-offset-2">
          Your account
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <AddPasskey />
        <ConsoleForm action="/dealer/account">
          <input type="hidden" name="intent" value="dismiss-prompt" />
          <Button kind="secondary">Not now</Button>
        </ConsoleForm>
      </div>
    </aside>
  );
}

/** A passkey as Your account lists it: dates already in dd/mm/yyyy on the site's clock. */
export type PasskeyRow = { id: string; label: string; added: string; lastUsed: string | null };

/** The person's passkeys on this host, each removable. */
export function PasskeyList({ passkeys }: { passkeys: PasskeyRow[] }) {
  if (passkeys.length === 0) return <p className="text-sm text-slate-700">You have no passkeys here yet: you sign in by e-mail.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {passkeys.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="text-sm">
            <span className="font-medium">{p.label}</span>
            <span className="block text-slate-600">
              Added {p.added}
              {p.lastUsed ? `, last used ${p.lastUsed}` : ", not used yet"}
            </span>
          </span>
          <ConsoleForm>
            <input type="hidden" name="intent" value="remove-passkey" />
            <input type="hidden" name="passkey" value={p.id} />
            <Button kind="secondary">
              Remove<span className="sr-only"> the passkey {p.label}</span>
            </Button>
          </ConsoleForm>
        </li>
      ))}
    </ul>
  );
}
