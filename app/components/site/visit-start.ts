import type { ComponentType } from "react";
import { VISIT_EVENT_ID, visitEventData } from "~/domain/analytics/visit-source";
import { EVENT_LIMITS, track } from "~/lib/analytics";
import { consentChoice } from "~/lib/analytics-consent";
import { rememberVisitSource } from "~/lib/visit-source";
import { AnalyticsConsent } from "./analytics-consent";

/**
 * Issue 56, once a page has hydrated (loaded after the page's own code: issue 18's JavaScript budget): on the session's
 * first page, a `visit` event with where it came from (the referrer's host, its UTM parameters); and where the site
 * asks and the shopper has not answered, the consent notice to show.
 */
export function startVisit(askConsent: boolean): ComponentType<{ onAnswer: () => void }> | null {
  const source = rememberVisitSource(new URL(window.location.href), document.referrer);
  if (source) track({ event_id: VISIT_EVENT_ID, name: "visit", data: visitEventData(source, EVENT_LIMITS.dataKeys) });
  return askConsent && consentChoice() === null ? AnalyticsConsent : null;
}
