import { useEffect, useRef } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Form, Link, useNavigation } from "react-router";
import { PasskeySignIn } from "./passkey-sign-in";

type Page = {
  heading: string;
  step: "phone" | "code";
  maskedPhone: string | null;
  redirect: string;
  back: string;
};
type Refusal = { fields: Record<string, string>; values: Record<string, string> };
type StepProps = { page: Page; refusal?: Refusal; busy: boolean };

const input =
  "mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2 text-lg focus:outline-none focus:ring-2 focus:ring-brand sm:max-w-xs";
const primary = "rounded-site bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90 disabled:opacity-60";
const secondary = "font-semibold underline";

/** The ids of the favourites this browser kept, for the server to save to the watchlist at sign-in. */
function keptFavouriteIds(): string {
  try {
    const list = JSON.parse(localStorage.getItem("favourites") ?? "[]");
    return Array.isArray(list)
      ? list
          .map((f: { id?: unknown }) => f?.id)
          .filter((id) => Number.isInteger(id))
          .join(",")
      : "";
  } catch {
    return "";
  }
}

/** The first step: the mobile number to text a code to (or a passkey instead). */
function PhoneStep({ page, refusal, busy }: StepProps) {
  const errors = refusal?.fields ?? {};
  return (
    <>
      <p className="mt-2 text-muted">We'll text a 6-digit code to your mobile. No password to remember.</p>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="send-code" />
        <div>
          <label htmlFor="phone" className="block font-semibold">
            Mobile number
          </label>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0412 345 678"
            required
            defaultValue={refusal?.values.phone ?? ""}
            className={input}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? "phone-error" : undefined}
          />
          <FieldError id="phone-error" message={errors.phone} />
        </div>
        <div>
          <button type="submit" disabled={busy} className={primary}>
            {busy ? "Sending…" : "Text me a code"}
          </button>
        </div>
      </Form>
      <PasskeySignIn redirect={page.redirect} />
    </>
  );
}

/** Another code, or another number, from the code step. */
function CodeAlternatives() {
  return (
    <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className={secondary}>
          Send a new code
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="change-number" />
        <button type="submit" className={secondary}>
          Use a different number
        </button>
      </Form>
    </div>
  );
}

/** The second step: the code texted to the number, with the favourites this browser kept carried along. */
function CodeStep({ page, refusal, busy }: StepProps) {
  const errors = refusal?.fields ?? {};
  const favourites = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (favourites.current) favourites.current.value = keptFavouriteIds();
  }, []);
  return (
    <>
      <p className="mt-2" role="status">
        We sent a code to {page.maskedPhone}. It lasts 10 minutes.
      </p>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="favourites" ref={favourites} defaultValue="" />
        <div>
          <label htmlFor="code" className="block font-semibold">
            6-digit code
          </label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            className={`${input} tracking-widest`}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? "code-error" : undefined}
          />
          <FieldError id="code-error" message={errors.code} />
        </div>
        <div>
          <button type="submit" disabled={busy} className={primary}>
            {busy ? "Checking…" : "Sign in"}
          </button>
        </div>
      </Form>
      <CodeAlternatives />
      {errors.phone ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {errors.phone}
        </p>
      ) : null}
    </>
  );
}

/**
 * Sign-in by mobile: the number, then the 6-digit code texted to it. Plain form posts, so it
 * works without JavaScript; with it, the code field fills from the SMS on phones that offer it
 * (autocomplete one-time-code), favourites are carried over and a passkey can be used instead.
 */
export function SignInForms({ page, refusal }: { page: Page; refusal?: Refusal }) {
  const busy = useNavigation().state === "submitting";
  const errors = refusal?.fields ?? {};
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-heading text-3xl font-bold">{page.heading}</h1>
      {errors.form ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {errors.form}
        </p>
      ) : null}
      {page.step === "phone" ? (
        <PhoneStep page={page} refusal={refusal} busy={busy} />
      ) : (
        <CodeStep page={page} refusal={refusal} busy={busy} />
      )}
      <p className="mt-8">
        <Link to={page.back} className="underline">
          Back
        </Link>
      </p>
    </div>
  );
}
