import { type ConsentChoice, rememberConsent } from "~/lib/analytics-consent";

/**
 * Issue 56: where the site asks (`analytics.askConsent`), a small notice asks the shopper to accept the visitor
 * cookie. Loaded after hydration only when there is no answer yet (without JavaScript no events are sent, so
 * there is nothing to ask about); fixed at the bottom, so nothing on the page moves when it comes or goes. It
 * takes no focus: the shopper reaches it with Tab when they choose to.
 */
export function AnalyticsConsent({ onAnswer }: { onAnswer: () => void }) {
  const answer = (choice: ConsentChoice) => {
    rememberConsent(choice);
    onAnswer();
  };
  const button = "min-h-11 rounded-site px-4 text-sm font-semibold";
  return (
    <section
      aria-label="Cookie notice"
      data-testid="analytics-consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-surface p-3 text-ink shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-64 text-sm">
          We'd like to count your visit with a cookie so the dealer can see what shoppers look at. The cookie is this site's own.
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={() => answer("accepted")} className={`${button} bg-brand text-on-brand`}>
            Accept
          </button>
          <button type="button" onClick={() => answer("declined")} className={`${button} ring-1 ring-black/30`}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
