import { useEffect, useState } from "react";

/** POSTs JSON to a passkey step; the answer's JSON, or the error it carries. */
export async function passkeyPost<T>(step: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`/api/passkeys/${step}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(typeof json.error === "string" ? json.error : "Something went wrong. Please try again.");
  return json as T;
}

/** Whether this browser can use passkeys: known only once its script runs. */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    import("@simplewebauthn/browser").then(({ browserSupportsWebAuthn }) => setSupported(browserSupportsWebAuthn())).catch(() => {});
  }, []);
  return supported;
}

/** "Sign in with a passkey": shown only where the browser supports passkeys; the library loads when used. */
export function PasskeySignIn({ redirect }: { redirect: string }) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;
  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await passkeyPost<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("sign-in-options");
      const response = await startAuthentication({ optionsJSON: options });
      const answer = await passkeyPost<{ redirect: string }>("sign-in", { response, redirect });
      window.location.assign(answer.redirect);
    } catch (e) {
      // The shopper closing the browser's passkey prompt is not an error worth a message.
      if (!(e instanceof Error && e.name === "NotAllowedError")) setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <div className="mt-8 border-t border-black/10 pt-6">
      <p className="text-muted">Added a passkey on this site before?</p>
      <button type="button" onClick={signIn} disabled={busy} className="mt-2 rounded-site px-5 py-2.5 font-semibold ring-2 ring-brand">
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
