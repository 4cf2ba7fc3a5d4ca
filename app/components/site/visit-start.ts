import { VISIT_EVENT_ID, visitEventData } from "~/domain/analytics/visit-source";
import { EVENT_LIMITS, track } from "~/lib/analytics";
import { type ConsentChoice, consentChoice, rememberConsent } from "~/lib/analytics-consent";
import { rememberVisitSource } from "~/lib/visit-source";

const CONSENT_TEXT =
  "We'd like to count your visit with a cookie so the dealer can see what shoppers look at. The cookie is this site's own.";

/**
 * Issue 56, once a site's page has hydrated (loaded after the page's own code: issue 18's JavaScript budget): on the
 * session's first page, a `visit` event with where it came from (the referrer's host, its UTM parameters); and where
 * the site asks and the shopper has not answered, the consent notice.
 */
export function startVisit(askConsent: boolean): void {
  const source = rememberVisitSource(new URL(window.location.href), document.referrer);
  if (source) track({ event_id: VISIT_EVENT_ID, name: "visit", data: visitEventData(source, EVENT_LIMITS.dataKeys) });
  if (askConsent && consentChoice() === null) document.body.append(consentNotice());
}

/**
 * The consent notice: plain elements at the end of the body, not React, so neither the page's root nor React's own
 * chunk carries a byte for it. Fixed at the bottom, so nothing on the page moves when it comes or goes; it takes no
 * focus (the shopper reaches it with Tab), and it is gone once answered. Without JavaScript no events are sent, so
 * there is nothing to ask about.
 */
export function consentNotice(): HTMLElement {
  const notice = element("section", "fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-surface p-3 text-ink shadow-lg");
  notice.setAttribute("aria-label", "Cookie notice");
  notice.dataset.testid = "analytics-consent";
  const row = notice.appendChild(element("div", "mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2"));
  row.appendChild(element("p", "min-w-0 flex-1 basis-64 text-sm")).textContent = CONSENT_TEXT;
  const buttons = row.appendChild(element("div", "flex gap-2"));
  const button = (label: string, choice: ConsentChoice, look: string) => {
    const b = buttons.appendChild(element("button", `min-h-11 rounded-site px-4 text-sm font-semibold ${look}`));
    b.type = "button";
    b.textContent = label;
    b.addEventListener("click", () => {
      rememberConsent(choice);
      notice.remove();
    });
  };
  button("Accept", "accepted", "bg-brand text-on-brand");
  button("Decline", "declined", "ring-1 ring-black/30");
  return notice;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}
