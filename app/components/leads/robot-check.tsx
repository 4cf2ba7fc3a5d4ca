import { useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type Props = { question: { text: string; token: string }; error?: string };

export type AltchaElement = HTMLElement & { verify?: () => Promise<unknown> };

/**
 * With JavaScript, the ALTCHA proof-of-work widget. It starts solving as soon as it loads (starting
 * on focus missed shoppers who typed before the widget arrived), so it is done before they finish
 * typing; the form also asks it to verify on submit. Without JavaScript, a small sum a person answers
 * at a glance, so nobody is shut out.
 */
export function RobotCheck({ question, error, widgetRef }: Props & { widgetRef?: React.RefObject<AltchaElement | null> }) {
  const hydrated = useHydrated();
  const local = useRef<AltchaElement | null>(null);
  const ref = widgetRef ?? local;
  useEffect(() => {
    if (hydrated) import("altcha").catch((e) => console.warn("Robot check did not load", e));
  }, [hydrated]);
  const errorId = "robot-check-error";
  return (
    <div className="sm:col-span-2">
      {hydrated ? (
        <altcha-widget
          ref={ref}
          challenge="/api/captcha/challenge"
          name="altcha"
          auto="onload"
          aria-describedby={error ? errorId : undefined}
        />
      ) : (
        <label className="block text-sm font-semibold">
          {question.text}
          <input type="hidden" name="human_token" value={question.token} />
          <input
            name="human_answer"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 block w-32 rounded-site border border-black/25 bg-surface px-3 py-2"
          />
        </label>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
