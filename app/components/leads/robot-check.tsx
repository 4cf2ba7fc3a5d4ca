import { useEffect, useId, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type Props = { question: { text: string; token: string }; error?: string };

export type AltchaElement = HTMLElement & { verify?: () => Promise<unknown> };

/**
 * The widget's code, loaded once: resolves when `<altcha-widget>` works (its verify() is there), or rejects when the
 * code cannot load.
 */
export const loadRobotCheck = () => import("altcha").then(() => customElements.whenDefined("altcha-widget"));

/**
 * With JavaScript, the ALTCHA proof-of-work widget. Its code loads when `load` turns true: the form sets it when the
 * shopper first touches the form, not as the page hydrates (issue 18: the widget's start was 50 to 70 ms on the
 * main thread of a page's first seconds). It starts solving as soon as it loads (solving only once the widget itself
 * was focused missed shoppers who typed before it arrived), so it is done before they finish typing; the form
 * also asks it to verify on submit. Without JavaScript, a small sum a person answers at a glance, so nobody is
 * shut out. The box keeps the widget's height throughout, so neither hydrating nor the widget's arrival moves the
 * button below it.
 */
export function RobotCheck({
  question,
  error,
  widgetRef,
  load,
}: Props & { widgetRef?: React.RefObject<AltchaElement | null>; load: boolean }) {
  const hydrated = useHydrated();
  const local = useRef<AltchaElement | null>(null);
  const ref = widgetRef ?? local;
  useEffect(() => {
    if (hydrated && load) loadRobotCheck().catch((e) => console.warn("Robot check did not load", e));
  }, [hydrated, load]);
  const id = useId();
  const [answerId, hintId, errorId] = [`${id}-answer`, `${id}-hint`, `${id}-error`];
  return (
    <div className="min-h-[4.375rem] sm:col-span-2">
      {hydrated ? (
        <altcha-widget
          ref={ref}
          challenge="/api/captcha/challenge"
          name="altcha"
          auto="onload"
          aria-describedby={error ? errorId : undefined}
        />
      ) : (
        // The question on one line and the hint beside the answer: the sum fits the widget's 70 px box at 320 px
        // wide, so hydrating does not move what is below it.
        <>
          <label htmlFor={answerId} className="block text-sm font-semibold">
            {question.text}
          </label>
          <input type="hidden" name="human_token" value={question.token} />
          <span className="mt-1 flex items-center gap-3 text-sm">
            <input
              id={answerId}
              name="human_answer"
              inputMode="numeric"
              autoComplete="off"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="block w-32 shrink-0 rounded-site border border-black/25 bg-surface px-3 py-2"
            />
            <span id={hintId}>Answer in digits.</span>
          </span>
        </>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
